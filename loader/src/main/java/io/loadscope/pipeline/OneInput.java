package io.loadscope.pipeline;

import io.loadscope.engine.ResourceFault;
import io.loadscope.input.BadLineFilter;
import io.loadscope.input.ErrorLocator;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.event.FileLoaded;
import io.loadscope.request.LoadRequest;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.MemoryAdvice;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.FileOutcome;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import io.loadscope.durable.ManifestChunk;
import io.loadscope.durable.ManifestChunks;
import io.loadscope.load.OnError;
import io.loadscope.reject.Reject;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Loads one input into an open store session, without committing: opens it (format, compression, checks), has the
 * engine parse and write it (after a validating parse for engines that cannot roll back), and reports an
 * {@link InputAttempt} with the input's record, or the failure located by file, line and column.
 */
final class OneInput {
    /** Skip mode: how many lines of one input the engine may refuse after rdf4j passed them, before the input is skipped whole. */
    static final int MAX_ENGINE_REJECTS = 100;
    private final LoadRequest request;
    private final EngineConfig engine;
    private final InputOpener opener;
    private final LoadProbes probes;
    /** The run's warnings, which this adds to. */
    private final List<String> warnings;

    OneInput(LoadRequest request, EngineConfig engine, InputOpener opener, LoadProbes probes, List<String> warnings) {
        this.request = request;
        this.engine = engine;
        this.opener = opener;
        this.probes = probes;
        this.warnings = warnings;
    }

    /** The phase a validating parse shows, in bytes of the input read. */
    static final String VALIDATE_PHASE = "validating parse";

    /** One attempt at one input: parsed and written (not committed), or why not. */
    InputAttempt load(EngineSession session, InputSource source, Map<Long, String> engineRejected) throws InputError {
        long w0 = Clock.wall();
        long c0 = Clock.cpu();
        boolean engineReads = session.readsInputItself();
        boolean filter = request.onError() == OnError.SKIP && !engineReads;
        if (session.validatesFirst()) {
            InputAttempt invalid = validate(session, source, filter, engineRejected);
            if (invalid != null) {
                probes.addRoleTime(ThreadRole.PARSER, Clock.wall() - w0, c0 < 0 ? -1 : Clock.cpu() - c0);
                return invalid;
            }
        }
        OpenedInput in;
        try {
            // An engine that reads the file itself gets it opened only for the format and compression checks.
            in = opener.open(source, engineReads ? LoadProbes.discard() : probes);
        } catch (IOException e) {
            return InputAttempt.failed(LoadFailure.inputFault("cannot read: " + e.getMessage(), source.name(), e),
                    inputRecord(source, null, 0, 0, false), false);
        }
        if (!in.formatDecision().note().isEmpty()) warnings.add(source.name() + ": " + in.formatDecision().note());
        BadLineFilter lines = filter && in.format().lineBased() ? in.filterBadLines(engineRejected) : null;
        FileOutcome outcome = null;
        LoadFailure failure = null;
        try (in) {
            outcome = session.load(in);
        } catch (LoadFailure f) {
            failure = f;
        } catch (OutOfMemoryError | InternalError e) {
            // Thrown past the engine's own handling (e.g. while it set up the input): same message, no trace.
            session.rollback();
            failure = ResourceFault.failure(e, probes, source.name(), request.store(), (engine instanceof MemoryAdvice m ? m.memorySettings() : List.of()))
                    .orElseThrow(() -> e);
        } catch (IOException e) {
            warnings.add(source.name() + ": closing the input failed: " + e.getMessage());
        }
        long wall = Clock.wall() - w0;
        long cpu = c0 < 0 ? -1 : Clock.cpu() - c0;
        probes.addRoleTime(ThreadRole.PARSER, wall, cpu);
        if (failure == null && session.auditsSyntax() && !source.isStdin()) auditSyntax(session, source);
        if (engineReads) probes.compressedRead(source.size());
        else in.recordStages(probes);
        long statements = outcome == null ? 0 : outcome.statementsTold();
        List<Reject> lineRejects = lines == null ? List.of() : lines.rejects();
        if (failure == null && statements == 0 && lineRejects.isEmpty() && (engineReads ? source.size() > 0 : in.uncompressedBytes() > 0)) {
            failure = LoadFailure.inputFault("yielded no statements although it holds "
                    + (engineReads ? source.size() : in.uncompressedBytes()) + " bytes of " + in.format().label(), source.name(), null);
            session.rollback();
        }
        if (failure != null && lines != null && failure.line() > 0) failure = failure.atLine(lines.originalLine(failure.line()));
        if (failure != null && failure.getCause() != null && failure.file() != null && ResourceFault.find(failure).isEmpty()) {
            failure = ErrorLocator.complete(failure, source, in.format(), opener, lines != null);
        }
        RunRecord.Input record = inputRecord(source, in, StageAccounting.millis(wall), statements, engineReads)
                .withEngineLoadMillis(outcome == null ? -1 : outcome.engineLoadMillis())
                .withRejected(lineRejects.size());
        if (failure != null) return new InputAttempt(failure, 0, lineRejects, null, null, record, true, lines != null, engineRejected);
        ManifestChunk chunk;
        try {
            chunk = ManifestChunks.of(source, statements, engineReads ? java.util.Optional.empty() : in.sha256OfWholeFile());
        } catch (IOException e) {
            session.rollback();
            return InputAttempt.failed(new LoadFailure("cannot read (for its checksum): " + e.getMessage(), source.name(), e), record, true);
        }
        FileLoaded done = new FileLoaded(source.name(), in.format().label(), in.compression().name().toLowerCase(),
                statements, in.compressedBytes(), in.uncompressedBytes(), wall);
        return new InputAttempt(null, statements, lineRejects, chunk, done, record, false, lines != null, engineRejected);
    }

    /**
     * Skip mode on a line-based input: a line the engine's parser refuses although rdf4j passed it is added to the lines
     * kept back, and the input (with the rest of its commit group, if the engine rolled that back) loads again.
     */
    InputAttempt loadWithLineRetries(EngineSession session, InputSource source, CommitGroups groups) throws InputError {
        Map<Long, String> engineRejected = new HashMap<>();
        while (true) {
            InputAttempt a = load(session, source, engineRejected);
            LoadFailure f = a.failure();
            if (f == null || request.stop().requested() || !a.filtered() || f.line() <= 0 || engineRejected.containsKey(f.line())
                    || engineRejected.size() >= MAX_ENGINE_REJECTS) {
                return a;
            }
            engineRejected.put(f.line(), f.getMessage());
            if (a.wrote()) {
                LoadFailure again = groups.reload(session);
                if (again != null) return InputAttempt.failed(again, a.input(InputStatus.FAILED, 0), true);
            }
        }
    }

    static RunRecord.Input inputRecord(InputSource source, OpenedInput in, double wallMillis, long statements, boolean engineReads) {
        if (in == null) {
            return RunRecord.Input.notRead(source.name(), source.size(), wallMillis, InputStatus.FAILED);
        }
        return new RunRecord.Input(source.name(), source.size(), in.compression().name().toLowerCase(),
                in.format().label(), in.formatDecision().decidedBy(), in.formatDecision().note(), in.hadBom(),
                engineReads ? source.size() : in.compressedBytes(), engineReads ? -1 : in.uncompressedBytes(),
                statements, wallMillis, -1, InputStatus.LOADED, 0);
    }

    /** The engine's second look at an input its lenient parser accepted; a refusal becomes a warning. */
    private void auditSyntax(EngineSession session, InputSource source) {
        try (OpenedInput again = opener.open(source, LoadProbes.discard())) {
            String refused = session.syntaxAudit(again);
            if (refused != null) warnings.add(source.name() + ": " + refused);
        } catch (IOException | InputError e) {
            warnings.add(source.name() + ": could not read it again to check its syntax: " + e.getMessage());
        }
    }

    private InputAttempt validate(EngineSession session, InputSource source, boolean filter, Map<Long, String> engineRejected) throws InputError {
        if (source.isStdin()) {
            return InputAttempt.failed(new LoadFailure("this loader parses each input twice (it cannot roll back a parse error), so it "
                    + "cannot read stdin; give a file, or use a transactional loader", source.name(), null),
                    inputRecord(source, null, 0, 0, false), false);
        }
        Span span = probes.start(Stage.VALIDATE, ThreadRole.PARSER);
        // Its reads are not the load's, but they are its progress: shown as a phase, which also tells the stall guard
        // that the load moves (a 26 GB file's validating parse took minutes, reported as a stall). Only shown: it is a
        // pass inside whatever the load is doing, so the phase accounting keeps the phase it interrupted running (its
        // time belongs there), and a load without phases (TDB2's, the one that validates) gets no table of passes.
        LoadProbes.Phase before = probes.phase();
        long size = source.size();
        LoadProbes reads = LoadProbes.discardReportingReads(read -> probes.showPhase(VALIDATE_PHASE, read, size));
        try (OpenedInput in = opener.open(source, reads)) {
            BadLineFilter lines = filter && in.format().lineBased() ? in.filterBadLines(engineRejected) : null;
            try {
                session.validate(in);
                return null;
            } catch (LoadFailure f) {
                LoadFailure located = lines != null && f.line() > 0 ? f.atLine(lines.originalLine(f.line())) : f;
                return new InputAttempt(ErrorLocator.complete(located, source, in.format(), opener, lines != null), 0,
                        lines == null ? List.of() : lines.rejects(), null, null,
                        inputRecord(source, in, 0, 0, false), false, lines != null, engineRejected);
            }
        } catch (IOException e) {
            return InputAttempt.failed(LoadFailure.inputFault("cannot read: " + e.getMessage(), source.name(), e),
                    inputRecord(source, null, 0, 0, false), false);
        } finally {
            span.end();
            if (before == null) probes.showPhase(null, 0, 0);
            else probes.showPhase(before.name(), before.done(), before.total());
        }
    }
}
