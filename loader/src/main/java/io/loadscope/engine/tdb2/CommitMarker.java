package io.loadscope.engine.tdb2;

import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.store.DatasetGraphTDB;
import org.apache.jena.tdb2.store.StoragePrefixesTDB;
import org.apache.jena.tdb2.sys.TDBInternal;

/**
 * The count of commit groups Jena finished, kept durably in the TDB2 database itself, for the load manifest's
 * pending/committed protocol (a resume checks whether the count moved past the value written before the commit).
 * <p>
 * Jena's bulk loaders commit every index on its own coordinator and build secondary indexes after that, so no
 * write inside {@code finishBulk} can mean "all of the group is in". The counter is therefore advanced in a TDB2
 * write transaction of its own right after {@code finishBulk} returns: journaled, so the store's recovery keeps
 * it or drops it whole. Counter moved: the group is wholly in and is skipped. Counter not moved: the group may be
 * partly in and loads again, which {@link BlankNodeSeeds} makes exact.
 * <p>
 * It lives in TDB2's prefix table under a graph name of its own, not among the statements: no query, count
 * or dump of the data sees it, and the dataset's own prefixes are untouched.
 */
final class CommitMarker {
    static final Node GRAPH = NodeFactory.createURI("urn:loadscope:commits");
    static final String PREFIX = "loadscope-commits";
    private static final String VALUE = "urn:loadscope:commits:";

    private CommitMarker() {
    }

    static long read(DatasetGraph dsg) {
        StoragePrefixesTDB prefixes = prefixes(dsg);
        return dsg.calculateRead(() -> value(prefixes.get(GRAPH, PREFIX)));
    }

    /** Adds one to the marker in a transaction of its own; returns the new value. Not inside a bulk load. */
    static long advance(DatasetGraph dsg) {
        StoragePrefixesTDB prefixes = prefixes(dsg);
        return dsg.calculateWrite(() -> {
            long next = value(prefixes.get(GRAPH, PREFIX)) + 1;
            prefixes.add(GRAPH, PREFIX, VALUE + next);
            return next;
        });
    }

    private static long value(String v) {
        return v == null || !v.startsWith(VALUE) ? 0L : Long.parseLong(v.substring(VALUE.length()));
    }

    private static StoragePrefixesTDB prefixes(DatasetGraph dsg) {
        DatasetGraphTDB tdb = TDBInternal.getDatasetGraphTDB(dsg);
        return (StoragePrefixesTDB) tdb.getStoragePrefixes();
    }
}
