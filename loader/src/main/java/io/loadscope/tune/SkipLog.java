package io.loadscope.tune;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The loads a tuning decided its budget would not cover, kept in {@value #FILE} of its work directory with the budget
 * they were decided under (its first line, {@code budget MILLISECONDS}; then a load's key, {@code name#rep}, a line).
 * A resumed tuning with the same budget or a smaller one keeps those decisions; one given a larger budget decides
 * again, since the larger budget may cover them.
 */
final class SkipLog {
    static final String FILE = "skipped.txt";
    private static final String BUDGET = "budget ";

    private SkipLog() {
    }

    /** The loads decided skipped under a budget at least {@code budgetMillis}; none where the file is absent. */
    static List<String> decided(Path work, long budgetMillis) throws IOException {
        Path file = work.resolve(FILE);
        if (!Files.exists(file)) return List.of();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).startsWith(BUDGET)) return List.of();
        long decidedUnder;
        try {
            decidedUnder = Long.parseLong(lines.get(0).substring(BUDGET.length()).strip());
        } catch (NumberFormatException e) {
            throw new IOException(file + ": its first line is not '" + BUDGET + "MILLISECONDS': " + lines.get(0), e);
        }
        if (decidedUnder < budgetMillis) return List.of();
        List<String> keys = new ArrayList<>();
        for (String l : lines.subList(1, lines.size())) if (!l.isBlank()) keys.add(l.strip());
        return keys;
    }

    /** Writes the decisions so far under {@code budgetMillis} (a few lines: the whole file each time). */
    static void keep(Path work, long budgetMillis, Set<String> keys) {
        List<String> lines = new ArrayList<>();
        lines.add(BUDGET + budgetMillis);
        lines.addAll(keys);
        try {
            Files.createDirectories(work);
            Path tmp = work.resolve(FILE + ".tmp");
            Files.write(tmp, lines, StandardCharsets.UTF_8);
            Files.move(tmp, work.resolve(FILE), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("could not keep the tuning's skipped loads in " + work.resolve(FILE), e);
        }
    }
}
