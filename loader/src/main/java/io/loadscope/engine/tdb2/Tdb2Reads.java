package io.loadscope.engine.tdb2;

import io.loadscope.engine.EngineSession;
import io.loadscope.engine.StatementVisitor;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.store.DatasetGraphTDB;
import org.apache.jena.tdb2.sys.TDBInternal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What a TDB2 session reads from its database after a load, whichever loader wrote it: the session's reads of the
 * engine contract, written once for Jena's loaders ({@link Tdb2Session}) and the xloader ({@link XloaderSession}).
 */
interface Tdb2Reads extends EngineSession {
    /** The database to read, opened for reading where the session does not hold it open. */
    DatasetGraph readDataset();

    /** The store's directory. */
    Path storeDir();

    @Override
    default long committedStatements() {
        return statements(readDataset());
    }

    @Override
    default void forEachStatement(StatementVisitor visitor) {
        forEach(readDataset(), visitor);
    }

    @Override
    default long storeBytes() {
        return bytes(storeDir());
    }

    @Override
    default Map<String, Map<String, Long>> indexCounters() {
        return indexCounters(storeDir());
    }

    static long statements(DatasetGraph dsg) {
        // Counted on the primary indexes (SPO, GSPO) without decoding a single node: a full find() over
        // the dataset would look every term up in the node table.
        DatasetGraphTDB tdb = TDBInternal.getDatasetGraphTDB(dsg);
        return dsg.calculateRead(() -> tdb.getTripleTable().getNodeTupleTable().size()
                + tdb.getQuadTable().getNodeTupleTable().size());
    }

    private static void forEach(DatasetGraph dsg, StatementVisitor visitor) {
        dsg.executeRead(() -> dsg.find().forEachRemaining(q -> visitor.statement(JenaInputReader.term(q.getSubject()), JenaInputReader.term(q.getPredicate()),
                JenaInputReader.term(q.getObject()), q.isDefaultGraph() ? null : JenaInputReader.term(q.getGraph()))));
    }

    private static long bytes(Path dir) {
        try {
            return io.loadscope.files.Directories.size(dir);
        } catch (IOException e) {
            return -1;
        }
    }

    /** Bytes on disk per index and node table (TDB2 keeps no write counters). */
    private static Map<String, Map<String, Long>> indexCounters(Path dir) {
        Map<String, Map<String, Long>> out = new TreeMap<>();
        try (Stream<Path> s = Files.walk(dir)) {
            s.filter(Files::isRegularFile).forEach(p -> {
                String name = p.getFileName().toString();
                int dot = name.indexOf('.');
                if (dot <= 0 || name.startsWith("tdb")) return;
                out.computeIfAbsent(name.substring(0, dot), k -> new TreeMap<>())
                        .merge("bytesOnDisk", p.toFile().length(), Long::sum);
            });
        } catch (IOException e) {
            return out;
        }
        return out;
    }
}
