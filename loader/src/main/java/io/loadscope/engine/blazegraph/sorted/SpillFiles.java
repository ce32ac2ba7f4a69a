package io.loadscope.engine.blazegraph.sorted;

import io.loadscope.files.Directories;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sorted build's temporary files, in one directory beside the journal: created, read back and deleted through here,
 * so the bytes on disk now and at the peak are known (the run record reports both).
 */
public final class SpillFiles implements AutoCloseable {
    private static final int BUFFER = 1 << 20;

    private final Path dir;
    private final AtomicLong bytes = new AtomicLong();
    private final AtomicLong peak = new AtomicLong();

    public SpillFiles(Path dir) throws IOException {
        this.dir = dir;
        deleteAll();
        Files.createDirectories(dir);
    }

    Path dir() {
        return dir;
    }

    public Path file(String name) {
        return dir.resolve(name);
    }

    /** A new file; its bytes count from when it is closed. */
    DataOutputStream create(Path file) throws IOException {
        return new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), BUFFER)) {
            @Override
            public void close() throws IOException {
                super.close();
                grew(Files.size(file));
            }
        };
    }

    DataInputStream open(Path file) throws IOException {
        return new DataInputStream(new BufferedInputStream(Files.newInputStream(file), BUFFER));
    }

    /** Counts a file written by other means (a memory-mapped one). */
    void grew(long n) {
        peak.accumulateAndGet(bytes.addAndGet(n), Math::max);
    }

    public void delete(Path file) throws IOException {
        if (Files.exists(file)) {
            long n = Files.size(file);
            Files.delete(file);
            bytes.addAndGet(-n);
        }
    }

    public long bytes() {
        return bytes.get();
    }

    public long peakBytes() {
        return peak.get();
    }

    /** Removes the directory and everything in it. */
    void deleteAll() {
        try {
            Directories.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        bytes.set(0);
    }

    @Override
    public void close() {
        deleteAll();
    }
}
