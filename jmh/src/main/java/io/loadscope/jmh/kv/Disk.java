package io.loadscope.jmh.kv;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

final class Disk {
    private Disk() {
    }

    /** Sum of the regular files' sizes under a directory. */
    static long bytes(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            long sum = 0;
            for (Path p : s.filter(Files::isRegularFile).toList()) sum += Files.size(p);
            return sum;
        }
    }
}
