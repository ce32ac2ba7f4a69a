package io.loadscope.engine;

/**
 * One setting that sizes what a load holds in memory.
 *
 * @param key   the setting's name, as a profile or {@code --set} writes it
 * @param value its value in this load (the engine's default where none was given)
 * @param sizes what it sizes, in words
 */
public record MemorySetting(String key, String value, String sizes) {
    @Override
    public String toString() {
        return key + "=" + value + " (" + sizes + ")";
    }
}
