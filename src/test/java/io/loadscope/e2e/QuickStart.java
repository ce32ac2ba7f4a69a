package io.loadscope.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * JVM options that make the CLI's JVMs start with less work: a class-data-sharing archive of the classes a load uses,
 * made once per built jar, and the client compiler only.
 *
 * <p>Why: these tests start the CLI hundreds of times, and most runs load a few hundred statements; half of such a
 * run's CPU time goes to loading and verifying the jar's classes and to the server compiler compiling code that then
 * runs for a second (a two-statement load on the 2-core test machine: 4.1 CPU seconds as the JVM comes, 1.7 with both).
 * Neither option changes what the loader does. {@code -Dloadscope.e2e.quickStart=false} runs the JVM as it comes.
 */
final class QuickStart {
    /** After {@link #options()}, gives a test's JVM the server compiler back, for a load long enough to pay for it. */
    static final String SERVER_COMPILER = "-XX:TieredStopAtLevel=4";
    private static final String CLIENT_COMPILER = "-XX:TieredStopAtLevel=1";
    private static List<String> options;

    private QuickStart() {
    }

    static synchronized List<String> options() {
        if (options == null) options = Boolean.parseBoolean(System.getProperty("loadscope.e2e.quickStart", "true")) ? make() : List.of();
        return options;
    }

    /** The archive for this jar and JDK, made by a two-statement load if no fork made it yet; without it, the compiler option alone. */
    private static List<String> make() {
        List<String> c1 = List.of(CLIENT_COMPILER);
        try {
            Path dir = Files.createDirectories(Path.of("target", "cli-class-archives").toAbsolutePath());
            // Named by the jar's size and time and the JDK: an archive made from another jar would be refused by the JVM with a warning.
            String key = Files.size(Cli.JAR) + "-" + Files.getLastModifiedTime(Cli.JAR).toMillis() + "-" + Runtime.version();
            Path archive = dir.resolve("loadscope-" + key.replaceAll("[^\\w.-]", "_") + ".jsa");
            if (!Files.isRegularFile(archive)) {
                Path work = Files.createTempDirectory(dir, "making-");
                Path input = Files.writeString(work.resolve("two.nt"), "<urn:a> <urn:p> \"1\" .\n<urn:b> <urn:p> \"2\" .\n");
                Path made = work.resolve("loadscope.jsa");
                Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:ArchiveClassesAtExit=" + made, "-jar", Cli.JAR.toString(), "load", "--store", work.resolve("store").toString(),
                        input.toString()).redirectErrorStream(true).redirectOutput(work.resolve("making.log").toFile()).start();
                if (!p.waitFor(5, TimeUnit.MINUTES) || p.exitValue() != 0 || !Files.isRegularFile(made)) {
                    p.destroyForcibly();
                    return c1;
                }
                // Two test JVMs may make it at once: each moves a whole file into place.
                Files.move(made, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                deleteTree(work);
            }
            return List.of("-XX:SharedArchiveFile=" + archive, CLIENT_COMPILER);
        } catch (IOException e) {
            return c1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return c1;
        }
    }

    /** The scratch directory the archive was made in (its store and log), once the archive is in place. */
    private static void deleteTree(Path dir) throws IOException {
        try (var paths = Files.walk(dir)) {
            for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
