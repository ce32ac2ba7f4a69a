package io.loadscope.request;

import io.loadscope.input.InputError;
import io.loadscope.profile.Profile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The settings a load runs with: the profile's, then the request's own on top of them. The one applied-settings type:
 * the request carries it ({@link LoadRequest#profile}), the command line and {@code io.loadscope.api.Loadscope#settings}
 * both get it from {@link #resolve}, so a profile means the same in both. A profile is named here, never handed over
 * read: how a profile is read is the loader's own, not part of the API.
 *
 * @param settings   the profile's settings with the load's own on top (engine properties and loader knobs, as written)
 * @param jvmOptions the profile's {@code jvm.options} (or the request's): the command line starts a JVM with them; an
 *                   application that embeds the loader runs in its own JVM and sets its own
 * @param leftOut    the profile's settings left out because the classes they need are not on the class path, in words
 *                   ({@link Profile#applicable}); the run record's warnings repeat them
 */
public record LoadSettings(String profileName, String profileSource, String engine, Map<String, String> settings,
                           String jvmOptions, List<String> leftOut) {
    public LoadSettings {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        leftOut = leftOut == null ? List.of() : List.copyOf(leftOut);
    }

    public LoadSettings(String profileName, String profileSource, String engine, Map<String, String> settings, String jvmOptions) {
        this(profileName, profileSource, engine, settings, jvmOptions, List.of());
    }

    /**
     * The profile {@code profile} names (a built-in name, a name in {@code ./profiles}, or a file's path; null: the
     * engine's default, else {@code blazegraph-default}) with {@code sets} on top, for {@code engine} (null: the
     * profile's own). A {@code jvm.options} among {@code sets} replaces the profile's JVM options and is kept apart from
     * the settings.
     *
     * @throws IllegalArgumentException when the profile cannot be read or is for another engine
     */
    public static LoadSettings resolve(String profile, String engine, Map<String, String> sets) {
        try {
            return of(Profile.resolve(profile, engine), engine, sets);
        } catch (InputError e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }

    /** {@code profile}, already read, with {@code sets} on top: see {@link #resolve}. */
    static LoadSettings of(Profile profile, String engine, Map<String, String> sets) {
        Profile.Applicable applicable = profile.applicable(sets.keySet());
        Map<String, String> merged = new LinkedHashMap<>(applicable.settings());
        sets.forEach((k, v) -> {
            if (!k.equals(Profile.JVM_OPTIONS)) merged.put(k, v);
        });
        String jvm = sets.containsKey(Profile.JVM_OPTIONS) ? sets.get(Profile.JVM_OPTIONS) : String.join(" ", profile.jvmOptions());
        // A setting the request gives itself is the request's: not left out, and checked like any other.
        return new LoadSettings(profile.name(), profile.source(), engine != null ? engine : profile.engine(), merged, jvm,
                applicable.leftOut());
    }
}
