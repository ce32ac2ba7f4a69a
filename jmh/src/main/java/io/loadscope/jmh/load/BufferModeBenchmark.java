package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/**
 * Blazegraph's journal mode: RWStore (loadscope's default), WORM, or memory; as one file (one commit at the end) or
 * as {@code chunks} files with a commit after each (how Wikidata loads its munged chunks), where the RWStore can reuse
 * what the previous commit freed, unless {@code minReleaseAge} (ms) keeps that history.
 */
public class BufferModeBenchmark extends LoadBenchmark {

    @Param({"DiskRW", "DiskWORM", "MemStore"})
    public String bufferMode;

    /** 1: the data as one file; N: split into N files of whole lines, a commit after each. */
    @Param({"1"})
    public int chunks = 1;

    /** How long (ms) committed history is kept from reuse; Blazegraph's default 0 releases it at the next commit. */
    @Param({"0"})
    public String minReleaseAge = "0";

    @Override
    protected void prepare() throws java.io.IOException {
        if (chunks > 1) chunks(chunks);
        else input(Compression.NONE);
    }

    @Benchmark
    public RunRecord load() throws Exception {
        return load("blazegraph", Map.of("com.bigdata.journal.AbstractJournal.bufferMode", bufferMode,
                "com.bigdata.service.AbstractTransactionService.minReleaseAge", minReleaseAge,
                "loader.commitEvery", "1"), chunks <= 1 ? input(Compression.NONE) : chunks(chunks));
    }
}
