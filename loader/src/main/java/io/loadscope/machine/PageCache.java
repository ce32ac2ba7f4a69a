package io.loadscope.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Drops the kernel's page cache, so a measured load reads its input and store from disk as a machine that just started
 * would. The cache is the whole machine's: other programs running beside the load lose theirs too.
 */
final class PageCache {
    private static final Path DROP = Path.of("/proc/sys/vm/drop_caches");

    private PageCache() {
    }

    /** Empty when dropped; otherwise why it was not. Dirty pages are written out first (they cannot be dropped). */
    static Optional<String> drop() {
        try {
            Process sync = new ProcessBuilder("sync").redirectErrorStream(true).start();
            sync.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
            sync.waitFor();
            Files.writeString(DROP, "3");
            return Optional.empty();
        } catch (IOException e) {
            return Optional.of("the page cache was not dropped before the load (" + DROP + ": " + e.getMessage()
                    + "; only root may drop it): the load may read part of its input and store from memory");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("the page cache was not dropped before the load (interrupted)");
        }
    }
}
