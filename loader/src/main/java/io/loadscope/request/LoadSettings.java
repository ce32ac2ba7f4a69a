package io.loadscope.request;

import io.loadscope.profile.Profile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The settings a load runs with: the profile's, then the request's own on top of them. The one applied-settings type:
 * the request carries it ({@link LoadRequest#profile}), the command line and {@code io.loadscope.api.Loadscope#settings}
 * both get it from {@link #of}, so a profile means the same in both. (It moved here from {@code io.loadscope.api} and
 * replaces the profile package's former {@code Profile.Applied}, which carried the same values.)
 *
 * @param settings   the profile's settings with the load's own on top (engine properties and loader knobs, as written)
 * @param jvmOptions the profile's {@code jvm.options} (or the request's): the command line starts a JVM with them; an
 *                   application that embeds the loader runs in its own JVM and sets its own
 */
public record LoadSettings(String profileName, String profileSource, String engine, Map<String, String> settings,
                           String jvmOptions) {
    public LoadSettings {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
    }

    /**
     * {@code profile} with {@code sets} on top, for {@code engine} (null: the profile's own). A {@code jvm.options}
     * among {@code sets} replaces the profile's JVM options and is kept apart from the settings.
     */
    public static LoadSettings of(Profile profile, String engine, Map<String, String> sets) {
        Map<String, String> merged = new LinkedHashMap<>(profile.settings());
        sets.forEach((k, v) -> {
            if (!k.equals(Profile.JVM_OPTIONS)) merged.put(k, v);
        });
        String jvm = sets.containsKey(Profile.JVM_OPTIONS) ? sets.get(Profile.JVM_OPTIONS) : String.join(" ", profile.jvmOptions());
        return new LoadSettings(profile.name(), profile.source(), engine != null ? engine : profile.engine(), merged, jvm);
    }
}
