package io.loadscope.predict;

import io.loadscope.record.RunRecord;

/**
 * A whole load predicted from a sample run's record, by the path it took ({@link io.loadscope.record.RecordedPath}): a
 * path that builds its store once, in phases, is taken phase by phase,
 * by committed builds' growth per phase where they are committed for the path ({@link CommittedPhaseModel}: the
 * sorted build, xloader), else in
 * proportion to the statements ({@link PhaseModel}); one that writes into live indexes by the growth of its cost per statement: a committed large
 * load's growth where one is committed for the path ({@link PriorGrowth}), else the sample's own ({@link GrowthModel}).
 */
public final class Predictor {
    private Predictor() {
    }

    /**
     * @param firstStatements use only the series up to this many statements written (0: all of it), to predict a load
     *                        from its own beginning
     */
    public static Prediction predict(RunRecord r, long targetStatements, long firstStatements) {
        if (targetStatements <= 0) throw new IllegalArgumentException("the target must be a positive number of statements");
        if (r.path().buildsOnce()) {
            if (firstStatements > 0) {
                throw new IllegalArgumentException("a phased build (sorted build, xloader) writes its store at the end: predict it "
                        + "from a whole sample load, not from the beginning of a larger one");
            }
            PhaseReference curves = PhaseReference.referenceFor(r);
            return curves != null ? CommittedPhaseModel.predict(r, curves, targetStatements) : PhaseModel.predict(r, targetStatements);
        }
        long sample = firstStatements > 0 ? firstStatements : Long.MAX_VALUE;
        PriorGrowth.Reference ref = PriorGrowth.referenceFor(r);
        if (ref != null) return PriorGrowth.predict(r, ref, sample, targetStatements);
        return GrowthModel.predict(r, sample, targetStatements);
    }

    /** The whole load's statements: given, or from its size on disk ({@code bytes}, e.g. "120g") by {@link #statementsIn}. */
    public static long targetStatements(RunRecord r, Long statements, String bytes) {
        return statements != null ? statements : statementsIn(r, io.loadscope.files.ByteSize.parse(bytes));
    }

    /** Statements in {@code inputBytes} of the same kind of input, from the sample's statements per byte read. */
    public static long statementsIn(RunRecord r, long inputBytes) {
        // Bytes read from the files: the sizes a user sees on disk, compressed or not.
        long read = r.totals().compressedBytes() > 0 ? r.totals().compressedBytes() : r.totals().uncompressedBytes();
        if (read <= 0) throw new IllegalArgumentException("the sample run records no input bytes: give the target in statements");
        return Math.round(r.totals().statementsTold() / (double) read * inputBytes);
    }

    /**
     * Where the predicted store will not fit in the page cache the sample's machine leaves it (its memory, or its
     * shape's limit, less the heap): a note saying so and whether the sample's own store already outgrew it, since the
     * growth models only carry on what the sample and the committed load saw. Null where the store fits.
     */
    public static String memoryNote(RunRecord sample, Prediction p) {
        if (sample.environment() == null) return null;
        var machine = sample.environment().machine();
        long memory = sample.environment().memoryForLoadBytes();
        long heap = sample.jvm() == null ? 0 : Math.max(0, sample.jvm().heapMaxBytes());
        long cache = memory - heap;
        if (memory <= 0 || cache <= 0 || p.storeBytes() <= cache) return null;
        // With --from-first the sample is the beginning of a larger load: its store then, in proportion.
        long committed = sample.totals().statementsCommitted();
        long sampleStore = committed <= 0 ? 0 : Math.round(sample.totals().storeBytes() * Math.min(1.0, p.sampleStatements() / (double) committed));
        return String.format(java.util.Locale.ROOT, "the store will be %.1f× the %.1f GiB of page cache the sample's %s leaves it (%.1f GiB less a %.1f GiB heap); "
                        + "%s. Past that point each write may read pages back from disk: on a disk slower than the sample's, or one no "
                        + "other cache stands in front of, the load will be slower than this says (docs/prediction.md)",
                p.storeBytes() / (double) cache, gib(cache), machine != null ? "machine shape" : "machine", gib(memory), gib(heap),
                sampleStore > cache ? String.format(java.util.Locale.ROOT, "the sample's own store (%.1f GiB) had already outgrown it, so its pace includes those reads", gib(sampleStore))
                        : String.format(java.util.Locale.ROOT, "the sample's own store (%.1f GiB) still fitted, so its pace has none of the reads a larger store makes", gib(sampleStore)));
    }

    private static double gib(long bytes) {
        return bytes / (double) (1L << 30);
    }
}
