package io.loadscope.bench.wikidata;

import java.util.ArrayList;
import java.util.List;

/** An entity before it is written: its id, revision, terms, sitelinks and statements. Pooled and reused. */
final class Plan {
    String id;
    long revision;
    String modified;
    final List<String[]> labels = new ArrayList<>();
    final List<String[]> descriptions = new ArrayList<>();
    final List<String[]> aliases = new ArrayList<>();
    /** Site index into {@link Catalogue#SITES} and page title. */
    final List<Object[]> sitelinks = new ArrayList<>();
    private final List<Claim> pool = new ArrayList<>();
    int claims;
    /** Description languages in use, by index into {@link Catalogue#LANGUAGES}. */
    final boolean[] describedIn = new boolean[Catalogue.LANGUAGES.length];

    void reset(String id) {
        this.id = id;
        labels.clear();
        descriptions.clear();
        aliases.clear();
        sitelinks.clear();
        claims = 0;
        java.util.Arrays.fill(describedIn, false);
    }

    Claim claim(Prop p) {
        if (claims == pool.size()) pool.add(new Claim());
        return pool.get(claims++).reset(p);
    }

    Claim claimAt(int i) {
        return pool.get(i);
    }

    void label(int lang, String text) {
        labels.add(new String[] {Catalogue.LANGUAGES[lang], text});
    }

    void describe(int lang, String text) {
        if (describedIn[lang]) return;
        describedIn[lang] = true;
        descriptions.add(new String[] {Catalogue.LANGUAGES[lang], text});
    }

    void alias(int lang, String text) {
        aliases.add(new String[] {Catalogue.LANGUAGES[lang], text});
    }
}
