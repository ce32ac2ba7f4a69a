package io.loadscope.bench.wikidata;

/**
 * SplitMix64: a fixed algorithm, so a seed gives the same corpus on every JVM (java.util's generators promise no
 * such thing across versions). {@link #mix} is the same finalizer used as a stateless hash.
 */
final class Rng {
    private long state;

    Rng(long seed) {
        state = seed;
    }

    long next() {
        state += 0x9E3779B97F4A7C15L;
        return mix(state);
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    static long mix(long a, long b) {
        return mix(a * 0x9E3779B97F4A7C15L + mix(b));
    }

    /** Uniform in [0, n). */
    int below(int n) {
        return (int) (((next() >>> 32) * n) >>> 32);
    }

    double unit() {
        return (next() >>> 11) * 0x1.0p-53;
    }

    boolean chance(double p) {
        return unit() < p;
    }

    /** Heavy-tailed in [0, n): log-uniform, so index i comes about 1/(i+1) as often as index 0 (Zipf, exponent 1). */
    int zipf(int n) {
        int i = (int) Math.floor(Math.pow(n + 1.0, unit())) - 1;
        return Math.min(Math.max(i, 0), n - 1);
    }

    /** Heavy-tailed count in [min, max], most near min. */
    int tail(int min, int max) {
        return min + zipf(max - min + 1);
    }
}
