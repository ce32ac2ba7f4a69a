package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.loadscope.api.ProgressSample;
import io.loadscope.verify.VerifyReport;

import java.util.List;
import java.util.Map;

/**
 * Everything one load leaves behind, written as {@code run.json}. The schema is versioned
 * ({@link #SCHEMA}) and published as {@code run-record.schema.json} beside this class; reports read
 * run records only, never the loader's internals. Times are in milliseconds, sizes in bytes.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RunRecord(
        String schema,
        String runId,
        String status,
        int exitCode,
        String startedAt,
        String finishedAt,
        String engine,
        Profile profile,
        Settings settings,
        Jvm jvm,
        Environment environment,
        List<Input> inputs,
        Totals totals,
        List<StageTotal> stages,
        List<ThreadTotal> threads,
        Map<String, Map<String, Long>> indexCounters,
        List<ProgressSample> series,
        List<Problem> errors,
        List<String> warnings,
        VerifyReport verification) {

    public static final String SCHEMA = "loadscope.run/1";

    /** The same record with the result of {@code load --verify}; a mismatch makes the run failed. */
    public RunRecord withVerification(VerifyReport report) {
        boolean ok = report.matches();
        return new RunRecord(schema, runId, ok ? status : "failed", ok ? exitCode : 1, startedAt, finishedAt, engine,
                profile, settings, jvm, environment, inputs, totals, stages, threads, indexCounters, series, errors,
                warnings, report);
    }

    public record Profile(String name, String source) {
    }

    /** {@code engine}: every engine property in force; {@code loader}: loadscope's own knobs; {@code fixed}: engine constants. */
    public record Settings(Map<String, String> engine, Map<String, String> loader, Map<String, String> fixed) {
    }

    public record Jvm(String version, String vendor, String vmName, String javaHome, List<String> arguments,
                      long heapMaxBytes, List<String> collectors) {
    }

    public record Environment(int cores, long memoryBytes, String os, String osVersion, String arch,
                              long storeFreeDiskBytes) {
    }

    public record Input(String name, long sizeBytes, String compression, String format, String formatDecidedBy,
                        String formatNote, boolean bom, long compressedBytes, long uncompressedBytes,
                        long statements, double wallMillis, long engineLoadMillis, long engineCommitMillis,
                        String status) {
    }

    public record Totals(long statementsTold, long statementsCommitted, double wallMillis, double statementsPerSecond,
                         long compressedBytes, long uncompressedBytes, long storeBytes, long batchesWritten,
                         long peakHeapBytes, long gcCount, long gcPauseMillis, long listenerFailures) {
    }

    /** One stage on one thread role. {@code cpuMillis} is null where CPU time is not measurable; {@code share} is of the role's wall time. */
    public record StageTotal(String stage, String role, double wallMillis, Double cpuMillis, long events,
                             double share) {
    }

    /** A thread role's wall time, what its stages account for, and the remainder they do not explain. */
    public record ThreadTotal(String role, double wallMillis, Double cpuMillis, double attributedMillis,
                              double unattributedMillis, double unattributedShare) {
    }

    public record Problem(String kind, String message, String file, Long line, Long column, String offendingLine) {
    }
}
