package io.loadscope.conformance;

/** The W3C syntax suites loaded into Blazegraph's DataLoader (its bundled Sesame 2.7 parsers). */
class BlazegraphConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph";
    }

    @Override
    boolean quadStore() {
        return false;
    }
}
