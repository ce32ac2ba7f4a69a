package io.loadscope.example;

import io.loadscope.request.LoadRequest;
import io.loadscope.api.LoadResult;
import io.loadscope.api.Loadscope;
import io.loadscope.api.RequestRefused;
import io.loadscope.event.BatchWritten;
import io.loadscope.event.FileLoaded;
import io.loadscope.event.LoadListener;
import io.loadscope.event.LoadStarted;

import java.io.PrintStream;
import java.nio.file.Path;

/**
 * An application's load: one file into a store, with a listener that prints what the load does. It uses the API
 * package only ({@code io.loadscope.api} and its events), as an application that embeds the loader should.
 * <p>
 * {@code java -cp ... io.loadscope.example.EmbeddedLoad STORE_DIR INPUT [PROFILE]}
 */
public final class EmbeddedLoad {
    private EmbeddedLoad() {
    }

    public static void main(String[] args) throws RequestRefused {
        if (args.length < 2) {
            System.err.println("usage: EmbeddedLoad STORE_DIR INPUT [PROFILE]");
            System.exit(2);
        }
        LoadResult result = load(Path.of(args[0]), Path.of(args[1]), args.length > 2 ? args[2] : null, System.out);
        System.exit(result.loaded() ? 0 : 1);
    }

    /** Loads {@code input} into {@code store} with {@code profile} (null: the engine's default), printing to {@code out}. */
    public static LoadResult load(Path store, Path input, String profile, PrintStream out) throws RequestRefused {
        LoadListener printer = new LoadListener() {
            @Override
            public void onStart(LoadStarted started) {
                out.println("loading " + started.inputs() + " with " + started.engine());
            }

            @Override
            public void onBatch(BatchWritten batch) {
                out.printf("batch of %,d statements written%n", batch.statements());
            }

            @Override
            public void onFileLoaded(FileLoaded file) {
                out.printf("%s: %,d statements%n", file.name(), file.statements());
            }
        };
        LoadResult result = Loadscope.load(LoadRequest.builder()
                .profile(profile)
                .store(store)
                .input(input)
                .listener(printer)
                .build());
        if (result.loaded()) {
            out.printf("done: %,d statements in the store; run record %s%n",
                    result.record().totals().statementsCommitted(), result.runDir().resolve("run.json"));
        } else {
            out.println("failed: " + result.failure().getMessage());
        }
        return result;
    }
}
