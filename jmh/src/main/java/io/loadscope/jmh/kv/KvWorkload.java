package io.loadscope.jmh.kv;

import java.util.Random;

/**
 * A key set of {@code pairs} distinct S–P pairs with {@code objectsPerPair} objects each: the six shapes of
 * the public RocksDB-vs-Jena comparison this suite re-measures, scaled by a factor that keeps the shape
 * (fewer pairs while there are enough, else fewer objects). Keys in sorted or in a seeded random order,
 * computed per batch ({@link RandomOrder}), so full size needs no key array.
 */
public record KvWorkload(String name, int pairs, int objectsPerPair) implements KeySet {

    /** The published shapes, distinct S–P pairs | objects per pair. */
    public static KvWorkload published(int type) {
        return switch (type) {
            case 1 -> new KvWorkload("1", 100, 100_000);
            case 2 -> new KvWorkload("2", 1_000, 10_000);
            case 3 -> new KvWorkload("3", 10_000, 1_000);
            case 4 -> new KvWorkload("4", 100_000, 100);
            case 5 -> new KvWorkload("5", 1_000_000, 10);
            case 6 -> new KvWorkload("6", 1_000_000, 100);
            default -> throw new IllegalArgumentException("workload types are 1-6, not " + type);
        };
    }

    public KvWorkload scaled(double factor) {
        if (factor >= 1) return this;
        long pairsScaled = Math.round(pairs * factor);
        if (pairsScaled >= 1) return new KvWorkload(name, (int) pairsScaled, objectsPerPair);
        return new KvWorkload(name, 1, (int) Math.max(1, Math.round((double) pairs * objectsPerPair * factor)));
    }

    @Override
    public long keys() {
        return (long) pairs * objectsPerPair;
    }

    /** Subject and predicate of pair {@code i}: ten predicates per subject, ids from 1. */
    static long subject(int pair) {
        return 1 + pair / 10;
    }

    static long predicate(int pair) {
        return 1 + pair % 10;
    }

    /** Object {@code j} of a pair: spread out, as dictionary ids of a real store are. */
    static long object(int j) {
        return 1_000_000L + 7L * j;
    }

    @Override
    public byte[] batch(boolean sorted, long seed, long from, int count) {
        byte[] out = new byte[count * SpoKeys.LENGTH];
        RandomOrder order = sorted ? null : new RandomOrder(keys(), seed);
        for (int i = 0; i < count; i++) {
            long k = sorted ? from + i : order.at(from + i);
            int pair = (int) (k / objectsPerPair);
            SpoKeys.put(out, i, subject(pair), predicate(pair), object((int) (k % objectsPerPair)));
        }
        return out;
    }

    /** The key of pair {@code pair}, object {@code j}. */
    public byte[] key(int pair, int j) {
        return SpoKeys.key(subject(pair), predicate(pair), object(j));
    }

    public byte[] prefix(int pair) {
        return SpoKeys.prefix(subject(pair), predicate(pair));
    }

    @Override
    public byte[] presentKey(java.util.Random r) {
        return key(r.nextInt(pairs), r.nextInt(objectsPerPair));
    }

    @Override
    public byte[] presentPrefix(java.util.Random r) {
        return prefix(r.nextInt(pairs));
    }
}
