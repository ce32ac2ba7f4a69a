package io.loadscope.tune;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * A sweep too large for one machine, as jobs for a scheduler that exists: a Kubernetes Indexed Job (each pod one
 * shard, from {@code JOB_COMPLETION_INDEX}) or a CI matrix (each job one shard). Each shard runs
 * {@code loadscope tune ... --shard K/N --work DIR}; {@code loadscope tune --merge DIR...} ranks their loads together.
 */
public final class Jobs {
    private Jobs() {
    }

    /** The shard's command line, with {@code shardExpr} and {@code workExpr} as the scheduler spells them. */
    static String command(List<String> tuneArgs, int shards, String shardExpr, String workExpr) {
        return "java -jar /opt/loadscope/loadscope.jar tune " + String.join(" ", tuneArgs) + " --shard " + shardExpr + "/" + shards
                + " --work " + workExpr;
    }

    /**
     * An Indexed Job: {@code shards} pods, each on a node of its own where the cluster has them (anti-affinity), with
     * the jar and the sample on a volume at /opt/loadscope and the results on a volume at /results.
     */
    public static String kubernetes(String name, String image, List<String> tuneArgs, int shards, String dataClaim, String resultsClaim) {
        String cmd = command(tuneArgs, shards, "$((JOB_COMPLETION_INDEX+1))", "/results/shard-$JOB_COMPLETION_INDEX");
        return String.format(Locale.ROOT, """
                apiVersion: batch/v1
                kind: Job
                metadata:
                  name: %1$s
                spec:
                  completionMode: Indexed
                  completions: %2$d
                  parallelism: %2$d
                  backoffLimit: %2$d
                  template:
                    metadata:
                      labels:
                        app: %1$s
                    spec:
                      restartPolicy: OnFailure
                      affinity:
                        podAntiAffinity:
                          preferredDuringSchedulingIgnoredDuringExecution:
                          - weight: 100
                            podAffinityTerm:
                              topologyKey: kubernetes.io/hostname
                              labelSelector:
                                matchLabels:
                                  app: %1$s
                      containers:
                      - name: tune
                        image: %3$s
                        command: ["sh", "-c", %4$s]
                        volumeMounts:
                        - {name: data, mountPath: /opt/loadscope}
                        - {name: results, mountPath: /results}
                      volumes:
                      - name: data
                        persistentVolumeClaim: {claimName: %5$s}
                      - name: results
                        persistentVolumeClaim: {claimName: %6$s}
                """, name, shards, image, json(cmd), dataClaim, resultsClaim);
    }

    /** A CI matrix (GitHub Actions {@code strategy.matrix} as JSON): one entry per shard with its command. */
    public static String matrix(List<String> tuneArgs, int shards) {
        return IntStream.rangeClosed(1, shards)
                .mapToObj(k -> "{\"shard\": \"" + k + "/" + shards + "\", \"run\": " + json(command(tuneArgs, shards, String.valueOf(k),
                        "tune-shard-" + k)) + "}")
                .collect(Collectors.joining(",\n    ", "{\"include\": [\n    ", "\n]}\n"));
    }

    private static String json(String s) {
        return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }
}
