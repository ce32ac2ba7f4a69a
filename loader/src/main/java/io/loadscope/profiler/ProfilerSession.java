package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import one.profiler.AsyncProfiler;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One async-profiler session around a load: every requested event goes into one JFR recording (the
 * profiler can only combine events when it writes JFR), which JDK Mission Control opens as it is and
 * {@link FlameGraphs} splits into one flame graph per event. The profiler's native library comes out of
 * its jar by itself; nobody passes a path.
 */
public final class ProfilerSession {
    /** What the CPU event asks the profiler for first; where perf events are refused, itimer is used. */
    static final String CPU_EVENT = "cpu";
    static final String FALLBACK_CPU_EVENT = "itimer";

    private final AsyncProfiler profiler;
    private final Path jfr;
    private final Set<FlameEvent> events;
    private final List<String> notes = new ArrayList<>();

    private ProfilerSession(AsyncProfiler profiler, Path jfr, Set<FlameEvent> events) {
        this.profiler = profiler;
        this.jfr = jfr;
        this.events = events;
    }

    /**
     * Loads the profiler and checks the output path, so that a load that cannot be profiled fails before
     * anything is created; {@link #start()} then begins sampling.
     */
    public static ProfilerSession prepare(Set<FlameEvent> events, Path jfr) throws IOException {
        AsyncProfiler profiler;
        try {
            profiler = AsyncProfiler.getInstance();
        } catch (UnsatisfiedLinkError | RuntimeException e) {
            throw new IOException("async-profiler cannot load its native library on " + System.getProperty("os.name") + "/"
                    + System.getProperty("os.arch") + ": " + e.getMessage(), e);
        }
        if (jfr.toAbsolutePath().toString().contains(",")) {
            throw new IOException("the profiler's output path cannot contain a comma (its options are comma-separated): " + jfr);
        }
        return new ProfilerSession(profiler, jfr, events);
    }

    /** Starts profiling the whole JVM. */
    public ProfilerSession start() throws IOException {
        return start(CPU_EVENT);
    }

    ProfilerSession start(String cpuEvent) throws IOException {
        Files.createDirectories(jfr.toAbsolutePath().getParent());
        try {
            profiler.execute(command(cpuEvent));
        } catch (IllegalStateException e) {
            if (!events.contains(FlameEvent.CPU)) throw new IOException("async-profiler did not start: " + e.getMessage(), e);
            // Containers and VMs often refuse perf_event_open; the itimer signal needs no permission.
            notes.add("CPU event '" + cpuEvent + "' refused (" + e.getMessage() + "); sampled with " + FALLBACK_CPU_EVENT);
            profiler.execute(command(FALLBACK_CPU_EVENT));
        }
        running = true;
        return this;
    }

    private String command(String cpuEvent) {
        StringBuilder c = new StringBuilder("start");
        if (events.contains(FlameEvent.CPU)) c.append(",event=").append(cpuEvent);
        if (events.contains(FlameEvent.ALLOC)) c.append(",alloc=").append(ProfilerEvents.ALLOC_INTERVAL);
        if (events.contains(FlameEvent.LOCK)) c.append(",lock=").append(ProfilerEvents.LOCK_THRESHOLD);
        if (events.contains(FlameEvent.WALL)) c.append(",wall=").append(ProfilerEvents.WALL_INTERVAL);
        return c.append(",jfr,file=").append(jfr.toAbsolutePath()).toString();
    }

    private boolean running;

    /** Stops profiling and closes the recording. */
    public Recording stop() throws IOException {
        running = false;
        profiler.execute("stop");
        return Recording.read(jfr, events, notes);
    }

    /** Stops a session that {@link #stop()} did not end (the load threw); the recording is left as it is. */
    public void abandon() {
        if (!running) return;
        running = false;
        try {
            profiler.execute("stop");
        } catch (IOException | RuntimeException e) {
            // Already stopped or never fully started: nothing left to release.
        }
    }
}
