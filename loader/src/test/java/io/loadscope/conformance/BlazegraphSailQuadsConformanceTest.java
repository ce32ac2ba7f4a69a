package io.loadscope.conformance;

import java.util.List;
import java.util.Map;

/**
 * The W3C N-Quads and TriG suites through loadscope's rio 5 parse stage into the sail connection SPARQL LOAD fills ({@code blazegraph-sail}), on a Blazegraph store in quads mode: every
 * positive test with named graphs must load, with rdf4j's distinct statement count and rdf4j's statements one by one,
 * graph names included (the sail path accepts every format; these two are the ones with named graphs).
 */
class BlazegraphSailQuadsConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph-sail";
    }

    @Override
    Map<String, String> settings() {
        return Map.of("com.bigdata.rdf.store.AbstractTripleStore.quads", "true");
    }

    @Override
    String configuration() {
        return "blazegraph-sail-quads";
    }

    @Override
    boolean quadStore() {
        return true;
    }

    @Override
    boolean comparesStatements() {
        return true;
    }

    @Override
    List<W3cSuite> suitesToRun() {
        return List.of(W3cSuite.NQUADS, W3cSuite.TRIG);
    }
}
