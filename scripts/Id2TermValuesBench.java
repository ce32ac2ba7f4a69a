import com.bigdata.rdf.lexicon.Id2TermTupleSerializer;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import io.loadscope.engine.blazegraph.sorted.Id2TermValues;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * ID2TERM's value bytes made by Blazegraph 2.1.4's serializer and written directly (Id2TermValues), over the terms of
 * the first lines of an N-Triples file, on one thread, in alternating rounds after five unprinted warm-up rounds: one
 * TSV row per round, time and heap allocated per value each way.
 *
 *   java -cp loader/target/loadscope.jar scripts/Id2TermValuesBench.java FILE.nt [LINES] [ROUNDS]
 *
 * The terms are taken naively from lines of the form <s> <p> <o> . or <s> <p> "..."(@lang|^^<dt>) . (BSBM's): each line's
 * three terms, repeats included, as the parse threads meet them before a run finds them known.
 */
public class Id2TermValuesBench {
    /** Rounds first run unprinted: the JIT compiles both ways (on this VM the first two or three rounds ran slower). */
    static final int WARM_UP = 5;

    public static void main(String[] args) throws Exception {
        org.apache.log4j.Logger.getRootLogger().setLevel(org.apache.log4j.Level.OFF);
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
                .setLevel(ch.qos.logback.classic.Level.WARN);
        Path file = Path.of(args[0]);
        int lines = args.length > 1 ? Integer.parseInt(args[1]) : 400_000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("id2term-values-bench");
        Id2TermTupleSerializer blazegraphs = new Id2TermTupleSerializer("id2term-values-bench", f);
        List<BigdataValue> values = new ArrayList<>();
        try (var in = Files.lines(file)) {
            for (String l : (Iterable<String>) in.limit(lines)::iterator) {
                int p = l.indexOf("> <"), q = l.indexOf("> ", p + 3);
                if (!l.startsWith("<") || p < 0 || q < 0) continue;
                values.add(f.createURI(l.substring(1, p)));
                values.add(f.createURI(l.substring(p + 3, q)));
                String o = l.substring(q + 2, l.lastIndexOf('.')).trim();
                if (o.startsWith("<")) {
                    values.add(f.createURI(o.substring(1, o.length() - 1)));
                    continue;
                }
                int e = o.lastIndexOf('"');
                String label = o.substring(1, e), rest = o.substring(e + 1);
                if (rest.startsWith("@")) values.add(f.createLiteral(label, rest.substring(1)));
                else if (rest.startsWith("^^")) values.add(f.createLiteral(label, f.createURI(rest.substring(3, rest.length() - 1))));
                else values.add(f.createLiteral(label));
            }
        }
        var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long me = Thread.currentThread().getId(), sink = 0;
        System.out.println("round\tvalues\tblazegraph_ns\tblazegraph_bytes\tdirect_ns\tdirect_bytes\tblazegraph_over_direct");
        for (int round = -WARM_UP; round < rounds; round++) {
            long a0 = threads.getThreadAllocatedBytes(me), t0 = System.nanoTime();
            for (BigdataValue v : values) sink += blazegraphs.serializeVal(v).length;
            long t1 = System.nanoTime(), a1 = threads.getThreadAllocatedBytes(me);
            for (BigdataValue v : values) {
                byte[] b = Id2TermValues.write(v);
                sink += b == null ? blazegraphs.serializeVal(v).length : b.length;
            }
            long t2 = System.nanoTime(), a2 = threads.getThreadAllocatedBytes(me);
            if (round < 0) continue;
            double n = values.size();
            System.out.printf("%d\t%d\t%.1f\t%.0f\t%.1f\t%.0f\t%.2f%n", round + 1, values.size(), (t1 - t0) / n, (a1 - a0) / n,
                    (t2 - t1) / n, (a2 - a1) / n, (t1 - t0) / (double) (t2 - t1));
        }
        if (sink == 42) System.out.println();
    }
}
