package io.loadscope.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "data", mixinStandardHelpOptions = true, description = "Makes test data.",
        subcommands = {DataCommand.Bsbm.class})
final class DataCommand {

    @Command(name = "bsbm", mixinStandardHelpOptions = true,
            description = {"Generates Berlin SPARQL Benchmark data with the standard generator (bsbm-core, group org.aksw.bsbm).",
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
            try {
                io.loadscope.bench.Bsbm.generate(products, target);
            } catch (IOException e) {
                System.err.println("loadscope: error: " + e.getMessage());
                return Main.FAILED;
            }
            System.out.println("wrote " + target + " (" + Files.size(target) + " bytes)");
            return Main.LOADED;
        }
    }
}
