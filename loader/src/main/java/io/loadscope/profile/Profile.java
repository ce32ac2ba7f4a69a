package io.loadscope.profile;

import io.loadscope.input.InputError;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * A named load profile: engine, JVM options and settings (engine properties and {@code loader.*} knobs),
 * in a {@code .properties} file. Found by path, else in {@code ./profiles/}, else among the profiles
 * shipped inside the jar.
 *
 * <p>A setting may require classes ({@code requires.KEY=CLASS[,CLASS...]}): it applies when they are on the class path
 * and is left out, and said so, when they are not ({@link #applicable}). The {@code wdqs} profile names Wikidata's own
 * Blazegraph classes this way: an operator who has them (the command line's {@code --classpath}, {@code lib/}) gets
 * production's settings, anyone else the rest of them.
 *
 * @param requires setting → the classes it needs (only settings of this profile)
 */
public record Profile(String name, String source, String engine, List<String> jvmOptions, Map<String, String> settings,
                      Map<String, List<String>> requires) {

    public static final String DEFAULT = "blazegraph-default";
    /** The key of a profile's JVM options; never a setting. */
    public static final String JVM_OPTIONS = "jvm.options";
    /** The prefix of a setting's required classes; never a setting. */
    public static final String REQUIRES = "requires.";

    public Profile {
        requires = requires == null ? Map.of() : Map.copyOf(requires);
    }

    /** A profile whose settings need no classes beyond loadscope's own. */
    public Profile(String name, String source, String engine, List<String> jvmOptions, Map<String, String> settings) {
        this(name, source, engine, jvmOptions, settings, Map.of());
    }

    /** What {@link #applicable} keeps and what it leaves out, in words. */
    public record Applicable(Map<String, String> settings, List<String> leftOut) {
    }

    /**
     * The settings whose required classes are all on the class path, and one line per set of missing classes naming
     * the settings left out for them. Classes are looked up as the engines look them up (by name, from this class path).
     */
    public Applicable applicable() {
        return applicable(java.util.Set.of());
    }

    /** As {@link #applicable()}, leaving {@code given} out of the question: a load that sets them itself uses its own values. */
    public Applicable applicable(java.util.Set<String> given) {
        Map<String, String> kept = new LinkedHashMap<>();
        Map<List<String>, List<String>> leftFor = new LinkedHashMap<>();
        settings.forEach((key, value) -> {
            if (given.contains(key)) return;
            List<String> missing = requires.getOrDefault(key, List.of()).stream().filter(c -> !onClassPath(c)).toList();
            if (missing.isEmpty()) kept.put(key, value);
            else leftFor.computeIfAbsent(missing, m -> new ArrayList<>()).add(key);
        });
        List<String> notes = new ArrayList<>();
        leftFor.forEach((classes, keys) -> notes.add("profile " + name + " left out " + String.join(", ", keys) + ": "
                + (classes.size() == 1 ? "class " : "classes ") + String.join(", ", classes) + (classes.size() == 1 ? " is" : " are")
                + " not on the class path (--classpath, or a jar in lib/ beside loadscope.jar)"));
        return new Applicable(kept, List.copyOf(notes));
    }

    private static boolean onClassPath(String className) {
        try {
            Class.forName(className, false, Profile.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    /** The named profile, or the engine's default one; a profile made for another engine is an error. */
    public static Profile resolve(String nameOrPath, String engine) throws InputError {
        String name = nameOrPath;
        if (name == null) {
            try {
                name = engine == null ? DEFAULT : io.loadscope.engine.registry.Engines.byName(engine).defaultProfile();
            } catch (IllegalArgumentException e) {
                throw new InputError(e.getMessage());
            }
        }
        Profile p = load(name);
        p.checkServes(engine);
        return p;
    }

    /** Refuses a profile made for another engine than {@code engine} (null: any). */
    public void checkServes(String engine) throws InputError {
        // A Blazegraph profile serves both Blazegraph load paths (blazegraph, blazegraph-sail): same properties.
        if (engine != null && !engine.equals(this.engine) && !engine.startsWith(this.engine + "-")) {
            throw new InputError("profile " + name + " is for engine " + this.engine + ", not " + engine);
        }
    }

    public static Profile load(String nameOrPath) throws InputError {
        Path asPath = Path.of(nameOrPath);
        if (Files.isRegularFile(asPath)) return fromFile(asPath);
        Path local = Path.of("profiles", nameOrPath + ".properties");
        if (Files.isRegularFile(local)) return fromFile(local);
        String resource = "/profiles/" + nameOrPath + ".properties";
        try (InputStream in = Profile.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new InputError("no profile '" + nameOrPath + "': not a file, not in ./profiles, not built in (built in: "
                        + String.join(", ", builtIn()) + ")");
            }
            return parse(nameOrPath, "built-in " + resource, new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputError("cannot read profile " + nameOrPath + ": " + e.getMessage());
        }
    }

    public static List<String> builtIn() {
        return List.of(DEFAULT, "blazegraph-quads", "wdqs", "tdb2-phased", "tdb2-parallel", "tdb2-xloader");
    }

    private static Profile fromFile(Path file) throws InputError {
        String name = file.getFileName().toString().replaceFirst("\\.properties$", "");
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            return parse(name, file.toString(), r);
        } catch (IOException e) {
            throw new InputError("cannot read profile " + file + ": " + e.getMessage());
        }
    }

    private static Profile parse(String name, String source, Reader reader) throws IOException, InputError {
        Properties p = new Properties();
        p.load(reader);
        String engine = p.getProperty("engine", "blazegraph").strip();
        String jvm = p.getProperty(JVM_OPTIONS, "").strip();
        List<String> jvmOptions = jvm.isEmpty() ? List.of() : new ArrayList<>(Arrays.asList(jvm.split("\\s+")));
        Map<String, String> settings = new LinkedHashMap<>();
        Map<String, List<String>> requires = new LinkedHashMap<>();
        for (String key : p.stringPropertyNames().stream().sorted().toList()) {
            if (key.equals("engine") || key.equals(JVM_OPTIONS)) continue;
            if (key.startsWith(REQUIRES)) {
                requires.put(key.substring(REQUIRES.length()), Arrays.stream(p.getProperty(key).split("[,\\s]+"))
                        .filter(c -> !c.isBlank()).toList());
                continue;
            }
            settings.put(key, p.getProperty(key).strip());
        }
        for (String key : requires.keySet()) {
            if (!settings.containsKey(key)) {
                throw new InputError("profile " + name + ": " + REQUIRES + key + " names classes for a setting the profile does not have");
            }
        }
        return new Profile(name, source, engine, List.copyOf(jvmOptions), settings, requires);
    }
}
