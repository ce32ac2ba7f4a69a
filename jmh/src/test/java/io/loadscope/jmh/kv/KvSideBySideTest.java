package io.loadscope.jmh.kv;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KvSideBySideTest {
    private static String row(String store, String op, String workload, double score) {
        return "{\"benchmark\":\"io.loadscope.jmh.kv.KvLayerBenchmark." + op + "\",\"params\":{\"store\":\"" + store
                + "\",\"workload\":\"" + workload + "\",\"kvScale\":\"0.01\"},\"primaryMetric\":{\"score\":" + score
                + ",\"scoreError\":1.5,\"scoreUnit\":\"ms/op\"}}";
    }

    @Test
    void eachWorkloadGetsTheStoresInColumnsAndThePublishedFiguresApartWithTheirSource() throws Exception {
        String json = "[" + row("rocksdb", "insertRandom", "6", 2547) + "," + row("jena-bplustree", "insertRandom", "6", 1198) + ","
                + row("rocksdb", "pointReads", "6", 966) + "," + row("rocksdb", "insertRandom", "3", 100) + "]";
        String md = KvSideBySide.markdown(new ObjectMapper().readTree(json));
        assertTrue(md.contains("| 6 | insertRandom | 2547.0 ± 1.5 ms | 1198.0 ± 1.5 ms | – |\n"), md);
        assertTrue(md.contains("| 6 | pointReads | 966.0 ± 1.5 ms | – | – |\n"), md);
        assertTrue(md.contains("| 3 | insertRandom | 100.0 ± 1.5 ms | – | – |\n"), md);
        assertTrue(md.contains("| 6 | 41.83 s | 115.41 s | 62.47 s | 7.04 s |"), md);
        assertFalse(md.contains("| 3 | 41.83"), "only workloads with published figures get a published row");
        assertTrue(md.contains(KvSideBySide.PUBLISHED_SOURCE), "the published figures name their source");
        assertTrue(md.contains("calling thread's CPU") && md.contains("descending key order") && md.contains("prefix range scans"),
                "what the published figures measured is stated");
    }

    @Test
    void noPublishedFiguresForTheWorkloadsRunNoPublishedTable() throws Exception {
        String md = KvSideBySide.markdown(new ObjectMapper().readTree("[" + row("rocksdb", "insertRandom", "3", 100) + "]"));
        assertFalse(md.contains(KvSideBySide.PUBLISHED_SOURCE), md);
    }

    @Test
    void noKvResultsNoSection() throws Exception {
        assertEquals("", KvSideBySide.markdown(new ObjectMapper().readTree("[]")));
    }
}
