package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import io.loadscope.engine.registry.Engines;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Samples land in the stage the probes would book them to: the deepest matching frame decides. */
class StageRulesTest {
    private final StageRules blazegraph = ((io.loadscope.engine.ProfilerStages) Engines.byName("blazegraph")).stageRules();

    @Test
    void aWriteUnderTheParserIsAWriteAndAReadUnderTheParserIsARead() {
        List<String> lexicon = List.of("java.util.Arrays.sort", "com.bigdata.rdf.lexicon.Term2IdWriteProc.apply",
                "com.bigdata.rdf.rio.StatementBuffer.flush", "org.openrdf.rio.turtle.TurtleParser.parse", "java.lang.Thread.run");
        assertEquals(SampleCategory.LEXICON_WRITE, blazegraph.classify("main", lexicon));
        List<String> read = List.of("java.util.zip.Inflater.inflate", "io.loadscope.input.TimedInputStream.read",
                "org.openrdf.rio.ntriples.NTriplesParser.parse");
        assertEquals(SampleCategory.READ_DECOMPRESS, blazegraph.classify("main", read));
        assertEquals(SampleCategory.PARSE, blazegraph.classify("main", List.of("java.lang.String.charAt",
                "org.openrdf.rio.ntriples.NTriplesParser.parseObject")));
    }

    @Test
    void commitAndTheQueueAreTheirOwnStages() {
        assertEquals(SampleCategory.COMMIT, blazegraph.classify("main", List.of("com.bigdata.btree.AbstractBTree.writeNodeRecursive",
                "com.bigdata.journal.AbstractJournal.commit", "io.loadscope.engine.blazegraph.ProbedTripleStore.commit")));
        assertEquals(SampleCategory.BUFFER_QUEUE, blazegraph.classify("main", List.of("jdk.internal.misc.Unsafe.park",
                "java.util.concurrent.ArrayBlockingQueue.put", "com.bigdata.rdf.rio.StatementBuffer.flush")));
    }

    @Test
    void aFrameSeenBeforeIsClassifiedTheSameWay() {
        List<String> stack = List.of("com.bigdata.rdf.spo.SPOIndexWriter.call", "java.lang.Thread.run");
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("w", stack));
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("w", stack));
        assertEquals(SampleCategory.OTHER, blazegraph.classify("w", List.of("java.lang.Thread.run")));
    }

    @Test
    void jvmThreadsAreToldByName() {
        assertEquals(SampleCategory.GC, blazegraph.classify("G1 Conc#0", List.of("com.bigdata.rdf.lexicon.X.y")));
        assertEquals(SampleCategory.GC, blazegraph.classify("GC Thread#1", List.of()));
        assertEquals(SampleCategory.JIT, blazegraph.classify("C2 CompilerThread0", List.of()));
        assertEquals(SampleCategory.OTHER, blazegraph.classify("main", List.of("java.lang.ClassLoader.loadClass")));
    }

    @Test
    void tdb2SplitsTheNodeTableFromTheTupleIndexes() {
        StageRules tdb2 = ((io.loadscope.engine.ProfilerStages) Engines.byName("tdb2")).stageRules();
        assertEquals(SampleCategory.LEXICON_WRITE, tdb2.classify("main", List.of("org.apache.jena.dboe.trans.bplustree.BPlusTree.insert",
                "org.apache.jena.tdb2.store.nodetable.NodeTableNative.getAllocateNodeId")));
        assertEquals(SampleCategory.STATEMENT_WRITE, tdb2.classify("main", List.of("org.apache.jena.dboe.trans.bplustree.BPlusTree.insert",
                "org.apache.jena.tdb2.store.tupletable.TupleIndexRecord.add")));
        assertEquals(SampleCategory.PARSE, tdb2.classify("main", List.of("org.apache.jena.riot.tokens.TokenizerText.next")));
        assertEquals(SampleCategory.OTHER, tdb2.classify("main", List.of("org.openrdf.rio.turtle.TurtleParser.parse")),
                "Blazegraph's bundled parser is Blazegraph's rule, not TDB2's");
    }

    @Test
    void aPoolThreadBetweenTasksIsIdle() {
        assertTrue(StageRules.idleInPool(List.of("jdk.internal.misc.Unsafe.park", "java.util.concurrent.LinkedBlockingQueue.take",
                "java.util.concurrent.ThreadPoolExecutor.getTask")));
        assertFalse(StageRules.idleInPool(List.of("java.util.concurrent.LinkedBlockingQueue.take", "com.bigdata.X.run")));
    }

    @Test
    void flameEventsParseAndUnknownOnesAreNamed() {
        assertEquals(java.util.EnumSet.of(FlameEvent.CPU, FlameEvent.WALL), FlameEvent.parse(" wall,CPU "));
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> FlameEvent.parse("cpu,heap"));
        assertTrue(e.getMessage().contains("'heap'"), e.getMessage());
    }

    /** The sorted build's threads are told apart by its own frames, as its probes book them. */
    @Test
    void theSortedBuildsStepsLandWhereItsProbesBookThem() {
        String sorted = "io.loadscope.engine.blazegraph.sorted.";
        List<String> packedForAnIndex = List.of("com.bigdata.btree.Leaf.copyKey", sorted + "PackedBTree.add", sorted + "SortedIndexWrite.write");
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("loadscope-index-SPO", packedForAnIndex));
        List<String> packedForTerm2Id = List.of("com.bigdata.btree.Leaf.copyKey", sorted + "PackedBTree.add", sorted + "AscendingRuns.writeTo");
        assertEquals(SampleCategory.LEXICON_WRITE, blazegraph.classify("loadscope-lexicon-term2id", packedForTerm2Id));
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("loadscope-sort-1", List.of(
                "it.unimi.dsi.fastutil.longs.LongArrays.radixSort", sorted + "SortedStatements.sortSlice")));
        // A lane encoding the terms of the block it parses: term encoding is booked with the lexicon's work.
        assertEquals(SampleCategory.LEXICON_WRITE, blazegraph.classify("loadscope-parse-1", List.of("java.util.HashMap.getNode",
                sorted + "SortedRun.term", sorted + "SortedRun.add", "io.loadscope.engine.blazegraph.parse.RioFrontEnd$Converter.handleStatement",
                "org.eclipse.rdf4j.rio.ntriples.NTriplesParser.parse")));
        assertEquals(SampleCategory.PARSE, blazegraph.classify("loadscope-parse-1", List.of("java.io.BufferedReader.readLine",
                "org.eclipse.rdf4j.rio.ntriples.NTriplesParser.parse")));
        // An index helper making a batch's keys from the IV table, and coding a leaf: a statement index's work.
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("loadscope-index-helper-1", List.of(
                sorted + "IvTable.copy", sorted + "SortedIndexWrite.keys", sorted + "SortedIndexWrite.lambda$write$1",
                "java.util.concurrent.FutureTask.run", "java.util.concurrent.ThreadPoolExecutor.runWorker", sorted + "IndexHelpers.lambda$new$0")));
        assertEquals(SampleCategory.STATEMENT_WRITE, blazegraph.classify("loadscope-index-helper-2", List.of(
                "com.bigdata.btree.NodeSerializer.encodeLive", sorted + "PackedBTree.codeAndStore", sorted + "PackedBTree.lambda$writeLeaf$0",
                "java.util.concurrent.FutureTask.run", "java.util.concurrent.ThreadPoolExecutor.runWorker", sorted + "IndexHelpers.lambda$new$0")));
        // The IV table written by the lexicon merge: the lexicon's.
        assertEquals(SampleCategory.LEXICON_WRITE, blazegraph.classify("loadscope-load", List.of(
                sorted + "IvTable$Writer.add", sorted + "SortedLexiconBuild.merge")));
        assertEquals(SampleCategory.LEXICON_WRITE, blazegraph.classify("loadscope-lexicon-reverse", List.of("com.bigdata.btree.BTree.insert",
                sorted + "SortedLexiconBuild$ReverseWrites.lambda$new$0")));
    }
}
