package io.loadscope.input;

import java.io.IOException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The input files of one directory given as input: its whole tree, symbolic links followed (a link back into the
 * tree is refused, not walked forever), hidden entries (names starting with '.', such as {@code .git}) skipped
 * with whatever is under them, then the {@link InputSelection}. Files come in the order of their paths relative
 * to the directory, compared as strings, so the order is the same on every file system and after a move.
 */
final class InputTree {
    /** What a walk found: the inputs in load order and how many files were passed over, by reason. */
    record Walk(List<InputSource> inputs, Map<String, Integer> skipped) {
        /** "12 not RDF by name, 3 hidden" or "" */
        String skippedText() {
            List<String> parts = new ArrayList<>();
            skipped.forEach((why, n) -> parts.add(n + " " + why));
            return String.join(", ", parts);
        }
    }

    private InputTree() {
    }

    static Walk walk(Path root, InputSelection selection) throws InputError {
        List<String[]> found = new ArrayList<>(); // {relative path, path}
        Map<String, Integer> skipped = new TreeMap<>();
        try {
            Files.walkFileTree(root, EnumSet.of(FileVisitOption.FOLLOW_LINKS), Integer.MAX_VALUE, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                    if (!dir.equals(root) && hidden(dir)) {
                        skipped.merge("hidden", 1, Integer::sum);
                        return FileVisitResult.SKIP_SUBTREE;
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                    if (hidden(file)) {
                        skipped.merge("hidden", 1, Integer::sum);
                    } else if (!attrs.isRegularFile()) {
                        skipped.merge("not regular files", 1, Integer::sum);
                    } else {
                        String relative = relative(root, file);
                        String why = selection.whyNot(relative);
                        if (why == null) found.add(new String[] {relative, file.toString()});
                        else skipped.merge(why, 1, Integer::sum);
                    }
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) throws IOException {
                    throw e;
                }
            });
        } catch (FileSystemLoopException e) {
            throw new InputError(root + ": the symbolic link " + e.getFile() + " leads back into the tree above it;"
                    + " remove it or --exclude it");
        } catch (NoSuchFileException e) {
            throw new InputError(root + ": " + e.getFile() + " is a broken symbolic link or vanished while the tree was read");
        } catch (IOException e) {
            throw new InputError(root + ": cannot read the directory tree: " + e);
        }
        found.sort(Comparator.comparing(f -> f[0]));
        List<InputSource> inputs = new ArrayList<>(found.size());
        for (String[] f : found) {
            Path p = Path.of(f[1]);
            if (!Files.isReadable(p)) throw new InputError(p + ": file is not readable");
            inputs.add(InputSource.inTree(p, root, f[0]));
        }
        return new Walk(inputs, skipped);
    }

    private static boolean hidden(Path p) {
        Path name = p.getFileName();
        return name != null && name.toString().startsWith(".");
    }

    private static String relative(Path root, Path file) {
        Path r = root.relativize(file);
        StringBuilder b = new StringBuilder();
        for (Path part : r) {
            if (b.length() > 0) b.append('/');
            b.append(part);
        }
        return b.toString();
    }
}
