package io.loadscope.cli;

import io.loadscope.bench.OverheadComparison;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The overhead benchmark's child program is told its run as the scripts that call it tell it: mode, engine, store, the
 * settings file, the input; the settings come back from the file as they were written.
 */
class OverheadRunTest {
    @TempDir
    Path dir;

    @Test
    void theSettingsAChildReadsAreTheOnesItsParentWrote() throws Exception {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("blazegraph.parser", "stock");
        settings.put("blazegraph.stockSyntaxCheck", "false");
        settings.put("com.bigdata.btree.BTree.branchingFactor", "256");
        Path file = OverheadRun.writeSettings(settings, dir.resolve("work"));
        assertEquals(settings, OverheadRun.readSettings(file));
    }

    @Test
    void eachSideIsToldItsModeEngineStoreSettingsAndInput() {
        Path store = dir.resolve("store-0-stock");
        assertEquals(List.of("stock", "blazegraph", store.toString(), "s.properties", "data.nt"), OverheadRun.arguments(
                OverheadComparison.Mode.STOCK, "blazegraph", store, Path.of("s.properties"), Path.of("data.nt")));
        assertEquals("instrumented", OverheadComparison.Mode.INSTRUMENTED.key());
    }
}
