package io.loadscope.jmh;

import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Secondary results of a load, from its run record: statements per second and each stage's wall time
 * summed over threads (ms). JMH reports them beside the primary score.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class StageCounters {
    public double statementsPerSecond;
    public double parseMillis;
    public double bufferMillis;
    public double queueMillis;
    public double lexiconMillis;
    public double statementIndexMillis;
    public double commitMillis;
    public double readDecompressMillis;
    public double gcPauseMillis;
    public double peakHeapMiB;

    @Setup(Level.Iteration)
    public void clear() {
        statementsPerSecond = parseMillis = bufferMillis = queueMillis = lexiconMillis = statementIndexMillis = commitMillis
                = readDecompressMillis = gcPauseMillis = peakHeapMiB = 0;
    }

    void add(RunRecord r) {
        statementsPerSecond += r.totals().statementsPerSecond();
        gcPauseMillis += r.totals().gcPauseMillis();
        peakHeapMiB += r.totals().peakHeapBytes() / (1024.0 * 1024.0);
        for (RunRecord.StageTotal s : r.stages()) {
            switch (s.stage()) {
                case "parse" -> parseMillis += s.wallMillis();
                case "buffer" -> bufferMillis += s.wallMillis();
                case "queue" -> queueMillis += s.wallMillis();
                case "index_write.lexicon" -> lexiconMillis += s.wallMillis();
                case "index_write.statements" -> statementIndexMillis += s.wallMillis();
                case "commit" -> commitMillis += s.wallMillis();
                case "read", "decompress" -> readDecompressMillis += s.wallMillis();
                default -> { }
            }
        }
    }
}
