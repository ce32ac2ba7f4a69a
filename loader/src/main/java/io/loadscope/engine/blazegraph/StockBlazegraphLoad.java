package io.loadscope.engine.blazegraph;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import com.bigdata.rdf.store.DataLoader;
import com.bigdata.rdf.store.LocalTripleStore;
import org.openrdf.query.QueryLanguage;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

/**
 * Blazegraph loading the way its users run it, without loadscope in the path: a plain LocalTripleStore and
 * {@code DataLoader.loadFiles}, which reads, decompresses and commits itself; or, for the SPARQL path, one
 * {@code LOAD} and one commit per file on a sail. The baseline of the overhead benchmark.
 */
final class StockBlazegraphLoad {
    private StockBlazegraphLoad() {
    }

    /** Loads {@code files} into a new store; returns the statements told (the SPARQL path: the statements stored). */
    static long run(Properties props, boolean sparqlLoad, Path storeDir, List<Path> files) throws Exception {
        BlazegraphRuntime.prepare();
        // Stock DataLoader commits after each loadFiles call (its default, Batch); loadscope's own loads commit themselves.
        props.setProperty("com.bigdata.rdf.store.DataLoader.commit", "Batch");
        Files.createDirectories(storeDir);
        Journal journal = new Journal(props);
        try {
            LocalTripleStore store = new LocalTripleStore(journal, BlazegraphEngine.NAMESPACE, ITx.UNISOLATED, props);
            store.create();
            store.commit();
            if (sparqlLoad) return loadWithSparql(journal, store, files);
            DataLoader loader = new DataLoader(props, store, new PrintStream(OutputStream.nullOutputStream()));
            long told = 0;
            for (Path f : files) {
                // In a quads store, triples go to its default graph; loadFiles would leave them without one, which its indexes refuse.
                told += loader.loadFiles(f.toFile(), null, null, store.isQuads() ? QuadsMode.DEFAULT_GRAPH.toString() : null, null).toldTriples.get();
            }
            return told;
        } finally {
            journal.close();
        }
    }

    private static long loadWithSparql(Journal journal, LocalTripleStore store, List<Path> files) throws Exception {
        BigdataSailRepository repo = new BigdataSailRepository(new BigdataSail(BlazegraphEngine.NAMESPACE, journal));
        repo.initialize();
        for (Path f : eachFile(files)) {
            BigdataSailRepositoryConnection cxn = repo.getUnisolatedConnection();
            try {
                cxn.begin();
                cxn.prepareUpdate(QueryLanguage.SPARQL, QuadsMode.loadUpdate(f.toAbsolutePath().toUri(), store.isQuads())).execute();
                cxn.commit();
            } finally {
                cxn.close();
            }
        }
        long n = store.getStatementCount(false);
        repo.shutDown();
        return n;
    }

    /**
     * The files to {@code LOAD}, a directory's in name order: the query service's loader takes a directory of chunks and
     * sends one {@code LOAD} per chunk in that order, each its own update and commit. (DataLoader reads a directory
     * itself.)
     */
    static List<Path> eachFile(List<Path> inputs) throws java.io.IOException {
        List<Path> files = new java.util.ArrayList<>();
        for (Path p : inputs) {
            if (!Files.isDirectory(p)) {
                files.add(p);
                continue;
            }
            try (java.util.stream.Stream<Path> in = Files.walk(p)) {
                in.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().startsWith(".")).sorted().forEach(files::add);
            }
        }
        return files;
    }
}
