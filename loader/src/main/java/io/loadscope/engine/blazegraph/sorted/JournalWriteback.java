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
 * The build writes the whole journal (1.7 GB at BSBM 10 M) in its last two phases, faster than the kernel's own
 * writeback starts on it (after 30 s, or at a tenth of the memory dirty), so the commit waited for the disk: about
 * 0.5 s on two cores, the one place the build left both cores idle. Here a thread of its own asks for the file's data to
 * be written ({@code fdatasync} through a channel of its own: it writes every dirty page of the file, whoever wrote them)
 * once a second while the build writes, beside the writers, who never wait for it. Nothing depends on it for
 * durability: the commit forces the file as before; a failure here only ends the early writes and is named in the record.
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

    private JournalWriteback(Path journal, long everyMillis, Supplier<Runnable> booking) throws IOException {
        // Read-only is enough: fdatasync takes any descriptor of the file.
        channel = FileChannel.open(journal, StandardOpenOption.READ);
        thread = new Thread(() -> run(everyMillis, booking), "loadscope-journal-writeback");
        thread.setDaemon(true);
    }

    /**
     * Starts forcing {@code journal} every {@code everyMillis}; {@code booking} is called as each force starts and
     * returns what books its time when it ends (the thread is idle between forces, so only the forces are its work).
     */
    public static JournalWriteback start(Path journal, long everyMillis, Supplier<Runnable> booking) throws IOException {
        JournalWriteback w = new JournalWriteback(journal, everyMillis, booking);
        w.thread.start();
        return w;
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
            failure = e.getClass().getSimpleName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
        }
    }

    /** Ends the early writes: waits for a force in progress, so the commit's own fsync does not wait behind it. */
    @Override
    public void close() throws IOException {
        stop.countDown();
        Uninterruptibles.joinUninterruptibly(thread);
        channel.close();
    }

    /** For the run record: how many forces, the time in them, and why they stopped early if they did. */
    public String how() {
        String s = forces + " forces, " + forcedNanos / 1_000_000 + " ms in them";
        return failure == null ? s : s + "; stopped early: " + failure;
    }
}
