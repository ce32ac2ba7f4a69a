package io.loadscope.jmh.kv;

/**
 * A seeded pseudo-random permutation of {@code [0, n)} that is computed, not stored: a four-round Feistel
 * network over the smallest even power of two that holds n, walking the cycle until the value falls below n.
 * It gives every index exactly once, so a 100 M-key workload can be inserted in random order without a
 * 2.4 GB shuffled array.
 */
final class RandomOrder {
    private final long n;
    private final int halfBits;
    private final long halfMask;
    private final long[] roundKeys = new long[4];

    RandomOrder(long n, long seed) {
        if (n <= 0) throw new IllegalArgumentException("empty permutation");
        this.n = n;
        int bits = 64 - Long.numberOfLeadingZeros(Math.max(1, n - 1));
        this.halfBits = Math.max(1, (bits + 1) / 2);
        this.halfMask = (1L << halfBits) - 1;
        java.util.SplittableRandom r = new java.util.SplittableRandom(seed);
        for (int i = 0; i < roundKeys.length; i++) roundKeys[i] = r.nextLong();
    }

    /** The i-th index of the permuted order. */
    long at(long i) {
        long x = i;
        do {
            x = encrypt(x);
        } while (x >= n);
        return x;
    }

    private long encrypt(long x) {
        long left = x >>> halfBits;
        long right = x & halfMask;
        for (long key : roundKeys) {
            long next = left ^ (mix(right ^ key) & halfMask);
            left = right;
            right = next;
        }
        return (left << halfBits) | right;
    }

    /** A strong 64-bit mixer (the finaliser of SplitMix64). */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }
}
