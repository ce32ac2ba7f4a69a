package io.loadscope.probe;

import io.loadscope.record.ThreadRole;

/**
 * A worker of the load that stopped before the load ended: an engine's index writer whose task failed, a loader
 * thread that died or ended without the end of the data, or the load itself told to stop (a stall timeout).
 *
 * @param role       the thread role that stopped
 * @param thread     the thread's name, or "" when not known
 * @param cause      what it stopped of; may be null when the engine swallowed it (then {@code summary} says so)
 * @param summary    one line for people: what stopped, of what
 * @param atNanos    when it was seen, on {@link Clock#wall()}
 */
public record WorkerStop(ThreadRole role, String thread, Throwable cause, String summary, long atNanos) {
}
