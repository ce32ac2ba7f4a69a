package io.loadscope.jmh.kv;

/** S|P|O keys as three 8-byte big-endian longs: unsigned byte order equals numeric order for ids ≥ 0. */
public final class SpoKeys {
    public static final int LENGTH = 24;
    public static final int PREFIX_LENGTH = 16;

    private SpoKeys() {
    }

    public static void put(byte[] dst, int index, long s, long p, long o) {
        int off = index * LENGTH;
        putLong(dst, off, s);
        putLong(dst, off + 8, p);
        putLong(dst, off + 16, o);
    }

    public static byte[] key(long s, long p, long o) {
        byte[] k = new byte[LENGTH];
        put(k, 0, s, p, o);
        return k;
    }

    public static byte[] prefix(long s, long p) {
        byte[] k = new byte[PREFIX_LENGTH];
        putLong(k, 0, s);
        putLong(k, 8, p);
        return k;
    }

    /** The smallest key after every key with this prefix (the prefix plus one, as a 16-byte number). */
    public static byte[] prefixEnd(byte[] prefix) {
        byte[] end = prefix.clone();
        for (int i = end.length - 1; i >= 0; i--) {
            if (++end[i] != 0) return end;
        }
        throw new IllegalArgumentException("no key follows an all-0xFF prefix");
    }

    private static void putLong(byte[] dst, int off, long v) {
        for (int i = 7; i >= 0; i--) {
            dst[off + i] = (byte) v;
            v >>>= 8;
        }
    }
}
