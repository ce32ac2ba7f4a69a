package io.loadscope.cli;

import io.loadscope.engine.ResourceFault;
import picocli.CommandLine;
import picocli.CommandLine.Command;

import java.io.PrintWriter;
import java.util.List;

/** {@code java -jar loader/target/loadscope.jar <command>}. */
@Command(name = "loadscope", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Instrumented RDF bulk loading: where the time of a triple-store load goes, stage by stage.",
        subcommands = {LoadCommand.class, ReportCommand.class, VerifyCommand.class, AdviseCommand.class, PredictCommand.class, TuneCommand.class, DataCommand.class, BenchCommand.class, MachineCommand.class, CommandLine.HelpCommand.class})
public final class Main {
    /** Exit codes, as documented in docs/cli.md; verify's third outcome has its own ({@code VerifyReport.Outcome}). */
    public static final int LOADED = 0;
    public static final int FAILED = 1;
    public static final int USAGE = 2;

    /** Where the command line's logging setup lives; see {@link #useCommandLineLogging()}. */
    static final String LOGGING_SETUP = "io/loadscope/cli/logging.xml";

    public static void main(String[] args) {
        useCommandLineLogging();
        installUncaughtHandler();
        System.exit(run(args));
    }

    public static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            unexpected(e, cmd.getErr());
            return FAILED;
        });
        cli.setParameterExceptionHandler(Main::misused);
        try {
            return cli.execute(args);
        } catch (Throwable t) {
            // picocli rethrows Errors; still no raw stack trace for users unless they ask for it.
            unexpected(t, new PrintWriter(System.err, true));
            return FAILED;
        }
    }

    /**
     * A command line picocli cannot parse: its message and where the help is, not the whole usage page, which buries
     * the one line that matters under dozens of option lines.
     */
    private static int misused(CommandLine.ParameterException e, String[] args) {
        CommandLine cmd = e.getCommandLine();
        PrintWriter err = cmd.getErr();
        // picocli names a map option "option '--set'" inside a message that already begins "option".
        err.println("loadscope: " + e.getMessage().replace("option option ", "option "));
        CommandLine.UnmatchedArgumentException.printSuggestions(e, err);
        err.println("(see '" + cmd.getCommandSpec().qualifiedName() + " --help')");
        return USAGE;
    }

    /** A failure nothing below the CLI handled: a resource fault in words, anything else as an internal error. */
    private static void unexpected(Throwable t, PrintWriter err) {
        var fault = ResourceFault.find(t);
        if (fault.isPresent()) {
            err.println("loadscope: load failed: " + fault.get().message(null, List.of()));
        } else {
            err.println("loadscope: internal error: " + t);
        }
        if (debug()) t.printStackTrace(err);
        else err.println("(set LOADSCOPE_DEBUG=1 for the stack trace)");
    }

    /**
     * The library logs through slf4j only (Blazegraph's log4j 1 calls are bridged to it) and brings no backend; the
     * command line is an application and picks one: logback, warnings and errors, one line per exception. Set before
     * the first logger exists, because logback reads its setup once; a user's own {@code -Dlogback.configurationFile} wins.
     */
    static void useCommandLineLogging() {
        if (System.getProperty("logback.configurationFile") == null) System.setProperty("logback.configurationFile", LOGGING_SETUP);
    }

    /**
     * A thread that dies outside a load (a load's own threads report to the load, see the pipeline's LoadThread) prints
     * one line, not a raw stack trace; {@code LOADSCOPE_DEBUG} adds the trace.
     */
    static void installUncaughtHandler() {
        // Blazegraph's Banner installs a JVM-wide handler of its own (a logged stack trace) unless told not to.
        if (System.getProperty("com.bigdata.Banner.nocatch") == null) System.setProperty("com.bigdata.Banner.nocatch", "true");
        Thread.setDefaultUncaughtExceptionHandler((thread, t) -> {
            try {
                System.err.println("loadscope: thread '" + thread.getName() + "' stopped: " + t);
                if (debug()) t.printStackTrace();
            } catch (Throwable ignored) {
                // Out of heap even for one line.
            }
        });
    }

    private static boolean debug() {
        return System.getenv("LOADSCOPE_DEBUG") != null;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"loadscope " + (v == null ? "(development build)" : v)};
        }
    }
}
