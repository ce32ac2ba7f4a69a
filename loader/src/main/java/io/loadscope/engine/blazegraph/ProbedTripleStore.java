package io.loadscope.engine.blazegraph;

import com.bigdata.journal.IIndexManager;
import com.bigdata.rdf.spo.ISPO;
import com.bigdata.rdf.store.AbstractTripleStore;
import com.bigdata.rdf.store.LocalTripleStore;
import com.bigdata.relation.accesspath.IElementFilter;
import com.bigdata.striterator.IChunkedOrderedIterator;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.Properties;

/**
 * Blazegraph's {@link LocalTripleStore} with probes around the two calls every batch and every load
 * makes on it: {@code addStatements} (the statement indexes SPO/POS/OSP, written in parallel by
 * Blazegraph) and {@code commit}.
 */
public class ProbedTripleStore extends LocalTripleStore {
    private volatile LoadProbes probes;
    private volatile WriterTimeline timeline;

    public ProbedTripleStore(IIndexManager indexManager, String namespace, Long timestamp, Properties properties) {
        super(indexManager, namespace, timestamp, properties);
    }

    void attach(LoadProbes probes, WriterTimeline timeline) {
        this.probes = probes;
        this.timeline = timeline;
    }

    @Override
    public long addStatements(AbstractTripleStore statementStore, boolean copyOnly,
                              IChunkedOrderedIterator<ISPO> itr, IElementFilter<ISPO> filter) {
        WriterTimeline t = timeline;
        LoadProbes p = probes;
        if (t == null || p == null) return super.addStatements(statementStore, copyOnly, itr, filter);
        t.statementsStarted();
        long written;
        try {
            p.injectedFaults().writePoint("Blazegraph's statement-index write");
            written = super.addStatements(statementStore, copyOnly, itr, filter);
        } catch (RuntimeException | Error e) {
            t.statementsFailed();
            throw e;
        }
        t.statementsEnded(written);
        return written;
    }

    @Override
    public synchronized long commit() {
        LoadProbes p = probes;
        if (p == null) return super.commit();
        Span span = p.start(Stage.COMMIT, ThreadRole.PARSER);
        try {
            return super.commit();
        } finally {
            span.end();
        }
    }
}
