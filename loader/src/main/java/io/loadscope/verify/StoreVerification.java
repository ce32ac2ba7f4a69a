package io.loadscope.verify;

import io.loadscope.record.VerifyReport;

import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.KnownDepartures;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputResolver;
import io.loadscope.input.InputSelection;
import io.loadscope.input.InputSource;
import io.loadscope.input.LoadFailure;
import io.loadscope.input.RdfFormat;
import io.loadscope.probe.LoadProbes;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Opens an existing store read for verification and compares it with the inputs. */
public final class StoreVerification {
    private StoreVerification() {
    }

    public static VerifyReport run(String engineName, Map<String, String> settings, Path store, List<String> inputs,
                                   RdfFormat format) throws InputError, LoadFailure, IOException {
        return run(engineName, settings, store, inputs, InputSelection.ALL, format);
    }

    /** @param selection which files of directory inputs are inputs: the same as the load's, or the comparison is wrong */
    public static VerifyReport run(String engineName, Map<String, String> settings, Path store, List<String> inputs,
                                   InputSelection selection, RdfFormat format) throws InputError, LoadFailure, IOException {
        Engine engine;
        try {
            engine = Engines.byName(engineName);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        // Another kind of engine would find no store of its own here and create an empty one.
        io.loadscope.durable.StoreEngine.check(store, engine.name());
        InputOpener opener = new InputOpener(format);
        List<InputSource> sources = opener.checkAll(InputResolver.resolve(inputs, selection)).sources();
        if (sources.stream().anyMatch(InputSource::isStdin)) {
            throw new InputError("verify reads its inputs twice and cannot use stdin (-): give files");
        }

        if (!Files.isDirectory(store) || isEmpty(store)) throw new InputError("no store in " + store + " to verify");
        Path tmp = Files.createTempDirectory("loadscope-verify");
        // Opening a store another process is loading would read half a load, or break its journal.
        try (io.loadscope.durable.StoreLock lock = io.loadscope.durable.StoreLock.acquire(store);
             EngineSession session = configure(engine, settings).open(store, LoadProbes.discard())) {
            List<DepartureRule> departures = engine instanceof KnownDepartures known ? known.knownDepartures() : List.of();
            return Verifier.verify(sources, opener, session, tmp, engine.name(), departures);
        } finally {
            try (Stream<Path> s = Files.list(tmp)) {
                for (Path p : s.toList()) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(tmp);
        }
    }

    /** The engine's configuration for reading the store; a setting it refuses is the user's to fix, as for a load. */
    private static io.loadscope.engine.EngineConfig configure(Engine engine, Map<String, String> settings) throws InputError {
        Map<String, String> own = new java.util.LinkedHashMap<>();
        settings.forEach((k, v) -> {
            if (engine.acceptsSetting(k)) own.put(k, v);
        });
        try {
            return engine.configure(own);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }
}
