package io.loadscope.jmh;

import com.github.luben.zstd.ZstdOutputStream;
import io.loadscope.pipeline.Compression;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.zip.GZIPOutputStream;

/**
 * BSBM data from the standard generator, made once per size into a cache under {@code target/jmh-data}
 * (benchmark forks share it), and once per codec from the plain file.
 */
final class BsbmData {
    static final Path CACHE = Path.of("target", "jmh-data");

    private BsbmData() {
    }

    static synchronized Path file(int products, Compression codec) throws IOException {
        Path plain = CACHE.resolve("bsbm-" + products + ".nt");
        if (!Files.isRegularFile(plain)) generate(products, plain);
        if (codec == Compression.NONE) return plain;
        Path packed = CACHE.resolve(plain.getFileName() + codec.extension());
        if (!Files.isRegularFile(packed)) compress(plain, packed, codec);
        return packed;
    }

    private static void generate(int products, Path target) throws IOException {
        Files.createDirectories(CACHE);
        Path work = Files.createTempDirectory(CACHE, "gen");
        String base = work.resolve("dataset").toString();
        benchmark.generator.Generator.main(new String[] {"-pc", Integer.toString(products), "-fc", "-s", "nt",
                "-fn", base, "-dir", work.resolve("td_data").toString()});
        Files.move(Path.of(base + ".nt"), target, StandardCopyOption.REPLACE_EXISTING);
    }

    private static void compress(Path plain, Path target, Compression codec) throws IOException {
        Path tmp = Files.createTempFile(CACHE, "pack", codec.extension());
        try (InputStream in = Files.newInputStream(plain); OutputStream raw = Files.newOutputStream(tmp);
             OutputStream out = switch (codec) {
                 case GZIP -> new GZIPOutputStream(raw, 1 << 16);
                 case BZIP2 -> new BZip2CompressorOutputStream(raw);
                 case XZ -> new XZOutputStream(raw, new LZMA2Options());
                 case ZSTD -> new ZstdOutputStream(raw);
                 case NONE -> raw;
             }) {
            in.transferTo(out);
        }
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }
}
