package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * kill -9 anywhere in the life of a load, then {@code load --resume --verify}: the store must end with exactly the
 * distinct statements and digest of an uninterrupted load.
 * <p>
 * The data has blank nodes ({@code [ … ]} and {@code _:} labels in Turtle, beside BSBM N-Triples) and two inputs per
 * commit group. The kill moments are anchored to what the loader is doing: an uninterrupted reference load is watched
 * from outside ({@link LoadTimeline}: process start, store lock, the engine's first file, each pending and committed
 * manifest line, exit), and each kill waits for one of those events in the killed run and then for a seeded fraction
 * of the time the reference spent until the next one. The same kill therefore means the same phase on a fast machine
 * and on a slow one.
 * <p>
 * In the test command: {@value #DEFAULT_KILLS} kills per engine, in the phases where a crash is hardest on a store
 * (before the lock, setting up, creating the store while the first group parses, the second group's parse and index
 * writes, inside a commit). {@code scripts/kill-test.sh} runs every phase of every engine and TDB2 loader
 * ({@code -Dcrash.kills=12 -Dcrash.configs=all}).
 */
class CrashResumeE2ETest {
    static final int DEFAULT_KILLS = 5;
    private static final int CHUNKS = 4;
    private static final int COMMIT_EVERY = 2;
    private static final int GROUPS = 2 * CHUNKS / COMMIT_EVERY;
    private static final String ALL = "blazegraph,blazegraph:sorted,blazegraph-sail,tdb2:basic,tdb2:sequential,tdb2:phased,tdb2:parallel,tdb2:light,tdb2:xloader";
    /** Blazegraph's sorted build: one commit at the end, its phases all between the pending and the committed line. */
    private static final String SORTED = "blazegraph:sorted";
    /** Jena's xloader: the same shape, its steps child JVMs that must not outlive a killed load. */
    private static final String XLOADER = "tdb2:xloader";
    /** Extra kills inside a one-commit build, at other fractions of it, so each of its phases is hit. */
    private static final int EXTRA_BUILD_KILLS = 3;
    private static final Pattern STORE_LINE = Pattern.compile("store: ([\\d,]+) distinct, [\\d,]+ with blank nodes, digest (\\w+)");

    @TempDir
    static Path tmp;
    static Path inputs;

    static Stream<String> configs() {
        return Arrays.stream(System.getProperty("crash.configs", "blazegraph,blazegraph-sail,tdb2," + SORTED + "," + XLOADER).replace("all", ALL).split(","))
                .map(String::trim).filter(s -> !s.isEmpty());
    }

    @BeforeAll
    static void inputsWithBlankNodes() throws Exception {
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "100", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        inputs = Files.createDirectories(tmp.resolve("inputs"));
        List<String> lines = Files.readAllLines(nt, StandardCharsets.UTF_8);
        int per = (lines.size() + CHUNKS - 1) / CHUNKS;
        for (int c = 0; c < CHUNKS; c++) {
            // Each commit group: one N-Triples chunk and one Turtle file with blank nodes.
            List<String> part = lines.subList(Math.min(lines.size(), c * per), Math.min(lines.size(), (c + 1) * per));
            Files.write(inputs.resolve(String.format("part-%02d-a-bsbm.nt", c)), part, StandardCharsets.UTF_8);
            Files.writeString(inputs.resolve(String.format("part-%02d-b-reviews.ttl", c)), reviews(c, 1500), StandardCharsets.UTF_8);
        }
    }

    /** Products with anonymous reviews ({@code [ … ]}, one nested) by labelled blank-node users who know each other. */
    static String reviews(int part, int products) {
        StringBuilder sb = new StringBuilder("@prefix ex: <http://example.org/reviews/> .\n");
        for (int i = 0; i < products; i++) {
            sb.append("ex:product").append(part).append('_').append(i).append(" ex:title \"Product ").append(i).append("\"@en ;\n")
                    .append("  ex:review [ ex:rating ").append(i % 5 + 1).append(" ; ex:by _:user").append(i % 40)
                    .append(" ; ex:text \"fine\" ] , [ ex:rating ").append((i + 2) % 5 + 1)
                    .append(" ; ex:by [ ex:name \"anonymous\" ] ] .\n");
        }
        for (int u = 0; u < 40; u++) {
            sb.append("_:user").append(u).append(" ex:name \"User ").append(u).append("\" ; ex:knows _:user").append((u + 1) % 40).append(" .\n");
        }
        return sb.toString();
    }

    @ParameterizedTest
    @MethodSource("configs")
    void killedLoadsResumeToExactlyTheUninterruptedStore(String config) throws Exception {
        int kills = Integer.getInteger("crash.kills", DEFAULT_KILLS);
        String name = config.replace(':', '-');

        Path refStore = tmp.resolve(name + "-reference");
        long t0 = System.nanoTime();
        Process refProcess = Cli.start(tmp.resolve(name + "-reference.log"), load(config, refStore, tmp.resolve(name + "-reference-run"), false));
        List<LoadTimeline.Event> ref = new LoadTimeline(refStore, t0).followToExit(refProcess, 600_000);
        assertEquals(0, refProcess.exitValue(), Files.readString(tmp.resolve(name + "-reference.log")));
        Cli.Result refVerify = Cli.run("verify", "--engine", engineOf(config), "--store", refStore.toString(), inputs.toString());
        assertEquals(0, refVerify.exit(), refVerify.all());
        Matcher refStoreLine = STORE_LINE.matcher(refVerify.out());
        assertTrue(refStoreLine.find(), refVerify.all());
        long refDistinct = Long.parseLong(refStoreLine.group(1).replace(",", ""));
        String refDigest = refStoreLine.group(2);
        int groups = oneCommit(config) ? 1 : GROUPS;
        assertEquals(4 + 2 * groups, ref.size(), "spawn, lock, engine files, pending and committed per group, exit: " + ref);

        List<String> rows = new ArrayList<>();
        List<Integer> gaps = gapsToKillIn(ref, kills);
        int spread = gaps.size();
        if (oneCommit(config)) {
            int build = ref.indexOf(ref.stream().filter(e -> e.name().equals("pending 1")).findFirst().orElseThrow());
            for (int i = 0; i < EXTRA_BUILD_KILLS; i++) gaps.add(build);
        }
        for (int k = 0; k < gaps.size(); k++) {
            int gap = gaps.get(k);
            LoadTimeline.Event from = ref.get(gap);
            LoadTimeline.Event to = ref.get(gap + 1);
            double fraction = 0.05 + 0.9 * new Random(31L * k + name.hashCode()).nextDouble();
            // The build's extra kills at spread fractions of it (seeds next to each other draw nearly the same first double).
            if (k >= spread) fraction = 0.2 + 0.6 * (k - spread) / Math.max(1, EXTRA_BUILD_KILLS - 1);
            Kill kill = null;
            for (int attempt = 0; attempt < 4 && kill == null; attempt++) {
                kill = killOnce(config, name + "-kill-" + k + "-" + attempt, from.name(), fraction * (to.atMillis() - from.atMillis()));
                fraction /= 2; // it finished first: the last gap of a fast run; try earlier in it
            }
            assertTrue(kill != null, config + ": the load always finished before a kill " + from.name() + " → " + to.name());

            Path resumeRun = tmp.resolve(name + "-kill-" + k + "-resume");
            Cli.Result resumed = Cli.run(load(config, kill.store(), resumeRun, true));
            String what = config + " kill " + k + " (" + kill.phase() + ")";
            assertEquals(0, resumed.exit(), what + ": " + resumed.all());
            JsonNode record = RunRecords.readValid(resumeRun);
            JsonNode verify = record.get("verification");
            assertEquals(verify.get("inputDigest").asText(), verify.get("storeDigest").asText(), what + ": " + verify);
            assertEquals(refDistinct, verify.get("storeDistinct").asLong(), what + ": lost or duplicated statements");
            assertEquals(refDigest, verify.get("storeDigest").asText(), what);
            JsonNode durability = record.get("durability");
            String settled = durability.get("interruptedCommit").asText();
            boolean recreated = resumed.all().contains("is created again");
            rows.add(String.format(Locale.ROOT, "| %s | %d | %s | %.0f ms after %s | %d of %d | %s |", config, k, kill.phase(), kill.delayMillis(),
                    from.name(), durability.get("inputsCommittedEarlier").asInt(), 2 * CHUNKS,
                    recreated ? "store recreated (no commit yet)" : settled.isEmpty() ? "—" : settled.replaceAll(" \\(.*", "")
                            + (settled.contains("recorded as committed") ? ": recorded as committed" : settled.contains("load again") ? ": loads again" : "")));
        }
        report(config, ref, refDistinct, rows);
    }

    private record Kill(Path store, String phase, double delayMillis) {
    }

    /** Starts a load, waits for {@code anchor}, then {@code delayMillis}, and kills it; null if it finished first. */
    private static Kill killOnce(String config, String name, String anchor, double delayMillis) throws Exception {
        Path store = tmp.resolve(name);
        long t0 = System.nanoTime();
        Process p = Cli.start(tmp.resolve(name + ".log"), load(config, store, tmp.resolve(name + "-run"), false));
        LoadTimeline timeline = new LoadTimeline(store, t0);
        boolean alive = timeline.awaitEvent(p, anchor, 600_000) && timeline.pollFor(p, delayMillis);
        if (!alive) {
            p.waitFor();
            return null;
        }
        p.destroyForcibly().waitFor();
        if (config.equals(XLOADER)) assertNoStepOutlives(store);
        // What the store shows now, once the process is gone (a line written just before the kill counts).
        timeline.poll(p);
        return new Kill(store, timeline.phase() + buildPhase(store), delayMillis);
    }

    /** The gaps between reference events to kill in: every gap in turn when there are enough kills, else the hardest ones. */
    static List<Integer> gapsToKillIn(List<LoadTimeline.Event> ref, int kills) {
        int gaps = ref.size() - 1;
        List<Integer> out = new ArrayList<>();
        if (kills >= gaps) {
            for (int k = 0; k < kills; k++) out.add(k % gaps);
            return out;
        }
        List<String> hardest = List.of(LoadTimeline.ENGINE_FILES, "pending 2", LoadTimeline.SPAWN, "committed 1", LoadTimeline.LOCK,
                "pending 1", "committed 2", "pending " + GROUPS);
        for (String start : hardest) {
            for (int i = 0; i < gaps && out.size() < kills; i++) {
                if (ref.get(i).name().equals(start) && !out.contains(i)) out.add(i);
            }
        }
        return out;
    }

    /** An xloader step's JVM halts when its load is killed (its standard input closes): none may go on writing the store. */
    private static void assertNoStepOutlives(Path store) throws InterruptedException {
        long deadline = System.nanoTime() + 15_000_000_000L;
        List<ProcessHandle> steps;
        do {
            steps = ProcessHandle.allProcesses().filter(h -> h.info().arguments()
                    .map(a -> Arrays.asList(a).contains(store.toString()) && Arrays.stream(a).anyMatch(x -> x.endsWith("XloaderMain")))
                    .orElse(false)).toList();
            if (steps.isEmpty()) return;
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("an xloader step outlived its killed load by 15 s: pid " + steps.get(0).pid());
    }

    private static boolean oneCommit(String config) {
        return config.equals(SORTED) || config.equals(XLOADER);
    }

    /** Where a killed xloader build was: the last step its log names. */
    private static String xloaderStep(Path store) throws IOException {
        Path log = store.resolve("xloader.log");
        if (!Files.exists(log)) return "";
        String step = Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(l -> l.startsWith("== "))
                .reduce((a, b) -> b).map(l -> l.substring(3, l.indexOf(':'))).orElse("starting");
        return ", xloader step: " + step;
    }

    /** Where a killed sorted build was, told by its temporary files (none: not started, or done). */
    private static String buildPhase(Path store) throws IOException {
        if (Files.exists(store.resolve("xloader.log"))) return xloaderStep(store);
        Path dir = store.resolve("sorted-build");
        if (!Files.isDirectory(dir)) return "";
        List<String> names;
        try (Stream<Path> files = Files.list(dir)) {
            names = files.map(f -> f.getFileName().toString()).toList();
        }
        boolean ivs = names.contains("iv-slots"), ranks = names.stream().anyMatch(n -> n.startsWith("ranks-"));
        boolean sorted = names.stream().anyMatch(n -> n.startsWith("spo-"));
        boolean terms = names.stream().anyMatch(n -> n.startsWith("terms-"));
        String phase = sorted && !ranks ? "statement indexes" : sorted ? "statement sort + index writes" : ivs && !terms ? "statement sort" : ivs ? "lexicon"
                : names.isEmpty() ? "build starting" : "parse into runs";
        return ", sorted build: " + phase;
    }

    private static String[] load(String config, Path store, Path run, boolean resume) {
        List<String> args = new ArrayList<>(List.of("load", "--engine", engineOf(config)));
        if (config.equals(SORTED)) args.addAll(List.of("--set", "blazegraph.writer=sorted"));
        else if (!config.equals(XLOADER)) args.addAll(List.of("--set", "loader.commitEvery=" + COMMIT_EVERY));
        if (config.startsWith("tdb2:")) args.addAll(List.of("--set", "tdb2.loader=" + config.substring(config.indexOf(':') + 1)));
        args.addAll(List.of("--store", store.toString(), "--report", run.toString()));
        if (resume) args.addAll(List.of("--resume", "--verify"));
        args.add(inputs.toString());
        return args.toArray(String[]::new);
    }

    private static String engineOf(String config) {
        return config.contains(":") ? config.substring(0, config.indexOf(':')) : config;
    }

    /** Prints the kills and appends them to target/crash-kills.md (the kill script shows that file). */
    private static void report(String config, List<LoadTimeline.Event> ref, long distinct, List<String> rows) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append("\n").append(config).append(": uninterrupted load ").append(String.format(Locale.ROOT, "%,d", distinct))
                .append(" distinct statements; its timeline (ms after start): ");
        for (LoadTimeline.Event e : ref) sb.append(e.name()).append(String.format(Locale.ROOT, " %.0f, ", e.atMillis()));
        sb.setLength(sb.length() - 2);
        sb.append("\n\n| config | kill | killed (last event the store shows) | when | inputs skipped on resume | resume settled |\n|---|---|---|---|---|---|\n");
        rows.forEach(r -> sb.append(r).append('\n'));
        sb.append("\n").append(rows.size()).append(" kills, ").append(rows.size()).append(" resumed to the uninterrupted store's count and digest\n");
        System.out.print(sb);
        Path out = Path.of("target", "crash-kills.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, sb, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }
}
