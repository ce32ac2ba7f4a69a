package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A finished profiling recording: the JFR file, the events it holds, and the CPU sampling engine the
 * profiler reports having used (perf_events, ctimer or itimer), read from the recording's own settings.
 */
public record Recording(Path jfr, Set<FlameEvent> events, String cpuEngine, List<String> notes) {

    static Recording read(Path jfr, Set<FlameEvent> events, List<String> notes) throws IOException {
        String engine = null;
        if (events.contains(FlameEvent.CPU)) {
            try (RecordingFile file = new RecordingFile(jfr)) {
                while (file.hasMoreEvents() && engine == null) {
                    RecordedEvent e = file.readEvent();
                    if (e.getEventType().getName().equals("jdk.ActiveSetting") && "engine".equals(e.getString("name"))) {
                        engine = e.getString("value");
                    }
                }
            }
        }
        return new Recording(jfr, events, engine, List.copyOf(notes));
    }
}
