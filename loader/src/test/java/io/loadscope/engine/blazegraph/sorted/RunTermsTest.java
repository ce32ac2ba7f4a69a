package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A run's terms kept in chunks read back as the per-term arrays they replaced: the same order, the same equal
 * identities, the same spill bytes — across chunk edges, for a term longer than a chunk, and with no stored bytes.
 */
class RunTermsTest {
    private record Term(byte kind, byte[] identity, byte[] stored) {
    }

    @Test
    void chunkedTermsCompareAndSpillAsTheirOwnArraysDo(@TempDir Path dir) throws IOException {
        SplittableRandom random = new SplittableRandom(11);
        List<Term> terms = new ArrayList<>();
        // Enough bytes for several chunks, identities short enough to repeat (equal identities are the dedup case).
        while (terms.size() < 40_000) {
            byte[] identity = bytes(random, 1 + random.nextInt(4), 3);
            byte[] stored = random.nextInt(4) == 0 ? null : bytes(random, random.nextInt(30), 256);
            terms.add(new Term((byte) random.nextInt(4), identity, stored));
        }
        terms.add(new Term((byte) 3, bytes(random, 10, 256), bytes(random, ByteChunks.CHUNK + 5, 256)));
        terms.add(new Term((byte) 1, bytes(random, 3, 3), new byte[0]));
        terms.add(new Term((byte) 1, bytes(random, ByteChunks.CHUNK * 2, 256), null));
        terms.add(new Term((byte) 0, bytes(random, 2, 3), null));

        RunTerms run = new RunTerms();
        for (int i = 0; i < terms.size(); i++) {
            Term t = terms.get(i);
            assertEquals(i, run.add(t.kind(), t.identity(), t.stored()));
        }
        assertEquals(terms.size(), run.size());

        for (int n = 0; n < 200_000; n++) {
            int a = random.nextInt(terms.size()), b = random.nextInt(terms.size());
            int expected = Integer.signum(Arrays.compareUnsigned(terms.get(a).identity(), terms.get(b).identity()));
            assertEquals(expected, Integer.signum(run.compare(a, b)), "compare " + a + " " + b);
            assertEquals(expected == 0, run.sameIdentity(a, b));
        }

        SpillFiles spill = new SpillFiles(dir.resolve("spill"));
        Path file = spill.file("terms");
        try (SpillOutput out = new SpillOutput(spill, file)) {
            for (int i = 0; i < terms.size(); i++) run.write(out, i);
        }
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        try (DataOutputStream ref = new DataOutputStream(expected)) {
            for (Term t : terms) {
                ref.writeByte(t.kind());
                ref.writeInt(t.identity().length);
                ref.write(t.identity());
                ref.writeInt(t.stored() == null ? 0 : t.stored().length);
                if (t.stored() != null) ref.write(t.stored());
            }
        }
        assertArrayEquals(expected.toByteArray(), Files.readAllBytes(file));
    }

    private static byte[] bytes(SplittableRandom random, int length, int values) {
        byte[] b = new byte[length];
        for (int i = 0; i < length; i++) b[i] = (byte) random.nextInt(values);
        return b;
    }
}
