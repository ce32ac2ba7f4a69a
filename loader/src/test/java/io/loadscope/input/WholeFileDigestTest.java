package io.loadscope.input;

import io.loadscope.durable.FileChecksum;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The checksum the manifest keeps, taken while the load reads the file, is the file's own SHA-256, or nothing. */
class WholeFileDigestTest {
    @TempDir
    Path dir;

    private final LoadProbes probes = new LoadProbes(new ListenerDispatch());

    private static String triples(int n) {
        StringBuilder b = new StringBuilder("\uFEFF");
        for (int i = 0; i < n; i++) b.append("<http://a/").append(i).append("> <http://b> \"v").append(i).append("\" .\n");
        return b.toString();
    }

    @Test
    void aPlainFileReadToItsEndGivesTheFilesOwnChecksum() throws Exception {
        Path f = dir.resolve("big.nt");
        Files.writeString(f, triples(50_000), StandardCharsets.UTF_8); // a BOM, skipped above the digest, and 3 MB
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), probes)) {
            in.stream().readAllBytes();
            assertEquals(Optional.of(FileChecksum.sha256(f)), in.sha256OfWholeFile());
            assertEquals(Optional.of(FileChecksum.sha256(f)), in.sha256OfWholeFile(), "asked twice, the same");
        }
    }

    @Test
    void aCompressedFileIsDigestedAsStoredAlsoWhenDecompressedOnItsOwnThread() throws Exception {
        Path f = dir.resolve("big.nt.gz");
        Files.write(f, CompressionTest.compress(Compression.GZIP, triples(50_000).getBytes(StandardCharsets.UTF_8)));
        for (boolean ownThread : new boolean[] {false, true}) {
            try (OpenedInput in = new InputOpener(null, InputOpener.IO_BUFFER, ownThread).open(InputSource.file(f), probes)) {
                in.stream().readAllBytes();
                in.close();
                assertEquals(Optional.of(FileChecksum.sha256(f)), in.sha256OfWholeFile(), "decompress on own thread: " + ownThread);
            }
        }
    }

    @Test
    void aReadThatStoppedShortGivesNothingSoTheCallerReadsTheFileAgain() throws Exception {
        Path f = dir.resolve("big.nt");
        Files.writeString(f, triples(50_000), StandardCharsets.UTF_8);
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), probes)) {
            in.stream().readNBytes(100_000);
            assertEquals(Optional.empty(), in.sha256OfWholeFile());
            in.stream().skip(Long.MAX_VALUE);
            assertEquals(Optional.of(FileChecksum.sha256(f)), in.sha256OfWholeFile(), "a skip to the end is read through the digest");
        }
    }
}
