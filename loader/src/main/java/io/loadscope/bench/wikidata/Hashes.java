package io.loadscope.bench.wikidata;

/** Hex names standing in for Wikibase's content hashes: 32 hex digits for value nodes, 40 for references. */
final class Hashes {
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private Hashes() {
    }

    static String hex(long salt, long index, int digits) {
        char[] c = new char[digits];
        long h = 0;
        for (int i = 0; i < digits; i++) {
            if (i % 16 == 0) h = Rng.mix(Rng.mix(salt, index), i);
            c[i] = HEX[(int) (h & 15)];
            h >>>= 4;
        }
        return new String(c);
    }
}
