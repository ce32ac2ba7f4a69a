package io.loadscope.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code java -jar loader/target/loadscope.jar <command>}. */
@Command(name = "loadscope", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Instrumented RDF bulk loading: where the time of a triple-store load goes, stage by stage.",
        subcommands = {LoadCommand.class, ReportCommand.class, VerifyCommand.class, DataCommand.class, BenchCommand.class, CommandLine.HelpCommand.class})
public final class Main {
    /** Exit codes, as documented in the README. */
    public static final int LOADED = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            cmd.getErr().println("loadscope: internal error: " + e);
            if (System.getenv("LOADSCOPE_DEBUG") != null) e.printStackTrace(cmd.getErr());
            else cmd.getErr().println("(set LOADSCOPE_DEBUG=1 for the stack trace)");
            return FAILED;
        });
        try {
            return cli.execute(args);
        } catch (Throwable t) {
            // picocli rethrows Errors; still no raw stack trace for users unless they ask for it.
            System.err.println("loadscope: internal error: " + t);
            if (System.getenv("LOADSCOPE_DEBUG") != null) t.printStackTrace();
            else System.err.println("(set LOADSCOPE_DEBUG=1 for the stack trace)");
            return FAILED;
        }
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"loadscope " + (v == null ? "(development build)" : v)};
        }
    }
}
