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
 */
public record Profile(String name, String source, String engine, List<String> jvmOptions, Map<String, String> settings) {

    public static final String DEFAULT = "blazegraph-default";
    /** The key of a profile's JVM options; never a setting. */
    public static final String JVM_OPTIONS = "jvm.options";

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
        for (String key : p.stringPropertyNames().stream().sorted().toList()) {
            if (key.equals("engine") || key.equals(JVM_OPTIONS)) continue;
            settings.put(key, p.getProperty(key).strip());
        }
        return new Profile(name, source, engine, List.copyOf(jvmOptions), settings);
    }
}
