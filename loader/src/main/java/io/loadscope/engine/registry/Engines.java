package io.loadscope.engine.registry;

import io.loadscope.engine.Engine;
import io.loadscope.engine.LoadParser;
import io.loadscope.engine.StatementReader;
import io.loadscope.engine.StatementReading;

import io.loadscope.engine.blazegraph.BlazegraphEngine;
import io.loadscope.engine.tdb2.Tdb2Engine;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The engines loadscope can drive, by name. */
public final class Engines {
    private static final Map<String, Engine> ALL = new LinkedHashMap<>();

    static {
        register(new BlazegraphEngine(false));
        register(new BlazegraphEngine(true));
        register(new Tdb2Engine());
    }

    private Engines() {
    }

    private static void register(Engine e) {
        ALL.put(e.name(), e);
    }

    public static Engine byName(String name) {
        Engine e = ALL.get(name);
        if (e == null) throw new IllegalArgumentException("unknown engine '" + name + "' (known: " + String.join(", ", ALL.keySet()) + ")");
        return e;
    }

    /** A reader of inputs with {@code parser}, from the engine that brings it. */
    public static java.util.Optional<StatementReader> reader(LoadParser parser) {
        return ALL.values().stream().filter(e -> e instanceof StatementReading).map(e -> ((StatementReading) e).statementReader())
                .filter(r -> r.parser() == parser).findFirst();
    }

    public static Set<String> names() {
        return ALL.keySet();
    }
}
