package io.loadscope.conformance;

import java.util.List;

/**
 * The W3C syntax suites loaded with Blazegraph's SPARQL LOAD, which reads the file itself with the same
 * Sesame 2.7 parsers as its DataLoader ({@link BlazegraphConformanceTest} runs every suite through those).
 * What differs on this path is how Blazegraph opens the file (the format from the JDK's content-type
 * guess, then the name) and the parser options LOAD uses; N-Triples and RDF/XML show both, and keep the
 * whole conformance run within its time budget.
 */
class BlazegraphSailConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph-sail";
    }

    @Override
    boolean quadStore() {
        return false;
    }

    @Override
    List<W3cSuite> suitesToRun() {
        return List.of(W3cSuite.NTRIPLES, W3cSuite.RDFXML);
    }
}
