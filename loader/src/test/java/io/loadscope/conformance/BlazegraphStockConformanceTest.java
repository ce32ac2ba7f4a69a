package io.loadscope.conformance;

import java.util.Map;

/**
 * The W3C syntax suites through Blazegraph's DataLoader with its bundled Sesame 2.7 parsers
 * ({@code blazegraph.parser=stock}): what the stock loader gets wrong, kept asserted as a finding.
 */
class BlazegraphStockConformanceTest extends W3cConformanceTest {
    @Override
    String engine() {
        return "blazegraph";
    }

    @Override
    Map<String, String> settings() {
        return Map.of("blazegraph.parser", "stock");
    }

    @Override
    String configuration() {
        return "blazegraph-stock";
    }

    @Override
    boolean quadStore() {
        return false;
    }
}
