package io.loadscope.conformance;

import io.loadscope.load.RdfFormat;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Model;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.model.ValueFactory;
import org.eclipse.rdf4j.model.impl.SimpleValueFactory;
import org.eclipse.rdf4j.model.util.Models;
import org.eclipse.rdf4j.model.util.RDFCollections;
import org.eclipse.rdf4j.model.vocabulary.RDF;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.Rio;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The W3C syntax suites shipped in rdf4j-rio-testsuite ({@code testcases/...} on the test classpath), and
 * their manifests read into {@link W3cCase}s. The Turtle directory also holds a copy of the N-Triples tests
 * ({@code turtle/tests-nt}, byte for byte a subset of {@code ntriples}); it is not run twice.
 */
enum W3cSuite {
    NTRIPLES("ntriples", "testcases/ntriples", "manifest.ttl", RdfFormat.NTRIPLES),
    NQUADS("nquads", "testcases/nquads", "manifest.ttl", RdfFormat.NQUADS),
    TURTLE("turtle", "testcases/turtle/tests-ttl-w3c-20170126", "manifest.ttl", RdfFormat.TURTLE),
    TRIG("trig", "testcases/trig", "manifest.ttl", RdfFormat.TRIG),
    RDFXML("rdfxml", "testcases/rdfxml/w3c-approved", "Manifest.rdf", RdfFormat.RDFXML);

    private static final String MF = "http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#";
    private static final String RDFT = "http://www.w3.org/ns/rdftest#";
    /** The RDF Core (2004) test schema of the RDF/XML manifest. */
    private static final String RDFCORE = "http://www.w3.org/2000/10/rdf-tests/rdfcore/testSchema#";
    /** Where the RDF/XML manifest places its files; they live under {@code w3c-approved/} in the jar. */
    private static final String RDFCORE_BASE = "http://www.w3.org/2000/10/rdf-tests/rdfcore/";
    private static final ValueFactory VF = SimpleValueFactory.getInstance();

    private final String key;
    private final String resourceDir;
    private final String manifest;
    private final RdfFormat format;

    W3cSuite(String key, String resourceDir, String manifest, RdfFormat format) {
        this.key = key;
        this.resourceDir = resourceDir;
        this.manifest = manifest;
        this.format = format;
    }

    String key() {
        return key;
    }

    RdfFormat format() {
        return format;
    }

    /** True for the syntaxes with named graphs; their statements are quads. */
    boolean quads() {
        return format == RdfFormat.NQUADS || format == RdfFormat.TRIG;
    }

    /**
     * Copies this suite's files out of the jar into {@code root} (the loader reads files, not classpath
     * resources) and reads its manifest.
     */
    List<W3cCase> extractAndRead(Path root) throws IOException {
        Path dir = extract(root);
        Path manifestFile = dir.resolve(manifest);
        List<W3cCase> cases = this == RDFXML ? readRdfCoreManifest(dir, manifestFile) : readRdfTestManifest(manifestFile);
        if (cases.isEmpty()) throw new IllegalStateException(manifestFile + " lists no tests");
        for (W3cCase c : cases) {
            // A test whose file is missing would otherwise shrink the suite without anyone noticing.
            if (!Files.isRegularFile(c.action())) throw new IllegalStateException(c + ": missing " + c.action());
            if (c.result() != null && !Files.isRegularFile(c.result())) throw new IllegalStateException(c + ": missing " + c.result());
        }
        return cases;
    }

    private Path extract(Path root) throws IOException {
        URL url = W3cSuite.class.getClassLoader().getResource(resourceDir + "/" + manifest);
        if (url == null) throw new IllegalStateException(resourceDir + "/" + manifest + " is not on the test classpath (rdf4j-rio-testsuite)");
        Path target = root.resolve(key);
        URI uri;
        try {
            uri = url.toURI();
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
        if (!"jar".equals(uri.getScheme())) {
            copyTree(Path.of(uri).getParent(), target);
            return target;
        }
        try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
            copyTree(jar.getPath(resourceDir), target);
        }
        return target;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> all = Files.walk(from)) {
            for (Path p : (Iterable<Path>) all::iterator) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /**
     * The RDF 1.1 test manifests (N-Triples, N-Quads, Turtle, TriG): {@code mf:entries} in order, each with
     * its {@code rdft:} type, {@code mf:action} and, for evaluation tests, {@code mf:result}. Parsed with the
     * manifest's own file URI as base, so actions resolve to the extracted files.
     */
    private List<W3cCase> readRdfTestManifest(Path manifestFile) throws IOException {
        Model m;
        try (InputStream in = Files.newInputStream(manifestFile)) {
            m = Rio.parse(in, manifestFile.toUri().toString(), RDFFormat.TURTLE);
        }
        IRI entries = VF.createIRI(MF, "entries");
        Resource head = Models.objectResource(m.filter(null, entries, null))
                .orElseThrow(() -> new IllegalStateException(manifestFile + " has no mf:entries"));
        List<W3cCase> out = new ArrayList<>();
        for (Value v : RDFCollections.asValues(m, head, new ArrayList<>())) {
            Resource test = (Resource) v;
            String type = Models.objectIRI(m.filter(test, RDF.TYPE, null))
                    .orElseThrow(() -> new IllegalStateException(test + " has no type")).getLocalName();
            String name = Models.objectLiteral(m.filter(test, VF.createIRI(MF, "name"), null))
                    .map(Value::stringValue).orElse(((IRI) test).getLocalName());
            Path action = file(Models.objectIRI(m.filter(test, VF.createIRI(MF, "action"), null))
                    .orElseThrow(() -> new IllegalStateException(test + " has no mf:action")));
            Optional<IRI> result = Models.objectIRI(m.filter(test, VF.createIRI(MF, "result"), null));
            boolean positive = type.contains("Positive") || (type.endsWith("Eval") && !type.contains("Negative"));
            if (!type.startsWith("Test") || !(positive || type.contains("Negative"))) {
                throw new IllegalStateException(test + ": unknown test type " + type);
            }
            out.add(new W3cCase(this, name, type, positive, action, result.map(W3cSuite::file).orElse(null)));
        }
        return out;
    }

    /**
     * The RDF Core manifest of the RDF/XML tests: the APPROVED {@code test:PositiveParserTest}s (with their
     * N-Triples output) and {@code test:NegativeParserTest}s; entailment tests and tests that were withdrawn,
     * made obsolete or never approved are not syntax tests of today's RDF/XML. Sorted by name: the manifest
     * has no order.
     */
    private List<W3cCase> readRdfCoreManifest(Path dir, Path manifestFile) throws IOException {
        Model m;
        try (InputStream in = Files.newInputStream(manifestFile)) {
            m = Rio.parse(in, RDFCORE_BASE, RDFFormat.RDFXML);
        }
        List<W3cCase> out = new ArrayList<>();
        for (String type : List.of("PositiveParserTest", "NegativeParserTest")) {
            for (Resource test : m.filter(null, RDF.TYPE, VF.createIRI(RDFCORE, type)).subjects()) {
                String status = Models.objectLiteral(m.filter(test, VF.createIRI(RDFCORE, "status"), null))
                        .map(Value::stringValue).orElse("");
                if (!status.equals("APPROVED")) continue;
                // "http://www.w3.org/2000/10/rdf-tests/rdfcore/xmlbase/Manifest.rdf#test001" -> "xmlbase/test001"
                String about = test.stringValue().substring(RDFCORE_BASE.length());
                String name = about.substring(0, about.indexOf('/')) + "/" + about.substring(about.indexOf('#') + 1);
                Path input = rdfCoreFile(dir, m, test, "inputDocument");
                Path output = type.startsWith("Positive") ? rdfCoreFile(dir, m, test, "outputDocument") : null;
                out.add(new W3cCase(this, name, type, type.startsWith("Positive"), input, output));
            }
        }
        out.sort(Comparator.comparing(W3cCase::name));
        return out;
    }

    private static Path rdfCoreFile(Path dir, Model m, Resource test, String property) {
        IRI doc = Models.objectIRI(m.filter(test, VF.createIRI(RDFCORE, property), null))
                .orElseThrow(() -> new IllegalStateException(test + " has no test:" + property));
        return dir.resolve(doc.stringValue().substring(RDFCORE_BASE.length()));
    }

    private static Path file(IRI iri) {
        return Path.of(URI.create(iri.stringValue()));
    }
}
