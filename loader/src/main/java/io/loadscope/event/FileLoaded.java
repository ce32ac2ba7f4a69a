package io.loadscope.event;

/** One input loaded and committed. */
public record FileLoaded(String name, String format, String compression, long statements,
                         long compressedBytes, long uncompressedBytes, long wallNanos) {
}
