package io.loadscope.cli;

import io.loadscope.input.InputError;
import picocli.CommandLine.Option;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * {@code --classpath} and {@code lib/}: jars (or class directories) an operator adds for classes a store names, such as
 * a Wikibase installation's Blazegraph vocabulary, inline-URI factory and literal extensions. Blazegraph finds those
 * classes with {@code Class.forName} from its own classes (and reads a store's vocabulary back by deserialising it), so
 * a class loader of loadscope's own would not reach them: the command runs again in a JVM whose class path has them,
 * once, together with the profile's JVM options when it has any. That JVM's own loads, tuning loads and machine shapes
 * inherit its class path. Every entry must exist; the run record names each with its size and SHA-256.
 */
final class ClassPathOptions {
    /** What a forked JVM was given, so a command it forks again (a tuning load) still names the entries in its record. */
    static final String ADDED = "loadscope.classPathAdded";
    static final String LIB = "lib";

    @Option(names = "--classpath", paramLabel = "PATH[:PATH...]",
            description = {"Jars or class directories to put on the class path (separated by ':', ';' on Windows): classes a store's settings name, such as an operator's Blazegraph vocabulary, inline-URI factory "
                    + "and literal extensions. The command runs in a JVM started with them. Jars in the directory lib beside "
                    + "the loadscope jar are added without it. The run record names each (path, size, SHA-256)."})
    String classPath;

    /** The entries this command adds: {@code --classpath}'s, lib/'s jars, and those a parent loadscope JVM added. */
    List<Path> entries() throws InputError {
        Set<Path> all = new LinkedHashSet<>();
        String inherited = System.getProperty(ADDED);
        if (inherited != null && !inherited.isBlank()) {
            for (String e : inherited.split(File.pathSeparator)) if (!e.isBlank()) all.add(Path.of(e));
        }
        if (classPath != null) {
            for (String e : classPath.split(File.pathSeparator)) {
                if (e.isBlank()) continue;
                Path p = Path.of(e).toAbsolutePath().normalize();
                if (!Files.exists(p)) throw new InputError("--classpath: " + e + " does not exist");
                if (Files.isRegularFile(p) && !p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".jar")) {
                    throw new InputError("--classpath: " + e + " is neither a jar nor a directory of classes");
                }
                all.add(p);
            }
        }
        all.addAll(lib());
        return List.copyOf(all);
    }

    /**
     * The jars in {@code lib/} beside the jar loadscope runs from (none when it runs from class directories): beside the
     * jar as started ({@code java -jar PATH}, a link's own directory) and beside the file it is.
     */
    static List<Path> lib() {
        Set<Path> dirs = new LinkedHashSet<>();
        String started = System.getProperty("java.class.path", "");
        if (!started.contains(File.pathSeparator) && started.toLowerCase(java.util.Locale.ROOT).endsWith(".jar")) {
            Path parent = Path.of(started).toAbsolutePath().normalize().getParent();
            if (parent != null) dirs.add(parent.resolve(LIB));
        }
        try {
            Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(jar) && jar.toAbsolutePath().getParent() != null) dirs.add(jar.toAbsolutePath().getParent().resolve(LIB));
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            // no code source to go by
        }
        Set<Path> jars = new LinkedHashSet<>();
        for (Path lib : dirs) {
            if (!Files.isDirectory(lib)) continue;
            try (Stream<Path> files = Files.list(lib)) {
                files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".jar"))
                        .map(f -> f.toAbsolutePath().normalize()).sorted().forEach(jars::add);
            } catch (IOException e) {
                // an unreadable lib/ adds nothing
            }
        }
        return List.copyOf(jars);
    }

    /** Those of {@code entries} this JVM's class path lacks: when there are any, the command must run in a new JVM. */
    static List<Path> missing(List<Path> entries) {
        Set<Path> have = new LinkedHashSet<>();
        for (String e : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!e.isBlank()) have.add(Path.of(e).toAbsolutePath().normalize());
        }
        List<Path> missing = new ArrayList<>();
        for (Path p : entries) if (!have.contains(p)) missing.add(p);
        return missing;
    }
}
