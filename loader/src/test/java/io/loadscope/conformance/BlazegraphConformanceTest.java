package io.loadscope.conformance;

/** The W3C syntax suites through loadscope's rio 5 parse stage into Blazegraph's DataLoader buffer (the default). */
class BlazegraphConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph";
    }

    @Override
    boolean quadStore() {
        return false;
    }

    @Override
    boolean refusesNamedGraphs() {
        return true;
    }
}
