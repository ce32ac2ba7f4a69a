package io.loadscope.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.BooleanSupplier;

/**
 * Thrown by a read of an input once the load was told to stop: the parser meets it as it would a read error, and the
 * engine ends the input the way it ends one that failed, which every engine already does cleanly.
 */
public final class ReadStopped extends IOException {
    ReadStopped() {
        super("the load was stopped");
    }

    /** {@code in}, whose reads throw {@link ReadStopped} once {@code stopped} says so (looked at once per read call). */
    static InputStream checking(InputStream in, BooleanSupplier stopped) {
        return new FilterInputStream(in) {
            @Override
            public int read() throws IOException {
                if (stopped.getAsBoolean()) throw new ReadStopped();
                return super.read();
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (stopped.getAsBoolean()) throw new ReadStopped();
                return super.read(b, off, len);
            }
        };
    }
}
