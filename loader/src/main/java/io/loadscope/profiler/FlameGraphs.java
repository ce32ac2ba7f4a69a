package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import io.loadscope.probe.PhaseTimes;
import one.convert.Arguments;
import one.convert.JfrToFlame;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Splits a recording into one self-contained flame graph HTML per event, stacks split by thread; and, for an engine
 * that works in phases (the sorted build), one more per event and phase, cut from the same recording by the phase's
 * time, so that each phase's serial part is seen on its own instead of under the whole load's.
 */
public final class FlameGraphs {
    private FlameGraphs() {
    }

    /**
     * @param phases when each phase ran (none: whole-load graphs only)
     * @return graph → file name, in {@code dir}: the event's key for the whole load ({@code cpu}), {@code EVENT: PHASE}
     *         for a phase ({@code cpu: parse into runs})
     */
    public static Map<String, String> write(Recording recording, Path dir, String title, List<PhaseTimes.Span> phases)
            throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (FlameEvent e : recording.events()) {
            String engine = e == FlameEvent.CPU && recording.cpuEngine() != null ? " (" + recording.cpuEngine() + ")" : "";
            String name = "flame-" + e.key() + ".html";
            convert(recording, dir.resolve(name), new Arguments(ProfilerEvents.converterFlag(e), "--threads", "--title",
                    title + " — " + e.key() + engine));
            out.put(e.key(), name);
            for (PhaseTimes.Span phase : phases) {
                if (phase.toEpochMillis() <= phase.fromEpochMillis()) continue;
                String file = "flame-" + e.key() + "-" + slug(phase.name()) + ".html";
                Arguments args = new Arguments(ProfilerEvents.converterFlag(e), "--threads", "--title",
                        title + " — " + e.key() + engine + ", phase " + phase.name());
                // Absolute times (ms since the epoch): the converter cuts the recording to them.
                args.from = phase.fromEpochMillis();
                args.to = phase.toEpochMillis();
                convert(recording, dir.resolve(file), args);
                out.put(e.key() + ": " + phase.name(), file);
            }
        }
        return out;
    }

    private static void convert(Recording recording, Path file, Arguments args) throws IOException {
        JfrToFlame.convert(recording.jfr().toString(), file.toString(), args);
    }

    static String slug(String phase) {
        return phase.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
