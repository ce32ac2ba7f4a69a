package io.loadscope.engine;

import io.loadscope.load.LoadFailure;

import com.bigdata.util.concurrent.ExecutionExceptions;
import io.loadscope.engine.blazegraph.BlazegraphEngine;
import io.loadscope.engine.tdb2.Tdb2Engine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class ResourceFaultTest {
    @TempDir
    Path tmp;

    /** One load's probes, with the faults its threads die of. */
    private final io.loadscope.probe.LoadProbes probes = new io.loadscope.probe.LoadProbes(new io.loadscope.probe.ListenerDispatch());
    private final io.loadscope.probe.WorkerFaults faults = probes.faults();

    private static ResourceFault.Kind kindOf(Throwable t) {
        return ResourceFault.find(t).map(ResourceFault::kind).orElse(null);
    }

    @Test
    void outOfMemoryIsFoundAmongTheCausesWithoutAskingForMore() {
        assertTrue(ResourceFault.outOfMemory(new OutOfMemoryError("Java heap space")));
        assertTrue(ResourceFault.outOfMemory(new RuntimeException(new IllegalStateException(new OutOfMemoryError("Direct buffer memory")))));
        assertFalse(ResourceFault.outOfMemory(new IOException("No space left on device")));
        assertFalse(ResourceFault.outOfMemory(null));
    }

    @Test
    void heapExhaustionDeepInsideWriterFuturesIsFound() {
        Throwable writer = new RuntimeException(new ExecutionException(new OutOfMemoryError("Java heap space")));
        assertEquals(ResourceFault.Kind.HEAP, kindOf(writer));
        assertEquals(ResourceFault.Kind.HEAP, kindOf(new OutOfMemoryError("GC overhead limit exceeded")));
        assertEquals(ResourceFault.Kind.DIRECT_MEMORY, kindOf(new OutOfMemoryError(
                "Cannot reserve 1048576 bytes of direct buffer memory (allocated: 66060288, limit: 67108864)")));
        assertEquals(ResourceFault.Kind.DIRECT_MEMORY, kindOf(new OutOfMemoryError("Direct buffer memory")));
        assertEquals(ResourceFault.Kind.METASPACE, kindOf(new OutOfMemoryError("Metaspace")));
        assertEquals(ResourceFault.Kind.OTHER_MEMORY, kindOf(new OutOfMemoryError("unable to create native thread: possibly out of memory")));
    }

    @Test
    void aRealHeapExhaustionIsClassifiedAsHeap() {
        assumeTrue(Runtime.getRuntime().maxMemory() < 8L * (Integer.MAX_VALUE - 8), "the heap could hold the array");
        OutOfMemoryError oom = null;
        try {
            long[] tooBig = new long[Integer.MAX_VALUE - 8];
            tooBig[0] = 1;
        } catch (OutOfMemoryError e) {
            oom = e;
        }
        assertEquals(ResourceFault.Kind.HEAP, kindOf(oom), String.valueOf(oom));
    }

    @Test
    void fileSystemErrorsAreFoundByTheirErrnoText() {
        assertEquals(ResourceFault.Kind.DISK_FULL, kindOf(new RuntimeException(new IOException("No space left on device"))));
        // Blazegraph's RWStore repeats the cause in its own message; the cause itself may be gone.
        assertEquals(ResourceFault.Kind.DISK_FULL, kindOf(new RuntimeException(
                "java.io.IOException: No space left on device: lastRootBlock=rootBlock{ rootBlock=1 }")));
        assertEquals(ResourceFault.Kind.FILE_TOO_LARGE, kindOf(new java.io.UncheckedIOException(new IOException("File too large"))));
        assertEquals(ResourceFault.Kind.DISK_QUOTA, kindOf(new java.nio.file.FileSystemException("/x: Disk quota exceeded")));
        assertEquals(ResourceFault.Kind.MAPPED_FILE, kindOf(new InternalError(
                "a fault occurred in a recent unsafe memory access operation in compiled Java code")));
    }

    @Test
    void textThatIsNotAnIoErrorIsNotAFault() {
        // A parse error quoting input text is not a full disk.
        assertFalse(ResourceFault.find(new IllegalArgumentException("literal \"No space left on device\" at line 3")).isPresent());
        assertFalse(ResourceFault.find(new InternalError("something else")).isPresent());
    }

    @Test
    void aRealFaultOnAMemoryMappedFileIsClassifiedAsMapped() throws IOException {
        // What TDB2 meets on a full disk: a SIGBUS on a mapped page the file system cannot back. Mapping a
        // page and then cutting the file under it raises the same signal without filling a disk.
        Path f = tmp.resolve("mapped.bin");
        Throwable fault = null;
        // In compiled code the JVM raises the error at the next safepoint rather than at the access, so the
        // whole sequence sits in the try, and a few calls after the access give it a safepoint to land on.
        try (RandomAccessFile raf = new RandomAccessFile(f.toFile(), "rw"); FileChannel ch = raf.getChannel()) {
            raf.setLength(1 << 16);
            MappedByteBuffer map = ch.map(FileChannel.MapMode.READ_WRITE, 0, 1 << 16);
            raf.setLength(0);
            map.put(1 << 15, (byte) 1);
            for (int i = 0; i < 1000; i++) Thread.yield();
        } catch (InternalError e) {
            fault = e;
        }
        assumeTrue(fault != null, "this platform did not signal the access beyond the end of the file");
        assertEquals(ResourceFault.Kind.MAPPED_FILE, kindOf(new RuntimeException(fault)), fault.getMessage());
    }

    @Test
    void blazegraphsAggregatedCommitFailuresAreSearched() {
        // Name2Addr's commit: one ExecutionExceptions without a cause, holding each index's failure.
        Throwable perIndex = new ExecutionException(new RuntimeException("Could not commit index: name=kb.spo.SPO",
                new RuntimeException(new IOException("No space left on device"))));
        Throwable commit = new RuntimeException(new ExecutionExceptions("2 errors", List.of(new RuntimeException("other"), perIndex)));
        assertEquals(ResourceFault.Kind.DISK_FULL, kindOf(commit));
    }

    @Test
    void heapWinsOverTheIoErrorsItCausedAndCyclesEnd() {
        RuntimeException io = new RuntimeException(new IOException("No space left on device"));
        RuntimeException top = new RuntimeException("commit failed", io);
        top.addSuppressed(new RuntimeException(new OutOfMemoryError("Java heap space")));
        io.addSuppressed(top);
        assertEquals(ResourceFault.Kind.HEAP, kindOf(top));
    }

    @Test
    void heapMessageNamesTheMaximumHeapTheEnginesSettingsAndXmx() {
        List<MemorySetting> settings = memory(new BlazegraphEngine(false), Map.of("com.bigdata.rdf.store.DataLoader.bufferCapacity", "1000000"));
        LoadFailure f = ResourceFault.failure(new RuntimeException(new OutOfMemoryError("Java heap space")), "a.nt", tmp, settings).orElseThrow();
        String m = f.getMessage();
        assertTrue(m.startsWith("out of Java heap (maximum heap " + io.loadscope.files.ByteSize.format(Runtime.getRuntime().maxMemory()) + ")"), m);
        assertTrue(m.contains("com.bigdata.rdf.store.DataLoader.bufferCapacity=1000000"), m);
        assertTrue(m.contains("com.bigdata.rdf.store.DataLoader.queueCapacity=10 "), m);
        assertTrue(m.contains("raise -Xmx") && m.contains("jvm.options"), m);
        assertEquals("a.nt", f.file());
    }

    private static List<MemorySetting> memory(Engine engine, Map<String, String> settings) {
        return ((MemoryAdvice) engine.configure(settings)).memorySettings();
    }

    @Test
    void eachEngineNamesItsOwnMemorySettings() {
        String sail = memory(new BlazegraphEngine(true), Map.of()).toString();
        assertTrue(sail.contains("com.bigdata.rdf.sail.bufferCapacity=10000 "), sail);
        assertFalse(sail.contains("DataLoader"), sail);
        String tdb2 = memory(new Tdb2Engine(), Map.of("tdb2.loader", "parallel")).get(0).toString();
        assertTrue(tdb2.startsWith("tdb2.loader=parallel ("), tdb2);
    }

    @Test
    void diskMessagesNameTheStoreDirectoryAndItsFreeSpace() {
        Path store = tmp.resolve("store");
        String full = ResourceFault.failure(new IOException("No space left on device"), "b.nt", store, List.of()).orElseThrow().getMessage();
        assertTrue(full.startsWith("no space left on device: the store in " + store + " could not be written ("), full);
        assertTrue(full.contains(" free on its file system)"), full);
        String big = ResourceFault.failure(new IOException("File too large"), "b.nt", store, List.of()).orElseThrow().getMessage();
        assertTrue(big.contains("ulimit -f") && big.contains(store.toString()), big);
        String mapped = ResourceFault.failure(new InternalError("a fault occurred in an unsafe memory access operation"),
                "b.nt", store, List.of()).orElseThrow().getMessage();
        assertTrue(mapped.contains("memory-mapped file of the store in " + store) && mapped.contains("most likely full"), mapped);
    }

    @Test
    void anOrdinaryFailureIsLeftToTheEngine() {
        assertEquals(Optional.empty(), ResourceFault.failure(new IllegalStateException("bad"), "c.nt", tmp, List.of()));
    }

    @Test
    void aWaitingLoadThreadIsInterruptedWhenAWorkerDiesAndLearnsWhy() throws Exception {
        // Jena's indexer threads release the loader's barrier only for an Exception: the load thread waits
        // on it like this one waits on a semaphore that nobody will release.
        Semaphore neverReleased = new Semaphore(0);
        AtomicReference<String> message = new AtomicReference<>();
        AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
        Thread load = new Thread(() -> {
            try {
                neverReleased.acquire();
            } catch (InterruptedException e) {
                RuntimeException wrapped = new RuntimeException(e);
                message.set(ResourceFault.failure(wrapped, probes, "d.nt", tmp, List.of(new MemorySetting("tdb2.loader", "phased", "queues")))
                        .map(LoadFailure::getMessage).orElse("no fault"));
                stillInterrupted.set(Thread.currentThread().isInterrupted());
            }
        }, "load");
        load.start();
        Thread worker = new Thread(() -> {
            OutOfMemoryError oom = new OutOfMemoryError("Java heap space");
            assertTrue(faults.died(Thread.currentThread(), oom));
            faults.interruptWhenWaiting(Thread.currentThread(), load);
        }, "indexer");
        worker.start();
        worker.join(30_000);
        load.join(30_000);
        assertFalse(load.isAlive(), "the load thread was not released");
        assertTrue(message.get().startsWith("out of Java heap") && message.get().contains("tdb2.loader=phased"), message.get());
        assertEquals(Boolean.FALSE, stillInterrupted.get(), "the interrupt must not outlive the failure it reported");
    }

    @Test
    void aWorkerThatDiesOfAnyExceptionFailsTheLoadNamingIt() throws Exception {
        // A Jena node-table thread that dies of an exception leaves its index threads waiting for an end marker.
        Thread worker = new Thread(() -> { }, "node-table");
        assertTrue(faults.died(worker, new IllegalStateException("damaged index")));
        String message = ResourceFault.failure(new RuntimeException(new InterruptedException()), probes, "d.nt", tmp, List.of())
                .map(LoadFailure::getMessage).orElse("no failure");
        assertTrue(message.startsWith("a worker thread of the engine died: java.lang.IllegalStateException: damaged index"), message);
        assertEquals(Optional.empty(), faults.take(), "reported once");
    }

    @Test
    void aDaemonThreadsDeathIsNotKeptForTheLoad() throws InterruptedException {
        // The progress sampler is a daemon: the load does not wait for it, nor fail because of it.
        Thread sampler = new Thread(() -> { }, "sampler");
        sampler.setDaemon(true);
        assertFalse(faults.died(sampler, new OutOfMemoryError("Java heap space")));
        assertEquals(Optional.empty(), faults.take());
    }

    @Test
    void sizesReadLikeTheProgressLine() {
        assertEquals("512 B", io.loadscope.files.ByteSize.format(512));
        assertEquals("64.0 MiB", io.loadscope.files.ByteSize.format(64L << 20));
        assertEquals("1.5 GiB", io.loadscope.files.ByteSize.format(3L << 29));
    }
}
