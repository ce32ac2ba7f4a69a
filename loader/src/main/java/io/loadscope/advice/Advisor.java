package io.loadscope.advice;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Names what limited a load and what would change it, from its run record alone, by the rules in rules.json: each
 * rule's conditions on the record's figures ({@link Evidence}), its sentence, and the effects the committed findings
 * measured. Every rule that applies is reported, in the file's order; a load no rule fits gets no advice.
 */
public final class Advisor {
    static final String RULES = "rules.json";
    private static List<Rule> rules;

    private Advisor() {
    }

    public static List<RunRecord.AdviceFinding> advise(RunRecord record) {
        return advise(Evidence.of(record));
    }

    /** Advice for one load of a findings suite, from its row of JMH results (those loads keep no run record). */
    public static List<RunRecord.AdviceFinding> adviseJmhRow(com.fasterxml.jackson.databind.JsonNode row) {
        return advise(JmhEvidence.of(row));
    }

    private static List<RunRecord.AdviceFinding> advise(Evidence e) {
        List<RunRecord.AdviceFinding> out = new ArrayList<>();
        for (Rule r : rules()) {
            r.match(e).ifPresent(on -> out.add(new RunRecord.AdviceFinding(r.id(), r.bottleneck(), r.summaryFor(on), r.change(),
                    r.willNotHelp())));
        }
        return out;
    }

    static synchronized List<Rule> rules() {
        if (rules == null) {
            try (InputStream in = Advisor.class.getResourceAsStream(RULES)) {
                if (in == null) throw new IllegalStateException(RULES + " is missing from the classpath");
                rules = List.copyOf(new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                        .readValue(in, new TypeReference<List<Rule>>() { }));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the advice rules " + RULES + ": " + e.getMessage(), e);
            }
        }
        return rules;
    }

    /** A share as a percentage, a count as a count, seconds to a tenth, bytes per statement as bytes, a size in bytes in its unit, cores to 2 decimals. */
    static String format(String figure, double value) {
        if (figure.startsWith("share.") || figure.endsWith(".share") || figure.endsWith("Share") || figure.equals("parser.wait") || figure.equals("parser.reading")
                || figure.equals("parser.writing") || figure.equals("writer.busy") || figure.equals("machine.throttled")) {
            return String.format(Locale.ROOT, "%.0f%%", 100 * value);
        }
        if (figure.equals("store.overMemory")) return String.format(Locale.ROOT, "%.1f×", value);
        if (figure.equals("machine.readBack")) return String.format(Locale.ROOT, "%.1f times", value);
        if (figure.equals("machine.readPerStatement")) return String.format(Locale.ROOT, "%,.0f bytes", value);
        if (figure.endsWith("Bytes")) return io.loadscope.files.ByteSize.format(Math.round(value));
        if (figure.endsWith("busyCores") || figure.endsWith("idleCores")) return String.format(Locale.ROOT, "%.2f", value);
        if (figure.endsWith("Seconds")) return String.format(Locale.ROOT, "%,.1f s", value);
        return String.format(Locale.ROOT, "%,.0f", value);
    }
}
