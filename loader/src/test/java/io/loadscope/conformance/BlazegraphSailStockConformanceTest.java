package io.loadscope.conformance;

import java.util.List;

/**
 * The W3C syntax suites loaded with Blazegraph's stock SPARQL LOAD ({@code blazegraph.parser=stock}), which reads the
 * file itself with the same Sesame 2.7 parsers as its DataLoader ({@link BlazegraphStockConformanceTest} runs every
 * suite through those).
 * What differs on this path is how Blazegraph opens the file (the format from the JDK's content-type
 * guess, then the name) and the parser options LOAD uses; N-Triples and RDF/XML show both, and keep the
 * whole conformance run within its time budget.
 */
class BlazegraphSailStockConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph-sail";
    }

    @Override
    java.util.Map<String, String> settings() {
        return java.util.Map.of("blazegraph.parser", "stock");
    }

    @Override
    String configuration() {
        return "blazegraph-sail-stock";
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
