package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.LineBlockParse;

import com.bigdata.journal.Journal;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openrdf.query.BindingSet;
import org.openrdf.query.QueryLanguage;
import org.openrdf.query.TupleQueryResult;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code blazegraph.writer=sorted} into real journals: the store it builds holds exactly the input (verified with the
 * inputs read again), answers queries as a store the statement buffer filled does, and takes more data afterwards
 * through Blazegraph's own write path.
 */
class SortedBuildTest {
    /** Small enough that the test data makes several runs, so terms and statements are merged across runs. */
    private static final String SMALL_RUNS = "65536";

    @TempDir
    Path dir;

    /** Every kind of term the lexicon keeps differently, blank nodes shared within a file and not across files. */
    private List<String> inputs() throws Exception {
        Path in = Files.createDirectories(dir.resolve("in"));
        StringBuilder a = new StringBuilder("@prefix ex: <http://example.org/> .\n@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n");
        for (int i = 0; i < 3000; i++) {
            a.append("ex:s").append(i % 700).append(" a ex:Thing ; ex:n ").append(i).append(" ; ex:label \"item ").append(i % 900)
                    .append("\"@en ; ex:when \"2024-01-").append(String.format("%02d", 1 + i % 28)).append("\"^^xsd:date ; ex:part _:b")
                    .append(i % 50).append(" .\n_:b").append(i % 50).append(" ex:weight ").append(i % 13).append(".5 .\n");
        }
        a.append("ex:long ex:text \"").append("x".repeat(400)).append("\" .\n");
        a.append("ex:long ex:ref <http://example.org/").append("y".repeat(300)).append("> .\n");
        Files.writeString(in.resolve("a.ttl"), a);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            // The same blank node labels as a.ttl: other nodes, since labels are scoped to their file.
            b.append("_:b").append(i % 50).append(" <http://example.org/n> \"").append(i % 17).append("\" .\n");
            b.append("<http://example.org/s").append(i).append("> <http://example.org/label> \"item ").append(i % 900).append("\"@en .\n");
        }
        b.append("<http://example.org/long> <http://example.org/text> \"").append("x".repeat(400)).append("\" .\n");
        Files.writeString(in.resolve("b.nt"), b);
        return List.of(in.toString());
    }

    private RunResult load(String name, List<String> inputs, Map<String, String> sets) throws Exception {
        return LoadPipeline.run(LoadRequest.builder().engine(BlazegraphEngine.NAME).settings(sets).store(dir.resolve(name))
                .reportDir(dir.resolve(name + "-run")).inputs(inputs).build());
    }

    @Test
    void theSortedStoreHoldsExactlyTheInputAndAnswersAsTheBufferedOne() throws Exception {
        List<String> inputs = inputs();
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_RUN_BYTES, SMALL_RUNS));
        RunResult buffered = load("buffered", inputs, Map.of());
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertTrue(Long.parseLong(fixed.get("sortedBuild.runs")) > 2, "several runs merged: " + fixed);
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), "ranks follow IV order: " + fixed);
        assertEquals("packed bottom-up", fixed.get("sortedBuild.statementIndexes"), fixed.toString());
        assertTrue(fixed.get("sortedBuild.term2id").startsWith("packed bottom-up from "), fixed.toString());
        assertTrue(fixed.get("sortedBuild.id2termAndBlobs").matches(".*ID2TERM packed bottom-up, .*BLOBS packed bottom-up"), fixed.toString());
        assertTrue(fixed.get("sortedBuild.id2termValues").startsWith("written directly"), "the stock serializer's bytes: " + fixed);
        assertTrue(fixed.get("sortedBuild.blobsValues").startsWith("written directly"), "BLOBS' serializer's bytes: " + fixed);
        long estimate = Long.parseLong(fixed.get("sortedBuild.temporaryEstimateBytes"));
        long peak = Long.parseLong(fixed.get("sortedBuild.peakTemporaryBytes"));
        assertTrue(estimate > 0 && peak > 0, "estimated up front, measured at the end: " + fixed);
        assertTrue(Long.parseLong(fixed.get("sortedBuild.blobs")) >= 2, fixed.toString());
        assertTrue(Long.parseLong(fixed.get("sortedBuild.blankNodes")) >= 100, "50 per file, two files: " + fixed);
        assertFalse(Files.exists(dir.resolve("sorted").resolve(SortedBuildPath.SPILL_DIR)), "temporary runs removed");
        assertEquals(buffered.record().totals().statementsCommitted(), sorted.record().totals().statementsCommitted());
        // The record names the path that ran, so advice about the DataLoader's queue is not given to a sorted build
        // (its parser thread does the build's work by design).
        assertEquals("sorted", sorted.record().settings().engine().get(BlazegraphEngine.WRITER));
        assertEquals("buffer", buffered.record().settings().engine().get(BlazegraphEngine.WRITER));
        assertTrue(io.loadscope.advice.Advisor.advise(sorted.record()).stream().noneMatch(a -> a.rule().equals("parser-does-the-writing")),
                io.loadscope.advice.Advisor.advise(sorted.record()).toString());

        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());

        for (String q : List.of(
                "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p",
                "SELECT ?s ?l WHERE { ?s a <http://example.org/Thing> ; <http://example.org/label> ?l }",
                "SELECT ?s WHERE { ?s <http://example.org/label> ?l FILTER(STR(?l) = \"item 7\") }",
                "SELECT ?s ?t WHERE { ?s <http://example.org/label> ?l OPTIONAL { ?s <http://example.org/text> ?t } }",
                "SELECT (SUM(?n) AS ?total) (MAX(?d) AS ?last) WHERE { ?s <http://example.org/n> ?n ; <http://example.org/when> ?d }")) {
            assertEquals(answers(dir.resolve("buffered"), q), answers(dir.resolve("sorted"), q), q);
        }
    }

    /**
     * An N-Triples file of several blocks parsed on two threads, in many small runs, each full one written by the run
     * writer while the lanes parse on: the store is exact, and the writer is in the record.
     */
    @Test
    void aFileOfManyBlocksInManyRunsMakesTheSameStore() throws Exception {
        List<String> inputs = List.of(bigNTriples(3 * LineBlockParse.BLOCK_BYTES).toString());
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_RUN_BYTES, "262144",
                BlazegraphEngine.PARSE_THREADS, "2"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertTrue(Long.parseLong(fixed.get("sortedBuild.runs")) > 2, fixed.toString());
        RunRecord.ThreadTotal writer = sorted.record().threads().stream().filter(t -> t.role().equals("run_writer")).findFirst()
                .orElseThrow(() -> new AssertionError("no run writer in " + sorted.record().threads()));
        assertTrue(writer.threadNames().stream().allMatch(n -> n.startsWith("loadscope-run-writer")), writer.threadNames().toString());
        assertTrue(sorted.record().stages().stream().anyMatch(st -> st.role().equals("run_writer") && st.stage().equals("term_sort")
                && st.wallMillis() > 0), "the writer's time is term sort: " + sorted.record().stages());
        io.loadscope.record.StagesAddUp.assertFor(sorted.record());
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), fixed.toString());
        RunResult buffered = load("buffered", inputs, Map.of());
        assertEquals(buffered.record().totals().statementsCommitted(), sorted.record().totals().statementsCommitted());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
        String query = "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p";
        assertEquals(answers(dir.resolve("buffered"), query), answers(dir.resolve("sorted"), query));
    }

    /**
     * The build bounded to one thread a phase on a machine with more: one lane, the statement sorts on one thread, one
     * helper beside the index writers and none beside the lexicon's (the writers themselves run whatever the bound), the
     * bound recorded; the store is exact.
     */
    @Test
    void aThreadBoundSizesEveryPhaseAndIsRecorded() throws Exception {
        List<String> inputs = new ArrayList<>(inputs());
        inputs.add(bigNTriples(2 * LineBlockParse.BLOCK_BYTES).toString());
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_THREADS, "1"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        assertEquals("1", sorted.record().settings().engine().get(BlazegraphEngine.SORTED_THREADS), sorted.record().settings().engine().toString());
        assertEquals("1", sorted.record().settings().engine().get(BlazegraphEngine.PARSE_THREADS), "the lanes follow the bound");
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertEquals("1", fixed.get("sortedBuild.indexHelperThreads"), fixed.toString());
        assertEquals("0", fixed.get("sortedBuild.lexiconHelperThreads"), "ID2TERM's writer codes its own leaves: " + fixed);
        assertTrue(fixed.get(BlazegraphEngine.SORTED_THREADS).startsWith("1 (set"), fixed.get(BlazegraphEngine.SORTED_THREADS));
        List<String> roles = sorted.record().threads().stream().map(RunRecord.ThreadTotal::role).toList();
        assertTrue(roles.stream().noneMatch(r -> r.startsWith("run_builder.2") || r.startsWith("sorter.2")
                || r.startsWith("index_helper.2") || r.startsWith("lexicon_helper.")), roles.toString());
        io.loadscope.record.StagesAddUp.assertFor(sorted.record());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
    }

    /**
     * The journal's one turn keeps an account per step of the build: records and bytes written through it, and the time
     * it was held, which cannot exceed the step's wall since one writer holds it at a time; the bytes are within the
     * journal's file.
     */
    @Test
    void theJournalTurnsAccountIsRecordedPerStep() throws Exception {
        RunResult sorted = load("sorted", inputs(), Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_RUN_BYTES, SMALL_RUNS,
                BlazegraphEngine.SORTED_THREADS, "2"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        Map<String, String> fixed = sorted.record().settings().fixed();
        long journalBytes = Files.size(dir.resolve("sorted").resolve(BlazegraphEngine.JOURNAL_FILE));
        long allBytes = 0;
        for (String step : List.of("lexicon", "statements")) {
            String key = "sortedBuild.journalTurn." + step + ".";
            long wall = Long.parseLong(fixed.get(key + "wallMillis")), held = Long.parseLong(fixed.get(key + "heldMillis"));
            long waited = Long.parseLong(fixed.get(key + "waitedMillis"));
            long records = Long.parseLong(fixed.get(key + "records")), bytes = Long.parseLong(fixed.get(key + "bytes"));
            assertTrue(records > 0 && bytes >= records, step + ": " + fixed);
            assertTrue(held >= 0 && held <= wall, step + ": held " + held + " of " + wall + " ms");
            assertTrue(waited >= 0, step + ": waited " + waited);
            allBytes += bytes;
        }
        assertTrue(allBytes <= journalBytes, allBytes + " bytes through the turn, a journal of " + journalBytes);
        // The journal's pages sent to disk while the build wrote them: how often, and each force booked as commit time.
        assertTrue(fixed.get("sortedBuild.journalWriteback").matches("\\d+ forces, \\d+ ms in them"), fixed.toString());
        io.loadscope.record.StagesAddUp.assertFor(sorted.record());
    }

    /**
     * A journal kept in memory has no file to send to disk early: the build goes on without the early writes, and the
     * record says so (a journal file is needed only for them, never for the build).
     */
    @Test
    void aJournalInMemoryIsBuiltWithoutEarlyWrites() throws Exception {
        RunResult sorted = load("sorted", inputs(), Map.of(BlazegraphEngine.WRITER, "sorted",
                "com.bigdata.journal.AbstractJournal.bufferMode", "MemStore"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        assertEquals("0 forces, 0 ms in them; not started: the journal has no file",
                sorted.record().settings().fixed().get("sortedBuild.journalWriteback"));
    }

    /**
     * The journal's turn held for a record's slot only (its checksum and copy into the write cache beside the turn, from
     * the lexicon's and the index writers' helpers at once): the same store, exact, answering as the buffered one; the
     * mode in the record; the turn held within each step's wall.
     */
    @Test
    void theTurnHeldForASlotOnlyMakesTheSameStore() throws Exception {
        List<String> inputs = new ArrayList<>(inputs());
        inputs.add(bigNTriples(2 * LineBlockParse.BLOCK_BYTES).toString());
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_RUN_BYTES, SMALL_RUNS,
                BlazegraphEngine.SORTED_THREADS, "4", BlazegraphEngine.JOURNAL_TURN, "slot"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        assertEquals("slot", sorted.record().settings().engine().get(BlazegraphEngine.JOURNAL_TURN));
        Map<String, String> fixed = sorted.record().settings().fixed();
        for (String step : List.of("lexicon", "statements")) {
            String key = "sortedBuild.journalTurn." + step + ".";
            assertTrue(Long.parseLong(fixed.get(key + "records")) > 0, fixed.toString());
            assertTrue(Long.parseLong(fixed.get(key + "heldMillis")) <= Long.parseLong(fixed.get(key + "wallMillis")), fixed.toString());
        }
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
        load("buffered", inputs, Map.of());
        String query = "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p";
        assertEquals(answers(dir.resolve("buffered"), query), answers(dir.resolve("sorted"), query));
        assertEquals("record", ((BlazegraphPath.SortedBuild) BlazegraphConfig.of(false, Map.of(BlazegraphEngine.WRITER, "sorted")).path())
                .journalTurn().key(), "the default: Blazegraph's whole write in the turn");
    }

    /** The bound sizes each pool whatever the machine: lanes (unless set apart), sorts (at most 16) and helpers. */
    @Test
    void theThreadBoundIsTheBuildsOwnNotTheMachines() {
        BlazegraphPath.SortedBuild twelve = (BlazegraphPath.SortedBuild) BlazegraphConfig.of(false,
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_THREADS, "12")).path();
        assertEquals(12, twelve.threads());
        assertEquals(12, twelve.parseThreads(), "the lanes follow the bound");
        BlazegraphPath.SortedBuild apart = (BlazegraphPath.SortedBuild) BlazegraphConfig.of(false, Map.of(BlazegraphEngine.WRITER,
                "sorted", BlazegraphEngine.SORTED_THREADS, "12", BlazegraphEngine.PARSE_THREADS, "3")).path();
        assertEquals(3, apart.parseThreads());
        assertEquals(12, apart.threads());
        assertEquals(Runtime.getRuntime().availableProcessors(), ((BlazegraphPath.SortedBuild) BlazegraphConfig.of(false,
                Map.of(BlazegraphEngine.WRITER, "sorted")).path()).threads(), "default: the cores available");
        assertEquals(9, io.loadscope.engine.blazegraph.sorted.IndexHelpers.threadsFor(12));
        assertEquals(10, io.loadscope.engine.blazegraph.sorted.IndexHelpers.lexiconThreadsFor(12));
        assertEquals(1, io.loadscope.engine.blazegraph.sorted.IndexHelpers.lexiconThreadsFor(2));
        assertEquals(0, io.loadscope.engine.blazegraph.sorted.IndexHelpers.lexiconThreadsFor(1), "none on one thread");
        assertEquals(16, SortedStatementIndexes.sortThreads(40));
        assertEquals(1, SortedStatementIndexes.sortThreads(1));
    }

    /** One run large enough to be sorted in slices for each index: the index merges the slices and drops their duplicates. */
    @Test
    void aRunSortedInSlicesMakesTheSameStore() throws Exception {
        List<String> inputs = List.of(bigNTriples(8 * LineBlockParse.BLOCK_BYTES).toString());
        // One parse thread: one lane, so the whole file is one run.
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.PARSE_THREADS, "1"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertEquals("1", fixed.get("sortedBuild.runs"), fixed.toString());
        assertEquals(fixed.get("sortedBuild.distinctTerms"), fixed.get("sortedBuild.termsInRuns"), "one run encodes each term once: " + fixed);
        assertTrue(sorted.record().totals().statementsTold() >= SortedStatementIndexes.SORT_SLICE_FROM, "enough statements to slice");
        int slices = SortedStatementIndexes.slicesFor(sorted.record().totals().statementsTold(), 1,
                SortedStatementIndexes.sortThreads(Runtime.getRuntime().availableProcessors()), Long.parseLong(fixed.get("sortedBuild.runBudgetBytes")));
        assertEquals(Math.min(16, Runtime.getRuntime().availableProcessors()), slices, "one run: a slice per core");
        assertEquals(String.valueOf(3 * slices), fixed.get("sortedBuild.statementSortSlices"),
                "each index's sort of the one run in a slice per core: " + fixed);
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), fixed.toString());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
    }

    /**
     * Four parse threads, each encoding into a run of its own: an N-Triples file's blocks in lanes on the threads that
     * parsed them, a Turtle file's statements handed from the load thread to the other three. The store is the one
     * the statement buffer makes, and every thread of the build is in the record with its stages making its wall.
     */
    @Test
    void parseThreadsEachFillingRunsOfTheirOwnMakeTheSameStoreAndAreEachInTheRecord() throws Exception {
        List<String> inputs = new ArrayList<>(inputs());
        inputs.add(bigNTriples(4 * LineBlockParse.BLOCK_BYTES).toString());
        RunResult sorted = load("sorted", inputs, Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.PARSE_THREADS, "4"));
        assertEquals(RunStatus.LOADED, sorted.record().status(), sorted.record().errors().toString());
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertTrue(Long.parseLong(fixed.get("sortedBuild.runs")) >= 2, "a run per lane that took statements: " + fixed);
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), fixed.toString());
        assertTrue(Long.parseLong(fixed.get("sortedBuild.termsInRuns")) > Long.parseLong(fixed.get("sortedBuild.distinctTerms")),
                "the predicates every lane met were encoded by each: " + fixed);
        RunResult buffered = load("buffered", inputs, Map.of());
        assertEquals(buffered.record().totals().statementsCommitted(), sorted.record().totals().statementsCommitted());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
        for (String q : List.of("SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p",
                "SELECT ?s ?w WHERE { ?s <http://example.org/part> ?b . ?b <http://example.org/weight> ?w }")) {
            assertEquals(answers(dir.resolve("buffered"), q), answers(dir.resolve("sorted"), q), q);
        }

        List<String> roles = sorted.record().threads().stream().map(RunRecord.ThreadTotal::role).toList();
        assertTrue(roles.stream().filter(r -> r.startsWith("run_builder.")).count() >= 2, "lanes on pool threads: " + roles);
        assertTrue(roles.containsAll(List.of("parser", "indexer.SPO", "indexer.POS", "indexer.OSP", "indexer.ID2TERM", "indexer.TERM2ID")),
                roles.toString());
        int helpers = Integer.parseInt(fixed.get("sortedBuild.indexHelperThreads"));
        assertEquals(io.loadscope.engine.blazegraph.sorted.IndexHelpers.threadsFor(Runtime.getRuntime().availableProcessors()), helpers);
        for (int h = 1; h <= helpers; h++) assertTrue(roles.contains("index_helper." + h), "helper " + h + " in " + roles);
        int lexiconHelpers = Integer.parseInt(fixed.get("sortedBuild.lexiconHelperThreads"));
        assertEquals(io.loadscope.engine.blazegraph.sorted.IndexHelpers.lexiconThreadsFor(Runtime.getRuntime().availableProcessors()),
                lexiconHelpers);
        for (int h = 1; h <= lexiconHelpers; h++) {
            assertTrue(roles.contains("lexicon_helper." + h), "lexicon helper " + h + " in " + roles);
        }
        for (RunRecord.ThreadTotal t : sorted.record().threads()) {
            assertFalse(t.threadNames().isEmpty(), "the threads that ran " + t.role() + " are named");
        }
        // What the record promises whatever the machine was doing; how much time falls between the stages of a load this
        // small depends on scheduling (a bound on it failed while other work shared the machine), and the 5 % is checked
        // on loads of millions of statements (docs/performance.md).
        io.loadscope.record.StagesAddUp.assertFor(sorted.record());
    }

    /**
     * N-Triples of at least {@code bytes}: IRIs, language-tagged, typed (inline) and long (BLOBS) literals, blank nodes,
     * and statements repeated (every label line twice), so that runs and slices hold duplicates of each other; escapes,
     * one term written two ways, and lines the in-place reading leaves to rio (an IRI escape, a raw tab).
     */
    private Path bigNTriples(int bytes) throws Exception {
        Path big = dir.resolve("big-" + bytes + ".nt");
        StringBuilder b = new StringBuilder();
        for (int i = 0; b.length() < bytes; i++) {
            String s = "<http://example.org/item/" + (i % 9000) + ">";
            b.append(s).append(" <http://example.org/label> \"label ").append(i % 5000).append("\"@en .\n");
            b.append(s).append(" <http://example.org/n> \"").append(i).append("\"^^<http://www.w3.org/2001/XMLSchema#integer> .\n");
            b.append(s).append(" <http://example.org/part> _:p").append(i % 300).append(" .\n");
            if (i % 1000 == 0) b.append(s).append(" <http://example.org/text> \"").append("z".repeat(300)).append(i).append("\" .\n");
            if (i % 500 == 7) {
                // Terms read in place that are one term written two ways, and lines left to rio's parser.
                b.append(s).append(" <http://example.org/note> \"caf\u00e9 \\\"").append(i % 40).append("\\\" \\u00E9\\n\"@fr .\n");
                b.append(s).append(" <http://example.org/same> \"same ").append(i % 30).append("\" .\n");
                b.append(s).append(" <http://example.org/same> \"same ").append(i % 30).append("\"^^<http://www.w3.org/2001/XMLSchema#string> .\n");
                b.append(s).append(" <http://example.org/tag> \"t\"@EN-gb .\n");
                b.append(s).append(" <http://example.org/tag> \"t\"@en-GB .\n");
                b.append(s).append(" <http://example.org/tab> \"raw\ttab ").append(i % 30).append("\" .\n");
                b.append("<http://example.org/\\u00E9").append(i % 20).append("> <http://example.org/p> _:p").append(i % 300).append(" .\n");
            }
        }
        Files.writeString(big, b);
        return big;
    }

    @Test
    void blazegraphsOwnWritePathLoadsMoreIntoASortedStore() throws Exception {
        List<String> inputs = inputs();
        List<String> all = new ArrayList<>(inputs);
        assertEquals(RunStatus.LOADED, load("store", inputs, Map.of(BlazegraphEngine.WRITER, "sorted",
                BlazegraphEngine.SORTED_RUN_BYTES, SMALL_RUNS)).record().status());
        // The buffer writer with loadscope's parser, then the stock DataLoader with its own.
        for (String parser : List.of("rio5", "stock")) {
            Path more = dir.resolve("more-" + parser + ".nt");
            Files.writeString(more, "<http://example.org/s1> <http://example.org/label> \"new " + parser + "\" .\n"
                    + "<http://example.org/new> <http://example.org/text> \"" + parser.repeat(200) + "\" .\n"
                    + "<http://example.org/s2> <http://example.org/n> \"3000\"^^<http://www.w3.org/2001/XMLSchema#integer> .\n"
                    + "_:x <http://example.org/n> \"1\"^^<http://www.w3.org/2001/XMLSchema#integer> .\n");
            RunRecord r = LoadPipeline.run(LoadRequest.builder().engine(BlazegraphEngine.NAME).set(BlazegraphEngine.PARSER, parser)
                    .store(dir.resolve("store")).reportDir(dir.resolve("more-" + parser + "-run")).input(more).build()).record();
            assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
            all.add(more.toString());
        }
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("store"), all));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), "new terms got ids after the build's: " + v);
    }

    @Test
    void aNonEmptyStoreIsRefusedAndKeptAsItWas() throws Exception {
        Path first = dir.resolve("first.nt"), second = dir.resolve("second.nt");
        Files.writeString(first, "<http://x/a> <http://x/p> \"1\" .\n");
        Files.writeString(second, "<http://x/b> <http://x/p> \"2\" .\n");
        assertEquals(RunStatus.LOADED, load("store", List.of(first.toString()), Map.of()).record().status());
        RunResult r = load("store", List.of(second.toString()), Map.of(BlazegraphEngine.WRITER, "sorted"));
        assertEquals(RunStatus.FAILED, r.record().status());
        assertTrue(r.failure().getMessage().contains("already holds 1 statements"), r.failure().getMessage());
        assertEquals(1, r.record().totals().statementsCommitted());
    }

    @Test
    void aParseErrorLeavesTheEmptyStoreAndNoTemporaryFiles() throws Exception {
        Path good = dir.resolve("a-good.nt"), bad = dir.resolve("b-bad.nt");
        Files.writeString(good, "<http://x/a> <http://x/p> \"1\" .\n".repeat(10));
        Files.writeString(bad, "<http://x/a> <http://x/p> \"1\" .\n<http://x/a> <http://x/p> \"unclosed .\n");
        RunResult r = load("store", List.of(good.toString(), bad.toString()), Map.of(BlazegraphEngine.WRITER, "sorted"));
        assertEquals(RunStatus.FAILED, r.record().status());
        assertEquals(2, r.failure().line());
        assertEquals(0, r.record().totals().statementsCommitted(), "nothing is written before the build");
        assertFalse(Files.exists(dir.resolve("store").resolve(SortedBuildPath.SPILL_DIR)));
    }

    @Test
    void settingsTheBuildCannotHonourAreRefusedNamingThem() {
        for (Map<String, String> bad : List.of(
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.PARSER, "stock"),
                Map.of(BlazegraphEngine.WRITER, "sorted", QuadsMode.QUADS, "true"),
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.STORE_BLANK_NODES, "true"),
                Map.of(BlazegraphEngine.SORTED_RUN_BYTES, "1000000"),
                Map.of(BlazegraphEngine.SORTED_THREADS, "2"),
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_THREADS, "0"),
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_THREADS, "257"),
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.SORTED_THREADS, "all"),
                Map.of(BlazegraphEngine.JOURNAL_TURN, "slot"),
                Map.of(BlazegraphEngine.WRITER, "sorted", BlazegraphEngine.JOURNAL_TURN, "page"),
                Map.of(BlazegraphEngine.WRITER, "fast"))) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> BlazegraphConfig.of(false, bad), bad.toString());
            String named = bad.keySet().stream().filter(k -> !k.equals(BlazegraphEngine.WRITER)).findFirst().orElse(BlazegraphEngine.WRITER);
            assertTrue(e.getMessage().contains(named), e.getMessage());
        }
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BlazegraphConfig.of(true, Map.of(BlazegraphEngine.WRITER, "sorted")));
        assertTrue(BlazegraphConfig.of(false, Map.of(BlazegraphEngine.WRITER, "sorted")).whyOneCommit().isPresent());
    }

    /** A query's answers as sorted lines (blank nodes never asked for). */
    private static List<String> answers(Path store, String query) throws Exception {
        Properties p = new Properties();
        p.setProperty("com.bigdata.journal.AbstractJournal.file", store.resolve(BlazegraphEngine.JOURNAL_FILE).toString());
        p.setProperty(BlazegraphEngine.BUFFER_MODE, "DiskRW");
        Journal journal = new Journal(p);
        try {
            BigdataSail sail = new BigdataSail(BlazegraphEngine.NAMESPACE, journal);
            BigdataSailRepository repo = new BigdataSailRepository(sail);
            repo.initialize();
            BigdataSailRepositoryConnection cxn = repo.getReadOnlyConnection();
            List<String> rows = new ArrayList<>();
            try {
                TupleQueryResult result = cxn.prepareTupleQuery(QueryLanguage.SPARQL, query).evaluate();
                while (result.hasNext()) {
                    BindingSet b = result.next();
                    List<String> cells = new ArrayList<>();
                    for (String name : result.getBindingNames()) cells.add(name + "=" + b.getValue(name));
                    rows.add(String.join(" ", cells));
                }
                result.close();
            } finally {
                cxn.close();
                repo.shutDown();
            }
            assertNotNull(rows);
            Collections.sort(rows);
            assertFalse(rows.isEmpty(), query);
            return rows;
        } finally {
            journal.close();
        }
    }
}
