package io.loadscope.verify;

import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Term;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The input statements an engine's departure rules apply to, each as (its key, the key of the form the engine is
 * documented to store instead), per rule, ground and blank-node statements apart. Only statements whose stored form has
 * other canonical text are kept, so these sets hold a few statements of most inputs, and spill like the sides otherwise.
 */
final class DepartedForms implements AutoCloseable {
    final List<DepartureRule> rules;
    final PairRuns[] ground;
    final PairRuns[] blank;
    private int firstRule;

    DepartedForms(List<DepartureRule> rules, Path tmp) {
        this.rules = List.copyOf(rules);
        ground = new PairRuns[rules.size()];
        blank = new PairRuns[rules.size()];
        for (int r = 0; r < rules.size(); r++) {
            ground[r] = new PairRuns(Differences.RUN_PAIRS, tmp);
            blank[r] = new PairRuns(Differences.RUN_PAIRS, tmp);
        }
    }

    /** One input statement; kept when a rule gives one of its terms another stored form. */
    void add(Term s, Term p, Term o, Term g) {
        if (rules.isEmpty()) return;
        firstRule = -1;
        Term ds = storedForm(s);
        Term dp = storedForm(p);
        Term dob = storedForm(o);
        Term dg = g == null ? null : storedForm(g);
        if (firstRule < 0) return;
        // Keys as StatementSet makes them: a ground statement's hash, or a blank-node statement's shape.
        long key = StatementSet.hash(Canonical.statement(s, p, o, g, null));
        long departed = StatementSet.hash(Canonical.statement(ds, dp, dob, dg, null));
        if (key == departed) return; // the canonical text already absorbs this one
        (Canonical.hasBnode(s, o, g) ? blank : ground)[firstRule].add(key, departed);
    }

    /** A term's stored form by the first rule that applies to it; the statement counts under the first rule that applied. */
    private Term storedForm(Term t) {
        for (int r = 0; r < rules.size(); r++) {
            Optional<Term> stored = rules.get(r).storedForm().of(t);
            if (stored.isPresent()) {
                if (firstRule < 0) firstRule = r;
                return stored.get();
            }
        }
        return t;
    }

    @Override
    public void close() throws IOException {
        for (int r = 0; r < rules.size(); r++) {
            ground[r].close();
            blank[r].close();
        }
    }
}
