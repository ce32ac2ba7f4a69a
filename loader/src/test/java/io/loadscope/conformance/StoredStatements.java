package io.loadscope.conformance;

import io.loadscope.engine.EngineSession;
import io.loadscope.engine.Term;
import io.loadscope.engine.registry.Engines;
import io.loadscope.load.LoadFailure;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.verify.Canonical;
import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Value;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a store holds after a positive test, statement by statement and with graph names, against the statements rdf4j
 * reads from the test's file ({@link ExpectedStatements#read}). Terms are compared in verify's canonical form
 * ({@link Canonical}: literals by value where stores keep values), blank nodes by shape: the multiset of distinct
 * statements with every blank node written {@code _:}.
 */
final class StoredStatements {
    private static final int SAMPLES = 3;

    private StoredStatements() {
    }

    /** Null when the store holds exactly the test's statements, else a few that differ, each side named. */
    static String mismatch(String engine, Map<String, String> settings, Path store, W3cCase c) throws IOException {
        Map<String, String> expected = new HashMap<>();
        ExpectedStatements.read(c, st -> add(expected, term(st.getSubject()), term(st.getPredicate()), term(st.getObject()),
                st.getContext() == null ? null : term(st.getContext())));
        Map<String, String> stored = new HashMap<>();
        try (EngineSession session = Engines.byName(engine).configure(settings).open(store, LoadProbes.discard())) {
            session.forEachStatement((s, p, o, g) -> add(stored, s, p, o, g));
        } catch (LoadFailure e) {
            return "the store could not be opened again: " + e.getMessage();
        }
        List<String> want = sorted(expected);
        List<String> have = sorted(stored);
        if (want.equals(have)) return null;
        List<String> missing = new ArrayList<>(want);
        have.forEach(missing::remove);
        List<String> extra = new ArrayList<>(have);
        want.forEach(extra::remove);
        return "missing " + missing.subList(0, Math.min(SAMPLES, missing.size())) + " (" + missing.size() + "), extra "
                + extra.subList(0, Math.min(SAMPLES, extra.size())) + " (" + extra.size() + ")";
    }

    /** A statement, distinct by its labelled form, mapped to its shape (blank nodes written {@code _:}). */
    private static void add(Map<String, String> shapes, Term s, Term p, Term o, Term g) {
        shapes.put(Canonical.statement(s, p, o, g, ""), Canonical.statement(s, p, o, g, null));
    }

    /** The shapes of the distinct statements, sorted: equal lists, the same statements up to blank node labels. */
    private static List<String> sorted(Map<String, String> shapes) {
        List<String> out = new ArrayList<>(shapes.values());
        Collections.sort(out);
        return out;
    }

    private static Term term(Value v) {
        if (v instanceof IRI iri) return Term.iri(iri.stringValue());
        if (v instanceof BNode b) return Term.bnode(b.getID());
        Literal l = (Literal) v;
        return Term.literal(l.getLabel(), l.getLanguage().orElse(null), l.getLanguage().isPresent() ? null : l.getDatatype().stringValue());
    }
}
