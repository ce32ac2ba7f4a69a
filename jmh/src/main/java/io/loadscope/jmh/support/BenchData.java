package io.loadscope.jmh.support;

import com.github.luben.zstd.ZstdOutputStream;
import io.loadscope.input.Compression;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputResolver;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.RDFWriter;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.zip.GZIPOutputStream;

/**
 * Benchmark input, made once into a cache under {@code target/jmh-data} (benchmark forks share it): BSBM
 * data from the standard generator at a size given in products, or the real sample in the project's
 * {@code data/} directory as one N-Triples file; then once per codec from the plain file.
 */
public final class BenchData {
    /** Where data is made and kept: {@code LOADSCOPE_JMH_DATA} (a disk with room: 100 M statements are 26 GB), else target/. */
    static final Path CACHE = Path.of(System.getenv().getOrDefault("LOADSCOPE_JMH_DATA", "target/jmh-data"));

    private BenchData() {
    }

    /** @param dataset {@code bsbm} (sized by {@code products}) or {@code sample} (the project's data/ directory) */
    public static synchronized Path file(String dataset, int products, Compression codec) throws IOException {
        Path plain = switch (dataset) {
            case "bsbm" -> CACHE.resolve("bsbm-" + products + ".nt");
            case "sample" -> CACHE.resolve("sample.nt");
            default -> throw new IllegalArgumentException("dataset must be bsbm or sample, not " + dataset);
        };
        if (!Files.isRegularFile(plain)) {
            if (dataset.equals("bsbm")) generate(products, plain);
            else sampleAsNTriples(plain);
        }
        if (codec == Compression.NONE) return plain;
        Path packed = CACHE.resolve(plain.getFileName() + codec.extension());
        if (!Files.isRegularFile(packed)) compress(plain, packed, codec);
        return packed;
    }

    private static void generate(int products, Path target) throws IOException {
        Files.createDirectories(CACHE);
        io.loadscope.bench.Bsbm.generate(products, target);
    }

    /** The sample's files (three syntaxes, two compressions) read the way the loader reads them, written as one N-Triples file. */
    private static void sampleAsNTriples(Path target) throws IOException {
        Path data = sampleDirectory();
        Files.createDirectories(CACHE);
        Path tmp = Files.createTempFile(CACHE, "sample", ".nt");
        InputOpener opener = new InputOpener(null);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp))) {
            RDFWriter writer = Rio.createWriter(RDFFormat.NTRIPLES, out);
            writer.startRDF();
            for (InputSource source : InputResolver.resolve(List.of(data.toString()))) {
                try (OpenedInput in = opener.open(source, new LoadProbes(new ListenerDispatch()))) {
                    RDFParser parser = Rio.createParser(io.loadscope.input.RioFormats.of(in.format()));
                    parser.setRDFHandler(new AbstractRDFHandler() {
                        @Override
                        public void handleStatement(Statement st) {
                            writer.handleStatement(st);
                        }
                    });
                    parser.parse(in.stream(), source.path().toUri().toString());
                }
            }
            writer.endRDF();
        } catch (InputError e) {
            throw new IOException(e.getMessage(), e);
        }
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
    }

    /** The project's data/ directory: benchmarks run in jmh/ (Maven) or at the project root. */
    private static Path sampleDirectory() throws IOException {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("data").resolve("README.md")) && Files.isDirectory(dir.resolve("jmh"))) {
                return dir.resolve("data");
            }
        }
        throw new IOException("dataset=sample: no project data/ directory above " + Path.of("").toAbsolutePath());
    }

    /** {@code plain} split into {@code n} files of about equal size, cut at line ends, in a directory beside it. */
    public static synchronized Path chunks(Path plain, int n) throws IOException {
        Path dir = plain.resolveSibling(plain.getFileName() + ".chunks-" + n);
        if (Files.isDirectory(dir)) return dir;
        Path tmp = Files.createTempDirectory(plain.getParent(), "chunks");
        long size = Files.size(plain);
        try (InputStream in = new java.io.BufferedInputStream(Files.newInputStream(plain), 1 << 20)) {
            for (int i = 0; i < n; i++) {
                long want = i == n - 1 ? Long.MAX_VALUE : size / n;
                try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(tmp.resolve(String.format("chunk-%03d.nt", i))), 1 << 20)) {
                    long written = 0;
                    int b = 0;
                    // Copy about size/n bytes, then on to the end of the line.
                    while ((written < want || b != '\n') && (b = in.read()) != -1) {
                        out.write(b);
                        written++;
                    }
                }
            }
        }
        Files.move(tmp, dir);
        return dir;
    }

    private static void compress(Path plain, Path target, Compression codec) throws IOException {
        if (compressWithSystemTool(plain, target, codec)) return;
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

    /**
     * Big files are packed with the system's xz, bzip2 or zstd when present (same formats, default levels, both cores):
     * XZ for Java and commons-compress take tens of minutes on the 2.6 GB of 10 M statements. Only the making of test
     * data; reading them in a load is always loadscope's own decompression.
     */
    private static boolean compressWithSystemTool(Path plain, Path target, Compression codec) throws IOException {
        List<String> cmd = switch (codec) {
            case XZ -> List.of("xz", "-T2", "-c");
            case BZIP2 -> List.of("bzip2", "-c");
            case ZSTD -> List.of("zstd", "-T2", "-q", "-c");
            default -> List.of();
        };
        if (cmd.isEmpty() || Files.size(plain) < (64 << 20)) return false;
        Path tmp = Files.createTempFile(CACHE, "pack", codec.extension());
        List<String> full = new java.util.ArrayList<>(cmd);
        full.add(plain.toString());
        try {
            Process p = new ProcessBuilder(full).redirectOutput(tmp.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            if (p.waitFor() != 0) {
                Files.deleteIfExists(tmp);
                return false;
            }
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            return false; // no such tool here
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while packing " + plain, e);
        }
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        return true;
    }
}
