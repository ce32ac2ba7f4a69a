package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import org.openrdf.query.QueryLanguage;
import org.openrdf.repository.RepositoryException;

/**
 * The unisolated connection of one commit group on the SPARQL {@code LOAD} path, whose only commit is the group's.
 * <p>
 * Blazegraph ends every SPARQL UPDATE request with {@code conn.commit2()} on the connection that prepared it, unless the
 * JVM-wide static {@code AST2BOpUpdate.AUTO_COMMIT} is false. A LOAD that commits itself is durable before loadscope's
 * manifest says its group is being committed: a kill later in the group left it in the store while the manifest had it
 * to load again, and its blank nodes came back twice. Turning the static off would stop every other SPARQL UPDATE in the
 * JVM from committing while a LOAD runs; declining the request's commit on this connection alone touches nothing else.
 */
final class GroupCommitConnection extends BigdataSailRepositoryConnection {
    /** True while one of our own update requests runs: the commit it ends with is the group's, made later. */
    private boolean insideLoad;

    private GroupCommitConnection(BigdataSailRepository repository, BigdataSail.BigdataSailConnection sailConnection) {
        super(repository, sailConnection);
    }

    static GroupCommitConnection open(BigdataSailRepository repository) throws RepositoryException {
        try {
            return new GroupCommitConnection(repository, ((BigdataSail) repository.getSail()).getUnisolatedConnection());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RepositoryException(e);
        }
    }

    /** Runs one update (a LOAD) whose statements stay in this connection until {@link #commit2()} outside it. */
    void executeWithoutItsOwnCommit(String update) throws Exception {
        insideLoad = true;
        try {
            prepareUpdate(QueryLanguage.SPARQL, update).execute();
        } finally {
            insideLoad = false;
        }
    }

    /** The commit an update request ends with is declined (0: nothing committed, as for an empty write set). */
    @Override
    public long commit2() throws RepositoryException {
        return insideLoad ? 0L : super.commit2();
    }
}
