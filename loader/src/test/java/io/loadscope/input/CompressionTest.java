package io.loadscope.input;

import com.github.luben.zstd.ZstdOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

class CompressionTest {
    private static final byte[] CONTENT = "<http://a> <http://b> \"c\" .\n".repeat(1000).getBytes(StandardCharsets.UTF_8);

    static byte[] compress(Compression c, byte[] data) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = switch (c) {
            case NONE -> bytes;
            case GZIP -> new GZIPOutputStream(bytes);
            case BZIP2 -> new BZip2CompressorOutputStream(bytes);
            case XZ -> new XZOutputStream(bytes, new LZMA2Options());
            case ZSTD -> new ZstdOutputStream(bytes);
        }) {
            out.write(data);
        }
        return bytes.toByteArray();
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void detectsEachCodecFromItsMagicBytesAndDecodesIt(Compression codec) throws IOException {
        byte[] packed = compress(codec, CONTENT);
        assertEquals(codec, Compression.detect(packed, packed.length));
        byte[] unpacked = codec.decode(new ByteArrayInputStream(packed), 8192).readAllBytes();
        assertArrayEquals(CONTENT, unpacked);
    }

    @ParameterizedTest
    @EnumSource(Compression.class)
    void innerNameDropsTheCompressionSuffix(Compression codec) {
        assertEquals("dump.ttl", Compression.innerName("dump.ttl" + codec.extension()));
    }

    @org.junit.jupiter.api.Test
    void multiMemberGzipIsReadWhole() throws IOException {
        ByteArrayOutputStream both = new ByteArrayOutputStream();
        both.write(compress(Compression.GZIP, CONTENT));
        both.write(compress(Compression.GZIP, CONTENT));
        byte[] out = Compression.GZIP.decode(new ByteArrayInputStream(both.toByteArray()), 8192).readAllBytes();
        assertEquals(CONTENT.length * 2, out.length);
    }
}
