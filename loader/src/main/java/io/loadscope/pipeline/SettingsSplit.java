package io.loadscope.pipeline;

import io.loadscope.engine.Engine;
import io.loadscope.input.InputError;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * A request's settings parted into the engine's and the loader's own, a key that is neither refused by name: the one
 * check of a setting's key, for a load's preflight and for verify, which opens the store with the settings it was
 * loaded with. Nothing is typed here; the engine's {@code configure} and the loader's settings type the two parts.
 */
public record SettingsSplit(Map<String, String> engine, Map<String, String> loader) {
    public SettingsSplit {
        engine = Collections.unmodifiableMap(new LinkedHashMap<>(engine));
        loader = Collections.unmodifiableMap(new LinkedHashMap<>(loader));
    }

    /** @throws InputError naming the first key neither {@code engine} nor the loader knows */
    public static SettingsSplit of(Engine engine, Map<String, String> settings) throws InputError {
        Map<String, String> engineSettings = new LinkedHashMap<>();
        Map<String, String> loaderSettings = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : settings.entrySet()) {
            String key = e.getKey();
            if (LoaderSettings.KEYS.contains(key)) loaderSettings.put(key, e.getValue());
            else if (engine.acceptsSetting(key)) engineSettings.put(key, e.getValue());
            else throw new InputError("setting '" + key + "' is not known to engine " + engine.name() + " or to the loader"
                        + " (loader settings: " + String.join(", ", new TreeSet<>(LoaderSettings.KEYS)) + ")");
        }
        return new SettingsSplit(engineSettings, loaderSettings);
    }
}
