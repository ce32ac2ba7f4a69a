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
        return new Resolved(out, notes);
    }
}
