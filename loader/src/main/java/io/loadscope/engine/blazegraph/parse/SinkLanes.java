package io.loadscope.engine.blazegraph.parse;

import java.io.IOException;

/**
 * Where statements go when their order does not matter (a build that sorts everything at the end): several threads
 * tell statements at once, each into a lane of its own, so that the work the sink does per statement (a sorted build's
 * term encoding) runs on the threads that parsed them instead of on the one thread that reads the file. A lane is held
 * by one thread at a time, for one block of a file or one whole file.
 */
public interface SinkLanes {
    /** What runs in a lane: a parse into the lane's sink. */
    @FunctionalInterface
    interface Work<T> {
        T run(RioFrontEnd.Sink sink) throws IOException;
    }

    /** Runs {@code work} with a lane that no other thread uses until it returns; waits while every lane is held. */
    <T> T inLane(Work<T> work) throws IOException;

    /** The calling thread waited {@code nanos} for work in lanes on other threads to finish (it does no work meanwhile). */
    default void waited(long nanos) {
    }
}
