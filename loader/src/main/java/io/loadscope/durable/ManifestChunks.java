package io.loadscope.durable;

import io.loadscope.input.InputSource;

import java.io.IOException;

/**
 * Manifest entries for inputs, keyed by {@link InputSource#key()}: a file's absolute path, so a resume from another
 * working directory finds it; a file of a directory input by the directory's name and its path inside it, so a
 * resume finds it after the tree moved.
 */
public final class ManifestChunks {
    private ManifestChunks() {
    }

    public static String key(InputSource source) {
        return source.key();
    }

    /**
     * The entry for an input just loaded, with the checksum the load took while it read the file if it read all of it
     * (else the file is read again for it); stdin has no size or checksum and cannot be resumed.
     */
    public static ManifestChunk of(InputSource source, long statements, java.util.Optional<String> sha256AsRead) throws IOException {
        if (source.isStdin()) return new ManifestChunk(InputSource.STDIN, -1, "", statements);
        String sha256 = sha256AsRead.isPresent() ? sha256AsRead.get() : FileChecksum.sha256(source.path());
        return new ManifestChunk(key(source), source.size(), sha256, statements);
    }

    /** Same size and checksum as when it was committed (the size is compared first: it costs nothing). */
    public static boolean unchanged(ManifestChunk committed, InputSource now) {
        if (committed.size() != now.size()) return false;
        try {
            return committed.sha256().equals(FileChecksum.sha256(now.path()));
        } catch (IOException e) {
            return false;
        }
    }
}
