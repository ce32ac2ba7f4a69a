package io.loadscope.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.Callable;

@Command(name = "data", mixinStandardHelpOptions = true, description = "Makes test data.",
        subcommands = {DataCommand.Bsbm.class})
final class DataCommand {

    @Command(name = "bsbm", mixinStandardHelpOptions = true,
            description = {"Generates Berlin SPARQL Benchmark data with the standard generator (org.aksw.bsbm:bsbm-core).",
                    "About 370 triples per product: 1000 products ≈ 375,000 triples, 5600 ≈ 2 M."})
    static final class Bsbm implements Callable<Integer> {
        @Option(names = "--products", required = true, paramLabel = "N", description = "Number of products (scale factor).")
        int products;

        @Option(names = "--out", required = true, paramLabel = "FILE", description = "Output N-Triples file (.nt).")
        Path out;

        @Override
        public Integer call() throws IOException {
            if (products < 1) {
                System.err.println("loadscope: error: --products must be at least 1");
                return Main.USAGE;
            }
            Path target = out.toAbsolutePath();
            Path work = Files.createTempDirectory("loadscope-bsbm");
            String base = work.resolve("dataset").toString();
            // The generator writes <base>.nt and its test-driver data directory; both stay in a scratch dir.
            benchmark.generator.Generator.main(new String[] {"-pc", Integer.toString(products), "-fc", "-s", "nt",
                    "-fn", base, "-dir", work.resolve("td_data").toString()});
            Path produced = Path.of(base + ".nt");
            if (!Files.isRegularFile(produced)) {
                System.err.println("loadscope: error: the BSBM generator wrote no " + produced);
                return Main.FAILED;
            }
            if (target.getParent() != null) Files.createDirectories(target.getParent());
            Files.move(produced, target, StandardCopyOption.REPLACE_EXISTING);
            deleteTree(work);
            System.out.println("wrote " + target + " (" + Files.size(target) + " bytes)");
            return Main.LOADED;
        }

        private static void deleteTree(Path dir) throws IOException {
            try (var s = Files.walk(dir)) {
                for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
            }
        }
    }
}
