package io.loadscope.bench.wikidata;

/**
 * The writing systems labels come in. A word is made of Latin syllables and then spelled in the script: letter by
 * letter into an alphabet's block, syllable by syllable into Han or Hangul characters, so the UTF-8 length of a
 * label is that of the real script (1 to 3 bytes a character).
 */
enum Script {
    LATIN(0, 0), CYRILLIC(0x430, 32), GREEK(0x3B1, 24), ARMENIAN(0x561, 38), GEORGIAN(0x10D0, 33), HEBREW(0x5D0, 27),
    ARABIC(0x627, 26), DEVANAGARI(0x915, 37), BENGALI(0x995, 35), TAMIL(0xB95, 18), THAI(0xE01, 46),
    HAN(0x4E00, 20000), HANGUL(0xAC00, 11000);

    private final int base;
    private final int range;

    Script(int base, int range) {
        this.base = base;
        this.range = range;
    }

    /** {@code latin} (lower-case letters and spaces) spelled in this script. */
    String spell(String latin) {
        if (this == LATIN) return latin;
        StringBuilder b = new StringBuilder(latin.length());
        if (this == HAN || this == HANGUL) {
            // One character per two letters, as a syllable-per-character script reads.
            int h = 7;
            for (int i = 0; i < latin.length(); i++) {
                char c = latin.charAt(i);
                if (c == ' ') {
                    if (this == HANGUL) b.append(' ');
                    continue;
                }
                h = h * 31 + c;
                if (i % 2 == 1) b.appendCodePoint(base + Math.floorMod(h, range));
            }
            if (b.length() == 0) b.appendCodePoint(base + Math.floorMod(h, range));
            return b.toString();
        }
        for (int i = 0; i < latin.length(); i++) {
            char c = latin.charAt(i);
            if (c < 'a' || c > 'z') b.append(c);
            else b.appendCodePoint(base + (c - 'a') % range);
        }
        return b.toString();
    }
}
