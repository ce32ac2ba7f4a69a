package io.loadscope.input;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Turns command-line inputs into an ordered list of sources. Directories contribute their regular files
 * in name order, as chunked dumps ({@code wikidump-000000001.ttl.gz}, ...) expect; hidden files are
 * skipped. Every problem is reported before anything is created.
 */
public final class InputResolver {
    private InputResolver() {
    }

    public static List<InputSource> resolve(List<String> args) throws InputError {
        if (args.isEmpty()) throw new InputError("no input given: name files, directories, or - for stdin");
        List<InputSource> out = new ArrayList<>();
        int stdin = 0;
        for (String arg : args) {
            if (InputSource.STDIN.equals(arg)) {
                if (++stdin > 1) throw new InputError("stdin (-) can be given only once");
                out.add(InputSource.stdin());
                continue;
            }
            Path p = Path.of(arg);
            if (!Files.exists(p)) throw new InputError(arg + ": no such file or directory");
            if (Files.isDirectory(p)) {
                List<InputSource> files = listDirectory(p);
                if (files.isEmpty()) throw new InputError(arg + ": directory holds no input files");
                out.addAll(files);
            } else {
                out.add(checkedFile(p));
            }
        }
        return out;
    }

    private static List<InputSource> listDirectory(Path dir) throws InputError {
        try (Stream<Path> s = Files.list(dir)) {
            List<Path> files = s.filter(Files::isRegularFile)
                    .filter(f -> !f.getFileName().toString().startsWith("."))
                    .filter(f -> !isDocumentation(f.getFileName().toString()))
                    .sorted()
                    .toList();
            List<InputSource> out = new ArrayList<>();
            for (Path f : files) out.add(checkedFile(f));
            return out;
        } catch (IOException e) {
            throw new InputError(dir + ": cannot list directory: " + e.getMessage());
        }
    }

    /** READMEs and licenses sit beside data in dumps; they are not RDF and must not fail the load. */
    private static boolean isDocumentation(String name) {
        String n = name.toLowerCase(java.util.Locale.ROOT);
        return n.startsWith("readme") || n.startsWith("license") || n.startsWith("notice")
                || n.endsWith(".md") || n.endsWith(".txt") || n.endsWith(".sha1") || n.endsWith(".md5");
    }

    private static InputSource checkedFile(Path f) throws InputError {
        if (!Files.isReadable(f)) throw new InputError(f + ": file is not readable");
        return InputSource.file(f);
    }
}
