package io.loadscope.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.loadscope.machine.MachineRefused;
import io.loadscope.machine.MachineShape;
import io.loadscope.machine.ShapedLaunch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Any command on a machine shape: a stock loader to compare with, a JMH fork (the suites' JVM launcher calls this), a
 * script. A loadscope load inside it records the shape in its own run record; this command prints the group's account.
 */
@Command(name = "machine", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs a command on a machine shape (a Linux control group) and prints the kernel's account of it.",
                    "The shape is made as load --machine makes it. The account: peak memory, page cache, major faults, "
                    + "bytes read and written, CPU time and throttling. Needs root.",
                    "Example: loadscope machine ram=6g,cpus=1 -- java -Xmx2g -jar some-loader.jar ...",
                    "",
                    "Exit code: the command's own; 2 when the shape cannot be made (the reason is printed)."})
final class MachineCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "SHAPE", description = "ram=SIZE,cpus=N,cpu-share=F (any subset), as load --machine takes it.")
    String shape;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "COMMAND", description = "The command and its arguments (after --).")
    List<String> command = new ArrayList<>();

    @Option(names = "--readings", paramLabel = "FILE", description = "Also write the kernel's account as JSON (the run record's environment.machine).")
    Path readings;

    @Override
    public Integer call() {
        MachineShape parsed;
        try {
            parsed = MachineShape.parse(shape);
        } catch (IllegalArgumentException e) {
            System.err.println("loadscope: error: machine shape: " + e.getMessage());
            return Main.USAGE;
        }
        try {
            ShapedLaunch.Result result = ShapedLaunch.run(parsed, command, System.err);
            if (result.machine() != null) {
                System.err.println(Summary.machineLine(result.machine()));
                if (readings != null) {
                    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(readings.toFile(), result.machine());
                }
            }
            return result.exitCode();
        } catch (MachineRefused e) {
            System.err.println("loadscope: error: machine " + parsed + ": " + e.getMessage());
            return Main.USAGE;
        } catch (IOException e) {
            System.err.println("loadscope: error: cannot write " + readings + ": " + e.getMessage());
            return Main.FAILED;
        }
    }
}
