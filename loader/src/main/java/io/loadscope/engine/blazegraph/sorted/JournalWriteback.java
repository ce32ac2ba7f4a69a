package io.loadscope.engine.blazegraph.sorted;

import com.google.common.util.concurrent.Uninterruptibles;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The journal's written pages sent to disk while the build is still writing, so that the commit's fsync finds few left.
 * The build writes the whole journal in its last two phases, faster than the kernel's own writeback starts on it (after
 * 30 s, or with a tenth of the memory dirty), so the commit waited for the disk with both cores idle (docs/performance.md,
 * "The journal sent to disk while the build writes it"). Here a thread of its own asks for the file's data to be written
 * ({@code fdatasync} through a channel of its own: it writes every dirty page of the file, whoever wrote them) once a
 * second while the build writes, beside the writers, who never wait for it. Nothing depends on it for durability: the
 * commit forces the file as before; a failure here only ends the early writes, and a journal without a file (a
 * memory-only buffer mode) or one that cannot be opened starts none; either is named in the record.
 */
public final class JournalWriteback implements AutoCloseable {
    /** Between two forces: long enough that each writes a batch, short enough that little is left for the commit. */
    public static final long EVERY_MILLIS = 1000;

    private final FileChannel channel;
    private final Thread thread;
    private final CountDownLatch stop = new CountDownLatch(1);
    private volatile int forces;
    private volatile long forcedNanos;
    private volatile String failure;

    private JournalWriteback(FileChannel channel, long everyMillis, Supplier<Runnable> booking, String notStarted) {
        this.channel = channel;
        this.failure = notStarted;
        thread = channel == null ? null : new Thread(() -> run(everyMillis, booking), "loadscope-journal-writeback");
        if (thread != null) thread.setDaemon(true);
    }

    /**
     * Starts forcing {@code journal} every {@code everyMillis}; {@code booking} is called as each force starts and
     * returns what books its time when it ends (the thread is idle between forces, so only the forces are its work).
     * With no file ({@code null}: a journal kept in memory) or one that cannot be opened, nothing is started.
     */
    public static JournalWriteback start(Path journal, long everyMillis, Supplier<Runnable> booking) {
        if (journal == null) return new JournalWriteback(null, everyMillis, booking, "not started: the journal has no file");
        FileChannel channel;
        try {
            // Read-only is enough: fdatasync takes any descriptor of the file.
            channel = FileChannel.open(journal, StandardOpenOption.READ);
        } catch (IOException | RuntimeException e) {
            return new JournalWriteback(null, everyMillis, booking, "not started: " + describe(e));
        }
        JournalWriteback w = new JournalWriteback(channel, everyMillis, booking, null);
        w.thread.start();
        return w;
    }

    private static String describe(Exception e) {
        return e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
    }

    private void run(long everyMillis, Supplier<Runnable> booking) {
        try {
            while (!stop.await(everyMillis, TimeUnit.MILLISECONDS)) {
                Runnable booked = booking.get();
                long t0 = System.nanoTime();
                try {
                    channel.force(false);
                } finally {
                    forcedNanos += System.nanoTime() - t0;
                    forces++;
                    booked.run();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | RuntimeException e) {
            failure = "stopped early: " + describe(e);
        }
    }

    /**
     * Ends the early writes: waits for a force in progress, so the commit's own fsync does not wait behind it. Throws
     * nothing: it is called in a {@code finally} after the build, whose own failure must not be replaced by this one;
     * a read-only channel that fails to close loses nothing, and the record says so.
     */
    @Override
    public void close() {
        stop.countDown();
        if (thread == null) return;
        Uninterruptibles.joinUninterruptibly(thread);
        try {
            channel.close();
        } catch (IOException e) {
            if (failure == null) failure = "closing: " + describe(e);
        }
    }

    /** For the run record: how many forces, the time in them, and why they stopped early if they did. */
    public String how() {
        String s = forces + " forces, " + forcedNanos / 1_000_000 + " ms in them";
        return failure == null ? s : s + "; " + failure;
    }
}
