package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * {@code --machine} through the CLI, with real control groups: the shape's limits are applied (the kernel reports them
 * back) and recorded; what cannot be made is refused in one line before anything is created: no control groups
 * mounted (a mount namespace without them), no permission (the same jar run as nobody), a heap that does not fit.
 * Needs root, as CI runs; elsewhere the tests say why they did not run.
 */
class MachineShapeE2ETest {
    @TempDir
    static Path data;
    static Path bsbm;

    @TempDir
    Path tmp;

    @BeforeAll
    static void smallBsbm() throws Exception {
        bsbm = data.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "200", "--out", bsbm.toString());
        assertEquals(0, gen.exit(), gen.all());
    }

    private static boolean root() throws Exception {
        Process p = new ProcessBuilder("id", "-u").start();
        return new String(p.getInputStream().readAllBytes()).trim().equals("0") && p.waitFor() == 0;
    }

    @Test
    void aShapedLoadRunsInsideItsLimitsAndRecordsWhatTheKernelReported() throws Exception {
        assumeTrue(root(), "making control groups needs root");
        Path store = tmp.resolve("store");
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run(List.of("-Xmx512m"), null, null, "load", "--machine", "ram=1g,cpus=1,cpu-share=0.5",
                "--store", store.toString(), "--report", run.toString(), "--verify", bsbm.toString());
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.err().contains("[loadscope] machine ram=1g,cpus=1,cpu-share=0.5: cgroup v"), r.err());
        assertTrue(r.out().contains("machine ram=1g,cpus=1,cpu-share=0.5 (cgroup v"), r.out());
        JsonNode m = RunRecords.readValid(run).path("environment").path("machine");
        assertEquals("ram=1g,cpus=1,cpu-share=0.5", m.path("shape").asText());
        long limit = m.path("memoryLimitBytes").asLong();
        // Where the kernel charges the heap the limit is the whole machine; where not, ram less the heap and the JVM's own.
        assertTrue(limit == 1L << 30 || limit == (1L << 30) - (512L << 20) - (512L << 20), m.toString());
        assertEquals(1, m.path("cpus").asText().split(",").length, m.toString());
        assertEquals(0.5, m.path("cpuQuotaCores").asDouble(), 1e-9);
        assertTrue(m.path("pageCacheDropped").asBoolean(), m.toString());
        long peak = m.path("peakMemoryBytes").asLong();
        assertTrue(peak > 0 && peak <= limit, m.toString());
        assertTrue(m.path("cpuMillis").asLong() > 0, m.toString());
        assertEquals(0, m.path("oomKills").asLong(), m.toString());
        assertTrue(Files.readString(run.resolve("report.html")).contains("<h2>Machine: "), "the report shows the machine");
        // The JVM inside saw the one core it was given.
        assertEquals(1, RunRecords.readValid(run).path("environment").path("cores").asInt());
        assertNoGroupLeft();
    }

    @Test
    void aCommandThatOutgrowsItsMachineIsNamedAsKilledForMemory() throws Exception {
        assumeTrue(root(), "making control groups needs root");
        Cli.Result r = Cli.run("machine", "ram=300m", "--", "dd", "if=/dev/zero", "of=/dev/null", "bs=1G", "count=1");
        assertEquals(137, r.exit(), r.all());
        assertTrue(r.err().contains("out-of-memory killer stopped the command inside the machine shape"), r.err());
        assertTrue(r.err().contains("1 process(es) killed for memory"), r.err());
        assertNoGroupLeft();
    }

    @Test
    void aHeapLargerThanTheMachineIsRefusedBeforeAnythingIsCreated() throws Exception {
        assumeTrue(root(), "making control groups needs root");
        Path store = tmp.resolve("store");
        Cli.Result r = Cli.run(List.of("-Xmx2g"), null, null, "load", "--machine", "ram=1g", "--store", store.toString(), bsbm.toString());
        assertEquals(2, r.exit(), r.all());
        assertOneLine(r.err(), "loadscope: error: --machine ram=1g: a heap of 2.0 GiB does not fit a machine of ram=1.0 GiB");
        assertFalse(Files.exists(store));
        assertNoGroupLeft();
    }

    @Test
    void withoutControlGroupsTheShapeIsRefusedSayingWhy() throws Exception {
        assumeTrue(root(), "a mount namespace without control groups needs root");
        Path store = tmp.resolve("store");
        // The same machine with its control groups unmounted, in a mount namespace of this command's own.
        Process p = new ProcessBuilder("unshare", "-m", "sh", "-c", "umount -R /sys/fs/cgroup && exec \"$0\" \"$@\"",
                javaBin(), "-jar", Cli.JAR.toString(), "load", "--machine", "ram=1g", "--store", store.toString(), bsbm.toString())
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        assertEquals(2, p.exitValue(), out);
        assertOneLine(out, "loadscope: error: --machine ram=1g: this system has no control groups mounted");
        assertFalse(Files.exists(store));
    }

    @Test
    void withoutPermissionTheShapeIsRefusedSayingWhatWouldAllowIt() throws Exception {
        assumeTrue(root(), "running as another user needs root");
        // A copy nobody may read, in a directory nobody may write.
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path dir = Files.createDirectories(tmp.resolve("nobody"));
        Files.copy(Cli.JAR, dir.resolve("loadscope.jar"));
        Files.copy(bsbm, dir.resolve("bsbm.nt"));
        for (Path f : List.of(dir, dir.resolve("loadscope.jar"), dir.resolve("bsbm.nt"))) {
            Files.setPosixFilePermissions(f, PosixFilePermissions.fromString(Files.isDirectory(f) ? "rwxrwxrwx" : "rw-rw-rw-"));
        }
        for (Path up = tmp; up != null && !up.equals(up.getRoot()); up = up.getParent()) {
            assumeTrue(Files.getPosixFilePermissions(up).contains(java.nio.file.attribute.PosixFilePermission.OTHERS_EXECUTE),
                    up + " is not open to other users");
        }
        Path store = dir.resolve("store");
        Process p = new ProcessBuilder("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", javaBin(), "-jar",
                dir.resolve("loadscope.jar").toString(), "load", "--machine", "ram=1g", "--store", store.toString(),
                dir.resolve("bsbm.nt").toString()).directory(dir.toFile()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(2, TimeUnit.MINUTES));
        assertEquals(2, p.exitValue(), out);
        assertOneLine(out, "loadscope: error: --machine ram=1g: cannot create a control group in ");
        assertTrue(out.contains("(permission denied): run loadscope as root"), out);
        assertFalse(Files.exists(store));
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The output is that one line and nothing else: no stack trace. */
    private static void assertOneLine(String output, String start) {
        List<String> lines = output.lines().filter(l -> !l.isBlank()).toList();
        assertEquals(1, lines.size(), output);
        assertTrue(lines.get(0).startsWith(start), output);
    }

    /** Every group a load made is gone when it ends. */
    private static void assertNoGroupLeft() throws Exception {
        long pid = ProcessHandle.current().pid();
        try (var walk = Files.walk(Path.of("/sys/fs/cgroup"), 4)) {
            List<Path> left = walk.filter(d -> d.getFileName() != null && d.getFileName().toString().startsWith("loadscope-"))
                    .filter(d -> !d.getFileName().toString().startsWith("loadscope-" + pid + "-")).toList();
            // Groups of loads still running elsewhere on the machine have a live PID; ours have ended.
            assertTrue(left.stream().noneMatch(d -> !ProcessHandle.of(Long.parseLong(d.getFileName().toString().split("-")[1]))
                    .map(ProcessHandle::isAlive).orElse(false)), "groups left behind: " + left);
        }
    }
}
