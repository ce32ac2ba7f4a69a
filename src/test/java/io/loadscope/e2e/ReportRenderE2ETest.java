package io.loadscope.e2e;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The HTML report as a user sees it: rendered by headless Chromium, every plot drawn with data. A
 * screenshot of each rendered report is kept in target/report-screenshots.
 */
class ReportRenderE2ETest {
    static final Path SCREENSHOTS = Cli.ROOT.resolve("src/test/target/report-screenshots");
    /** A chart's container after the page's script ran: uPlot drew into it and the script noted what it drew. */
    private static final Pattern CHART = Pattern.compile("<div class=\"chart\" id=\"(chart-\\d+)\"([^>]*)>(.*?)(?=<div class=\"chart\"|<h2|<p class|<table|<script|</body)",
            Pattern.DOTALL);

    @TempDir
    static Path tmp;
    static Path runA;
    static Path runB;

    /** Two loads of the same data with different settings: one profiled, both with several samples. */
    @BeforeAll
    static void twoRuns() throws Exception {
        boolean present = Files.isExecutable(Path.of("/usr/bin/chromium")) || Files.isExecutable(Path.of("/usr/local/bin/chromium"));
        if (!present && System.getenv("LOADSCOPE_REQUIRE_CHROMIUM") != null) {
            throw new IllegalStateException("headless Chromium is needed to render the report (Debian: apt-get install chromium)");
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(present,
                "skipped: rendering the report needs headless Chromium (Debian: apt-get install chromium); CI installs it");
        Path nt = tmp.resolve("bsbm.nt");
        assertEquals(0, Cli.run("data", "bsbm", "--products", "300", "--out", nt.toString()).exit());
        runA = tmp.resolve("run-a");
        runB = tmp.resolve("run-b");
        Cli.Result a = Cli.run("load", "--store", tmp.resolve("a").toString(), "--report", runA.toString(), "--no-fork",
                "--set", "loader.sampleIntervalMillis=200", "--flame", "cpu,wall", nt.toString());
        assertEquals(0, a.exit(), a.all());
        Cli.Result b = Cli.run("load", "--store", tmp.resolve("b").toString(), "--report", runB.toString(), "--no-fork",
                "--set", "loader.sampleIntervalMillis=200", "--set", "com.bigdata.rdf.store.DataLoader.queueCapacity=0", nt.toString());
        assertEquals(0, b.exit(), b.all());
    }

    @Test
    void aRunsReportRendersWithDataInEveryPlot() throws Exception {
        String dom = render(runA.resolve("report.html"), "single-run.png");
        int plots = assertEveryPlotDrawn(dom);
        assertTrue(plots >= 8, "rate, stage shares (parser, writer), heap, GC, queue, store, bytes read: " + plots);
        assertTrue(dom.contains("Where the parser threads' time went") && dom.contains("Where the writer threads' time went"), "stage shares per role");
        assertTrue(dom.contains("<h2>Inputs: ") && dom.contains("bsbm.nt"), "the table of input files");
        assertTrue(dom.contains("wall samples, thread role parser"), "the attribution table");
        assertTrue(dom.contains("href=\"flame-cpu.html\""), "links to the flame graphs");
    }

    @Test
    void twoRunsAreOverlaidAndTheirSettingsDiffed() throws Exception {
        Path out = tmp.resolve("compare.html");
        Cli.Result r = Cli.run("report", "--out", out.toString(), runA.toString(), runB.toString());
        assertEquals(0, r.exit(), r.all());
        String dom = render(out, "two-runs.png");
        assertEveryPlotDrawn(dom);
        assertTrue(dom.contains("Settings that differ"), "the settings diff");
        assertTrue(dom.contains("com.bigdata.rdf.store.DataLoader.queueCapacity"), "the differing setting is listed");
        Matcher rate = CHART.matcher(dom);
        assertTrue(rate.find());
        assertTrue(rate.group(2).contains("data-series=\"4\""), "the rate chart overlays both runs, written and parsed: " + rate.group(2));
    }

    @Test
    void aJmhResultRendersAsTablesAndBars() throws Exception {
        Path json = tmp.resolve("jmh.json");
        try (var in = ReportRenderE2ETest.class.getResourceAsStream("/jmh-result-sample.json")) {
            Files.copy(in, json);
        }
        Cli.Result r = Cli.run("report", json.toString());
        assertEquals(0, r.exit(), r.all());
        String dom = render(tmp.resolve("jmh.html"), "jmh.png");
        assertTrue(assertEveryPlotDrawn(dom) >= 2, "a bar chart per benchmark method");
        assertTrue(dom.contains("BufferModeBenchmark.load"), dom.length() + " chars");
    }

    /** @return the number of charts, each checked to have been drawn by uPlot (a canvas) with data points */
    private static int assertEveryPlotDrawn(String dom) {
        Matcher m = CHART.matcher(dom);
        int n = 0;
        while (m.find()) {
            n++;
            String attributes = m.group(2);
            assertFalse(attributes.contains("data-error"), m.group(1) + " failed to draw: " + attributes);
            assertTrue(attributes.contains("data-drawn=\"yes\""), m.group(1) + " was not drawn: " + attributes);
            Matcher points = Pattern.compile("data-points=\"(\\d+)\"").matcher(attributes);
            assertTrue(points.find() && Integer.parseInt(points.group(1)) > 0, m.group(1) + " has no data: " + attributes);
            assertTrue(m.group(3).contains("<canvas"), m.group(1) + " has no canvas");
        }
        assertTrue(n > 0, "no charts in the rendered page");
        return n;
    }

    /** The DOM after Chromium has loaded the page, and a full-page screenshot beside the test output. */
    static String render(Path html, String screenshot) throws IOException, InterruptedException {
        Files.createDirectories(SCREENSHOTS);
        String url = html.toAbsolutePath().toUri().toString();
        String dom = chromium(List.of("--dump-dom", url));
        chromium(List.of("--window-size=1100,3000", "--screenshot=" + SCREENSHOTS.resolve(screenshot), url));
        assertTrue(Files.size(SCREENSHOTS.resolve(screenshot)) > 10_000, "screenshot written");
        return dom;
    }

    private static String chromium(List<String> args) throws IOException, InterruptedException {
        String binary = Files.isExecutable(Path.of("/usr/bin/chromium")) ? "/usr/bin/chromium" : "chromium";
        List<String> cmd = new ArrayList<>(List.of(binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars"));
        cmd.addAll(args);
        Path out = Files.createTempFile("chromium", ".out");
        Process p;
        try {
            p = new ProcessBuilder(cmd).redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IllegalStateException("headless Chromium is needed to render the report (Debian: apt-get install chromium); " + e.getMessage());
        }
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("chromium timed out: " + cmd);
        }
        String s = Files.readString(out, StandardCharsets.UTF_8);
        Files.deleteIfExists(out);
        assertEquals(0, p.exitValue(), "chromium " + args);
        return s;
    }
}
