package io.loadscope.api;

/**
 * A load that did not start: an unknown profile or engine, a setting the engine refuses, an input that does not
 * exist, a store that cannot be written. Nothing was created or changed.
 */
public class RequestRefused extends Exception {
    public RequestRefused(String message, Throwable cause) {
        super(message, cause);
    }
}
