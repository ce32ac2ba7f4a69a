package io.loadscope.bench.wikidata;

/** Made-up words and names, a pure function of a number, so the same number spells the same word everywhere. */
final class Words {
    private static final String[] SYLLABLES = ("ka ri to na mo se lu ber an el in ou ar ta ne vi co li sa do mi ra "
            + "te lo ga ni ro ma de ti ke ha be fa so ju pe ve ze wa ya qu gu bo ry cha sch str th ph ck ll ss nd nt rt "
            + "ing ion ica ia us um er en ie au ei oo ee").split(" ");

    private Words() {
    }

    /** A word of 2 to 4 syllables, number {@code n} of an endless vocabulary. */
    static String word(long n) {
        long h = Rng.mix(n + 0x51ED270B27L);
        int syllables = 2 + (int) ((h >>> 60) % 3);
        StringBuilder b = new StringBuilder(12);
        for (int i = 0; i < syllables; i++) {
            b.append(SYLLABLES[(int) ((h >>> (i * 8)) & 0xFF) % SYLLABLES.length]);
        }
        return b.toString();
    }

    /** {@code count} words, each drawn Zipf-like from a vocabulary of {@code vocabulary}: titles, phrases. */
    static String phrase(Rng r, int count, int vocabulary) {
        StringBuilder b = new StringBuilder(count * 8);
        for (int i = 0; i < count; i++) {
            if (i > 0) b.append(' ');
            b.append(word(r.zipf(vocabulary)));
        }
        return b.toString();
    }

    /** The phrase numbered {@code n} (a description template, an occupation), always the same words. */
    static String fixedPhrase(long n, int words) {
        StringBuilder b = new StringBuilder(words * 8);
        for (int i = 0; i < words; i++) {
            if (i > 0) b.append(' ');
            b.append(word(Rng.mix(n, i) & 0xFFFF));
        }
        return b.toString();
    }

    static String capitalized(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** A title-cased name of {@code parts} words. */
    static String name(Rng r, int parts, int vocabulary) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < parts; i++) {
            if (i > 0) b.append(' ');
            b.append(capitalized(word(r.zipf(vocabulary))));
        }
        return b.toString();
    }

    /** Lower-cases ASCII so {@link Script#spell} maps every letter. */
    static String lower(String s) {
        return s.toLowerCase(java.util.Locale.ROOT);
    }
}
