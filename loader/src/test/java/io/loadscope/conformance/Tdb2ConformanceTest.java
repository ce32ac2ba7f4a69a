package io.loadscope.conformance;

/** The W3C syntax suites loaded into TDB2 (Jena RIOT). */
class Tdb2ConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "tdb2";
    }

    @Override
    boolean quadStore() {
        return true;
    }
}
