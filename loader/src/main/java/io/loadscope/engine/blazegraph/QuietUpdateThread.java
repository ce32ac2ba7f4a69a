package io.loadscope.engine.blazegraph;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;

/**
 * Blazegraph's ASTEvalHelper.executeUpdate prints the stack trace of every failed update to System.err before
 * it rethrows (2.1.4, no logger to turn off). loadscope reports the failure itself, with its location, so while
 * a LOAD runs the bytes its own thread writes to System.err are dropped; other threads' output passes.
 */
final class QuietUpdateThread implements AutoCloseable {
    private final PrintStream original;

    private QuietUpdateThread(PrintStream original) {
        this.original = original;
    }

    static QuietUpdateThread start() {
        PrintStream original = System.err;
        Thread quiet = Thread.currentThread();
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                if (Thread.currentThread() != quiet) original.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                if (Thread.currentThread() != quiet) original.write(b, off, len);
            }

            @Override
            public void flush() throws IOException {
                original.flush();
            }
        }, true));
        return new QuietUpdateThread(original);
    }

    @Override
    public void close() {
        System.setErr(original);
    }
}
