package io.loadscope.event;

import io.loadscope.record.ProgressSample;

import io.loadscope.record.RunRecord;

/**
 * Callbacks for applications that embed the loader. Every method has an empty default, so implement
 * only what you need.
 *
 * <p>Callbacks run on the load's own threads ({@link #onStage} and {@link #onBatch} on the writer thread
 * too), so keep them short. An exception thrown by a listener is caught, counted and noted in the run
 * record; it never fails or corrupts the load.
 */
public interface LoadListener {

    /** The store is open, inputs are resolved; nothing is loaded yet. */
    default void onStart(LoadStarted started) {
    }

    /** Once per sampling interval (1 s by default). */
    default void onProgress(ProgressSample sample) {
    }

    /** A timed stage interval ended (per batch, per commit ...). */
    default void onStage(StageSpan span) {
    }

    /** The engine wrote one batch into its indexes. */
    default void onBatch(BatchWritten batch) {
    }

    /** One input was loaded and committed. */
    default void onFileLoaded(FileLoaded file) {
    }

    /** The load ended, loaded or failed; the record is final. */
    default void onFinish(RunRecord record) {
    }
}
