package io.loadscope.durable;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Makes store creation recoverable on every engine. Before an engine creates a store in an empty directory the
 * manifest gets a {@code creating} line; until the store's first committed group, everything else in the directory
 * is the engine's half-made store, which no command ever reported as loaded. A kill in that window (the engine
 * writing its first files, parsing the first group, an engine's own set-up commit) would otherwise leave a directory
 * the engine may refuse to open (TDB2: "Node block manager empty = true // Records block manager empty = false"),
 * so the next load removes those files and creates the store again, saying so. A store with a committed group, or
 * one loadscope did not create (no {@code creating} line), is never removed.
 */
public final class StoreBirth {
    /** Files of loadscope's own in a store directory: kept when the engine's files are removed. */
    private static final Set<String> OWN_FILES = Set.of(StoreLock.FILE, LoadManifest.FILE);

    private StoreBirth() {
    }

    /**
     * Called with the store locked and its manifest read, before the engine opens the store. Writes the
     * {@code creating} line into a fresh directory; recreates a store killed before its first commit when no commit
     * was under way (with one under way, the engine's commit marker decides; see {@link #recreateAfterFailedOpen}).
     *
     * @return what was done, for the user, or "" when the store was fresh or had commits
     */
    public static String prepare(Path store, LoadManifest manifest, String engine) throws IOException {
        if (manifest.isEmpty() && engineFiles(store).isEmpty()) {
            manifest.creating(engine);
            return "";
        }
        if (manifest.unborn() && manifest.pending().isEmpty()) {
            return recreate(store, manifest, engine, "was being created by a load that stopped before its first commit");
        }
        return "";
    }

    /**
     * After the engine failed to open a store: recreates it when nothing was committed into it yet, returning what
     * was done, or returns empty when the store has commits and the failure stands.
     */
    public static String recreateAfterFailedOpen(Path store, LoadManifest manifest, String engine, String why) throws IOException {
        if (!manifest.unborn()) return "";
        return recreate(store, manifest, engine, "could not be opened (" + why + ") and had no commit yet");
    }

    private static String recreate(Path store, LoadManifest manifest, String engine, String why) throws IOException {
        List<Path> files = engineFiles(store);
        for (Path f : files) deleteTree(f);
        manifest.reset();
        manifest.creating(engine);
        return "store " + store + " " + why + ": nothing in it was committed, so its " + files.size()
                + " " + engine + " file(s) were removed and the store is created again";
    }

    /** Everything in the directory but loadscope's own files (lock, manifest). */
    static List<Path> engineFiles(Path store) throws IOException {
        if (!Files.isDirectory(store)) return List.of();
        try (Stream<Path> s = Files.list(store)) {
            return s.filter(p -> !OWN_FILES.contains(p.getFileName().toString())).sorted().toList();
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.isDirectory(root, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            Files.deleteIfExists(root);
            return;
        }
        try (Stream<Path> s = Files.walk(root)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
