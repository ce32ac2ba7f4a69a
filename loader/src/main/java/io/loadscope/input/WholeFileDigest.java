package io.loadscope.input;

import java.io.IOException;
import java.io.InputStream;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Optional;

/**
 * SHA-256 of a file's bytes as stored, taken while the load reads them: the load manifest keeps it for each committed
 * input so that a resume can tell a file that changed. Reading a multi-gigabyte input a second time for it, after the
 * load and before the commit, cost seconds of wall time on every path (2.6 GB: about 2 s, all of it serial). Holds only
 * when the read went through the whole file once; otherwise the caller reads the file again.
 */
final class WholeFileDigest {
    private final MessageDigest digest;
    private final long size;
    /** Bytes that went into the digest: skips read through, so every byte counted is a byte digested. */
    private volatile long digested;
    private String hex;

    private WholeFileDigest(MessageDigest digest, long size) {
        this.digest = digest;
        this.size = size;
    }

    /** Wraps a file's raw stream; {@code size} is the file's size when opened. */
    static WholeFileDigest over(long size) {
        try {
            return new WholeFileDigest(MessageDigest.getInstance("SHA-256"), size);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    InputStream wrap(InputStream raw) {
        return new DigestInputStream(raw, digest) {
            @Override
            public int read() throws IOException {
                int b = super.read();
                if (b >= 0) digested++;
                return b;
            }

            @Override
            public int read(byte[] buf, int off, int len) throws IOException {
                int n = super.read(buf, off, len);
                if (n > 0) digested += n;
                return n;
            }

            @Override
            public long skip(long n) throws IOException {
                // A skip would pass bytes by the digest: read them instead.
                byte[] sink = new byte[(int) Math.min(n, 1 << 16)];
                long done = 0;
                while (done < n) {
                    int got = read(sink, 0, (int) Math.min(sink.length, n - done));
                    if (got < 0) break;
                    done += got;
                }
                return done;
            }
        };
    }

    /** The hex digest when exactly the file's {@code size} bytes went through, once; empty when the read stopped short. */
    synchronized Optional<String> ifWhole() {
        if (digested != size) return Optional.empty();
        // Once only: the digest resets when it is read.
        if (hex == null) hex = HexFormat.of().formatHex(digest.digest());
        return Optional.of(hex);
    }
}
