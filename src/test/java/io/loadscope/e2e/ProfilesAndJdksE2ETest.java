package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProfilesAndJdksE2ETest {
    @TempDir
    Path tmp;

    private Path tinyInput() throws Exception {
        Path f = tmp.resolve("tiny.nt");
        Files.writeString(f, "<http://x/a> <http://x/p> \"1\" .\n<http://x/b> <http://x/p> \"2\" .\n");
        return f;
    }

    @Test
    void aProfilesJvmOptionsAndSettingsReachTheLoad() throws Exception {
        Path profile = tmp.resolve("small-heap.properties");
        Files.writeString(profile, """
                engine=blazegraph
                jvm.options=-Xmx700m -XX:+UseSerialGC
                com.bigdata.journal.AbstractJournal.bufferMode=DiskWORM
                com.bigdata.btree.writeRetentionQueue.capacity=4000
                com.bigdata.rdf.store.DataLoader.queueCapacity=0
                """);
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--profile", profile.toString(), "--set", "com.bigdata.rdf.store.DataLoader.bufferCapacity=5000",
                "--store", tmp.resolve("store").toString(), "--report", run.toString(), tinyInput().toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode rec = RunRecords.readValid(run);
        assertTrue(rec.at("/jvm/arguments").toString().contains("-Xmx700m"), rec.at("/jvm").toString());
        assertTrue(rec.at("/jvm/collectors").toString().contains("Copy"), "serial collector: " + rec.at("/jvm/collectors"));
        JsonNode engine = rec.at("/settings/engine");
        assertEquals("DiskWORM", engine.get("com.bigdata.journal.AbstractJournal.bufferMode").asText());
        assertEquals("4000", engine.get("com.bigdata.btree.writeRetentionQueue.capacity").asText());
        assertEquals("5000", engine.get("com.bigdata.rdf.store.DataLoader.bufferCapacity").asText(), "--set overrides the profile");
        assertEquals("small-heap", rec.at("/profile/name").asText());
    }

    @Test
    void theWdqsProfileIsBuiltIn() throws Exception {
        Path run = tmp.resolve("run");
        // --no-fork: the production 16 GiB heap is not needed to check that the settings arrive.
        Cli.Result r = Cli.run("load", "--profile", "wdqs", "--no-fork", "--set",
                "com.bigdata.journal.AbstractJournal.writeCacheBufferCount=6",
                "--store", tmp.resolve("store").toString(), "--report", run.toString(), tinyInput().toString());
        assertEquals(0, r.exit(), r.all());
        JsonNode engine = RunRecords.readValid(run).at("/settings/engine");
        assertEquals("128", engine.get("com.bigdata.btree.BTree.branchingFactor").asText());
        assertEquals("900", engine.get("com.bigdata.namespace.kb.spo.SPO.com.bigdata.btree.BTree.branchingFactor").asText());
        assertEquals("4000", engine.get("com.bigdata.btree.writeRetentionQueue.capacity").asText());
        // Wikidata's own classes are not on this class path: their settings are left out, and the load says so.
        assertFalse(engine.has("com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass")
                && engine.get("com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass").asText().startsWith("org.wikidata"), engine.toString());
        assertTrue(r.out().contains("warning: profile wdqs left out com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass: class "
                + "org.wikidata.query.rdf.blazegraph.WikibaseVocabulary$V004 is not on the class path"), r.out());
        assertTrue(RunRecords.readValid(run).at("/warnings").toString().contains("WKTSerializer"), "the geospatial settings too");
    }

    @Test
    void theSampleLoadsOnEveryInstalledJdk() throws Exception {
        // JDKs installed beside the one running the tests, or the java homes listed in LOADSCOPE_JDKS.
        List<Path> jdks = io.loadscope.bench.InstalledJdks.find().stream().map(io.loadscope.bench.InstalledJdks.Jdk::java).toList();
        for (Path java : jdks) {
            Path run = tmp.resolve("run-" + java.getParent().getParent().getFileName());
            Cli.Result r = Cli.run(List.of(), java, null, "load", "--store", run.resolve("store").toString(),
                    "--report", run.toString(), "data/");
            assertEquals(0, r.exit(), java + ":\n" + r.all());
            assertEquals(79326, RunRecords.readValid(run).at("/totals/statementsCommitted").asLong(), java.toString());
        }
    }
}
