package io.loadscope.probe;

import io.loadscope.TestData;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A Flight Recording of an application that embeds the loader shows the load's stages. */
class JfrEventsTest {
    @TempDir
    Path dir;

    @Test
    void aRecordingHoldsStageFileAndProgressEventsInTheLoadscopeCategory() throws Exception {
        Path input = TestData.ntriples(dir.resolve("data.nt"), 30_000);
        Path jfr = dir.resolve("load.jfr");
        try (Recording recording = new Recording()) {
            recording.enable("loadscope.Stage");
            recording.enable("loadscope.FileLoaded");
            recording.enable("loadscope.Progress");
            recording.start();
            LoadPipeline.run(LoadRequest.builder().store(dir.resolve("store")).reportDir(dir.resolve("run"))
                    .sampleIntervalMillis(100).input(input).build());
            recording.stop();
            recording.dump(jfr);
        }
        List<RecordedEvent> events = RecordingFile.readAllEvents(jfr);
        Set<String> stages = events.stream().filter(e -> e.getEventType().getName().equals("loadscope.Stage"))
                .map(e -> e.getString("stage")).collect(Collectors.toSet());
        assertTrue(stages.containsAll(Set.of("queue", "index_write.lexicon", "index_write.statements", "commit")), stages.toString());
        RecordedEvent file = events.stream().filter(e -> e.getEventType().getName().equals("loadscope.FileLoaded")).findFirst().orElseThrow();
        assertEquals(30_000, file.getLong("statements"));
        assertTrue(file.getEventType().getCategoryNames().contains("loadscope"));
        assertTrue(events.stream().anyMatch(e -> e.getEventType().getName().equals("loadscope.Progress")));
    }
}
