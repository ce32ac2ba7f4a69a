package io.loadscope.pipeline;

import io.loadscope.input.InputError;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.event.FileLoaded;
import io.loadscope.engine.EngineSession;
import io.loadscope.probe.Clock;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import io.loadscope.probe.jfr.FileLoadedEvent;
import io.loadscope.durable.LoadManifest;
import io.loadscope.durable.ManifestChunk;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The inputs loaded since the last commit, and their commit: the manifest's pending line, the engine's commit, then
 * its committed line (the order a resume relies on); or their rollback, which marks them in the run record. Counts
 * the commits and the statements they made durable.
 */
final class CommitGroups {
/** An input loaded since the last commit; {@code inputIndex} is its place in the run record's inputs. */
private record Pending(InputSource source, InputAttempt attempt, int inputIndex) {
}
    /** Inputs loaded since the last commit, in order. */
    private final List<Pending> group = new ArrayList<>();
    private final LoadManifest manifest;
    private final Path store;
    /** The run record's inputs, whose statuses this updates. */
    private final List<RunRecord.Input> inputs;
    private final List<String> warnings;
    private final LoadProbes probes;
    private final ListenerDispatch listeners;
    private final OneInput oneInput;
    private long told;
    private long commits;
    /** Statements in the open group, and when the last commit (or the load) ended. */
    private long groupStatements;
    private long lastCommitEnd = Clock.wall();

    CommitGroups(LoadManifest manifest, Path store, List<RunRecord.Input> inputs, List<String> warnings, LoadProbes probes,
                 ListenerDispatch listeners, OneInput oneInput) {
        this.manifest = manifest;
        this.store = store;
        this.inputs = inputs;
        this.warnings = warnings;
        this.probes = probes;
        this.listeners = listeners;
        this.oneInput = oneInput;
    }

    void add(InputSource source, InputAttempt attempt, int inputIndex) {
        group.add(new Pending(source, attempt, inputIndex));
        groupStatements += attempt.statements();
    }

    /** Statements told the engine since the last commit. */
    long statements() {
        return groupStatements;
    }

    long nanosSinceCommit() {
        return Clock.wall() - lastCommitEnd;
    }

    int size() {
        return group.size();
    }

    /** Statements committed in this run. */
    long told() {
        return told;
    }

    long commits() {
        return commits;
    }

    /** The engine rolled back the open commit group: its inputs (all parsed fine before) load again. */
    LoadFailure reload(EngineSession session) throws InputError {
        for (int i = 0; i < group.size(); i++) {
            Pending p = group.get(i);
            InputAttempt again = oneInput.load(session, p.source(), p.attempt().engineRejected());
            if (again.failure() != null) {
                markRolledBack();
                return again.failure();
            }
            group.set(i, new Pending(p.source(), again, p.inputIndex()));
            groupStatements += again.statements() - p.attempt().statements();
        }
        return null;
    }

    /** Writes the manifest's pending line, commits, then its committed line: the order a resume relies on. */
    LoadFailure commit(EngineSession session) {
        if (group.isEmpty()) return null;
        long w0 = Clock.wall();
        long c0 = Clock.cpu();
        try {
            return commit(session, w0);
        } finally {
            lastCommitEnd = Clock.wall();
            // The commit runs on the parser thread, outside any input's time: the engine books its stages.
            probes.addRoleTime(ThreadRole.PARSER, Clock.wall() - w0, c0 < 0 ? -1 : Clock.cpu() - c0);
        }
    }

    /**
     * The engine's commit, unless a worker of the load stopped (a writer task that failed, a loader thread that ended
     * early): it may have left part of the group unwritten, so nothing of it is committed.
     */
    private void commitUnlessStopped(EngineSession session) throws LoadFailure {
        try {
            probes.workers().checkStillRunning();
        } catch (io.loadscope.probe.LoadStopped stopped) {
            session.rollback();
            throw new LoadFailure(stopped.getMessage(), null, stopped.getCause() == null ? stopped : stopped.getCause());
        }
        session.commit();
    }

    private LoadFailure commit(EngineSession session, long w0) {
        List<ManifestChunk> chunks = group.stream().map(p -> p.attempt().chunk()).toList();
        LoadManifest.Group g;
        try {
            g = manifest.beginCommit(chunks, session.commitMarker());
        } catch (IOException e) {
            rollback(session);
            return new LoadFailure("cannot write the load manifest " + manifest.file() + ": " + e.getMessage(), null, e);
        }
        long manifestNanos = Clock.wall() - w0;
        try {
            commitUnlessStopped(session);
        } catch (LoadFailure failed) {
            // A commit fails for the whole group; name its inputs, not the store's files.
            LoadFailure f = failed.file() == null || failed.file().equals(store.toString())
                    ? failed.withFile(group.size() == 1 ? group.get(0).source().name()
                            : group.get(0).source().name() + " … " + group.get(group.size() - 1).source().name())
                    : failed;
            for (Pending p : group) inputs.set(p.inputIndex(), inputs.get(p.inputIndex()).withStatus(InputStatus.FAILED, 0));
            clearGroup();
            try {
                manifest.rolledBack(g);
            } catch (IOException e) {
                f.addSuppressed(e);
            }
            return f;
        }
        commits++;
        long m0 = Clock.wall();
        try {
            manifest.committed(g);
        } catch (IOException e) {
            // The statements are committed; a resume finds the pending line and checks the engine's marker.
            warnings.add("committed, but the load manifest could not record it: " + e.getMessage());
        }
        probes.recordWall(Stage.COMMIT, ThreadRole.PARSER, manifestNanos + Clock.wall() - m0);
        for (Pending p : group) {
            told += p.attempt().statements();
            FileLoaded done = p.attempt().done();
            listeners.each("onFileLoaded", l -> l.onFileLoaded(done));
            FileLoadedEvent ev = new FileLoadedEvent();
            if (ev.shouldCommit()) {
                ev.file = done.name();
                ev.format = done.format();
                ev.compression = done.compression();
                ev.statements = done.statements();
                ev.compressedBytes = done.compressedBytes();
                ev.uncompressedBytes = done.uncompressedBytes();
                ev.commit();
            }
        }
        clearGroup();
        return null;
    }

    void rollback(EngineSession session) {
        if (group.isEmpty()) return;
        session.rollback();
        markRolledBack();
    }

    /**
     * After a fault that got past an input's attempt: the engine rolls back whatever it holds uncommitted, the input
     * under way's writes among them, though that input never joined the group (its attempt did not return).
     */
    void rollbackAfterEscape(EngineSession session) {
        session.rollback();
        markRolledBack();
    }

    private void clearGroup() {
        group.clear();
        groupStatements = 0;
    }

    void markRolledBack() {
        for (Pending p : group) inputs.set(p.inputIndex(), inputs.get(p.inputIndex()).withStatus(InputStatus.ROLLED_BACK, 0));
        clearGroup();
    }
}
