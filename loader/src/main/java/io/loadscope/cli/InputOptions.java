package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.input.InputSelection;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/** Which files of directory inputs load: shared by load and verify, which must read the same set. */
final class InputOptions {
    @Option(names = "--include", paramLabel = "GLOB",
            description = {"Only files of directory inputs that match (repeatable). A glob with '/' matches the path inside the "
                    + "directory ('2019/**.ttl'), one without the file name ('*.rdf', any depth)."})
    List<String> include = new ArrayList<>();

    @Option(names = "--exclude", paramLabel = "GLOB", description = "Leave out files of directory inputs that match (repeatable; wins over --include).")
    List<String> exclude = new ArrayList<>();

    InputSelection selection() throws InputError {
        return InputSelection.of(include, exclude);
    }
}
