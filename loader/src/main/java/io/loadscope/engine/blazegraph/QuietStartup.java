package io.loadscope.engine.blazegraph;

/**
 * Blazegraph's first classes print a banner, a license table and their log4j setup to stdout, and its LogUtil (the
 * sail's path) an ERROR unless it finds a log4j 1 setup to apply. Its log4j calls reach slf4j through the bridge,
 * which ignores log4j setups, so one is named for it to find. Set before Blazegraph's classes load; a user's own
 * system properties win. Called through {@link BlazegraphRuntime#prepare}.
 */
final class QuietStartup {
    private QuietStartup() {
    }

    static void apply() {
        setIfAbsent("com.bigdata.Banner.quiet", "true");
        setIfAbsent("com.bigdata.util.config.LogUtil.quiet", "true");
        setIfAbsent("log4j.configuration", "bridged-to-slf4j.properties");
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) System.setProperty(key, value);
    }
}
