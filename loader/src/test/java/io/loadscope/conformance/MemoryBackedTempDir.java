package io.loadscope.conformance;

import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A temporary directory on a memory-backed file system (Linux's {@code /dev/shm}) when there is one with room, else
 * the usual one. The conformance suites create and delete about a thousand stores per engine, each a few hundred KB;
 * on disk a TDB2 store's creation is dominated by the file system allocating its index files' first blocks, so a
 * memory-backed directory halved a TDB2 load's CPU time (0.11–0.14 against 0.25–0.31 s for a two-statement file, two
 * runs of 30 loads each, on the 2-core VM beside a long load) and left Blazegraph's as it was, while what is tested
 * (the engine, its files, its commits) stays as it is. Set {@code loadscope.conformance.ramdisk=false} to
 * keep the stores on disk.
 */
public final class MemoryBackedTempDir implements TempDirFactory {
    private static final Path SHM = Path.of("/dev/shm");
    /** Room asked for beyond what the suites use at once (four loads of a few MB each): a margin, not a need. */
    private static final long MIN_FREE_BYTES = 1L << 30;

    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext extension) throws IOException {
        if (usable()) return Files.createTempDirectory(SHM, "loadscope-conformance-");
        return Files.createTempDirectory("junit-");
    }

    private static boolean usable() {
        if (!Boolean.parseBoolean(System.getProperty("loadscope.conformance.ramdisk", "true"))) return false;
        try {
            return Files.isDirectory(SHM) && Files.isWritable(SHM) && Files.getFileStore(SHM).getUsableSpace() > MIN_FREE_BYTES;
        } catch (IOException e) {
            return false;
        }
    }
}
