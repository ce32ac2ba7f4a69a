package io.loadscope.request;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * Settings a load request adds on top of its profile, as written: what a tuning candidate changes from the default.
 * Kept as written (not typed) because it becomes a load request, whose preflight types it like any other; it lives
 * here, beside the request, so the packages that make requests (tuning) hand one value around instead of a map.
 * Sorted by key, so two changes with the same settings are equal and print alike.
 */
public final class SettingChanges {
    private static final SettingChanges NONE = new SettingChanges(new TreeMap<>());
    private final Map<String, String> settings;

    private SettingChanges(TreeMap<String, String> settings) {
        this.settings = Collections.unmodifiableMap(settings);
    }

    public static SettingChanges none() {
        return NONE;
    }

    public static SettingChanges of(String key, String value) {
        TreeMap<String, String> m = new TreeMap<>();
        m.put(key, value);
        return new SettingChanges(m);
    }

    /** As a tuning's trial log keeps them: a JSON object of the settings as written. */
    @JsonCreator
    public static SettingChanges of(Map<String, String> settings) {
        return settings.isEmpty() ? NONE : new SettingChanges(new TreeMap<>(settings));
    }

    /** These changes with {@code other}'s on top (the other's value wins for a key both set). */
    public SettingChanges plus(SettingChanges other) {
        TreeMap<String, String> m = new TreeMap<>(settings);
        m.putAll(other.settings);
        return new SettingChanges(m);
    }

    /** As written, sorted by key, unmodifiable: for a request's builder, a profile file and the trial log. */
    @JsonValue
    public Map<String, String> asMap() {
        return settings;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SettingChanges other && settings.equals(other.settings);
    }

    @Override
    public int hashCode() {
        return settings.hashCode();
    }

    @Override
    public String toString() {
        return settings.toString();
    }
}
