package io.loadscope.engine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * A library's version as its Maven build recorded it ({@code META-INF/maven/<group>/<artifact>/pom.properties}). Not
 * the package's manifest version: in the self-contained CLI jar every package carries the jar's one manifest, so
 * that would name loadscope's own version for every library.
 */
public final class LibraryVersion {
    private LibraryVersion() {
    }

    /** The version, or "unknown" when the library's build left no pom.properties on the class path. */
    public static String of(String groupId, String artifactId) {
        String resource = "/META-INF/maven/" + groupId + "/" + artifactId + "/pom.properties";
        try (InputStream in = LibraryVersion.class.getResourceAsStream(resource)) {
            if (in == null) return "unknown";
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
