package io.loadscope.probe;

import io.loadscope.event.LoadListener;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * Calls the embedding application's listeners and keeps their failures away from the load: an exception
 * is counted and its first occurrences are kept for the run record, then the load goes on.
 */
public final class ListenerDispatch {
    private static final int KEPT_FAILURES = 10;

    private final List<LoadListener> listeners = new CopyOnWriteArrayList<>();
    private final AtomicLong failures = new AtomicLong();
    private final List<String> firstFailures = Collections.synchronizedList(new ArrayList<>());

    public void add(LoadListener listener) {
        listeners.add(listener);
    }

    public boolean isEmpty() {
        return listeners.isEmpty();
    }

    public void each(String callback, Consumer<LoadListener> call) {
        for (LoadListener l : listeners) {
            try {
                call.accept(l);
            } catch (VirtualMachineError e) {
                throw e;
            } catch (Throwable t) {
                if (failures.incrementAndGet() <= KEPT_FAILURES) {
                    firstFailures.add("listener " + l.getClass().getName() + "." + callback + " threw " + t);
                }
            }
        }
    }

    public long failures() {
        return failures.get();
    }

    public List<String> firstFailures() {
        synchronized (firstFailures) {
            return List.copyOf(firstFailures);
        }
    }
}
