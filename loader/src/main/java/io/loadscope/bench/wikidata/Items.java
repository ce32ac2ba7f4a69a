package io.loadscope.bench.wikidata;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import static io.loadscope.bench.wikidata.Catalogue.*;

/**
 * Plans items of the kinds Wikidata is made of, each with the statements, terms and sitelinks typical of its kind.
 * The kinds' shares and per-kind counts are in docs/data-wikidata.md with where each number comes from.
 */
final class Items {
    /** Kinds of item and their shares of all items. */
    enum Kind {
        SCHOLARLY(0.39), HUMAN(0.10), TAXON(0.04), PLACE(0.08), CATEGORY(0.07), OTHER(0.32);

        final double share;

        Kind(double share) {
            this.share = share;
        }
    }

    private final ValueNodes values;
    private final Set<String> seen = new HashSet<>();
    private final Map<Prop, Integer> bestRank = new HashMap<>();
    private final TermPlanner terms = new TermPlanner();
    private final long[] itemReferences = new long[2];
    private int referenceCount;

    Items(ValueNodes values) {
        this.values = values;
    }

    static Kind kind(Rng r) {
        double u = r.unit();
        for (Kind k : Kind.values()) {
            u -= k.share;
            if (u < 0) return k;
        }
        return Kind.OTHER;
    }

    void plan(Rng r, Plan plan, String q) {
        plan.reset(q);
        seen.clear();
        plan.revision = 100_000_000L + (r.next() >>> 1) % 2_200_000_000L;
        plan.modified = modified(r);
        Kind kind = kind(r);
        referenceCount = 0;
        switch (kind) {
            case SCHOLARLY -> scholarly(r, plan);
            case HUMAN -> human(r, plan);
            case TAXON -> taxon(r, plan);
            case PLACE -> place(r, plan);
            case CATEGORY -> category(r, plan);
            default -> other(r, plan);
        }
        ranks(r, plan);
    }

    // ---- kinds

    private void scholarly(Rng r, Plan plan) {
        itemReferences(r, 0, r.chance(0.5) ? 4 : 5);
        item(r, plan, INSTANCE_OF, CLASSES[0], 0.9);
        String title = Words.capitalized(Words.phrase(r, 4 + r.below(10), 20000));
        mono(r, plan, TITLE, title, "en", 0.8);
        int year = 2024 - r.zipf(120);
        time(r, plan, PUBLICATION_DATE, year, r.below(365), r.chance(0.85) ? 11 : r.chance(0.5) ? 10 : 9, false, 0.85);
        item(r, plan, PUBLISHED_IN, "Q" + (5_000_000L + r.zipf(30000) * 13L), 0.85);
        if (r.chance(0.8)) string(r, plan, VOLUME, Integer.toString(1 + r.zipf(300)), 0.6);
        if (r.chance(0.7)) string(r, plan, ISSUE, Integer.toString(1 + r.zipf(24)), 0.6);
        if (r.chance(0.8)) {
            int first = 1 + r.below(2000);
            string(r, plan, PAGES, first + "-" + (first + r.below(40)), 0.6);
        }
        if (r.chance(0.9)) string(r, plan, DOI, "10." + (1000 + r.zipf(9000)) + "/" + Words.word(r.next() & 0xFFFFF).toUpperCase(java.util.Locale.ROOT) + "." + r.below(1_000_000), 0.9);
        if (r.chance(0.6)) string(r, plan, PUBMED, Integer.toString(1_000_000 + r.below(38_000_000)), 0.9);
        if (r.chance(0.3)) string(r, plan, PMCID, Integer.toString(1_000_000 + r.below(10_000_000)), 0.9);
        if (r.chance(0.25)) string(r, plan, OPENCITATIONS, Integer.toString(r.below(9_000_000)), 0.9);
        int names = r.chance(0.6) ? r.tail(1, 25) : 0;
        for (int i = 0; i < names; i++) {
            Claim c = string(r, plan, AUTHOR_NAME, Words.name(r, 2, 3000), 0.5);
            if (c != null) c.qualifier(ORDINAL).set(Val.Kind.STRING, Integer.toString(i + 1));
        }
        int authors = r.chance(0.35) ? r.tail(1, 10) : 0;
        for (int i = 0; i < authors; i++) {
            Claim c = item(r, plan, AUTHOR, "Q" + (40_000_000L + r.below(80_000_000)), 0.5);
            if (c != null) {
                c.qualifier(ORDINAL).set(Val.Kind.STRING, Integer.toString(names + i + 1));
                if (r.chance(0.6)) c.qualifier(NAMED_AS).set(Val.Kind.STRING, Words.name(r, 2, 3000));
            }
        }
        int cites = r.chance(0.3) ? r.tail(1, 150) : 0;
        for (int i = 0; i < cites; i++) item(r, plan, CITES, "Q" + (20_000_000L + r.below(110_000_000)), 0.9);
        int subjects = r.chance(0.4) ? r.tail(1, 8) : 0;
        for (int i = 0; i < subjects; i++) item(r, plan, MAIN_SUBJECT, r.chance(0.5) ? hub(r) : randomQ(r), 0.6);
        if (r.chance(0.4)) item(r, plan, LANGUAGE, "Q1860", 0.3);
        terms.labels(r, plan, title, r.chance(0.6) ? 1 : r.tail(2, 6), false);
        terms.descriptions(r, plan, Kind.SCHOLARLY, r.chance(0.15) ? r.tail(1, 5) : r.tail(40, 80), year, year);
        if (r.chance(0.01)) terms.sitelinks(r, plan, title, 1);
    }

    private void human(Rng r, Plan plan) {
        itemReferences(r, r.chance(0.5) ? 1 : 0, 0);
        item(r, plan, INSTANCE_OF, "Q5", 0.5);
        String given = Words.capitalized(Words.word(r.zipf(5000)));
        String family = Words.capitalized(Words.word(100_000 + r.zipf(100_000)));
        String name = given + " " + family;
        item(r, plan, SEX, r.chance(0.78) ? "Q6581097" : "Q6581072", 0.5);
        if (r.chance(0.7)) item(r, plan, CITIZENSHIP, hub(r), 0.5);
        int occupations = r.chance(0.8) ? r.tail(1, 5) : 0;
        int occupation = r.zipf(3000);
        for (int i = 0; i < occupations; i++) item(r, plan, OCCUPATION, "Q" + (100_000L + (occupation + i) * 37L), 0.5);
        int born = humanYear(r);
        int precision = r.chance(0.6) ? 11 : r.chance(0.75) ? 9 : r.chance(0.5) ? 10 : r.chance(0.5) ? 8 : 7;
        if (r.chance(0.9)) time(r, plan, BIRTH, born, r.below(365), precision, born < 1582 && r.chance(0.6), 0.7);
        int died = born + 20 + r.below(70);
        if (died < 2024 && r.chance(0.8)) time(r, plan, DEATH, died, r.below(365), precision, died < 1582 && r.chance(0.6), 0.7);
        if (r.chance(0.4)) item(r, plan, BIRTHPLACE, randomQ(r), 0.4);
        if (r.chance(0.25)) item(r, plan, DEATHPLACE, randomQ(r), 0.4);
        if (r.chance(0.6)) item(r, plan, GIVEN_NAME, "Q" + (200_000L + r.zipf(5000) * 11L), 0.3);
        if (r.chance(0.5)) item(r, plan, FAMILY_NAME, "Q" + (300_000L + r.zipf(100_000) * 7L), 0.3);
        if (r.chance(0.15)) item(r, plan, EDUCATED_AT, "Q" + (400_000L + r.zipf(20_000) * 3L), 0.4);
        if (r.chance(0.1)) iri(r, plan, IMAGE, "http://commons.wikimedia.org/wiki/Special:FilePath/" + EntityWriter.encode(name + " " + r.below(100) + ".jpg").replace("_", "%20"), 0.1);
        if (r.chance(0.5)) string(r, plan, VIAF, Long.toString(10_000_000L + r.below(1_000_000_000)), 0.8);
        if (r.chance(0.3)) string(r, plan, GND, (100_000_000L + r.below(900_000_000)) + (r.chance(0.1) ? "X" : ""), 0.8);
        if (r.chance(0.25)) string(r, plan, ISNI, String.format(java.util.Locale.ROOT, "0000 000%d %04d %04d", r.below(3), r.below(10000), r.below(10000)), 0.8);
        if (r.chance(0.4)) string(r, plan, FREEBASE, "/m/0" + Words.word(r.next() & 0xFFFFFF).substring(0, 3) + r.below(100000), 0.8);
        int languages = r.chance(0.7) ? r.tail(1, 8) : r.tail(5, 150);
        terms.labels(r, plan, name, languages, true);
        terms.descriptions(r, plan, Kind.HUMAN, r.tail(1, 45), occupation, born);
        if (r.chance(0.5)) terms.aliases(r, plan, name, r.tail(1, 10));
        if (r.chance(0.3)) terms.sitelinks(r, plan, name, r.tail(1, 40));
    }

    private void taxon(Rng r, Plan plan) {
        itemReferences(r, r.chance(0.5) ? 0 : 2, 0);
        item(r, plan, INSTANCE_OF, "Q16521", 0.7);
        String genus = Words.capitalized(Words.word(500_000 + r.zipf(200_000)));
        String name = genus + " " + Words.word(r.next() & 0xFFFFF);
        string(r, plan, TAXON_NAME, name, 0.8);
        item(r, plan, TAXON_RANK, r.chance(0.8) ? "Q7432" : "Q34740", 0.6);
        item(r, plan, PARENT_TAXON, "Q" + (2_000_000L + r.zipf(200_000) * 5L), 0.7);
        if (r.chance(0.2)) {
            int names = r.tail(1, 4);
            for (int i = 0; i < names; i++) {
                int lang = r.zipf(30);
                mono(r, plan, COMMON_NAME, Words.phrase(r, 2, 5000), LANGUAGES[lang], 0.5);
            }
        }
        if (r.chance(0.3)) string(r, plan, NCBI_TAXON, Integer.toString(r.below(3_000_000)), 0.9);
        if (r.chance(0.7)) string(r, plan, GBIF, Integer.toString(r.below(12_000_000)), 0.9);
        terms.labels(r, plan, name, r.chance(0.7) ? r.tail(1, 4) : r.tail(10, 120), false);
        terms.descriptions(r, plan, Kind.TAXON, r.tail(3, 60), r.zipf(50), 0);
        if (r.chance(0.2)) terms.sitelinks(r, plan, name, r.tail(1, 6));
    }

    private void place(Rng r, Plan plan) {
        itemReferences(r, r.chance(0.6) ? 1 : 0, 0);
        item(r, plan, INSTANCE_OF, CLASSES[4 + r.below(2)], 0.5);
        String name = Words.name(r, r.chance(0.8) ? 1 : 2, 200_000);
        item(r, plan, COUNTRY, hub(r), 0.6);
        if (r.chance(0.8)) item(r, plan, LOCATED_IN, randomQ(r), 0.5);
        if (r.chance(0.9)) {
            Claim c = plan.claim(COORDINATES);
            values.globe(c.value, r.below(ValueNodes.GRID / 2) + ValueNodes.GRID / 4, r.below(ValueNodes.GRID));
            accept(r, plan, c, 0.6);
        }
        if (r.chance(0.4)) {
            int counts = r.tail(1, 6);
            int size = r.zipf(500_000);
            for (int i = 0; i < counts; i++) {
                Claim c = plan.claim(POPULATION);
                values.quantity(c.value, Math.min(size + i * (1 + size / 50), (1 << 19) - 1), 0, 0, false);
                if (accept(r, plan, c, 0.7) == null) continue;
                values.time(c.qualifier(POINT_IN_TIME), 2020 - (counts - 1 - i) * 5, 0, 9, false);
                if (i == counts - 1 && counts > 1) c.rank = Claim.PREFERRED;
            }
        }
        if (r.chance(0.3)) {
            Claim c = plan.claim(ELEVATION);
            values.quantity(c.value, r.zipf(400_000), 1, r.chance(0.2) ? 1 : 0, r.chance(0.05));
            accept(r, plan, c, 0.4);
        }
        if (r.chance(0.25)) {
            Claim c = plan.claim(AREA);
            values.quantity(c.value, r.zipf(500_000), 2, 0, false);
            accept(r, plan, c, 0.4);
        }
        if (r.chance(0.7)) string(r, plan, GEONAMES, Integer.toString(r.below(12_000_000)), 0.9);
        if (r.chance(0.2)) string(r, plan, FREEBASE, "/m/0" + Words.word(r.next() & 0xFFFFFF).substring(0, 3) + r.below(100000), 0.5);
        if (r.chance(0.05)) iri(r, plan, OFFICIAL_WEBSITE, "https://www." + Words.lower(name).replace(' ', '-') + ".example.org/", 0.2);
        if (r.chance(0.1)) mono(r, plan, OFFICIAL_NAME, name, LANGUAGES[r.zipf(40)], 0.3);
        terms.labels(r, plan, name, r.chance(0.7) ? r.tail(1, 10) : r.tail(20, 180), true);
        terms.descriptions(r, plan, Kind.PLACE, r.tail(1, 35), r.zipf(200), 0);
        if (r.chance(0.3)) terms.aliases(r, plan, name, r.tail(1, 6));
        if (r.chance(0.5)) terms.sitelinks(r, plan, name, r.tail(1, 20));
    }

    private void category(Rng r, Plan plan) {
        item(r, plan, INSTANCE_OF, "Q4167836", 0.0);
        String name = "Category:" + Words.name(r, 1 + r.below(4), 50_000);
        if (r.chance(0.4)) item(r, plan, CATEGORY_TOPIC, randomQ(r), 0.0);
        if (r.chance(0.2)) string(r, plan, COMMONS_CATEGORY, name.substring(9), 0.0);
        terms.labels(r, plan, name, r.tail(1, 12), true);
        terms.descriptions(r, plan, Kind.CATEGORY, r.tail(20, 140), 0, 0);
        if (r.chance(0.8)) terms.sitelinks(r, plan, name, r.tail(1, 8));
    }

    private void other(Rng r, Plan plan) {
        itemReferences(r, r.below(References.SHAPES), 2);
        item(r, plan, INSTANCE_OF, CLASSES[6 + r.zipf(CLASSES.length - 6)], 0.5);
        String name = Words.name(r, 1 + r.below(3), 100_000);
        int extra = r.tail(1, 14);
        for (int i = 0; i < extra; i++) {
            switch (r.below(14)) {
                case 0 -> item(r, plan, COUNTRY, hub(r), 0.5);
                case 1 -> item(r, plan, LOCATED_IN, randomQ(r), 0.4);
                case 2 -> time(r, plan, INCEPTION, r.chance(0.01) ? -1 : 2024 - r.zipf(4000), r.below(365), r.chance(0.5) ? 9 : 11, false, 0.5);
                case 3 -> time(r, plan, DISSOLVED, 2024 - r.zipf(3000), r.below(365), 9, false, 0.4);
                case 4 -> item(r, plan, COUNTRY_OF_ORIGIN, hub(r), 0.4);
                case 5 -> item(r, plan, GENRE, "Q" + (600_000L + r.zipf(2000) * 3L), 0.4);
                case 6 -> item(r, plan, PART_OF, randomQ(r), 0.4);
                case 7 -> iri(r, plan, OFFICIAL_WEBSITE, "https://" + Words.lower(Words.word(r.next() & 0xFFFFF)) + ".example.com/", 0.3);
                case 8 -> {
                    Claim c = plan.claim(HEIGHT);
                    values.quantity(c.value, r.zipf(100_000), 1, r.chance(0.3) ? 1 : 0, false);
                    accept(r, plan, c, 0.3);
                }
                case 9 -> {
                    Claim c = plan.claim(MASS);
                    values.quantity(c.value, r.zipf(200_000), 3, r.chance(0.3) ? 2 : 0, false);
                    accept(r, plan, c, 0.3);
                }
                case 10 -> mono(r, plan, OFFICIAL_NAME, name, LANGUAGES[r.zipf(40)], 0.3);
                case 11 -> string(r, plan, FREEBASE, "/m/0" + Words.word(r.next() & 0xFFFFFF).substring(0, 3) + r.below(100000), 0.6);
                case 12 -> string(r, plan, VIAF, Long.toString(10_000_000L + r.below(1_000_000_000)), 0.6);
                default -> {
                    Claim c = item(r, plan, PART_OF, randomQ(r), 0.4);
                    if (c != null) {
                        values.time(c.qualifier(START_TIME), 2024 - r.zipf(300), r.below(365), 9, false);
                        if (r.chance(0.5)) values.time(c.qualifier(END_TIME), 2024 - r.zipf(30), r.below(365), 9, false);
                    }
                }
            }
        }
        if (r.chance(0.003)) {
            Claim c = plan.claim(DISSOLVED);
            c.value.set(Val.Kind.SOMEVALUE, Hashes.hex(0x5E, r.next(), 32));
            accept(r, plan, c, 0.0);
        }
        if (r.chance(0.002)) {
            Claim c = plan.claim(PART_OF);
            c.value.set(Val.Kind.NOVALUE, "novalue");
            accept(r, plan, c, 0.0);
        }
        terms.labels(r, plan, name, r.chance(0.8) ? r.tail(1, 6) : r.tail(5, 60), true);
        terms.descriptions(r, plan, Kind.OTHER, r.tail(1, 25), r.zipf(2000), 0);
        if (r.chance(0.35)) terms.aliases(r, plan, name, r.tail(1, 8));
        if (r.chance(0.1)) terms.sitelinks(r, plan, name, r.tail(1, 10));
    }

    // ---- statements

    private Claim item(Rng r, Plan plan, Prop p, String q, double referenced) {
        Claim c = plan.claim(p);
        c.value.set(Val.Kind.ITEM, q);
        return accept(r, plan, c, referenced);
    }

    private Claim string(Rng r, Plan plan, Prop p, String s, double referenced) {
        Claim c = plan.claim(p);
        c.value.set(Val.Kind.STRING, s);
        return accept(r, plan, c, referenced);
    }

    private Claim iri(Rng r, Plan plan, Prop p, String iri, double referenced) {
        Claim c = plan.claim(p);
        c.value.set(Val.Kind.IRI, iri);
        return accept(r, plan, c, referenced);
    }

    private Claim mono(Rng r, Plan plan, Prop p, String text, String lang, double referenced) {
        Claim c = plan.claim(p);
        c.value.set(Val.Kind.MONOLINGUAL, text).lang = lang;
        return accept(r, plan, c, referenced);
    }

    private Claim time(Rng r, Plan plan, Prop p, int year, int day, int precision, boolean julian, double referenced) {
        Claim c = plan.claim(p);
        values.time(c.value, year, day, precision, julian);
        return accept(r, plan, c, referenced);
    }

    /**
     * Keeps the claim unless the item already has this property with this value (Wikidata's truthy triples would
     * repeat); gives it a GUID and, with probability {@code referenced}, the item's references.
     */
    private Claim accept(Rng r, Plan plan, Claim c, double referenced) {
        String key = c.prop.id() + '|' + c.value.kind + '|' + c.value.text + '|' + c.value.lang;
        if (!seen.add(key)) {
            plan.claims--;
            return null;
        }
        c.guid = guid(r);
        if (referenceCount > 0 && r.chance(referenced)) {
            c.cite(itemReferences[0]);
            if (referenceCount > 1 && r.chance(0.3)) c.cite(itemReferences[1]);
        }
        return c;
    }

    /** The one or two references a bot adds to the statements it makes on an item: shape and source, recent days. */
    private void itemReferences(Rng r, int shape, int secondShape) {
        itemReferences[0] = References.index(shape, r.zipf(References.SOURCES), References.DAYS - 1 - r.zipf(References.DAYS));
        itemReferences[1] = References.index(secondShape, r.zipf(References.SOURCES), References.DAYS - 1 - r.zipf(References.DAYS));
        referenceCount = 2;
    }

    private static final char[] UPPER = "0123456789ABCDEF".toCharArray();
    private static final char[] LOWER = "0123456789abcdef".toCharArray();

    private static String guid(Rng r) {
        long a = r.next();
        long b = r.next();
        char[] digits = (a & 7) == 0 ? LOWER : UPPER;
        char[] c = new char[36];
        int n = 0;
        for (int i = 0; i < 32; i++) {
            if (i == 8 || i == 12 || i == 16 || i == 20) c[n++] = '-';
            long word = i < 16 ? a : b;
            c[n++] = digits[(int) ((word >>> (60 - 4 * (i % 16))) & 15)];
        }
        return new String(c);
    }

    /** Ranks: a few deprecated, a few more preferred; the best rank of each property gets wikibase:BestRank and wdt:. */
    private void ranks(Rng r, Plan plan) {
        bestRank.clear();
        for (int i = 0; i < plan.claims; i++) {
            Claim c = plan.claimAt(i);
            if (c.rank == Claim.NORMAL) {
                if (r.chance(0.004)) c.rank = Claim.DEPRECATED;
                else if (r.chance(0.004)) c.rank = Claim.PREFERRED;
            }
            if (c.rank != Claim.DEPRECATED) bestRank.merge(c.prop, c.rank, Math::max);
        }
        for (int i = 0; i < plan.claims; i++) {
            Claim c = plan.claimAt(i);
            Integer best = bestRank.get(c.prop);
            c.best = c.rank != Claim.DEPRECATED && best != null && c.rank == best;
        }
    }

    // ---- values

    private static String hub(Rng r) {
        return HUBS[r.zipf(HUBS.length)];
    }

    private static String randomQ(Rng r) {
        return "Q" + (1 + r.below(130_000_000));
    }

    /** Birth years: mostly the last two centuries, some older (Julian dates), a few BCE. */
    private static int humanYear(Rng r) {
        double u = r.unit();
        if (u < 0.005) return -(1 + r.below(3000));
        if (u < 0.04) return 1 + r.below(1580);
        return 2005 - r.zipf(400);
    }

    private static String modified(Rng r) {
        int year = 2019 + r.below(7);
        int day = r.below(365);
        String date = ValueNodes.timeLexical(year, day, 11);
        return date.substring(0, 11) + String.format(java.util.Locale.ROOT, "%02d:%02d:%02dZ", r.below(24), r.below(60), r.below(60));
    }
}
