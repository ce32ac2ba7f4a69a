package io.loadscope.input;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns command-line inputs into an ordered list of sources: files as named, directories as the files of their
 * whole tree ({@link InputTree}), "-" as stdin. Every problem is reported before anything is created.
 */
public final class InputResolver {
    private InputResolver() {
    }

    /** The inputs, in load order, and one note per directory that passed over files ("data: 3 hidden, 12 not RDF by name"). */
    public record Resolved(List<InputSource> sources, List<String> notes) {
    }

    public static List<InputSource> resolve(List<String> args) throws InputError {
        return resolve(args, InputSelection.ALL).sources();
    }

    public static Resolved resolve(List<String> args, InputSelection selection) throws InputError {
        try {
            return resolveNames(args, selection);
        } catch (java.nio.file.InvalidPathException e) {
            throw unrepresentable(e);
        }
    }

    /**
     * A file name the JVM cannot hold: it decodes names with the locale's character set, and under LANG=C (ASCII)
     * a name with any other character is lost before loadscope sees it. Nothing can be done from inside this JVM.
     */
    static InputError unrepresentable(java.nio.file.InvalidPathException e) {
        String charset = System.getProperty("sun.jnu.encoding", java.nio.charset.Charset.defaultCharset().name());
        return new InputError(e.getInput() + ": a file name this JVM cannot represent in its locale's character set ("
                + charset + "); run loadscope with a UTF-8 locale, e.g. LC_ALL=C.UTF-8");
    }

    private static Resolved resolveNames(List<String> args, InputSelection selection) throws InputError {
        if (args.isEmpty()) throw new InputError("no input given: name files, directories, or - for stdin");
        List<InputSource> out = new ArrayList<>();
        List<String> notes = new ArrayList<>();
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
                InputTree.Walk walk = InputTree.walk(p, selection);
                String skipped = walk.skippedText();
                if (walk.inputs().isEmpty()) {
                    throw new InputError(arg + ": the directory tree holds no input files"
                            + (skipped.isEmpty() ? "" : " (passed over: " + skipped + ")"));
                }
                if (!skipped.isEmpty()) notes.add(arg + ": " + walk.inputs().size() + " candidate input file(s); passed over " + skipped);
                out.addAll(walk.inputs());
            } else {
                if (!Files.isReadable(p)) throw new InputError(p + ": file is not readable");
                out.add(InputSource.file(p));
            }
        }
        java.util.Map<String, InputSource> byKey = new java.util.HashMap<>();
        for (InputSource s : out) {
            InputSource before = s.isStdin() ? null : byKey.putIfAbsent(s.key(), s);
            if (before != null) {
                throw new InputError(s.name() + " and " + before.name() + " are one input to the load manifest ("
                        + s.key() + ": a directory's name and the path inside it, or a file's absolute path);"
                        + " give each file once, and directories of one name in separate loads or stores");
            }
        }
        refuseSameFileTwice(out);
        return new Resolved(out, notes);
    }

    /**
     * One file reached twice, as a file and inside a directory given beside it ({@code DIR DIR/one.nt}) or through a
     * link: its names differ, so the manifest's keys do, and it would be loaded twice.
     */
    private static void refuseSameFileTwice(List<InputSource> inputs) throws InputError {
        java.util.Map<Path, InputSource> byFile = new java.util.HashMap<>();
        for (InputSource s : inputs) {
            if (s.isStdin()) continue;
            Path real;
            try {
                real = s.path().toRealPath();
            } catch (java.io.IOException e) {
                continue; // unreadable inputs are refused where they are opened, with their own reason
            }
            InputSource before = byFile.putIfAbsent(real, s);
            if (before != null && before.name().equals(s.name())) {
                throw new InputError(s.name() + " is given twice, on its own and inside a directory given beside it;"
                        + " give it once, or leave it out of the directory with --exclude");
            }
            if (before != null) {
                throw new InputError(s.name() + " and " + before.name() + " are the same file (" + real
                        + "); give it once, or leave it out of the directory with --exclude");
            }
        }
    }
}
