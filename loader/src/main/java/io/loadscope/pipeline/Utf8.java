package io.loadscope.pipeline;

/** Where a UTF-8 byte sequence goes wrong, as a 1-based column counted in code points. */
final class Utf8 {
    private Utf8() {
    }

    /** Column of the first malformed sequence in {@code b[from, to)}, or -1 when there is none. */
    static int firstBadColumn(byte[] b, int from, int to) {
        int col = 1;
        int i = from;
        while (i < to) {
            int c = b[i] & 0xff;
            int n = c < 0x80 ? 0 : c >= 0xc2 && c <= 0xdf ? 1 : c >= 0xe0 && c <= 0xef ? 2 : c >= 0xf0 && c <= 0xf4 ? 3 : -1;
            if (n < 0) return col;
            for (int k = 1; k <= n; k++) {
                if (i + k >= to || (b[i + k] & 0xc0) != 0x80) return col;
            }
            if (n == 2 && (c == 0xe0 && (b[i + 1] & 0xff) < 0xa0 || c == 0xed && (b[i + 1] & 0xff) > 0x9f)) return col;
            if (n == 3 && (c == 0xf0 && (b[i + 1] & 0xff) < 0x90 || c == 0xf4 && (b[i + 1] & 0xff) > 0x8f)) return col;
            i += n + 1;
            col++;
        }
        return -1;
    }
}
