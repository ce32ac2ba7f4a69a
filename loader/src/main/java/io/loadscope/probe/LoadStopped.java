package io.loadscope.probe;

/**
 * Thrown out of a hand-off or a wait on another thread of the load when that thread stopped (its task failed, it
 * died, it ended early) or the load was told to stop (a stall timeout). Its cause is the worker's own failure, when
 * known, so that a resource fault in it (the heap, a full disk) is found and worded like any other.
 */
public final class LoadStopped extends RuntimeException {
    private final transient WorkerStop stop;

    public LoadStopped(WorkerStop stop) {
        super(stop.summary(), stop.cause());
        this.stop = stop;
    }

    public WorkerStop stop() {
        return stop;
    }
}
