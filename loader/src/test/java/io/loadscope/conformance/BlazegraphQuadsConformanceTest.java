package io.loadscope.conformance;

import java.util.List;
import java.util.Map;

/**
 * The W3C N-Quads and TriG suites through loadscope's rio 5 parse stage into a Blazegraph store in quads mode: every
 * positive test with named graphs must load, with rdf4j's distinct statement count and rdf4j's statements one by one,
 * graph names included (on the triples store, {@link BlazegraphConformanceTest}, the same tests pass by refusal).
 */
class BlazegraphQuadsConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph";
    }

    @Override
    Map<String, String> settings() {
        return Map.of("com.bigdata.rdf.store.AbstractTripleStore.quads", "true");
    }

    @Override
    String configuration() {
        return "blazegraph-quads";
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
