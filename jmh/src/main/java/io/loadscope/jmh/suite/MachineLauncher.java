package io.loadscope.jmh.suite;

import io.loadscope.machine.MachineShape;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A suite on a machine shape ({@code -Djmh.machine=ram=6g,cpus=1}): JMH starts each fork through a small launcher
 * (its {@code -jvm}) that runs {@code loadscope machine SHAPE -- java ...}, so every fork, and every load in it, runs in
 * a fresh control group of that shape; each load drops the page cache first and records the group's readings.
 */
final class MachineLauncher {
    static final String PROPERTY = "jmh.machine";

    private MachineLauncher() {
    }

    /** The shape asked for, or null; a bad shape stops the suite before any fork, naming the property. */
    static MachineShape shape() {
        String s = System.getProperty(PROPERTY, "").trim();
        if (s.isEmpty()) return null;
        try {
            return MachineShape.parse(s);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("-D" + PROPERTY + "=" + s + ": " + e.getMessage(), e);
        }
    }

    /** A launcher, under target/, that starts {@code java} (a JDK's java binary) on {@code shape}. */
    static Path script(Path target, MachineShape shape, Path java) throws IOException {
        Path script = target.resolve("machine-java-" + Integer.toHexString((shape + "|" + java).hashCode()));
        // The launcher's own JVM only waits for the fork: a small heap, no optimising compiler.
        String text = "#!/bin/sh\n# JMH starts its forks through this file: each runs on the machine shape " + shape + ".\n"
                + "exec " + quote(Path.of(System.getProperty("java.home"), "bin", "java").toString())
                + " -Xmx64m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -cp " + quote(System.getProperty("java.class.path"))
                + " io.loadscope.cli.Main machine " + quote(shape.toString()) + " -- " + quote(java.toString()) + " \"$@\"\n";
        Files.writeString(script, text);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        return script.toAbsolutePath();
    }

    private static String quote(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }
}
