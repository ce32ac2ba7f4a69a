package io.loadscope.engine.registry;

import io.loadscope.engine.Engine;
import io.loadscope.engine.LoadParser;
import io.loadscope.engine.StatementReader;
import io.loadscope.engine.StatementReading;

import io.loadscope.engine.blazegraph.BlazegraphEngine;
import io.loadscope.engine.tdb2.Tdb2Engine;

import java.util.LinkedHashMap;
import java.util.Map;

/** The engines loadscope can drive, by name. */
public final class Engines {
    /** Built once, never changed: the engines in the order they are listed (the registry holds no other state). */
    private static final Map<String, Engine> ALL = byTheirNames(
            new BlazegraphEngine(false), new BlazegraphEngine(true), new Tdb2Engine());

    private Engines() {
    }

    private static Map<String, Engine> byTheirNames(Engine... engines) {
        Map<String, Engine> m = new LinkedHashMap<>();
        for (Engine e : engines) m.put(e.name(), e);
        return java.util.Collections.unmodifiableMap(m);
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
}
