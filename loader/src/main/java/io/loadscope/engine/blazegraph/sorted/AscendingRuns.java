package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.IIndex;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Key/value pairs that arrive as a few ascending runs over ranges of keys that do not overlap, written to an index in
 * key order. TERM2ID gets its pairs so from the lexicon's merge: the merge hands out term ids in the order of the IVs,
 * whose first byte sorts the term types otherwise than TERM2ID's keys do (literals before URIs there, URIs first here),
 * and within a type both orders agree. Each run is spilled as it comes; at the end the runs, in the order of their first
 * keys, build the empty index bottom-up ({@link PackedBTree}). Where the runs' ranges overlap, or the index cannot be
 * built bottom-up, every pair is inserted instead, as before; {@link #how()} says which.
 */
final class AscendingRuns implements AutoCloseable {
    private record Run(Path file, byte[] first, byte[] last) {
    }

    private final SpillFiles spill;
    private final String name;
    private final List<Run> runs = new ArrayList<>();
    private DataOutputStream out;
    private Path file;
    private byte[] first, last;
    private String how = "nothing written";

    AscendingRuns(SpillFiles spill, String name) {
        this.spill = spill;
        this.name = name;
    }

    void add(byte[] key, byte[] value) throws IOException {
        if (out == null || Arrays.compareUnsigned(last, key) >= 0) startRun(key);
        out.writeInt(key.length);
        out.write(key);
        out.writeInt(value.length);
        out.write(value);
        last = key;
    }

    /** Writes every pair into {@code index} (empty) and removes the spilled runs. */
    void writeTo(IIndex index) throws IOException {
        endRun();
        List<Run> ordered = new ArrayList<>(runs);
        ordered.sort(Comparator.comparing(Run::first, Arrays::compareUnsigned));
        boolean apart = true;
        for (int i = 1; i < ordered.size(); i++) apart &= Arrays.compareUnsigned(ordered.get(i - 1).last(), ordered.get(i).first()) < 0;
        AscendingIndexWrite out = new AscendingIndexWrite(index, apart ? null : "its " + runs.size() + " runs' key ranges overlap");
        for (Run r : out.packed() ? ordered : runs) {
            try (DataInputStream in = spill.open(r.file())) {
                while (copy(in, out, COPY_STEP)) {
                    // a step per call: a run's loop as one long call would be compiled on the stack (SortedIndexWrite's merge)
                }
            }
            spill.delete(r.file());
        }
        out.finish();
        how = runs.isEmpty() ? "nothing written" : out.packed() ? "packed bottom-up from " + runs.size() + " ascending runs"
                : "inserted (" + out.whyNot() + ")";
        runs.clear();
    }

    /** Pairs copied per {@link #copy} call. */
    private static final int COPY_STEP = 1 << 16;

    /** Copies up to {@code max} pairs from {@code in} into {@code out}; false at the end of {@code in}. */
    private static boolean copy(DataInputStream in, AscendingIndexWrite out, int max) throws IOException {
        for (int i = 0; i < max; i++) {
            int n;
            try {
                n = in.readInt();
            } catch (EOFException end) {
                return false;
            }
            byte[] key = in.readNBytes(n);
            byte[] value = in.readNBytes(in.readInt());
            out.add(key, value);
        }
        return true;
    }

    /** Closes a run still open (a failed build); its file goes with the build's temporary directory. */
    @Override
    public void close() throws IOException {
        if (out != null) out.close();
        out = null;
    }

    /** How the index was written. */
    String how() {
        return how;
    }

    private void startRun(byte[] key) throws IOException {
        endRun();
        file = spill.file(name + "-" + runs.size());
        out = spill.create(file);
        first = key;
    }

    private void endRun() throws IOException {
        if (out == null) return;
        out.close();
        runs.add(new Run(file, first, last));
        out = null;
    }
}
