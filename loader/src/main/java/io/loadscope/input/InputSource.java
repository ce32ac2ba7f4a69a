package io.loadscope.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** One input: a file, or standard input ("-"). */
public record InputSource(Path path, String name) {

    public static final String STDIN = "-";

    public static InputSource file(Path path) {
        return new InputSource(path, path.toString());
    }

    public static InputSource stdin() {
        return new InputSource(null, STDIN);
    }

    public boolean isStdin() {
        return path == null;
    }

    /** Size on disk, or -1 for stdin. */
    public long size() {
        try {
            return path == null ? -1 : Files.size(path);
        } catch (IOException e) {
            return -1;
        }
    }

    InputStream openRaw() throws IOException {
        return path == null ? System.in : Files.newInputStream(path);
    }
}
