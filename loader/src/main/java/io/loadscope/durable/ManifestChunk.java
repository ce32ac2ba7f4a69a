package io.loadscope.durable;

/**
 * One input as the load manifest keeps it. {@code file} is the input's {@link io.loadscope.input.InputSource#key() key}, {@code sha256} the checksum
 * of its bytes as stored, {@code statements} what the parser told the engine (duplicates included).
 */
public record ManifestChunk(String file, long size, String sha256, long statements) {

    /** True when {@code other} is the same file with the same content. */
    public boolean sameContent(ManifestChunk other) {
        return file.equals(other.file) && size == other.size && sha256.equals(other.sha256);
    }
}
