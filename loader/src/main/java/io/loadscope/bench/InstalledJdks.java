package io.loadscope.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * The JDKs on this machine, for runs that compare runtimes: the java homes listed in
 * {@code LOADSCOPE_JDKS} (path-separated), or else every JDK installed beside the running one (one
 * directory per JDK, as Linux packages and SDK managers lay them out). Aliases (symbolic links to the same
 * JDK) count once. The running JDK is always included.
 */
public final class InstalledJdks {
    public static final String ENV = "LOADSCOPE_JDKS";

    private InstalledJdks() {
    }

    /** A JDK: its home, its java launcher, its feature version (17, 25, ...) and full version. */
    public record Jdk(Path home, Path java, int feature, String version) {
    }

    public static List<Jdk> find() throws IOException {
        List<Path> homes = new ArrayList<>();
        Path running = Path.of(System.getProperty("java.home")).toRealPath();
        homes.add(running);
        String listed = System.getenv(ENV);
        if (listed != null && !listed.isBlank()) {
            for (String h : listed.split(java.io.File.pathSeparator)) if (!h.isBlank()) homes.add(Path.of(h.trim()));
        } else if (running.getParent() != null) {
            try (Stream<Path> s = Files.list(running.getParent())) {
                s.sorted().forEach(homes::add);
            }
        }
        Map<Path, Jdk> byRealHome = new LinkedHashMap<>();
        for (Path home : homes) {
            Path java = home.resolve("bin").resolve(isWindows() ? "java.exe" : "java");
            if (!Files.isExecutable(java)) continue;
            Path real = home.toRealPath();
            if (byRealHome.containsKey(real)) continue;
            String version = version(real);
            if (version == null) continue;
            byRealHome.put(real, new Jdk(real, real.resolve(home.relativize(java)), feature(version), version));
        }
        List<Jdk> out = new ArrayList<>(byRealHome.values());
        out.sort(Comparator.comparingInt(Jdk::feature).thenComparing(Jdk::version));
        return out;
    }

    /** JAVA_VERSION from the home's {@code release} file, which every JDK since 9 ships; null if absent. */
    private static String version(Path home) throws IOException {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release)) return null;
        Properties p = new Properties();
        try (InputStream in = Files.newInputStream(release)) {
            p.load(in);
        }
        String v = p.getProperty("JAVA_VERSION");
        return v == null ? null : v.replace("\"", "").trim();
    }

    static int feature(String version) {
        String v = version.startsWith("1.") ? version.substring(2) : version;
        int end = 0;
        while (end < v.length() && Character.isDigit(v.charAt(end))) end++;
        return Integer.parseInt(v.substring(0, end));
    }

    private static boolean isWindows() {
        return System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("windows");
    }
}
