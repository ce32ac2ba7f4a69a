package io.loadscope.engine.blazegraph;

import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.ResourceFault;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;
import org.openrdf.rio.RDFParseException;

import java.nio.file.Path;
import java.util.List;

/** Blazegraph's failures in the loader's words: a stopped writer, a heap or disk fault, a located parse error, or its message. */
final class BlazegraphFailures {
    private BlazegraphFailures() {
    }

    /**
     * The writer's failure when the writer stopped; a resource fault (heap, full disk) worded with the store's
     * directory and the memory settings of the path; else a parse error with its place, or the root message.
     */
    static LoadFailure of(OpenedInput input, Throwable e, Path storeDir, List<MemorySetting> memory, LoadProbes probes) {
        return ResourceFault.failure(e, probes, input.name(), storeDir, memory).orElseGet(() -> of(input, e));
    }

    static LoadFailure of(OpenedInput input, Throwable e) {
        var damaged = input.damageFailure(e);
        if (damaged.isPresent()) return damaged.get();
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RDFParseException pe) {
                String msg = pe.getMessage() == null ? "parse error" : pe.getMessage().replaceAll("\\s*\\[line \\d+(, column \\d+)?\\]\\s*$", "");
                return LoadFailure.parseError(msg, input.name(), pe.getLineNumber(), pe.getColumnNumber(), pe);
            }
        }
        return new LoadFailure("Blazegraph failed while loading: " + rootMessage(e), input.name(), e);
    }

    /** A heap or disk fault in words, with what to change; anything else as its innermost message. */
    static String openFailure(Throwable e, Path storeDir, List<MemorySetting> memory) {
        return ResourceFault.find(e).map(f -> f.message(storeDir, memory)).orElseGet(() -> rootMessage(e));
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }
}
