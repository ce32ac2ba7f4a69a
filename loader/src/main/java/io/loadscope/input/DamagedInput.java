package io.loadscope.input;

import java.io.IOException;

/**
 * An input whose bytes are damaged below the RDF: compressed data cut off before its end marker. Its own type, so
 * every engine can say the reason in the loader's words whatever the engine's parser wrapped it in.
 */
public final class DamagedInput extends IOException {
    private final String reason;

    DamagedInput(String name, String reason) {
        super(name + ": " + reason);
        this.reason = reason;
    }

    /** What is wrong with the bytes and what to do, without the file's name (the failure names the file). */
    public String reason() {
        return reason;
    }
}
