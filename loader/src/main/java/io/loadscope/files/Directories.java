package io.loadscope.files;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Whole-directory operations that stores, scratch space and benchmarks need. */
public final class Directories {
    private Directories() {
    }

    /** Deletes a directory and everything in it; nothing happens if it does not exist. */
    public static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    /** Sum of the sizes of the regular files under a directory (a store's size on disk). */
    public static long size(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).mapToLong(p -> p.toFile().length()).sum();
        }
    }

    /**
     * Flushes a directory's entries (a file just created, renamed or removed in it) to disk, so that a crash keeps the
     * change. Where a directory cannot be opened for this (Windows), the entries reach the disk with the file system's
     * next flush.
     */
    public static void syncDirectory(Path dir) {
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(dir, java.nio.file.StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException e) {
            // As said above.
        }
    }

    /** Writes {@code text} as the whole of {@code file} and forces it to disk before returning. */
    public static void writeDurably(Path file, String text) throws IOException {
        java.nio.ByteBuffer buf = java.nio.ByteBuffer.wrap(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(file, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.TRUNCATE_EXISTING, java.nio.file.StandardOpenOption.WRITE)) {
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
    }
}
