package io.loadscope.request;

import io.loadscope.load.FlameEvent;
import io.loadscope.load.OnError;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A request written as the arguments of {@code loadscope load}, for the commands that run a load in another JVM or
 * through the command line itself (tuning's trial loads, the overhead benchmark's instrumented side): one writer, so
 * a request means the same whichever of them starts it, and the command line's own parsing reads it back unchanged.
 * What only an embedding application can give (listeners, a progress consumer, a stop, {@code writeOutputs}) has no
 * argument and is not written.
 */
public final class LoadArguments {
    /** How a built-in profile's source reads ({@code "built-in /profiles/wdqs.properties"}): named by its name. */
    private static final String BUILT_IN = "built-in ";

    private LoadArguments() {
    }

    /**
     * {@code load ...} running {@code request} in the JVM it is given to: with {@code --no-fork}, because the caller
     * chose that JVM's options (a trial's heap, the benchmark's own JVM) and the profile's must not start another.
     */
    public static List<String> inThisJvm(LoadRequest request) {
        List<String> args = new ArrayList<>(List.of("load", "--engine", request.engine(), "--profile", profile(request.profile()),
                "--no-fork", "--store", request.store().toString()));
        if (request.reportDir() != null) args.addAll(List.of("--report", request.reportDir().toString()));
        if (request.format() != null) args.addAll(List.of("--format", request.format().name().toLowerCase(Locale.ROOT)));
        request.include().forEach(g -> args.addAll(List.of("--include", g)));
        request.exclude().forEach(g -> args.addAll(List.of("--exclude", g)));
        if (!request.flame().isEmpty()) {
            args.addAll(List.of("--flame", request.flame().stream().map(FlameEvent::key).collect(Collectors.joining(","))));
        }
        if (request.resume()) args.add("--resume");
        if (request.onError() != OnError.ABORT) args.addAll(List.of("--on-error", request.onError().key()));
        if (!request.classPath().isEmpty()) {
            args.addAll(List.of("--classpath", request.classPath().stream().map(Path::toString)
                    .collect(Collectors.joining(File.pathSeparator))));
        }
        // Only the request's own settings: the profile, named above, gives the rest, as it did for this request.
        request.ownSettings().forEach((k, v) -> args.addAll(List.of("--set", k + "=" + v)));
        args.addAll(request.inputs());
        return args;
    }

    /** A built-in profile by its name; a profile read from a file by that file, which is what the name stood for. */
    private static String profile(LoadSettings applied) {
        String source = applied.profileSource();
        return source == null || source.startsWith(BUILT_IN) ? applied.profileName() : source;
    }
}
