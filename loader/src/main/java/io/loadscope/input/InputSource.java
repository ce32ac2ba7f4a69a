package io.loadscope.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One input: a file, or standard input ("-"). {@code key} is what the store's load manifest remembers it by: a file
 * named on its own by its absolute path; a file found under a directory input by that directory's name and its path
 * inside it ({@code dump/2019/part-1.ttl}), so a resume still recognises it after the tree was moved. {@code inTree}:
 * found under a directory input rather than named.
 */
public record InputSource(Path path, String name, String key, boolean inTree) {

    public static final String STDIN = "-";

    public static InputSource file(Path path) {
        return new InputSource(path, path.toString(), path.toAbsolutePath().normalize().toString(), false);
    }

    /** A file found under the directory input {@code root}, at {@code relative} ('/'-separated) inside it. */
    public static InputSource inTree(Path path, Path root, String relative) {
        Path name = root.toAbsolutePath().normalize().getFileName();
        return new InputSource(path, path.toString(), (name == null ? "" : name + "/") + relative, true);
    }

    public static InputSource stdin() {
        return new InputSource(null, STDIN, STDIN, false);
    }

    /**
     * The base IRI relative IRIs of this input resolve against: the file's absolute {@code file:} URI, or a fixed URN
     * for stdin. Every parser (the load's and the verifier's) uses this one, so both resolve to the same IRIs.
     */
    public String baseIri() {
        return isStdin() ? "urn:loadscope:stdin" : path.toAbsolutePath().toUri().toString();
    }

    public boolean isStdin() {
        return path == null;
    }

    /** The key an earlier version kept every file under (its absolute path): a manifest written then still resumes. */
    public String absoluteKey() {
        return path == null ? STDIN : path.toAbsolutePath().normalize().toString();
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
