package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An operator's Blazegraph classes through the real class path mechanisms: this project's test vocabulary, inline-URI
 * factory and literal extension (loader module, {@code io.loadscope.operator}), packed into a jar at test time and
 * given to the built CLI jar, which does not hold them, with {@code --classpath} or in {@code lib/} beside it. Without
 * them, a setting that names one is refused before anything is created, and a store made with them says which class
 * it lacks.
 */
class OperatorClassesE2ETest {
    private static final String V = "com.bigdata.rdf.store.AbstractTripleStore.";
    private static final String OPS = "io.loadscope.operator.";
    private static final Path COMPILED = Cli.ROOT.resolve("loader/target/test-classes/io/loadscope/operator");
    private static final String WD = "http://www.wikidata.org/entity/";
    private static final String WDT = "http://www.wikidata.org/prop/direct/";
    private static final String COUNT = "http://example.org/wikibase#count";

    @TempDir
    Path tmp;
    private Path jar;
    private Path data;

    @BeforeEach
    void operatorJarAndData() throws IOException {
        assertTrue(Files.isDirectory(COMPILED), COMPILED + " is missing: compile the loader module's tests first");
        jar = tmp.resolve("operator-classes.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar)); Stream<Path> files = Files.list(COMPILED)) {
            for (Path f : files.sorted().toList()) {
                out.putNextEntry(new JarEntry("io/loadscope/operator/" + f.getFileName()));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= 60; i++) {
            String item = "<" + WD + "Q" + i + ">";
            b.append(item).append(" <").append(WDT).append("P31> <").append(WD).append("Q5> .\n");
            b.append(item).append(" <http://www.w3.org/2000/01/rdf-schema#label> \"item ").append(i).append("\"@en .\n");
            b.append(item).append(" <").append(WDT).append("P1082> \"").append(i * 37).append("\"^^<").append(COUNT).append("> .\n");
            b.append(item).append(" <").append(WDT).append("P569> \"19").append(10 + i).append("-01-02T00:00:00Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime> .\n");
            b.append(item).append(" <http://www.wikidata.org/prop/P69> <").append(WD).append("statement/Q").append(i).append("-a> .\n");
            b.append("<").append(WD).append("statement/Q").append(i).append("-a> <http://wikiba.se/ontology#rank> <http://wikiba.se/ontology#NormalRank> .\n");
        }
        data = Files.writeString(tmp.resolve("wikidata-like.nt"), b);
    }

    private static List<String> classSettings() {
        return List.of("--set", V + "vocabularyClass=" + OPS + "WikiVocabulary", "--set", V + "inlineURIFactory=" + OPS + "WikiInlineUriFactory",
                "--set", V + "extensionFactoryClass=" + OPS + "WikiExtensionFactory");
    }

    private Cli.Result load(String store, List<String> more) throws Exception {
        List<String> args = new ArrayList<>(List.of("load", "--store", tmp.resolve(store).toString(), "--report",
                tmp.resolve(store + "-run").toString(), "--verify"));
        args.addAll(classSettings());
        args.addAll(more);
        args.add(data.toString());
        return Cli.run(args.toArray(String[]::new));
    }

    @Test
    void withoutTheClassesASettingThatNamesOneIsRefusedBeforeAnythingIsCreated() throws Exception {
        for (String engine : List.of("blazegraph", "blazegraph-sail")) {
            Path store = tmp.resolve("store-" + engine);
            Cli.Result r = Cli.run("load", "--engine", engine, "--set", V + "inlineURIFactory=" + OPS + "WikiInlineUriFactory",
                    "--store", store.toString(), data.toString());
            assertEquals(2, r.exit(), r.all());
            assertTrue(r.err().contains("loadscope: error: " + V + "inlineURIFactory: class " + OPS + "WikiInlineUriFactory is not on the class path"),
                    r.err());
            assertTrue(r.err().contains("--classpath"), r.err());
            assertFalse(r.all().contains("\tat "), "no stack trace: " + r.all());
            assertFalse(Files.exists(store), "nothing is created");
        }
        // Blazegraph reads its geospatial datatypes with a JSON library the built jar leaves out: said before the store is made.
        Path geoStore = tmp.resolve("store-geo");
        Cli.Result geo = Cli.run("load", "--set", V + "geoSpatial=true", "--store", geoStore.toString(), data.toString());
        assertEquals(2, geo.exit(), geo.all());
        assertTrue(geo.err().contains(V + "geoSpatial=true: ") && geo.err().contains("org.codehaus.jettison.json.JSONObject")
                && geo.err().contains("--classpath"), geo.err());
        assertFalse(geo.all().contains("\tat "), "no stack trace: " + geo.all());
        assertFalse(Files.exists(geoStore), "nothing is created");
        Cli.Result missing = Cli.run("load", "--classpath", tmp.resolve("nowhere.jar").toString(), "--store", tmp.resolve("s").toString(),
                data.toString());
        assertEquals(2, missing.exit(), missing.all());
        assertTrue(missing.err().contains("--classpath: " + tmp.resolve("nowhere.jar") + " does not exist"), missing.err());
    }

    /**
     * The default writer, the stock DataLoader, SPARQL LOAD and the sorted build, each with the classes from
     * {@code --classpath} (a jar, or a directory of classes): loaded, verified exactly, the entry named in the record.
     */
    @Test
    void everyBlazegraphPathLoadsWithTheClassesFromTheClassPathAndNamesThem() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("classes/io/loadscope/operator"));
        try (Stream<Path> files = Files.list(COMPILED)) {
            for (Path f : files.toList()) Files.copy(f, dir.resolve(f.getFileName()));
        }
        record Run(String name, List<String> options, Path entry) {
        }
        for (Run run : List.of(
                new Run("buffer", List.of("--classpath", jar.toString()), jar),
                new Run("stock", List.of("--classpath", jar.toString(), "--parser", "stock"), jar),
                new Run("sail", List.of("--classpath", tmp.resolve("classes").toString(), "--engine", "blazegraph-sail"), tmp.resolve("classes")),
                new Run("sorted", List.of("--classpath", jar.toString(), "--set", "blazegraph.writer=sorted"), jar))) {
            Cli.Result r = load(run.name(), run.options());
            assertEquals(0, r.exit(), run.name() + ": " + r.all());
            assertTrue(r.out().contains("verify: OK"), r.out());
            assertTrue(r.out().contains("class path + " + run.entry()), r.out());
            JsonNode rec = RunRecords.readValid(tmp.resolve(run.name() + "-run"));
            JsonNode entry = rec.at("/jvm/classPath/0");
            assertEquals(run.entry().toString(), entry.path("path").asText(), rec.at("/jvm").toString());
            assertEquals(OPS + "WikiInlineUriFactory", rec.at("/settings/engine/" + V.replace("/", "~1") + "inlineURIFactory").asText(),
                    rec.at("/settings/engine").toString());
            if (run.entry().equals(jar)) {
                assertEquals(Files.size(jar), entry.path("sizeBytes").asLong());
                assertEquals(sha256(jar), entry.path("sha256").asText());
            } else {
                assertEquals(64, entry.path("sha256").asText().length(), entry.toString());
            }
        }
        // Verify, later, reads the store back with its vocabulary: with the classes it is exact, without them it says which it lacks.
        Cli.Result lacking = Cli.run("verify", "--store", tmp.resolve("sorted").toString(), data.toString());
        assertEquals(1, lacking.exit(), lacking.all());
        assertTrue(lacking.err().contains("was made with class " + OPS + "WikiVocabulary") && lacking.err().contains("--classpath"), lacking.err());
        assertFalse(lacking.all().contains("\tat "), lacking.all());
        Cli.Result exact = Cli.run("verify", "--classpath", jar.toString(), "--store", tmp.resolve("sorted").toString(), data.toString());
        assertEquals(0, exact.exit(), exact.all());
    }

    /**
     * Geospatial literals as the query service stores them, through the built jar: the WKT datatype settings name this
     * project's serializer, and Blazegraph reads them with jettison, which the jar leaves out; both given with
     * {@code --classpath} (two entries), the sorted build loads and verifies exactly, and the record names both.
     */
    @Test
    void geospatialPointsLoadWithTheSerializerAndJettisonFromTheClassPath() throws Exception {
        Path jettison = Path.of(Class.forName("org.codehaus.jettison.json.JSONObject").getProtectionDomain().getCodeSource().getLocation().toURI());
        String wkt = "http://www.opengis.net/ont/geosparql#wktLiteral";
        StringBuilder b = new StringBuilder(Files.readString(data));
        for (int i = 1; i <= 60; i++) {
            b.append("<").append(WD).append("Q").append(i).append("> <").append(WDT).append("P625> \"")
                    .append(i % 10 == 0 ? "<http://www.wikidata.org/entity/Q405> " : "")
                    .append("Point(").append(-180 + i * 5.25).append(' ').append(-90 + i * 2.5).append(")\"^^<").append(wkt).append("> .\n");
        }
        Path geoData = Files.writeString(tmp.resolve("wikidata-like-geo.nt"), b);
        List<String> args = new ArrayList<>(List.of("load", "--classpath", jar + java.io.File.pathSeparator + jettison,
                "--set", "blazegraph.writer=sorted", "--store", tmp.resolve("geo").toString(), "--report", tmp.resolve("geo-run").toString(),
                "--verify"));
        args.addAll(classSettings());
        args.addAll(List.of("--set", V + "geoSpatial=true", "--set", V + "geoSpatialDefaultDatatype=" + wkt,
                "--set", V + "geoSpatialIncludeBuiltinDatatypes=false",
                "--set", V + "geoSpatialDatatypeConfig.0={\"config\": {\"uri\":\"" + wkt + "\", \"literalSerializer\":\"" + OPS
                        + "PointSerializer\", \"fields\":[{\"valueType\":\"DOUBLE\",\"multiplier\":\"1000000000\",\"serviceMapping\":\"LONGITUDE\"},"
                        + "{\"valueType\":\"DOUBLE\",\"multiplier\":\"1000000000\",\"serviceMapping\":\"LATITUDE\"},"
                        + "{\"valueType\":\"LONG\",\"multiplier\":\"1\",\"minValue\":\"0\",\"serviceMapping\":\"COORD_SYSTEM\"}]}}"));
        args.add(geoData.toString());
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("verify: OK"), r.out());
        JsonNode rec = RunRecords.readValid(tmp.resolve("geo-run"));
        assertEquals(jar.toString(), rec.at("/jvm/classPath/0/path").asText(), rec.at("/jvm").toString());
        assertEquals(jettison.toString(), rec.at("/jvm/classPath/1/path").asText(), rec.at("/jvm").toString());
    }

    /** Jars in lib/ beside the jar loadscope runs from are on the class path without --classpath. */
    @Test
    void jarsInLibBesideTheJarAreAddedWithoutAnOption() throws Exception {
        Path app = Files.createDirectories(tmp.resolve("app/lib"));
        Files.copy(jar, app.resolve("operator-classes.jar"));
        Path linked = Files.createSymbolicLink(tmp.resolve("app/loadscope.jar"), Cli.JAR);
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                linked.toString(), "load", "--store", tmp.resolve("lib-store").toString(), "--report", tmp.resolve("lib-run").toString(), "--verify"));
        cmd.addAll(classSettings());
        cmd.add(data.toString());
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(tmp.resolve("lib.log").toFile()).start();
        assertEquals(0, p.waitFor(), Files.readString(tmp.resolve("lib.log")));
        assertTrue(Files.readString(tmp.resolve("lib.log")).contains("verify: OK"), Files.readString(tmp.resolve("lib.log")));
        JsonNode rec = RunRecords.readValid(tmp.resolve("lib-run"));
        assertEquals(app.resolve("operator-classes.jar").toString(), rec.at("/jvm/classPath/0/path").asText(), rec.at("/jvm").toString());
        Files.delete(linked);
    }

    private static String sha256(Path f) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        sha.update(Files.readAllBytes(f));
        return HexFormat.of().formatHex(sha.digest());
    }
}
