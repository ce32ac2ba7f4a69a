package io.loadscope.engine.blazegraph;

import com.bigdata.btree.IIndex;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.rdf.store.AbstractTripleStore;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What each index of the store was really created with: branching factor and write retention queue, read back from
 * the index's own metadata. A property that is set but not applied (a misspelt key, a namespace-qualified key for
 * another namespace) shows here as the default, not as what the profile asked for.
 */
final class IndexShapes {
    private IndexShapes() {
    }

    static Map<String, String> of(AbstractTripleStore store) {
        Map<String, String> out = new LinkedHashMap<>();
        try {
            var spo = store.getSPORelation();
            for (Iterator<? extends com.bigdata.striterator.IKeyOrder<com.bigdata.rdf.spo.ISPO>> it = spo.getKeyOrders(); it.hasNext(); ) {
                put(out, spo.getIndex(it.next()));
            }
            var lex = store.getLexiconRelation();
            put(out, lex.getTerm2IdIndex());
            put(out, lex.getId2TermIndex());
            put(out, lex.getBlobsIndex());
        } catch (RuntimeException e) {
            out.put("blazegraph.index", "not read: " + e);
        }
        return out;
    }

    private static void put(Map<String, String> out, IIndex index) {
        if (index == null) return;
        IndexMetadata m = index.getIndexMetadata();
        out.put("blazegraph.index." + m.getName(), "branchingFactor=" + m.getBranchingFactor()
                + ", writeRetentionQueue.capacity=" + m.getWriteRetentionQueueCapacity());
    }
}
