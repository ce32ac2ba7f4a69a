package io.loadscope.durable;

import io.loadscope.engine.Engine;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputError;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A store is opened only by the engine that made it, or one writing the same kind of store ({@link Engine#storeKind}).
 * Another engine would not see the store at all: it would create a store of its own beside it (a Blazegraph journal
 * among TDB2's files), a load would record that in the same manifest, and verify would report every statement
 * missing. The engine that made a store is the one its manifest's {@code creating} line names.
 */
public final class StoreEngine {
    private StoreEngine() {
    }

    /** The engine that made the store in {@code store}, if its manifest says; read only, nothing is created. */
    public static Optional<String> recorded(Path store) throws InputError {
        try {
            return LoadManifest.recordedEngine(store);
        } catch (IOException e) {
            throw new InputError("cannot read the store's load manifest: " + e.getMessage());
        }
    }

    /** Refuses {@code engine} on a store another kind of engine made, naming both; before anything is created. */
    public static void check(Path store, String engine) throws InputError {
        Optional<String> made = recorded(store);
        if (made.isEmpty() || made.get().equals(engine) || sameKind(made.get(), engine)) return;
        throw new InputError("store " + store + " was made by engine " + made.get() + " (its " + LoadManifest.FILE
                + " says so), not " + engine + ", which would create a store of its own beside it: give --engine "
                + made.get() + " (or leave --engine out), or use another store directory");
    }

    private static boolean sameKind(String a, String b) {
        try {
            return Engines.byName(a).storeKind().equals(Engines.byName(b).storeKind());
        } catch (IllegalArgumentException unknown) {
            // An engine this version does not know made the store: no engine of this version is its kind.
            return false;
        }
    }
}
