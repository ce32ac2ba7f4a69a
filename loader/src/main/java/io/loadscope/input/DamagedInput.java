package io.loadscope.input;

import io.loadscope.load.LoadFailure;

import java.io.IOException;
import java.util.Optional;

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

    /**
     * The input's bytes were damaged under whatever the engine's parser wrapped around them: the failure in the
     * loader's words (no exception class names, no parser's location inside a cut-off stream), or empty.
     */
    static Optional<LoadFailure> failureIn(Throwable e, String file) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof DamagedInput d) return Optional.of(LoadFailure.inputFault(d.reason(), file, d));
            for (Throwable s : t.getSuppressed()) {
                if (s instanceof DamagedInput d) return Optional.of(LoadFailure.inputFault(d.reason(), file, d));
            }
        }
        return Optional.empty();
    }

    /** What is wrong with the bytes and what to do, without the file's name (the failure names the file). */
    public String reason() {
        return reason;
    }
}
