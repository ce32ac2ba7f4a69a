package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.machine.MachineRefused;
import io.loadscope.machine.MachineShape;
import io.loadscope.machine.ShapedLaunch;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.OptionalInt;

/** {@code --machine}: run the command in a JVM inside a control group of that shape (see docs/cli.md "Machine shapes"). */
final class MachineOptions {
    @Option(names = "--machine", paramLabel = "SHAPE",
            description = {"Load on a smaller machine made from this one with a Linux control group: ram=SIZE (heap, JVM and "
                    + "page cache together), cpus=N (that many cores), cpu-share=F (a CPU quota per core, 0-1, standing in "
                    + "for a slower clock); any subset, e.g. ram=6g,cpus=1. The page cache is dropped first; the run "
                    + "record gets the shape and the kernel's readings. Needs root."})
    String machine;

    /** The shape asked for, typed; a usage error that names the option when it is not one. */
    MachineShape shape() throws InputError {
        try {
            return MachineShape.parse(machine);
        } catch (IllegalArgumentException e) {
            throw new InputError("--machine: " + e.getMessage());
        }
    }

    /**
     * When a shape is asked for and this JVM is not already inside it: the command's exit code after it ran again in a
     * new JVM inside the shape. Empty when this JVM should do the work itself.
     */
    OptionalInt launchIfAsked(String jvmOptions, List<String> originalArgs, List<java.nio.file.Path> classPath) throws InputError {
        if (machine == null || System.getenv(ShapedLaunch.ENV_SHAPE) != null) return OptionalInt.empty();
        MachineShape shape = shape();
        try {
            return OptionalInt.of(ShapedLaunch.run(shape, JvmFork.command(jvmOptions, originalArgs, classPath), System.err).exitCode());
        } catch (MachineRefused e) {
            throw new InputError("--machine " + shape + ": " + e.getMessage());
        }
    }
}
