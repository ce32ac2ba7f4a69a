package io.loadscope.verify;

import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.record.VerifyReport.Outcome;
import io.loadscope.request.LoadRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * An RDF/XML file whose {@code rdf:parseType="Literal"} content declares a default namespace inside a prefixed element
 * (the shape of the W3C test {@code rdfms-xml-literal-namespaces/test001.rdf}): the load's parser (rdf4j rio) and
 * verification's second parser (Jena RIOT) write the literal's namespace declarations in different places, so before
 * XML literals were compared canonically every engine's store failed verification against the file it was loaded from.
 * Loaded into a real Blazegraph journal (both writers) and a real TDB2 database, each verifies exact; a literal whose
 * content differs is still a mismatch.
 */
class XmlLiteralVerificationTest {
    private static final String RDF_XML = """
            <?xml version="1.0"?>
            <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:eg="http://example.org/">
              <rdf:Description rdf:about="http://example.org/John">
                <eg:name rdf:parseType="Literal">
                  <html:h1 xmlns:html="http://NoHTML.example.org">
                    <b xmlns="http://www.w3.org/1999/xhtml">%s</b>
                  </html:h1>
                </eg:name>
                <eg:note rdf:parseType="Literal">plain &amp; <i xmlns="http://www.w3.org/1999/xhtml" class="x"/></eg:note>
              </rdf:Description>
            </rdf:RDF>
            """;

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource({"tdb2,", "blazegraph,buffer", "blazegraph,sorted"})
    void aStoreLoadedFromRdfXmlWithXmlLiteralsVerifiesExactAgainstIt(String engine, String writer) throws Exception {
        Path in = Files.createDirectories(dir.resolve("tree")).resolve("john.rdf");
        Files.writeString(in, RDF_XML.formatted("John"));
        LoadRequest.Builder request = LoadRequest.builder().engine(engine).store(dir.resolve("db")).reportDir(dir.resolve("run"))
                .input(dir.resolve("tree"));
        if (writer != null) request.set("blazegraph.writer", writer);
        assertEquals(RunStatus.LOADED, LoadPipeline.run(request.build()).record().status());

        VerifyReport same = StoreVerification.run(VerifyRequest.of(engine, dir.resolve("db"), List.of(dir.resolve("tree").toString())));
        assertEquals(Outcome.EXACT, same.outcome(), same.missingFromStore() + " / " + same.extraInStore());
        assertEquals(2, same.storeDistinct());

        Path other = Files.writeString(dir.resolve("jane.rdf"), RDF_XML.formatted("Jane"));
        VerifyReport differs = StoreVerification.run(VerifyRequest.of(engine, dir.resolve("db"), List.of(other.toString())));
        assertEquals(Outcome.MISMATCH, differs.outcome());
        assertEquals(1, differs.missing());
        assertEquals(1, differs.extra());
    }
}
