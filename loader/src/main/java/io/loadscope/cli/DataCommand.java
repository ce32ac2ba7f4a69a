package io.loadscope.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

@Command(name = "data", mixinStandardHelpOptions = true, description = "Makes test data.",
        subcommands = {DataCommand.Bsbm.class, DataCommand.Wikidata.class})
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

    @Command(name = "wikidata", mixinStandardHelpOptions = true,
            description = {"Generates a Wikidata-shaped corpus: items with truthy and full statements, qualifiers, ranks, references, "
                    + "value nodes (time, quantity, globe coordinate), labels, descriptions and aliases in many languages, sitelinks, "
                    + "and the property entities they use, as the Wikidata Query Service's munger writes them.",
                    "Deterministic (same --statements, --seed and --flavour: same bytes), exactly N statements, constant memory. "
                    + "Prints the corpus's shape counted from what it wrote; docs/data-wikidata.md gives the sources of its proportions."})
    static final class Wikidata implements Callable<Integer> {
        @Option(names = "--statements", required = true, paramLabel = "N", description = "Statements (triples) to write, at least 100.")
        long statements;

        @Option(names = "--out", paramLabel = "FILE", description = "N-Triples file to write (.nt, or .nt.gz for gzip).")
        Path out;

        @Option(names = "--chunks", paramLabel = "DIR", description = "Directory for gzip'd Turtle chunks wikidump-000000001.ttl.gz, ... "
                + "(the query service loader's input), whole entities each.")
        Path chunks;

        @Option(names = "--chunk-statements", paramLabel = "N", defaultValue = "10000000",
                description = "Statements per Turtle chunk, rounded up to a whole entity (default ${DEFAULT-VALUE}).")
        long chunkStatements;

        @Option(names = "--seed", paramLabel = "S", defaultValue = "49", description = "Seed (default ${DEFAULT-VALUE}).")
        long seed;

        @Option(names = "--flavour", paramLabel = "munged|dump", defaultValue = "munged",
                description = "munged (default): as the query service loads it; dump: as the RDF dump has it "
                        + "(wdata: metadata nodes, wikibase:Item/Statement/Reference types, skos:prefLabel and schema:name copies of labels).")
        String flavour;

        @Override
        public Integer call() {
            if (out == null && chunks == null) {
                System.err.println("loadscope: error: give --out FILE, --chunks DIR, or both");
                return Main.USAGE;
            }
            if (!flavour.equals("munged") && !flavour.equals("dump")) {
                System.err.println("loadscope: error: --flavour is munged or dump, not " + flavour);
                return Main.USAGE;
            }
            io.loadscope.bench.wikidata.WikidataCorpus.Result result;
            try {
                result = io.loadscope.bench.wikidata.WikidataCorpus.generate(new io.loadscope.bench.wikidata.WikidataCorpus.Options(
                        statements, seed, out == null ? null : out.toAbsolutePath(), chunks == null ? null : chunks.toAbsolutePath(),
                        chunkStatements, flavour.equals("munged")));
            } catch (IllegalArgumentException e) {
                System.err.println("loadscope: error: " + e.getMessage());
                return Main.USAGE;
            } catch (IOException e) {
                System.err.println("loadscope: error: " + e.getMessage());
                return Main.FAILED;
            }
            double seconds = result.nanos() / 1e9;
            System.out.print(result.report());
            if (out != null) System.out.println("wrote " + out.toAbsolutePath());
            if (chunks != null) System.out.println("wrote " + result.chunks() + " chunk(s) to " + chunks.toAbsolutePath());
            System.out.printf("%,d statements in %.1f s, %,.0f statements/s%n", result.statements(), seconds, result.statements() / Math.max(seconds, 1e-9));
            return Main.LOADED;
        }
    }
}
