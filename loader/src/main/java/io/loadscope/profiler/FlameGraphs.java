package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import one.convert.Arguments;
import one.convert.JfrToFlame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Splits a recording into one self-contained flame graph HTML per event, stacks split by thread. */
public final class FlameGraphs {
    private FlameGraphs() {
    }

    /** @return event key → file name, in {@code dir} */
    public static Map<String, String> write(Recording recording, Path dir, String title) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (FlameEvent e : recording.events()) {
            String name = "flame-" + e.key() + ".html";
            String engine = e == FlameEvent.CPU && recording.cpuEngine() != null ? " (" + recording.cpuEngine() + ")" : "";
            Arguments args = new Arguments(ProfilerEvents.converterFlag(e), "--threads", "--title", title + " — " + e.key() + engine);
            JfrToFlame.convert(recording.jfr().toString(), dir.resolve(name).toString(), args);
            out.put(e.key(), name);
        }
        return out;
    }
}
