package io.loadscope.jmh.kv;

import io.loadscope.jmh.support.BenchData;
import io.loadscope.input.Compression;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;

/**
 * Keys with the distribution of real data: BSBM triples dictionary-encoded as a store's node table would
 * (one id per distinct term, in first-seen order), as S|P|O keys, duplicates removed.
 */
public final class BsbmKeys implements KeySet {
    private final byte[] sorted;
    private final int count;

    private BsbmKeys(byte[] sorted, int count) {
        this.sorted = sorted;
        this.count = count;
    }

    /** BSBM at {@code products} products from the benchmark data cache. */
    public static BsbmKeys of(int products) throws IOException {
        Map<String, Long> ids = new HashMap<>();
        java.util.List<long[]> triples = new java.util.ArrayList<>();
        RDFParser parser = Rio.createParser(RDFFormat.NTRIPLES);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(Statement st) {
                triples.add(new long[] {id(st.getSubject().toString()), id(st.getPredicate().toString()), id(st.getObject().toString())});
            }

            private long id(String term) {
                return ids.computeIfAbsent(term, t -> (long) ids.size() + 1);
            }
        });
        try (InputStream in = Files.newInputStream(BenchData.file("bsbm", products, Compression.NONE))) {
            parser.parse(in, "urn:bsbm");
        }
        byte[][] keys = new byte[triples.size()][];
        for (int i = 0; i < keys.length; i++) keys[i] = SpoKeys.key(triples.get(i)[0], triples.get(i)[1], triples.get(i)[2]);
        Arrays.sort(keys, Arrays::compareUnsigned);
        byte[] packed = new byte[keys.length * SpoKeys.LENGTH];
        int n = 0;
        for (int i = 0; i < keys.length; i++) {
            if (i > 0 && Arrays.equals(keys[i], keys[i - 1])) continue;
            System.arraycopy(keys[i], 0, packed, n++ * SpoKeys.LENGTH, SpoKeys.LENGTH);
        }
        return new BsbmKeys(Arrays.copyOf(packed, n * SpoKeys.LENGTH), n);
    }

    @Override
    public long keys() {
        return count;
    }

    @Override
    public byte[] batch(boolean sortedOrder, long seed, long from, int n) {
        byte[] out = new byte[n * SpoKeys.LENGTH];
        RandomOrder order = sortedOrder ? null : new RandomOrder(count, seed);
        for (int i = 0; i < n; i++) {
            long k = sortedOrder ? from + i : order.at(from + i);
            System.arraycopy(sorted, (int) k * SpoKeys.LENGTH, out, i * SpoKeys.LENGTH, SpoKeys.LENGTH);
        }
        return out;
    }

    @Override
    public byte[] presentKey(Random r) {
        int i = r.nextInt(count);
        return Arrays.copyOfRange(sorted, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH);
    }

    @Override
    public byte[] presentPrefix(Random r) {
        int i = r.nextInt(count);
        return Arrays.copyOfRange(sorted, i * SpoKeys.LENGTH, i * SpoKeys.LENGTH + SpoKeys.PREFIX_LENGTH);
    }
}
