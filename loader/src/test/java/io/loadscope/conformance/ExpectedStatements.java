package io.loadscope.conformance;

import io.loadscope.input.RioFormats;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;
import org.eclipse.rdf4j.rio.helpers.BasicParserSettings;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * How many distinct statements a store must hold after loading a positive test, counted by rdf4j (not by
 * the engine under test): the result file's statements for evaluation tests, else the action file's.
 *
 * <p>Base IRI: the loader gives every engine the file's own {@code file:} URI as base, while the W3C results
 * were computed with the suite's web address (http://www.w3.org/2013/TurtleTests/...) as base. Result files
 * hold only absolute IRIs, and action files are parsed here with the same {@code file:} base as the loader
 * uses, so both counts are "modulo base": resolving the same relative references against either base yields
 * the same number of distinct IRIs, and the count is what is compared.
 */
final class ExpectedStatements {
    /**
     * Positive syntax tests on which rdf4j itself is wrong, with the same document in a form it reads right.
     * trig-syntax-minimal-whitespace-01 writes "_:o." at the end of statements: a blank node label cannot end
     * in '.', so the label is "o" and the dot ends the statement; rdf4j 5.2.2 takes "o." as the label and
     * finds one statement too many. trig-syntax-number-08 writes "{&lt;s&gt; &lt;p&gt; 123.}": a decimal needs a digit after
     * its '.', so this is the integer 123 and the statement's '.'; rdf4j 5.2.2 reads the decimal "123." (the same
     * count, another literal).
     */
    private static final Map<String, UnaryOperator<String>> ORACLE_FIXES = Map.of(
            "trig/trig-syntax-minimal-whitespace-01", text -> text.replaceAll("(_:[A-Za-z0-9]+)\\.", "$1 ."),
            "trig/trig-syntax-number-08", text -> text.replace("123.}", "123 .}"));

    private ExpectedStatements() {
    }

    static long count(W3cCase c, boolean quadStore) throws IOException {
        if (c.result() != null) {
            RDFFormat format = c.result().toString().endsWith(".nq") ? RDFFormat.NQUADS : RDFFormat.NTRIPLES;
            return distinct(c.result(), format, quadStore, null);
        }
        return distinct(c.action(), RioFormats.of(c.suite().format()), quadStore, ORACLE_FIXES.get(c.id()));
    }

    /**
     * The statements of the test's file as rdf4j reads them, with the loader's base (the file's URI) and its graph
     * names: the action file, corrected where rdf4j is wrong ({@link #ORACLE_FIXES}).
     */
    static void read(W3cCase c, java.util.function.Consumer<Statement> each) throws IOException {
        RDFParser parser = Rio.createParser(RioFormats.of(c.suite().format()));
        parser.getParserConfig().set(BasicParserSettings.VERIFY_URI_SYNTAX, false);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(Statement st) {
                each.accept(st);
            }
        });
        byte[] bytes = Files.readAllBytes(c.action());
        UnaryOperator<String> fix = ORACLE_FIXES.get(c.id());
        if (fix != null) bytes = fix.apply(new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
        parser.parse(new ByteArrayInputStream(bytes), c.action().toAbsolutePath().toUri().toString());
    }

    /** True when the test's statements name a graph (N-Quads or TriG with a named graph). */
    static boolean hasNamedGraph(W3cCase c) throws IOException {
        Path file = c.result() != null ? c.result() : c.action();
        RDFFormat format = c.result() != null ? (file.toString().endsWith(".nq") ? RDFFormat.NQUADS : RDFFormat.NTRIPLES)
                : RioFormats.of(c.suite().format());
        boolean[] named = {false};
        RDFParser parser = Rio.createParser(format);
        parser.getParserConfig().set(BasicParserSettings.VERIFY_URI_SYNTAX, false);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(Statement st) {
                if (st.getContext() != null) named[0] = true;
            }
        });
        byte[] bytes = Files.readAllBytes(file);
        UnaryOperator<String> fix = c.result() != null ? null : ORACLE_FIXES.get(c.id());
        if (fix != null) bytes = fix.apply(new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
        parser.parse(new ByteArrayInputStream(bytes), file.toAbsolutePath().toUri().toString());
        return named[0];
    }

    /**
     * Distinct statements of a file ({@code fix}, when not null, corrects its text first). A triple store
     * keeps one copy of a triple whatever graphs it was stated in, so for it the graph name is left out.
     */
    private static long distinct(Path file, RDFFormat format, boolean keepGraph, UnaryOperator<String> fix) throws IOException {
        Set<String> seen = new HashSet<>();
        RDFParser parser = Rio.createParser(format);
        // The W3C says these documents are good: rdf4j's own IRI check (stricter than Turtle's grammar, e.g. on
        // U+E01EF in a local name) must not make the count fail.
        parser.getParserConfig().set(BasicParserSettings.VERIFY_URI_SYNTAX, false);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(Statement st) {
                seen.add(st.getSubject() + " " + st.getPredicate() + " " + st.getObject()
                        + (keepGraph && st.getContext() != null ? " " + st.getContext() : ""));
            }
        });
        byte[] bytes = Files.readAllBytes(file);
        if (fix != null) {
            bytes = fix.apply(new String(bytes, StandardCharsets.UTF_8)).getBytes(StandardCharsets.UTF_8);
        }
        parser.parse(new ByteArrayInputStream(bytes), file.toAbsolutePath().toUri().toString());
        return seen.size();
    }
}
