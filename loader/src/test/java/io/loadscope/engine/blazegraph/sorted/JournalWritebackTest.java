package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JournalWritebackTest {
    @TempDir
    Path dir;

    /** It forces the file again and again while open, each force booked and its booking ended; the record counts them. */
    @Test
    void forcesTheFileWhileOpenAndBooksEachForce() throws Exception {
        Path journal = Files.write(dir.resolve("j"), new byte[1 << 20]);
        AtomicInteger started = new AtomicInteger(), ended = new AtomicInteger();
        JournalWriteback w = JournalWriteback.start(journal, 1, () -> {
            started.incrementAndGet();
            return ended::incrementAndGet;
        });
        // Waits for forces, not for a time: a slow or busy machine only makes it wait longer.
        while (ended.get() < 3) {
            Files.write(journal, new byte[4096], java.nio.file.StandardOpenOption.APPEND);
            Thread.sleep(1);
        }
        w.close();
        assertEquals(started.get(), ended.get(), "every force's booking ended");
        assertTrue(w.how().matches(ended.get() + " forces, \\d+ ms in them"), w.how());
        w.close();
        assertTrue(w.how().startsWith(ended.get() + " forces"), "closing again changes nothing: " + w.how());
    }

    /** Closing ends it at once however long its interval, with nothing forced before the first interval was up. */
    @Test
    void closingEndsItWithoutWaitingForTheInterval() throws Exception {
        Path journal = Files.write(dir.resolve("j"), new byte[16]);
        JournalWriteback w = JournalWriteback.start(journal, 3_600_000, () -> () -> { });
        w.close();
        assertEquals("0 forces, 0 ms in them", w.how());
    }

    /** A failure ends the early writes only, and is named in what it reports (the commit forces the file anyway). */
    @Test
    void aFailureEndsTheEarlyWritesAndIsNamed() throws Exception {
        Path journal = Files.write(dir.resolve("j"), new byte[16]);
        AtomicInteger asked = new AtomicInteger();
        JournalWriteback w = JournalWriteback.start(journal, 1, () -> {
            asked.incrementAndGet();
            throw new IllegalStateException("no booking");
        });
        while (asked.get() == 0) Thread.sleep(1);
        w.close();
        assertEquals(1, asked.get(), "it stopped at the first failure");
        assertTrue(w.how().endsWith("stopped early: IllegalStateException: no booking"), w.how());
        assertTrue(w.how().startsWith("0 forces"), "the force it was to book never ran: " + w.how());
    }

    /** A journal without a file (kept in memory) or one that cannot be opened starts nothing, and says why. */
    @Test
    void nothingStartsWithoutAFileAndTheRecordSaysWhy() throws Exception {
        JournalWriteback none = JournalWriteback.start(null, 1, () -> () -> { });
        none.close();
        assertEquals("0 forces, 0 ms in them; not started: the journal has no file", none.how());
        JournalWriteback missing = JournalWriteback.start(dir.resolve("no-such-journal"), 1, () -> () -> { });
        missing.close();
        assertTrue(missing.how().startsWith("0 forces, 0 ms in them; not started: NoSuchFileException"), missing.how());
    }
}
