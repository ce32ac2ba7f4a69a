package io.loadscope.verify;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Tells known engine departures from real differences, by sorted merges over spilled hashes (bounded memory). An input
 * statement is a departure only when it is missing from the store and the form its engine's rule says is stored
 * instead is in the store:
 * <ul>
 *   <li>a ground statement: that form is a statement of the store, an extra one or one the input holds as well (the
 *       engine keeps one statement for both: TDB2 reads {@code "2^60"^^xsd:long} and {@code "2^60"^^xsd:integer}
 *       as one node, so an input with both has one of them "missing" by design);</li>
 *   <li>a blank-node statement, compared by shape: only an extra statement of the departed shape, one per departure.
 *       A shape does not say which blank node a statement is about, so pairing it with a shape the input holds too
 *       could hide a statement the store lost.</li>
 * </ul>
 * Extra statements so paired are not real extras. Every other difference is real: a store that lost or gained a
 * statement is a mismatch whatever departures it shows beside it.
 */
final class DepartureMatch {
    /** Departures per rule (with up to {@link Verifier#SAMPLES} input keys each) and the real differences left. */
    static final class Result {
        final long[] departures;
        final List<Set<Long>> departureSamples = new ArrayList<>();
        long missing;
        long extra;
        final Set<Long> missingSamples = new LinkedHashSet<>();
        final Set<Long> extraSamples = new LinkedHashSet<>();

        Result(int rules) {
            departures = new long[rules];
            for (int r = 0; r < rules; r++) departureSamples.add(new LinkedHashSet<>());
        }

        long departureCount() {
            long n = 0;
            for (long d : departures) n += d;
            return n;
        }
    }

    private DepartureMatch() {
    }

    static Result classify(Differences diff, DepartedForms forms, PairRuns storeGround, Path tmp) throws IOException {
        Result result = new Result(forms.rules.size());
        try (PairRuns explainedGround = new PairRuns(Differences.RUN_PAIRS, tmp);
             PairRuns pairedGround = new PairRuns(Differences.RUN_PAIRS, tmp);
             PairRuns explainedBlank = new PairRuns(Differences.RUN_PAIRS, tmp);
             PairRuns pairedBlank = new PairRuns(Differences.RUN_PAIRS, tmp)) {
            PairRuns[] ground = candidates(diff.missingGround, forms.ground, tmp);
            try {
                // The store's statements are read again only when there is something to look up.
                if (any(ground)) match(ground, storeGround.sorted(), false, result, explainedGround, pairedGround);
            } finally {
                closeAll(ground);
            }
            PairRuns[] blank = candidates(diff.missingBlank, forms.blank, tmp);
            try {
                if (any(blank)) match(blank, diff.extraBlank.sorted(), true, result, explainedBlank, pairedBlank);
            } finally {
                closeAll(blank);
            }
            result.missing = difference(diff.missingGround, explainedGround, result.missingSamples)
                    + difference(diff.missingBlank, explainedBlank, result.missingSamples);
            result.extra = difference(diff.extraGround, pairedGround, result.extraSamples)
                    + difference(diff.extraBlank, pairedBlank, result.extraSamples);
        }
        return result;
    }

    /**
     * For each missing key (each time it occurs) that a rule's side-set holds: (departed key, input key) under the first
     * rule that holds it, one run per rule.
     */
    private static PairRuns[] candidates(PairRuns missing, PairRuns[] byRule, Path tmp) throws IOException {
        PairRuns[] out = new PairRuns[byRule.length];
        Peek[] departed = new Peek[byRule.length];
        for (int r = 0; r < byRule.length; r++) {
            out[r] = new PairRuns(Differences.RUN_PAIRS, tmp);
            departed[r] = new Peek(byRule[r].sorted());
        }
        if (byRule.length == 0) return out;
        Peek m = new Peek(missing.sorted());
        for (; m.has; m.advance()) {
            for (int r = 0; r < byRule.length; r++) {
                while (departed[r].has && departed[r].key < m.key) departed[r].advance();
                if (departed[r].has && departed[r].key == m.key) {
                    out[r].add(departed[r].value, m.key);
                    break;
                }
            }
        }
        return out;
    }

    /**
     * Walks the candidates of all rules in key order beside the sorted {@code targets}: a candidate whose departed key
     * is there is a departure. {@code consume}: each target pairs with one candidate only (blank-node shapes).
     */
    private static void match(PairRuns[] candidates, PairRuns.Cursor targets, boolean consume, Result result,
                              PairRuns explained, PairRuns paired) throws IOException {
        Peek[] heads = new Peek[candidates.length];
        for (int r = 0; r < candidates.length; r++) heads[r] = new Peek(candidates[r].sorted());
        Peek target = new Peek(targets);
        while (true) {
            int r = lowest(heads);
            if (r < 0) return;
            long departed = heads[r].key;
            long input = heads[r].value;
            while (target.has && target.key < departed) target.advance();
            if (target.has && target.key == departed) {
                result.departures[r]++;
                if (result.departureSamples.get(r).size() < Verifier.SAMPLES) result.departureSamples.get(r).add(input);
                explained.add(input, 0);
                paired.add(departed, 0);
                if (consume) target.advance();
            }
            heads[r].advance();
        }
    }

    private static int lowest(Peek[] heads) {
        int low = -1;
        for (int r = 0; r < heads.length; r++) {
            if (!heads[r].has) continue;
            if (low < 0 || heads[r].key < heads[low].key || heads[r].key == heads[low].key && heads[r].value < heads[low].value) low = r;
        }
        return low;
    }

    /** The keys of {@code all} less those of {@code less}, each occurrence cancelling one: counted, the first sampled. */
    private static long difference(PairRuns all, PairRuns less, Set<Long> samples) throws IOException {
        Peek a = new Peek(all.sorted());
        Peek b = new Peek(less.sorted());
        long left = 0;
        for (; a.has; a.advance()) {
            while (b.has && b.key < a.key) b.advance();
            if (b.has && b.key == a.key) {
                b.advance();
                continue;
            }
            left++;
            if (samples.size() < Verifier.SAMPLES) samples.add(a.key);
        }
        return left;
    }

    private static boolean any(PairRuns[] runs) {
        for (PairRuns r : runs) if (!r.isEmpty()) return true;
        return false;
    }

    private static void closeAll(PairRuns[] runs) throws IOException {
        for (PairRuns r : runs) r.close();
    }

    /** A cursor with its current pair at hand. */
    private static final class Peek {
        private final PairRuns.Cursor c;
        boolean has;
        long key;
        long value;

        Peek(PairRuns.Cursor c) throws IOException {
            this.c = c;
            advance();
        }

        void advance() throws IOException {
            has = c.next();
            if (has) {
                key = c.key();
                value = c.value();
            }
        }
    }
}
