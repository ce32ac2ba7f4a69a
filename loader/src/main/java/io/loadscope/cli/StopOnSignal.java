package io.loadscope.cli;

import io.loadscope.request.LoadStop;
import sun.misc.Signal;
import sun.misc.SignalHandler;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * SIGINT (Ctrl-C) and SIGTERM while a load runs. The first stops the load cleanly ({@link LoadStop}): it ends with its
 * run record (status interrupted) and the command that resumes it. A second one ends the process at once, as the
 * signal's default would, without the record; the store is then as after a kill, and {@code --resume} continues it.
 *
 * <p>A signal handler, not a shutdown hook: a hook runs only once the JVM has begun to exit, beside every other hook
 * (an engine's, the logging's), and no thread may call {@code System.exit} from then on, so the load could neither end
 * its commit group in order nor choose its exit code. The handler is the JDK's {@code sun.misc.Signal} (module
 * jdk.unsupported, in every JDK since 9); where the JVM keeps the signals to itself ({@code -Xrs}), their default stays.
 */
final class StopOnSignal implements AutoCloseable {
    private static final List<String> SIGNALS = List.of("INT", "TERM");

    private final Map<Signal, SignalHandler> previous = new LinkedHashMap<>();

    private StopOnSignal() {
    }

    /** Until {@link #close}: the first SIGINT or SIGTERM stops {@code stop}'s load, the second halts with 128 + its number. */
    static StopOnSignal stopping(LoadStop stop) {
        AtomicInteger received = new AtomicInteger();
        return install(signal -> {
            int exit = 128 + signal.getNumber();
            if (received.getAndIncrement() > 0) Runtime.getRuntime().halt(exit);
            stop.stop("SIG" + signal.getName(), exit);
        });
    }

    /**
     * While {@code child} (the same command in a JVM of its own) runs: SIGINT is left to the child, which the terminal's
     * Ctrl-C reaches too (one process group); without this the parent would exit at once and hand the terminal back
     * while the child still stops. SIGTERM, sent to the parent alone, is passed on.
     */
    static StopOnSignal passingTo(Process child) {
        return install(signal -> {
            if (signal.getName().equals("TERM")) child.destroy();
        });
    }

    private static StopOnSignal install(SignalHandler handler) {
        StopOnSignal installed = new StopOnSignal();
        for (String name : SIGNALS) {
            Signal signal = new Signal(name);
            try {
                installed.previous.put(signal, Signal.handle(signal, handler));
            } catch (IllegalArgumentException reserved) {
                // -Xrs, or a JVM that reserves the signal: its default behaviour stays.
            }
        }
        return installed;
    }

    /** Puts back the handlers there were before. */
    @Override
    public void close() {
        previous.forEach(Signal::handle);
    }
}
