package io.loadscope.durable;

import io.loadscope.input.InputError;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;

/**
 * One load per store directory. An OS file lock on {@value #FILE}: the kernel drops it when the holder dies,
 * kill -9 included, so a crashed load never leaves a stale lock behind that a resume would have to break.
 * The file keeps the holder's pid and start time only to make the refusal message useful.
 */
public final class StoreLock implements AutoCloseable {
    public static final String FILE = "loadscope.lock";

    private final FileChannel channel;
    private final FileLock lock;

    private StoreLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock or refuses: another process (or this one) is loading into {@code storeDir}. */
    public static StoreLock acquire(Path storeDir) throws InputError {
        Path file = storeDir.resolve(FILE);
        FileChannel ch;
        try {
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException e) {
            throw new InputError("cannot create the store lock " + file + ": " + e.getMessage());
        }
        try {
            FileLock l;
            try {
                l = ch.tryLock();
            } catch (OverlappingFileLockException e) {
                l = null;
            }
            if (l == null) {
                String holder = holder(file);
                ch.close();
                throw new InputError("store " + storeDir + " is in use by another load" + (holder.isEmpty() ? "" : " (" + holder + ")")
                        + "; wait for it to finish, or load into another store directory");
            }
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(("pid " + ProcessHandle.current().pid() + ", since " + Instant.now() + "\n")
                    .getBytes(StandardCharsets.UTF_8)), 0);
            ch.force(false);
            return new StoreLock(ch, l);
        } catch (IOException e) {
            try {
                ch.close();
            } catch (IOException ignored) {
                // The lock was not taken; the first failure is the one to report.
            }
            throw new InputError("cannot lock store " + storeDir + ": " + e.getMessage());
        }
    }

    private static String holder(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            return "";
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
            channel.close();
        } catch (IOException ignored) {
            // Closing the channel releases the lock in any case; the process exit does too.
        }
    }
}
