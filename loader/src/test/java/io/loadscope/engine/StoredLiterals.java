package io.loadscope.engine;

import io.loadscope.engine.registry.Engines;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.request.LoadRequest;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RunStatus;
import io.loadscope.verify.Canonical;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Puts departure rules to the engine itself: loads each literal as the object of its own statement into a fresh store,
 * reads the store back, and lists every literal whose stored form is not the one the engine's rules predict (the
 * literal itself where no rule applies), compared as verification compares them, by canonical text.
 */
public final class StoredLiterals {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    private StoredLiterals() {
    }

    /** A literal of an XSD datatype, by its local name. */
    public static Term xsd(String lexical, String type) {
        return Term.literal(lexical, null, XSD + type);
    }

    /** "input -> predicted, stored" for each literal the rules got wrong; empty when they predict the store exactly. */
    public static List<String> mispredicted(String engine, Path dir, List<Term> literals) throws Exception {
        StringBuilder nt = new StringBuilder();
        for (int i = 0; i < literals.size(); i++) {
            Term t = literals.get(i);
            nt.append("<http://x/").append(i).append("> <http://x/v> \"").append(t.value()).append("\"^^<").append(t.datatype()).append("> .\n");
        }
        Path file = Files.writeString(dir.resolve("literals.nt"), nt);
        Path store = dir.resolve("store");
        LoadRequest request = LoadRequest.builder().engine(engine).store(store).reportDir(dir.resolve("run")).input(file).build();
        assertEquals(RunStatus.LOADED, LoadPipeline.run(request).record().status());

        Engine e = Engines.byName(engine);
        Map<String, Term> stored = new HashMap<>();
        try (EngineSession session = e.configure(Map.of()).open(store, LoadProbes.discard())) {
            session.forEachStatement((s, p, o, g) -> stored.put(s.value(), o));
        }
        List<DepartureRule> rules = ((KnownDepartures) e).knownDepartures();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < literals.size(); i++) {
            Term in = literals.get(i);
            Term predicted = in;
            for (DepartureRule rule : rules) {
                var form = rule.storedForm().of(in);
                if (form.isPresent()) {
                    predicted = form.get();
                    break;
                }
            }
            Term actual = stored.get("http://x/" + i);
            if (!text(predicted).equals(text(actual))) wrong.add(text(in) + " -> predicted " + text(predicted) + ", stored " + text(actual));
        }
        return wrong;
    }

    private static String text(Term t) {
        return t == null ? "nothing" : Canonical.statement(Term.iri("s"), Term.iri("p"), t, null, null);
    }
}
