package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Blazegraph knob with a typo, or a value of the wrong kind, is refused before anything is created. Before, the
 * typo loaded with exit 0 and the default branching factor (a tuning experiment that measured nothing), and
 * {@code branchingFactor=abc} created the store directory and failed at store open with a bare NumberFormatException.
 */
class MistypedSettingsE2ETest {
    @TempDir
    Path tmp;

    @Test
    void aMistypedBlazegraphPropertyIsRefusedUpFrontNamingTheOneMeant() throws Exception {
        Path store = tmp.resolve("store");
        Cli.Result r = Cli.run("load", "--engine", "blazegraph", "--set", "com.bigdata.btree.BTree.branchingFactr=64",
                "--store", store.toString(), Cli.ROOT.resolve("data").toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("'com.bigdata.btree.BTree.branchingFactr' is not a property Blazegraph 2.1.4 reads"), r.err());
        assertTrue(r.err().contains("did you mean com.bigdata.btree.BTree.branchingFactor"), r.err());
        assertFalse(Files.exists(store), "nothing is created");
    }

    @Test
    void aValueOfTheWrongKindIsRefusedBeforeTheStoreIsCreated() throws Exception {
        Path store = tmp.resolve("store");
        Cli.Result r = Cli.run("load", "--engine", "blazegraph-sail", "--set", "com.bigdata.btree.BTree.branchingFactor=abc",
                "--store", store.toString(), Cli.ROOT.resolve("data").toString());
        assertEquals(2, r.exit(), r.all());
        assertTrue(r.err().contains("loadscope: error: com.bigdata.btree.BTree.branchingFactor=abc is not a whole number"), r.err());
        assertFalse(Files.exists(store), "nothing is created");
    }
}
