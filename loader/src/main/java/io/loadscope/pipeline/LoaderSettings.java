package io.loadscope.pipeline;

import io.loadscope.engine.EngineConfig;
import io.loadscope.input.InputOpener;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The loader's own knobs ({@code loader.*}), checked and typed once in preflight; the load and its run record read
 * these values, never the settings' text.
 *
 * @param sampleIntervalMillis   how often progress is sampled
 * @param gzipBufferBytes        the gzip decoder's input buffer
 * @param decompressOnOwnThread  compressed input decoded on a thread of its own instead of the parser's
 * @param commitPolicy           when the loader commits
 * @param stallPolicy            when a load that stopped moving is said to, and stopped
 */
record LoaderSettings(long sampleIntervalMillis, int gzipBufferBytes, boolean decompressOnOwnThread,
                      CommitPolicy commitPolicy, StallPolicy stallPolicy) {
    private static final String SAMPLE_INTERVAL = LoadPipeline.SAMPLE_INTERVAL;
    private static final String GZIP_BUFFER = LoadPipeline.GZIP_BUFFER;
    private static final String DECOMPRESS_THREAD = LoadPipeline.DECOMPRESS_THREAD;
    static final Set<String> KEYS = Set.of(SAMPLE_INTERVAL, GZIP_BUFFER, DECOMPRESS_THREAD,
            CommitPolicy.STATEMENTS, CommitPolicy.SECONDS, CommitPolicy.INPUTS, StallPolicy.NOTICE, StallPolicy.TIMEOUT);

    /** Checks and types the loader's keys among {@code settings}; throws {@link IllegalArgumentException} naming a bad one. */
    static LoaderSettings of(Map<String, String> settings, EngineConfig engine) {
        return new LoaderSettings(sampleInterval(settings.get(SAMPLE_INTERVAL)), gzipBuffer(settings.get(GZIP_BUFFER)),
                ownThread(settings.getOrDefault(DECOMPRESS_THREAD, "parser")), commitPolicy(settings, engine),
                StallPolicy.of(settings));
    }

    private static CommitPolicy commitPolicy(Map<String, String> settings, EngineConfig engine) {
        java.util.Optional<String> once = engine.whyOneCommit();
        if (once.isEmpty()) return CommitPolicy.of(settings, engine.commitStatements());
        for (String key : java.util.List.of(CommitPolicy.STATEMENTS, CommitPolicy.SECONDS, CommitPolicy.INPUTS)) {
            if (settings.containsKey(key)) throw new IllegalArgumentException(key + " cannot apply: " + once.get());
        }
        return CommitPolicy.ONE_COMMIT;
    }

    private static long sampleInterval(String v) {
        if (v == null) return 1000;
        try {
            long n = Long.parseLong(v.trim());
            if (n >= 10) return n;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(SAMPLE_INTERVAL + " must be at least 10 ms, a whole number, not " + v);
    }

    private static int gzipBuffer(String v) {
        if (v == null) return InputOpener.IO_BUFFER;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= 1) return n;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(GZIP_BUFFER + " must be a whole number of bytes, at least 1, not " + v);
    }

    private static boolean ownThread(String v) {
        return switch (v) {
            case "parser" -> false;
            case "own" -> true;
            default -> throw new IllegalArgumentException(DECOMPRESS_THREAD + " must be parser or own, not " + v);
        };
    }

    /** The knobs as this run uses them, defaults included, for the run record. */
    Map<String, String> recorded() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put(SAMPLE_INTERVAL, Long.toString(sampleIntervalMillis));
        m.put("loader.ioBufferBytes", Integer.toString(InputOpener.IO_BUFFER));
        m.put(GZIP_BUFFER, Integer.toString(gzipBufferBytes));
        m.put(DECOMPRESS_THREAD, decompressOnOwnThread ? "own" : "parser");
        m.put(CommitPolicy.STATEMENTS, Long.toString(commitPolicy.statements()));
        m.put(CommitPolicy.SECONDS, Long.toString(commitPolicy.seconds()));
        m.put(CommitPolicy.INPUTS, commitPolicy.inputs() == 0 ? "no limit" : Integer.toString(commitPolicy.inputs()));
        m.put(StallPolicy.NOTICE, stallPolicy.noticeSeconds() + " s");
        m.put(StallPolicy.TIMEOUT, stallPolicy.timeoutSeconds() == 0 ? "off" : stallPolicy.timeoutSeconds() + " s");
        return m;
    }
}
