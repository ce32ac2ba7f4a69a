package io.loadscope.durable;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LoadManifestTest {
    @TempDir
    Path store;

    private static ManifestChunk chunk(String name) {
        return new ManifestChunk("/data/" + name, 10, "ab" + name, 3);
    }

    @Test
    void committedGroupsSurviveAReopenAndAnInterruptedOneIsPending() throws IOException {
        LoadManifest m = LoadManifest.open(store);
        m.committed(m.beginCommit(List.of(chunk("a"), chunk("b")), 4));
        m.beginCommit(List.of(chunk("c")), 5);

        LoadManifest again = LoadManifest.open(store);
        assertEquals(List.of("/data/a", "/data/b"), List.copyOf(again.committed().keySet()));
        LoadManifest.Group pending = again.pending().orElseThrow();
        assertEquals(5, pending.markerBefore());
        assertEquals("/data/c", pending.chunks().get(0).file());

        again.rolledBack(pending);
        LoadManifest third = LoadManifest.open(store);
        assertTrue(third.pending().isEmpty());
        assertFalse(third.committed().containsKey("/data/c"));
        // Group numbers keep counting after a rollback, so a later pending line is never taken for the old one.
        assertEquals(3, third.beginCommit(List.of(chunk("c")), 5).number());
    }

    @Test
    void aTornLastLineIsCutOffAndNeverCountsAsCommitted() throws IOException {
        LoadManifest m = LoadManifest.open(store);
        m.committed(m.beginCommit(List.of(chunk("a")), -1));
        Path file = store.resolve(LoadManifest.FILE);
        Files.writeString(file, "{\"event\":\"committed\",\"group\":2,\"chu", StandardCharsets.UTF_8, StandardOpenOption.APPEND);

        LoadManifest again = LoadManifest.open(store);
        assertEquals(1, again.committed().size());
        assertTrue(Files.readString(file).endsWith("\n"), "the torn line is gone, appends start on a fresh line");
        again.committed(again.beginCommit(List.of(chunk("b")), -1));
        assertEquals(2, LoadManifest.open(store).committed().size());
    }

    @Test
    void aDamagedLineInTheMiddleIsAnErrorNamingTheLine() throws IOException {
        Files.writeString(store.resolve(LoadManifest.FILE), "{\"event\":\"committed\"}\n{}\n");
        IOException e = assertThrows(IOException.class, () -> LoadManifest.open(store));
        assertTrue(e.getMessage().contains(LoadManifest.FILE + ":1"), e.getMessage());
    }

    @Test
    void aSecondLockOnTheSameStoreIsRefusedUntilTheFirstIsReleased() throws Exception {
        try (StoreLock first = StoreLock.acquire(store)) {
            var e = assertThrows(io.loadscope.input.InputError.class, () -> StoreLock.acquire(store));
            assertTrue(e.getMessage().contains("in use by another load") && e.getMessage().contains("pid " + ProcessHandle.current().pid()),
                    e.getMessage());
        }
        StoreLock.acquire(store).close();
    }
}
