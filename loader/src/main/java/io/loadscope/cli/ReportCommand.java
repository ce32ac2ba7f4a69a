package io.loadscope.cli;

import io.loadscope.report.JmhReport;
import io.loadscope.report.RunReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

@Command(name = "report", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Renders run records (or a JMH result file) as one self-contained HTML page with plots.",
                "Several run directories are overlaid on the same plots, with the settings that differ.",
                "A load writes report.html into its run directory by itself."})
final class ReportCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "RUN_DIR|JMH_JSON", description = "Run directories (with run.json), or one JMH result .json.")
    List<Path> inputs = new ArrayList<>();

    @Option(names = {"-o", "--out"}, paramLabel = "FILE",
            description = "Output file (default: report.html in the run directory for one run, loadscope-report.html here for several, "
                    + "<name>.html beside a JMH file).")
    Path out;

    @Override
    public Integer call() {
        try {
            if (inputs.size() == 1 && JmhReport.looksLikeJmh(inputs.get(0))) {
                Path json = inputs.get(0);
                Path target = out != null ? out : json.resolveSibling(json.getFileName().toString().replaceFirst("\\.json$", "") + ".html");
                JmhReport.write(json, target);
                System.out.println("report: " + target);
                return Main.LOADED;
            }
            List<RunReport.Run> runs = new ArrayList<>();
            for (Path p : inputs) {
                if (!Files.isDirectory(p)) throw new IOException(p + " is neither a run directory nor a JMH result .json");
                runs.add(RunReport.read(p));
            }
            Path target = out != null ? out : runs.size() == 1 ? inputs.get(0).resolve(RunReport.FILE) : Path.of("loadscope-report.html");
            RunReport.write(runs, target);
            System.out.println("report: " + target);
            return Main.LOADED;
        } catch (IOException e) {
            System.err.println("loadscope: error: " + e.getMessage());
            return Main.USAGE;
        }
    }
}
