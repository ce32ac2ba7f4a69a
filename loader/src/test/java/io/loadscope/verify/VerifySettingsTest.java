package io.loadscope.verify;

import io.loadscope.input.InputError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** verify checks the load's settings as the load does: a key neither the engine nor the loader knows is named, not dropped. */
class VerifySettingsTest {
    @TempDir
    Path dir;

    @Test
    void anUnknownKeyIsRefusedByNameBeforeTheStoreIsRead() throws Exception {
        Path input = Files.writeString(dir.resolve("a.nt"), "<http://x/a> <http://x/b> <http://x/c> .\n");
        VerifyRequest request = VerifyRequest.of("tdb2", dir.resolve("no-store"), List.of(input.toString()))
                .withSettings(Map.of("com.bigdata.btree.BTree.branchingFactor", "256"));
        InputError e = assertThrows(InputError.class, () -> StoreVerification.run(request));
        assertTrue(e.getMessage().contains("setting 'com.bigdata.btree.BTree.branchingFactor' is not known to engine tdb2"),
                e.getMessage());
    }

    @Test
    void theLoadersOwnKnobsAreAcceptedAndHaveNothingToDo() throws Exception {
        Path input = Files.writeString(dir.resolve("a.nt"), "<http://x/a> <http://x/b> <http://x/c> .\n");
        VerifyRequest request = VerifyRequest.of("tdb2", dir.resolve("no-store"), List.of(input.toString()))
                .withSettings(Map.of("loader.commitEvery", "1"));
        InputError e = assertThrows(InputError.class, () -> StoreVerification.run(request));
        assertEquals("no store in " + dir.resolve("no-store") + " to verify", e.getMessage());
    }
}
