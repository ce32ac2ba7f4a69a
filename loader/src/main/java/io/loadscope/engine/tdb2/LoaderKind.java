package io.loadscope.engine.tdb2;

import io.loadscope.record.Stage;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.progress.MonitorOutput;
import org.apache.jena.tdb2.loader.DataLoader;
import org.apache.jena.tdb2.loader.LoaderFactory;
import org.apache.jena.tdb2.loader.main.LoaderPlans;

import java.util.Locale;

/** Jena 5's TDB2 loaders, as {@code tdb2.tdbloader --loader=...} names them. */
enum LoaderKind {
    /** One transaction; the parser thread writes node table and every index itself. */
    BASIC(Stage.STATEMENT_WRITE, false),
    /** The parser thread builds the node table and primary index; secondary indexes one by one at the end. */
    SEQUENTIAL(Stage.STATEMENT_WRITE, false),
    /** Node table thread plus the primary index thread(s); secondary indexes in phases at the end (Jena's default). */
    PHASED(Stage.BUFFER, true),
    /** Node table thread plus one thread per index, all at once. */
    PARALLEL(Stage.BUFFER, true),
    /** The parser thread builds the node table; one thread per primary index; secondary indexes at the end. */
    LIGHT(Stage.LEXICON_WRITE, true),
    /**
     * Jena's xloader: a new database built from sorted files in steps that read the input files themselves, each in a
     * JVM of its own ({@link XloaderSession}); not one of the {@code DataLoader}s.
     */
    XLOADER(Stage.STATEMENT_WRITE, true);

    /** What the parser's calls into the loader's stream do, for the parse/sink split. */
    final Stage sinkStage;
    /** The loader writes outside a transaction (exclusive mode): a parse error mid-file cannot be rolled back. */
    final boolean bulk;

    LoaderKind(Stage sinkStage, boolean bulk) {
        this.sinkStage = sinkStage;
        this.bulk = bulk;
    }

    static LoaderKind parse(String name) {
        try {
            return valueOf(name.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(Tdb2Engine.LOADER + "=" + name + " is not a TDB2 loader (basic, sequential, phased, parallel, light, xloader)");
        }
    }

    DataLoader create(DatasetGraph dsg, MonitorOutput output) {
        return switch (this) {
            case BASIC -> LoaderFactory.basicLoader(dsg, output);
            case SEQUENTIAL -> LoaderFactory.sequentialLoader(dsg, output);
            case PHASED -> LoaderFactory.phasedLoader(dsg, output);
            case PARALLEL -> LoaderFactory.parallelLoader(dsg, output);
            case LIGHT -> LoaderFactory.createLoader(LoaderPlans.loaderPlanLight, dsg, output);
            case XLOADER -> throw new IllegalStateException("xloader is not a DataLoader: it runs in steps of its own (XloaderSession)");
        };
    }

    String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
