package io.loadscope.conformance;

import java.util.List;

/**
 * The W3C syntax suites through loadscope's rio 5 parse stage into the sail connection that SPARQL LOAD fills
 * ({@code blazegraph-sail}'s default). The parser is the one {@link BlazegraphConformanceTest} runs every suite
 * through; N-Triples and RDF/XML show that this path hands the statements on unchanged, and keep the whole
 * conformance run within its time budget.
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
    boolean refusesNamedGraphs() {
        return true;
    }

    @Override
    List<W3cSuite> suitesToRun() {
        return List.of(W3cSuite.NTRIPLES, W3cSuite.RDFXML);
    }
}
