package io.loadscope.jmh.findings;

import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One load a findings suite kept: its run record and the configuration it ran ({@code Class.method} and the JMH
 * parameters), read back from {@code runs/<Class.method>/<params>/iteration-N/run.json}.
 */
record KeptRun(String benchmark, String params, int iteration, Path dir, RunRecord record) {
    /** Every kept run under {@code runs}, in a stable order (benchmark, parameters, iteration). */
    static List<KeptRun> readAll(Path runs) throws IOException {
        List<KeptRun> out = new ArrayList<>();
        if (!Files.isDirectory(runs)) return out;
        try (Stream<Path> files = Files.walk(runs, 4)) {
            for (Path json : files.filter(p -> p.getFileName().toString().equals(RunRecordWriter.RUN_JSON)).sorted().toList()) {
                Path iter = json.getParent();
                Path params = iter.getParent();
                Path bench = params.getParent();
                int n = Integer.parseInt(iter.getFileName().toString().replace("iteration-", ""));
                out.add(new KeptRun(bench.getFileName().toString(), params.getFileName().toString(), n, iter,
                        RunRecordWriter.json().readValue(json.toFile(), RunRecord.class)));
            }
        }
        return out;
    }

    /** A short label: the method and the parameters that differ between the runs being compared. */
    String label(List<KeptRun> among) {
        List<String> differing = new ArrayList<>();
        for (String kv : params.split(",")) {
            boolean same = among.stream().allMatch(o -> List.of(o.params.split(",")).contains(kv));
            if (!same) differing.add(kv.replace("products=28500", "10M").replace("products=57000", "20M")
                    .replace("products=285000", "100M").replace("products=", "products "));
        }
        String method = benchmark.substring(benchmark.indexOf('.') + 1);
        boolean oneMethod = among.stream().map(KeptRun::benchmark).distinct().count() == 1;
        String label = (oneMethod ? "" : method + (differing.isEmpty() ? "" : " ")) + String.join(" ", differing);
        if (label.isBlank()) label = method;
        return iteration > 1 ? label + " #" + iteration : label;
    }
}
