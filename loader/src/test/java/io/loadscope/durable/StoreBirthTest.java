package io.loadscope.durable;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StoreBirthTest {
    @TempDir
    Path store;

    private void engineWroteSomething() throws Exception {
        Files.createDirectories(store.resolve("Data-0001"));
        Files.writeString(store.resolve("Data-0001/SPO.bpt"), "half");
        Files.writeString(store.resolve("tdb.lock"), "1");
    }

    @Test
    void aFreshDirectoryIsMarkedBeforeTheEngineCreatesAnything() throws Exception {
        LoadManifest m = LoadManifest.open(store);
        assertEquals("", StoreBirth.prepare(store, m, "tdb2"));
        assertTrue(LoadManifest.open(store).unborn());
    }

    @Test
    void aStoreKilledBeforeItsFirstCommitIsCreatedAgainSayingSo() throws Exception {
        StoreBirth.prepare(store, LoadManifest.open(store), "tdb2");
        engineWroteSomething();

        LoadManifest after = LoadManifest.open(store);
        String said = StoreBirth.prepare(store, after, "tdb2");
        assertTrue(said.contains("before its first commit") && said.contains("2 tdb2 file(s) were removed"), said);
        assertEquals(List.of(), StoreBirth.engineFiles(store));
        assertTrue(LoadManifest.open(store).unborn(), "marked again for the new creation");
    }

    @Test
    void aStoreWithACommitIsNeverRecreated() throws Exception {
        LoadManifest m = LoadManifest.open(store);
        StoreBirth.prepare(store, m, "tdb2");
        engineWroteSomething();
        m.committed(m.beginCommit(List.of(new ManifestChunk("/data/a.nt", 1, "ab", 1)), 0));

        LoadManifest after = LoadManifest.open(store);
        assertFalse(after.unborn());
        assertEquals("", StoreBirth.prepare(store, after, "tdb2"));
        assertEquals("", StoreBirth.recreateAfterFailedOpen(store, after, "tdb2", "cannot open"));
        assertTrue(Files.exists(store.resolve("Data-0001/SPO.bpt")));
    }

    @Test
    void aStoreLoadscopeDidNotCreateIsNeverRecreated() throws Exception {
        engineWroteSomething(); // an existing database, no manifest
        LoadManifest m = LoadManifest.open(store);
        assertEquals("", StoreBirth.prepare(store, m, "tdb2"));
        assertEquals("", StoreBirth.recreateAfterFailedOpen(store, m, "tdb2", "cannot open"));
        assertTrue(Files.exists(store.resolve("Data-0001/SPO.bpt")));
        assertFalse(Files.exists(store.resolve(LoadManifest.FILE)));
    }

    @Test
    void aFirstCommitUnderWayIsLeftToTheEngineUnlessTheStoreWillNotOpen() throws Exception {
        LoadManifest m = LoadManifest.open(store);
        StoreBirth.prepare(store, m, "blazegraph");
        engineWroteSomething();
        m.beginCommit(List.of(new ManifestChunk("/data/a.nt", 1, "ab", 1)), 1);

        LoadManifest after = LoadManifest.open(store);
        assertEquals("", StoreBirth.prepare(store, after, "blazegraph"), "its commit marker may show the commit landed");
        String said = StoreBirth.recreateAfterFailedOpen(store, after, "blazegraph", "journal unreadable");
        assertTrue(said.contains("journal unreadable"), said);
        assertTrue(LoadManifest.open(store).pending().isEmpty());
    }
}
