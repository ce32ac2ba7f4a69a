package io.loadscope.api;

import io.loadscope.TestData;
import io.loadscope.request.LoadRequest;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the run record says runs is what runs. Two defects this guards against: the API's sampling interval was
 * ignored under every built-in profile (each sets loader.sampleIntervalMillis, and the profile won); and Blazegraph's
 * record said DataLoader.commit=Batch while the session ran with None, and refused a user's None.
 */
class SettingsInForceTest {
    @TempDir
    Path dir;

    @Test
    void theApisSamplingIntervalWinsOverTheProfilesAndIsWhatRuns() throws Exception {
        Path nt = TestData.ntriples(dir.resolve("data.nt"), 20_000);
        LoadResult r = Loadscope.load(LoadRequest.builder().engine("tdb2").profile("tdb2-phased").sampleIntervalMillis(50)
                .store(dir.resolve("store")).reportDir(dir.resolve("run")).input(nt.toString()).build());
        assertTrue(r.loaded(), String.valueOf(r.failure()));
        assertEquals("50", r.record().settings().loader().get("loader.sampleIntervalMillis"));
        // The sampler is made from the settings the record shows (LoadPipeline), so the line above is what runs. How many
        // samples a load of some hundred milliseconds gets depends on scheduling and is not asserted.
        assertFalse(r.record().series().isEmpty(), "the load ends with a sample");
    }

    @Test
    void aSamplingIntervalSetThroughTheApiIsCheckedLikeAnyOther() {
        RequestRefused e = assertThrows(RequestRefused.class, () -> Loadscope.load(LoadRequest.builder().engine("tdb2")
                .sampleIntervalMillis(1).store(dir.resolve("store")).input(dir.resolve("none.nt").toString()).build()));
        assertTrue(e.getMessage().contains("loader.sampleIntervalMillis must be at least 10 ms"), e.getMessage());
    }

    @Test
    void blazegraphsRecordSaysTheCommitSettingThatRunsAndAcceptsIt() throws Exception {
        Path nt = TestData.ntriples(dir.resolve("data.nt"), 5_000);
        LoadResult r = Loadscope.load(LoadRequest.builder().engine("blazegraph").set("com.bigdata.rdf.store.DataLoader.commit", "None")
                .store(dir.resolve("store")).reportDir(dir.resolve("run")).input(nt.toString()).build());
        assertTrue(r.loaded(), String.valueOf(r.failure()));
        RunRecord.Settings s = r.record().settings();
        assertEquals("None", s.engine().get("com.bigdata.rdf.store.DataLoader.commit"));
        assertTrue(s.fixed().get("blazegraph.commit").startsWith("by loadscope"), s.fixed().get("blazegraph.commit"));
        assertThrows(RequestRefused.class, () -> Loadscope.load(LoadRequest.builder().engine("blazegraph")
                .set("com.bigdata.rdf.store.DataLoader.commit", "Batch").store(dir.resolve("store2")).input(nt.toString()).build()));
    }
}
