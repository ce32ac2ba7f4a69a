package io.loadscope.bench.wikidata;

import static io.loadscope.bench.wikidata.Catalogue.LANGUAGES;
import static io.loadscope.bench.wikidata.Catalogue.SITES;

/**
 * An item's labels, descriptions, aliases and sitelinks: languages drawn Zipf-like (English, Dutch, French, ...
 * first), the same name spelled in each language's script, descriptions from per-kind templates so they repeat
 * across items as Wikidata's bot-written ones do.
 */
final class TermPlanner {
    private final boolean[] used = new boolean[LANGUAGES.length];
    private final boolean[] siteUsed = new boolean[SITES.length];


    /** Labels in {@code count} languages: English first mostly, the same Latin name where the script is Latin. */
    void labels(Rng r, Plan plan, String text, int count, boolean spell) {
        java.util.Arrays.fill(used, false);
        for (int i = 0; i < count; i++) {
            int lang = i == 0 && r.chance(0.85) ? 0 : pickLanguage(r);
            if (lang < 0) break;
            used[lang] = true;
            plan.label(lang, spell ? Catalogue.script(LANGUAGES[lang]).spell(Words.lower(text)) : text);
        }
    }

    private int pickLanguage(Rng r) {
        for (int tries = 0; tries < 8; tries++) {
            int lang = r.zipf(LANGUAGES.length);
            if (!used[lang]) {
                used[lang] = true;
                return lang;
            }
        }
        for (int lang = 0; lang < LANGUAGES.length; lang++) {
            if (!used[lang]) {
                used[lang] = true;
                return lang;
            }
        }
        return -1;
    }

    /**
     * Descriptions in {@code count} languages: the text is the kind's template in that language for {@code key}
     * (a year, an occupation, a family), so descriptions repeat across items as Wikidata's bot-written ones do.
     */
    void descriptions(Rng r, Plan plan, Items.Kind kind, int count, int key, int year) {
        java.util.Arrays.fill(used, false);
        for (int i = 0; i < count; i++) {
            int lang = i == 0 ? 0 : pickLanguage(r);
            if (lang < 0) break;
            used[lang] = true;
            plan.describe(lang, description(kind, lang, key, year));
        }
    }

    static String description(Items.Kind kind, int lang, int key, int year) {
        String words = Words.fixedPhrase((long) kind.ordinal() * 1_000_003L + (long) key * 1009L + lang, 2 + (kind.ordinal() % 3));
        String text = Catalogue.script(LANGUAGES[lang]).spell(words);
        return year != 0 ? text + " " + year : text;
    }

    void aliases(Rng r, Plan plan, String name, int count) {
        for (int i = 0; i < count; i++) {
            int lang = r.zipf(12);
            String alias = i == 0 ? initials(name) : name + " " + Words.word(r.zipf(1000));
            plan.alias(lang, Catalogue.script(LANGUAGES[lang]).spell(Words.lower(alias)) + (i > 1 ? " " + i : ""));
        }
        // Aliases are unique per language.
        java.util.Set<String> distinct = new java.util.HashSet<>();
        plan.aliases.removeIf(a -> !distinct.add(a[0] + '\u0000' + a[1]));
    }

    private static String initials(String name) {
        String[] parts = name.split(" ");
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts.length - 1; i++) b.append(parts[i].charAt(0)).append(". ");
        return b.append(parts[parts.length - 1]).toString();
    }

    /**
     * A page belongs to one item: titles get a disambiguator, as Wikipedia's "Name (qualifier)" titles have, made of
     * the item's number in letters (a-z, base 26), so no two items share a page however often names repeat.
     */
    static String disambiguator(String id) {
        long n = Long.parseLong(id.substring(1));
        StringBuilder b = new StringBuilder();
        do {
            b.append((char) ('a' + n % 26));
            n /= 26;
        } while (n > 0);
        return b.reverse().toString();
    }

    void sitelinks(Rng r, Plan plan, String title, int count) {
        java.util.Arrays.fill(siteUsed, false);
        for (int i = 0; i < count; i++) {
            int site = -1;
            for (int tries = 0; tries < 6 && site < 0; tries++) {
                int s = r.zipf(SITES.length);
                if (!siteUsed[s]) site = s;
            }
            if (site < 0) break;
            siteUsed[site] = true;
            String code = SITES[site][0];
            String lang = code.equals("commons") || code.equals("simple") ? "en" : code.equals("no") ? "nb" : code;
            String page = code.equals("commons") && !title.startsWith("Category:") ? "Category:" + title
                    : Catalogue.script(lang).spell(Words.lower(title));
            plan.sitelinks.add(new Object[] {site, Words.capitalized(page) + " (" + disambiguator(plan.id) + ")"});
        }
    }
}
