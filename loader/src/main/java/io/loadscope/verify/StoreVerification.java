package io.loadscope.verify;

import io.loadscope.record.VerifyReport;

import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.KnownDepartures;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputResolver;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.pipeline.SettingsSplit;
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

    /** Verifies {@code request}'s store against its inputs; a setting, engine or input it refuses is the user's to fix. */
    public static VerifyReport run(VerifyRequest request) throws InputError, LoadFailure, IOException {
        Path store = request.store();
        Engine engine;
        try {
            engine = Engines.byName(request.engine());
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
        // Checked before anything is opened, as a load checks them: a mistyped key is named, not dropped.
        EngineConfig config = configure(engine, request.settings());
        // Another kind of engine would find no store of its own here and create an empty one.
        io.loadscope.durable.StoreEngine.check(store, engine.name());
        InputOpener opener = new InputOpener(request.format());
        List<InputSource> sources = opener.checkAll(InputResolver.resolve(request.inputs(), request.selection())).sources();
        if (sources.stream().anyMatch(InputSource::isStdin)) {
            throw new InputError("verify reads its inputs twice and cannot use stdin (-): give files");
        }

        if (!Files.isDirectory(store) || isEmpty(store)) throw new InputError("no store in " + store + " to verify");
        Path tmp = Files.createTempDirectory("loadscope-verify");
        // Opening a store another process is loading would read half a load, or break its journal.
        try (io.loadscope.durable.StoreLock lock = io.loadscope.durable.StoreLock.acquire(store);
             EngineSession session = config.open(store, LoadProbes.discard())) {
            List<DepartureRule> departures = engine instanceof KnownDepartures known ? known.knownDepartures() : List.of();
            return Verifier.verify(sources, opener, session, tmp, engine.name(), departures);
        } finally {
            try (Stream<Path> s = Files.list(tmp)) {
                for (Path p : s.toList()) Files.deleteIfExists(p);
            }
            Files.deleteIfExists(tmp);
        }
    }

    /**
     * The engine's configuration for reading the store. The load's settings are checked as the load checked them (an
     * unknown key refused by name); the loader's own knobs are accepted and have nothing to do here.
     */
    private static EngineConfig configure(Engine engine, Map<String, String> settings) throws InputError {
        try {
            return engine.configure(SettingsSplit.of(engine, settings).engine());
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
