package io.loadscope.advice;

import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RunRecord.AdviceChange;

import java.util.List;
import java.util.Map;

/**
 * One piece of advice, as data (rules.json beside this class): when it applies ({@code engines}, every condition of
 * {@code when}), the bottleneck it names, a sentence that shows it with the run's own figures ({@code {figure}}), what
 * to change (each with the effect the committed findings measured, with its range, and where), and what will not
 * help, and why. A rule whose texts quote measured figures names where they come from: {@code rows}, the row sets under
 * docs/results/data/ behind them, and {@code figures}, the ids of the figures it quotes; {@code scripts/figures.py
 * --check} (run by the test suite) fails when a quoted figure is not what those rows give. The advisor itself does not
 * read them. A rule with {@code "each": "phase"} is tried on each of the engine's phases, longest first, and reports
 * the first that meets its conditions, by name ({@code {phase.name}}); without it, on the load as a whole.
 */
record Rule(String id, String bottleneck, List<String> engines, List<String> rows, List<String> figures, String each,
            List<Condition> when, String summary, List<AdviceChange> change, List<AdviceChange> willNotHelp) {
    /** What {@code each} may name: the engine's phases. */
    static final String EACH_PHASE = "phase";

    Rule {
        if (each != null && !each.equals(EACH_PHASE)) throw new IllegalArgumentException("rule " + id + ": each must be \"phase\", not " + each);
    }

    /**
     * A figure at least / below a value, or the load path's Blazegraph writer being ({@code writer}) or not being
     * ({@code writerNot}) one; exactly one of the three. The writer is read as the record's path has it, typed, and a
     * value the writer type does not know fails when the rules are read, so a condition cannot silently never match.
     */
    record Condition(String figure, Double atLeast, Double below, BlazegraphWriter writer, BlazegraphWriter writerNot) {
        Condition {
            int subjects = (figure != null ? 1 : 0) + (writer != null ? 1 : 0) + (writerNot != null ? 1 : 0);
            if (subjects != 1) throw new IllegalArgumentException("a condition names one of figure, writer, writerNot");
        }

        boolean holds(Evidence e) {
            if (writer != null) return e.path().writer() == writer;
            if (writerNot != null) return e.path().writer() != writerNot;
            Double v = e.figures().get(figure);
            if (v == null) return false;
            if (atLeast != null && v < atLeast) return false;
            return below == null || v < below;
        }
    }

    /** The evidence this rule fires on: the load's, or the first of its phases' that fits; empty where none does. */
    java.util.Optional<Evidence> match(Evidence e) {
        if (EACH_PHASE.equals(each)) return e.phases().stream().filter(this::applies).findFirst();
        return applies(e) ? java.util.Optional.of(e) : java.util.Optional.empty();
    }

    boolean applies(Evidence e) {
        if (engines != null && !engines.isEmpty() && !engines.contains(e.path().engine())) return false;
        return when.stream().allMatch(c -> c.holds(e));
    }

    /** The summary with each {@code {figure}} replaced by its value, as a percentage where it is a share, and {@code {phase.name}}. */
    String summaryFor(Evidence e) {
        String s = summary;
        for (Map.Entry<String, Double> f : e.figures().entrySet()) s = s.replace("{" + f.getKey() + "}", Advisor.format(f.getKey(), f.getValue()));
        if (e.phaseName() != null) s = s.replace("{phase.name}", e.phaseName());
        return s;
    }
}
