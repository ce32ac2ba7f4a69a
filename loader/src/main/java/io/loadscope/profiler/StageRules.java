package io.loadscope.profiler;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Assigns a sampled stack to a category by its frames. The deepest frame (nearest the leaf) that matches a
 * rule decides, so a parser that calls the statement buffer that writes the lexicon counts as a lexicon
 * write, as the probes book it. Frames are matched as {@code package.Class.method}. Threads the JVM runs
 * for itself are told by name (GC workers, JIT compilers) before any frame is looked at.
 *
 * <p>The generic rules know loadscope's own reading, decompression and rdf4j parsing, and the JDK queues
 * between threads; each engine adds its parser's frames and those of its writers and its commit
 * ({@code Engine#stageRules}). Not thread-safe: one instance attributes one recording.
 */
public final class StageRules {
    private static final Pattern GC_THREAD = Pattern.compile("GC Thread.*|G1 .*|ZGC.*|Z(Worker|Driver|Director|Stat|Unmapper|Uncommitter).*|Parallel GC.*|VM Thread|GC task.*|Shenandoah.*");
    private static final Pattern JIT_THREAD = Pattern.compile("C[12] CompilerThread.*|JVMCI.*CompilerThread.*");

    private record Rule(Pattern frame, SampleCategory category) {
    }

    private final List<Rule> rules = new ArrayList<>();
    // A recording repeats the same frames in sample after sample: each frame's rule is looked up once.
    // OTHER stands for "no rule matches this frame" (no rule assigns OTHER).
    private final Map<String, SampleCategory> byFrame = new HashMap<>();

    private StageRules() {
    }

    /** Reading and decompression of inputs, the queues between threads, and rdf4j's parsers (loadscope's own). */
    public static StageRules generic() {
        return new StageRules()
                .add("io\\.loadscope\\.pipeline\\.(TimedInputStream|ReadAheadInputStream|InputOpener)\\..*", SampleCategory.READ_DECOMPRESS)
                .add("(java\\.util\\.zip|org\\.apache\\.commons\\.compress|com\\.github\\.luben\\.zstd|org\\.tukaani\\.xz)\\..*", SampleCategory.READ_DECOMPRESS)
                // The hand-over queues between parser and writers: putting, and waiting to put or take.
                .add("java\\.util\\.concurrent\\.(ArrayBlockingQueue|LinkedBlockingQueue)\\.(put|take|poll|offer)", SampleCategory.BUFFER_QUEUE)
                .add("org\\.eclipse\\.rdf4j\\.rio\\..*", SampleCategory.PARSE);
    }

    /** Adds a rule; for one frame, rules added earlier win. */
    public StageRules add(String frameRegex, SampleCategory category) {
        if (category == SampleCategory.OTHER) throw new IllegalArgumentException("OTHER is what no rule matches");
        rules.add(new Rule(Pattern.compile(frameRegex), category));
        byFrame.clear();
        return this;
    }

    /** A pool thread waiting for its next task is not working for any stage. */
    private static final Pattern POOL_IDLE = Pattern.compile("java\\.util\\.concurrent\\.(ThreadPoolExecutor\\.getTask|ForkJoinPool\\.awaitWork)");

    /** True when the sample shows a pool thread between tasks (counted by wall samples, but in no role). */
    public static boolean idleInPool(List<String> frames) {
        for (String f : frames) if (POOL_IDLE.matcher(f).matches()) return true;
        return false;
    }

    /** @param frames leaf first, as {@code package.Class.method} */
    public SampleCategory classify(String threadName, List<String> frames) {
        if (threadName != null) {
            if (GC_THREAD.matcher(threadName).matches()) return SampleCategory.GC;
            if (JIT_THREAD.matcher(threadName).matches()) return SampleCategory.JIT;
        }
        for (String frame : frames) {
            SampleCategory c = byFrame.computeIfAbsent(frame, this::ruleFor);
            if (c != SampleCategory.OTHER) return c;
        }
        return SampleCategory.OTHER;
    }

    private SampleCategory ruleFor(String frame) {
        for (Rule r : rules) {
            if (r.frame.matcher(frame).matches()) return r.category;
        }
        return SampleCategory.OTHER;
    }
}
