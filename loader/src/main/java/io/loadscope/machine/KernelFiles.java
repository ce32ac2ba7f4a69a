package io.loadscope.machine;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** The few ways a control group's files are read and written: one number, "key value" lines, one value written. */
final class KernelFiles {
    private KernelFiles() {
    }

    /** The number a file holds, or -1 when the kernel does not offer the file (an older kernel, another version). */
    static long number(Path file) {
        try {
            String s = Files.readString(file).trim();
            return s.equals("max") ? Long.MAX_VALUE : Long.parseLong(s);
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }

    /** "key value" lines (memory.stat, cpu.stat, memory.events); an empty map when the file is missing. */
    static Map<String, Long> keyValues(Path file) {
        Map<String, Long> m = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(file)) {
                String[] kv = line.trim().split("\\s+");
                if (kv.length == 2) {
                    try {
                        m.put(kv[0], Long.parseLong(kv[1]));
                    } catch (NumberFormatException ignored) {
                        // Not a counter.
                    }
                }
            }
        } catch (IOException e) {
            return m;
        }
        return m;
    }

    static String text(Path file) {
        try {
            return Files.readString(file).trim();
        } catch (IOException e) {
            return "";
        }
    }

    /** Writes one value; a refusal names the file and what would allow the write. */
    static void write(Path file, String value) throws MachineRefused {
        try {
            Files.writeString(file, value);
        } catch (AccessDeniedException e) {
            throw new MachineRefused("cannot write " + file + " (permission denied): " + ControlGroup.WHAT_ALLOWS);
        } catch (IOException e) {
            throw new MachineRefused("the kernel refused " + value.trim() + " in " + file + ": " + e.getMessage());
        }
    }
}
