package io.loadscope.input;

import com.github.luben.zstd.ZstdInputStreamNoFinalizer;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.tukaani.xz.XZInputStream;

import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;

/** Input compression, told from the first bytes of a stream, never from its name. */
public enum Compression {
    NONE(""),
    GZIP(".gz"),
    BZIP2(".bz2"),
    XZ(".xz"),
    ZSTD(".zst");

    private final String extension;

    Compression(String extension) {
        this.extension = extension;
    }

    /** Bytes needed to recognise every codec. */
    public static final int MAGIC_LENGTH = 6;

    public static Compression detect(byte[] head, int length) {
        if (startsWith(head, length, 0x1f, 0x8b)) return GZIP;
        if (startsWith(head, length, 'B', 'Z', 'h')) return BZIP2;
        if (startsWith(head, length, 0xfd, '7', 'z', 'X', 'Z', 0x00)) return XZ;
        if (startsWith(head, length, 0x28, 0xb5, 0x2f, 0xfd)) return ZSTD;
        return NONE;
    }

    /** Wraps a raw stream in this codec's decoder. Multi-member gzip/bzip2 files (pigz, pbzip2) are read whole. */
    public InputStream decode(InputStream raw, int bufferSize) throws IOException {
        return switch (this) {
            case NONE -> raw;
            case GZIP -> new GZIPInputStream(raw, bufferSize);
            case BZIP2 -> new BZip2CompressorInputStream(raw, true);
            case XZ -> new XZInputStream(raw);
            case ZSTD -> new ZstdInputStreamNoFinalizer(raw);
        };
    }

    /** Drops a compression suffix from a file name so the inner name tells the RDF format. */
    public static String innerName(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        for (String suffix : new String[] {".gz", ".gzip", ".bz2", ".xz", ".zst", ".zstd"}) {
            if (lower.endsWith(suffix)) return name.substring(0, name.length() - suffix.length());
        }
        return name;
    }

    public String extension() {
        return extension;
    }

    private static boolean startsWith(byte[] head, int length, int... magic) {
        if (length < magic.length) return false;
        for (int i = 0; i < magic.length; i++) {
            if ((head[i] & 0xff) != magic[i]) return false;
        }
        return true;
    }
}
