package io.loadscope.bench;

import io.loadscope.files.Directories;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Berlin SPARQL Benchmark data from the standard generator (org.aksw.bsbm:bsbm-core), as N-Triples. */
public final class Bsbm {
    private Bsbm() {
    }

    /** Writes the data set of {@code products} products to {@code target} (about 370 triples per product). */
    public static void generate(int products, Path target) throws IOException {
        if (products < 1) throw new IllegalArgumentException("products must be at least 1");
        Path work = Files.createTempDirectory("loadscope-bsbm");
        try {
            String base = work.resolve("dataset").toString();
            // The generator writes <base>.nt and its test-driver data directory; both stay in a scratch dir.
            benchmark.generator.Generator.main(new String[] {"-pc", Integer.toString(products), "-fc", "-s", "nt",
                    "-fn", base, "-dir", work.resolve("td_data").toString()});
            Path produced = Path.of(base + ".nt");
            if (!Files.isRegularFile(produced)) throw new IOException("the BSBM generator wrote no " + produced);
            Path absolute = target.toAbsolutePath();
            if (absolute.getParent() != null) Files.createDirectories(absolute.getParent());
            Files.move(produced, absolute, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Directories.delete(work);
        }
    }
}
