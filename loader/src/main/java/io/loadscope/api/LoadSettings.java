package io.loadscope.api;

import java.util.Map;

/**
 * The settings a load runs with: the profile's, then the request's own on top of them. The command line and
 * {@link Loadscope#load} both get them from {@link Loadscope#settings}, so a profile means the same in both.
 *
 * @param jvmOptions the profile's {@code jvm.options} (or the request's): the command line starts a JVM with them; an
 *                   application that embeds the loader runs in its own JVM and sets its own
 */
public record LoadSettings(String profileName, String profileSource, String engine, Map<String, String> settings,
                           String jvmOptions) {
    public LoadSettings {
        settings = Map.copyOf(settings);
    }
}
