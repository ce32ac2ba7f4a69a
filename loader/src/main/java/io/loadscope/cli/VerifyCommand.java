package io.loadscope.cli;

import io.loadscope.input.InputError;
import io.loadscope.load.LoadFailure;
import io.loadscope.load.RdfFormat;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import io.loadscope.record.VerifyReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "verify", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Checks that a store holds exactly the statements of its inputs: distinct count and an "
                + "order-independent digest, input versus store, with samples of missing and extra statements.",
                "",
                "Exit codes: 0 match, 3 match except known engine departures (documented forms the engine stores "
                        + "instead of the input's), 1 mismatch, 2 usage or input error."})
final class VerifyCommand implements Callable<Integer> {
    @Mixin
    EngineOptions engineOptions = new EngineOptions();

    @Option(names = "--store", required = true, paramLabel = "DIR", description = "Store directory.")
    Path store;

    @Option(names = "--format", paramLabel = "FMT", description = "Force the RDF format of the inputs.")
    String format;

    @Mixin
    InputOptions inputOptions = new InputOptions();

    @Mixin
    ClassPathOptions classPathOptions = new ClassPathOptions();

    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "The files or directories that were loaded (with the load's --include/--exclude).")
    List<String> inputs = new ArrayList<>();

    @Override
    public Integer call() {
        try {
            // A store made with an operator's classes (a vocabulary ...) is read back with them: they must be on the class path.
            List<Path> classPath = classPathOptions.entries();
            if (!ClassPathOptions.missing(classPath).isEmpty()) {
                return JvmFork.rerun("", spec.commandLine().getParseResult().originalArgs(), classPath);
            }
            EngineOptions.Resolved resolved = engineOptions.resolveFor(store);
            RdfFormat forced = null;
            if (format != null) {
                try {
                    forced = RdfFormat.parse(format);
                } catch (IllegalArgumentException e) {
                    throw new InputError(e.getMessage());
                }
            }
            VerifyReport r = StoreVerification.run(VerifyRequest.of(resolved.engine(), store, inputs).withSettings(resolved.settings())
                    .withSelection(inputOptions.selection()).withFormat(forced));
            print(r, System.out);
            return r.outcome().exitCode();
        } catch (InputError e) {
            System.err.println("loadscope: error: " + e.getMessage());
            return Main.USAGE;
        } catch (LoadFailure | IOException e) {
            System.err.println("loadscope: verify failed: " + e.getMessage());
            return Main.FAILED;
        }
    }

    static void print(VerifyReport r, PrintStream out) {
        out.printf(Locale.ROOT, "input: %,d statements told, %,d distinct (%,d duplicates), %,d with blank nodes, digest %s%n",
                r.inputTold(), r.inputDistinct(), r.inputDuplicates(), r.inputWithBlankNodes(), r.inputDigest());
        out.printf(Locale.ROOT, "store: %,d distinct, %,d with blank nodes, digest %s%n",
                r.storeDistinct(), r.storeWithBlankNodes(), r.storeDigest());
        switch (r.outcome()) {
            case EXACT -> out.println("verify: OK, the store holds exactly the input's statements");
            case EXACT_EXCEPT_KNOWN_DEPARTURES -> out.printf(Locale.ROOT, "verify: exact except %s%n", departures(r));
            case MISMATCH -> out.printf(Locale.ROOT, "verify: MISMATCH%s%s%n", counts(r),
                    r.knownDepartures().isEmpty() ? "" : ", beside " + departures(r));
        }
        if (r.parserWarning() != null) out.println("warning: " + r.parserWarning());
        if (!r.knownDepartures().isEmpty()) {
            out.println("in the input and stored in the form its engine is documented to store (up to 10 per rule):");
            for (VerifyReport.KnownDeparture d : r.knownDepartures()) {
                out.println("  " + d.rule() + ":");
                d.samples().forEach(s -> out.println("    " + s));
            }
        }
        if (!r.missingFromStore().isEmpty()) {
            out.println("in the input but not in the store (up to 10):");
            r.missingFromStore().forEach(s -> out.println("  " + s));
        }
        if (!r.extraInStore().isEmpty()) {
            out.println("in the store but not in the input (up to 10):");
            r.extraInStore().forEach(s -> out.println("  " + s));
        }
    }

    /**
     * "2 known engine departures (tdb2: what it stores instead - where it is documented)", one part per rule. ASCII
     * only: a terminal in the C locale prints anything else as '?'.
     */
    static String departures(VerifyReport r) {
        long n = r.knownDepartureCount();
        List<String> rules = new ArrayList<>();
        for (VerifyReport.KnownDeparture d : r.knownDepartures()) {
            String count = r.knownDepartures().size() > 1 ? String.format(Locale.ROOT, "%,d x ", d.statements()) : "";
            rules.add(count + d.engine() + ": " + d.description() + " - " + d.docs());
        }
        return String.format(Locale.ROOT, "%,d known engine departure%s (%s)", n, n == 1 ? "" : "s", String.join("; ", rules));
    }

    /** " (3 missing, 1 extra)": the real differences; a record of an older schema did not count them. */
    private static String counts(VerifyReport r) {
        if (r.missing() < 0) return "";
        return String.format(Locale.ROOT, " (%,d missing from the store, %,d extra in it)", r.missing(), r.extra());
    }
}
