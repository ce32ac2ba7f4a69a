package io.loadscope.engine;

import io.loadscope.load.LoadFailure;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.WorkerFaults;
import io.loadscope.probe.WorkerStop;

import io.loadscope.files.ByteSize;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A load that failed for want of a resource rather than because of its input: the heap, direct memory or
 * Metaspace ran out, or the store's file system is full (or its file-size limit or quota is reached).
 * Engines bury the cause several wrappers deep (Blazegraph's writer futures, Jena's worker threads), so
 * {@link #find} searches the whole chain and words the fault so that a user knows what to change.
 */
public final class ResourceFault {
    /** What ran out. */
    public enum Kind {
        HEAP, DIRECT_MEMORY, METASPACE, OTHER_MEMORY, DISK_FULL, FILE_TOO_LARGE, DISK_QUOTA, MAPPED_FILE
    }

    /**
     * The JVM's words for a SIGBUS on a memory-mapped file (TDB2's indexes when the disk is full): "a fault
     * occurred in an unsafe memory access operation", or "in a recent ..." from compiled code.
     */
    private static final String MAPPED_FAULT = "a fault occurred in";
    private static final String MAPPED_ACCESS = "unsafe memory access";
    private static final int MAX_NODES = 200;

    private final Kind kind;
    private final Throwable cause;

    private ResourceFault(Kind kind, Throwable cause) {
        this.kind = kind;
        this.cause = cause;
    }

    public Kind kind() {
        return kind;
    }

    /** The throwable in the chain that names the fault. */
    public Throwable cause() {
        return cause;
    }

    /**
     * The resource fault in {@code t}'s chain (causes, suppressed exceptions, and the cause lists of
     * aggregate exceptions such as Blazegraph's {@code ExecutionExceptions}); an out-of-memory error wins
     * over the I/O errors it may have caused.
     */
    public static Optional<ResourceFault> find(Throwable t) {
        ResourceFault io = null;
        for (Throwable x : chain(t)) {
            Kind k = classify(x);
            if (k == null) continue;
            if (isMemory(k)) return Optional.of(new ResourceFault(k, x));
            if (io == null) io = new ResourceFault(k, x);
        }
        return Optional.ofNullable(io);
    }

    /**
     * Whether {@code t} or one of its causes is the JVM running out of memory. Unlike {@link #find} it allocates nothing,
     * so a handler can ask it while the heap is still full, before deciding what to let go of.
     */
    public static boolean outOfMemory(Throwable t) {
        int depth = 0;
        for (Throwable x = t; x != null && depth < MAX_NODES; x = x.getCause(), depth++) {
            if (x instanceof OutOfMemoryError) return true;
        }
        return false;
    }

    /** What one throwable says by itself, or null when it names no resource fault. */
    static Kind classify(Throwable x) {
        String msg = x.getMessage() == null ? "" : x.getMessage();
        if (x instanceof OutOfMemoryError) {
            if (msg.contains("Java heap space") || msg.contains("GC overhead limit") || msg.contains("array size exceeds")) return Kind.HEAP;
            if (msg.contains("irect buffer memory")) return Kind.DIRECT_MEMORY;
            if (msg.contains("Metaspace") || msg.contains("Compressed class space")) return Kind.METASPACE;
            return Kind.OTHER_MEMORY;
        }
        if (x instanceof InternalError && msg.contains(MAPPED_FAULT) && msg.contains(MAPPED_ACCESS)) return Kind.MAPPED_FILE;
        // errno texts as the JDK reports them; wrappers repeat them as "java.io.IOException: <text>".
        if (x instanceof IOException || x instanceof UncheckedIOException || msg.contains("IOException")) {
            if (msg.contains("No space left on device")) return Kind.DISK_FULL;
            if (msg.contains("File too large")) return Kind.FILE_TOO_LARGE;
            if (msg.contains("Disk quota exceeded")) return Kind.DISK_QUOTA;
        }
        return null;
    }

    private static boolean isMemory(Kind k) {
        return k == Kind.HEAP || k == Kind.DIRECT_MEMORY || k == Kind.METASPACE || k == Kind.OTHER_MEMORY;
    }

    /** Breadth-first over causes, suppressed and aggregated throwables, each once, bounded. */
    private static List<Throwable> chain(Throwable t) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Throwable> todo = new ArrayDeque<>();
        List<Throwable> out = new ArrayList<>();
        if (t != null) todo.add(t);
        while (!todo.isEmpty() && out.size() < MAX_NODES) {
            Throwable x = todo.poll();
            if (!seen.add(x)) continue;
            out.add(x);
            if (x.getCause() != null) todo.add(x.getCause());
            Collections.addAll(todo, x.getSuppressed());
            todo.addAll(aggregated(x));
        }
        return out;
    }

    /**
     * Throwables an aggregate holds besides its cause: Blazegraph's commit reports the failures of its
     * per-index tasks as one {@code ExecutionExceptions}, an {@code Iterable<Throwable>} without a cause.
     */
    private static List<Throwable> aggregated(Throwable x) {
        if (!(x instanceof Iterable<?> items)) return List.of();
        List<Throwable> out = new ArrayList<>();
        try {
            for (Object o : items) {
                if (o instanceof Throwable t) out.add(t);
                if (out.size() >= MAX_NODES) break;
            }
        } catch (RuntimeException e) {
            // An aggregate that cannot be walked adds nothing.
        }
        return out;
    }

    /**
     * The load failure for {@code t} when it is a resource fault; empty otherwise. Without the load's probes: a
     * worker thread's death is not consulted (see the overload that takes them).
     *
     * @param file           the input being loaded
     * @param store          the store directory
     * @param memorySettings the engine's buffer and queue settings with their values (MemoryAdvice)
     */
    public static Optional<LoadFailure> failure(Throwable t, String file, Path store, List<MemorySetting> memorySettings) {
        return failure(t, Optional.empty(), file, store, memorySettings);
    }

    private static Optional<LoadFailure> failure(Throwable t, Optional<Throwable> worker, String file, Path store,
                                                 List<MemorySetting> memorySettings) {
        // The failure's cause holds the fault, so that find(failure.getCause()) tells resource faults apart.
        Throwable cause = find(t).isPresent() ? t : worker.filter(w -> find(w).isPresent()).orElse(null);
        if (cause == null && worker.isPresent()) {
            // A loader thread died of something else: the load thread was stopped waiting for it.
            return Optional.of(new LoadFailure("a worker thread of the engine died: " + worker.get()
                    + (store == null ? "" : " (store " + store + ")"), file, worker.get()));
        }
        if (cause == null) return Optional.empty();
        return Optional.of(new LoadFailure(find(cause).orElseThrow().message(store, memorySettings), file, cause));
    }

    /**
     * The load failure when the load stopped because one of its workers stopped (see {@link LoadProbes#firstStop}):
     * a resource fault in the worker worded as such, naming the worker; any other cause in the worker's own words.
     * Otherwise the resource fault of {@code t}, or of a thread of the load that died ({@link WorkerFaults}).
     */
    public static Optional<LoadFailure> failure(Throwable t, LoadProbes probes, String file, Path store, List<MemorySetting> memorySettings) {
        probes.workers().checkWorkers();
        WorkerStop stop = probes.workers().firstStop();
        if (stop == null) return failure(t, probes.faults().take(), file, store, memorySettings);
        probes.faults().take();
        probes.workers().takeStopInterrupt();
        Throwable cause = stop.cause();
        Optional<ResourceFault> fault = cause == null ? Optional.empty() : find(cause);
        if (fault.isPresent()) {
            return Optional.of(new LoadFailure(fault.get().message(store, memorySettings) + " [" + stop.summary() + "]", file, cause));
        }
        return Optional.of(new LoadFailure(stop.summary(), file, cause == null ? t : cause));
    }

    /** A sentence saying what ran out, where, and what to change. */
    public String message(Path store, List<MemorySetting> memorySettings) {
        String where = store == null ? "the store" : "the store in " + store;
        String reduce = memorySettings.isEmpty() ? "" : "reduce what the load buffers (" + memorySettings.stream().map(MemorySetting::toString).collect(java.util.stream.Collectors.joining("; ")) + ") or ";
        String jvm = "(profile jvm.options, or --set jvm.options=...)";
        long heap = Runtime.getRuntime().maxMemory();
        return switch (kind) {
            case HEAP -> "out of Java heap (maximum heap " + ByteSize.format(heap) + "): " + reduce + "raise -Xmx " + jvm;
            case DIRECT_MEMORY -> "out of direct buffer memory (" + cause.getMessage() + "): raise -XX:MaxDirectMemorySize "
                    + "(it defaults to the maximum heap, " + ByteSize.format(heap) + ") " + jvm;
            case METASPACE -> "out of Metaspace (" + cause.getMessage() + "): raise or remove -XX:MaxMetaspaceSize " + jvm;
            case OTHER_MEMORY -> "out of memory: " + cause.getMessage() + " (the JVM could not allocate outside the heap: "
                    + "threads or native memory; check the process limits, or lower -Xmx to leave the machine more)";
            case DISK_FULL -> "no space left on device: " + where + " could not be written" + free(store, " (", " free on its file system)")
                    + "; free space there or load into a --store on a larger file system";
            case FILE_TOO_LARGE -> "file too large: a file of " + where + " reached the largest file this process may write"
                    + " (the shell's ulimit -f) or its file system allows";
            case DISK_QUOTA -> "disk quota exceeded: " + where + " could not be written"
                    + "; free space in your quota or load into a --store elsewhere";
            case MAPPED_FILE -> "a write to a memory-mapped file of " + where + " failed: its file system is most likely full"
                    + free(store, " (", " free)") + "; free space there or load into a --store on a larger file system";
        };
    }

    /** The usable space of the store's file system, between {@code before} and {@code after}; empty when unknown. */
    private static String free(Path store, String before, String after) {
        if (store == null) return "";
        try {
            Path p = store.toAbsolutePath();
            while (p != null && !Files.exists(p)) p = p.getParent();
            return p == null ? "" : before + ByteSize.format(Files.getFileStore(p).getUsableSpace()) + after;
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }
}
