package io.loadscope.engine.tdb2;

import io.loadscope.record.Stage;

import java.util.List;
import java.util.Locale;

/**
 * The steps of Jena's {@code tdb2.xloader}, in the order its script runs them, each in a JVM of its own: the node table
 * (every input parsed, terms hashed, sorted by the {@code sort} program and packed into the node table's B+tree),
 * ingest (every input parsed again, statements encoded to node ids into a compressed work file), then one sort and
 * bottom-up pack per tuple index.
 */
enum XloaderPhase {
    NODE_TABLE("node table", Stage.LEXICON_WRITE, Stage.TERM_SORT, null),
    INGEST("ingest", Stage.TERM_ENCODE, Stage.TERM_ENCODE, null),
    SPO, POS, OSP,
    GSPO, GPOS, GOSP, SPOG, POSG, OSPG;

    static final List<XloaderPhase> TRIPLE_INDEXES = List.of(SPO, POS, OSP);
    static final List<XloaderPhase> QUAD_INDEXES = List.of(GSPO, GPOS, GOSP, SPOG, POSG, OSPG);

    /** How the progress line and the run record name the phase. */
    final String label;
    /** The stage the phase's wall time is booked to on the load thread, which waits for it. */
    final Stage stage;
    /** The stage the external {@code sort} processes' CPU time is booked to. */
    final Stage sortStage;
    /** Jena's name of the index the phase builds, or null. */
    final String indexName;

    XloaderPhase(String label, Stage stage, Stage sortStage, String indexName) {
        this.label = label;
        this.stage = stage;
        this.sortStage = sortStage;
        this.indexName = indexName;
    }

    XloaderPhase() {
        this.indexName = name();
        this.label = "index " + name();
        this.stage = Stage.STATEMENT_WRITE;
        this.sortStage = Stage.STATEMENT_SORT;
    }

    /** The phase's name on the child's command line. */
    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    static XloaderPhase ofKey(String key) {
        return valueOf(key.toUpperCase(Locale.ROOT));
    }
}
