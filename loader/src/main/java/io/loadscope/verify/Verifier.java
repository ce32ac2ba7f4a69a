package io.loadscope.verify;

import io.loadscope.input.RioFormats;
import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Term;
import io.loadscope.engine.LoadParser;
import io.loadscope.engine.ParserWarnings;
import io.loadscope.engine.registry.Engines;
import io.loadscope.record.VerifyReport;

import io.loadscope.engine.EngineSession;
import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;
import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.rio.ParseErrorListener;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;
import org.eclipse.rdf4j.rio.helpers.BasicParserSettings;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;

/**
 * Compares what the inputs hold with what a store holds: distinct count and an order-independent digest,
 * with samples of missing and extra statements on a mismatch. The inputs are parsed with a parser other than the
 * one that loaded them (rdf4j rio, or Jena RIOT when rio loaded them), so a parser defect cannot verify itself.
 * Differences the engine is documented to make (its {@link DepartureRule}s) are told apart from real ones
 * ({@link DepartureMatch}): a store that differs from its input only by them verifies as exact except known departures.
 */
public final class Verifier {
    public static final int SAMPLES = 10;

    private Verifier() {
    }

    /**
     * @param engine the engine's name, as the report names it beside its departures
     * @param rules  the engine's known departures ({@link io.loadscope.engine.KnownDepartures}); none: every difference is a mismatch
     */
    public static VerifyReport verify(List<InputSource> sources, InputOpener opener, EngineSession store, Path tmp,
                                      String engine, List<DepartureRule> rules) throws IOException, InputError {
        try (StatementSet in = new StatementSet(tmp); StatementSet st = new StatementSet(tmp);
             DepartedForms departed = new DepartedForms(rules, tmp); Differences diff = new Differences(tmp)) {
            boolean jena = store.loadParser() == io.loadscope.engine.LoadParser.RDF4J_RIO;
            String parser = jena ? "Jena RIOT" : "rdf4j rio";
            ParserWarnings warnings = new ParserWarnings(parser);
            readInputs(sources, opener, (s, p, o, g, scope) -> {
                in.add(s, p, o, g, scope);
                departed.add(s, p, o, g);
            }, jena, warnings);
            store.forEachStatement((s, p, o, g) -> st.add(s, p, o, g, "store"));
            Side inSide = new Side();
            Side stSide = new Side();
            compareGround(in.ground.sorted(), st.ground.sorted(), inSide, stSide, diff);
            compareBlank(in.blank, st.blank, tmp, inSide, stSide, diff);
            DepartureMatch.Result match = DepartureMatch.classify(diff, departed, st.ground, tmp);

            List<String> missingText = new ArrayList<>();
            List<String> extraText = new ArrayList<>();
            List<List<String>> departureText = new ArrayList<>();
            for (int r = 0; r < rules.size(); r++) departureText.add(new ArrayList<>());
            if (!match.missingSamples.isEmpty() || match.departureCount() > 0) {
                readInputs(sources, opener, (s, p, o, g, scope) -> {
                    long key = StatementSet.hash(Canonical.statement(s, p, o, g, null));
                    collect(match.missingSamples, key, missingText, s, p, o, g);
                    for (int r = 0; r < rules.size(); r++) collect(match.departureSamples.get(r), key, departureText.get(r), s, p, o, g);
                }, jena, new ParserWarnings(parser)); // this second reading's warnings were counted on the first
            }
            if (!match.extraSamples.isEmpty()) {
                store.forEachStatement((s, p, o, g) ->
                        collect(match.extraSamples, StatementSet.hash(Canonical.statement(s, p, o, g, null)), extraText, s, p, o, g));
            }
            List<VerifyReport.KnownDeparture> known = new ArrayList<>();
            for (int r = 0; r < rules.size(); r++) {
                DepartureRule rule = rules.get(r);
                if (match.departures[r] > 0) {
                    known.add(new VerifyReport.KnownDeparture(engine, rule.id(), rule.description(), rule.docs(),
                            match.departures[r], departureText.get(r)));
                }
            }
            VerifyReport.Outcome outcome = diff.isEmpty() ? VerifyReport.Outcome.EXACT
                    : match.missing == 0 && match.extra == 0 ? VerifyReport.Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES
                    : VerifyReport.Outcome.MISMATCH;
            return new VerifyReport(in.told, inSide.distinct, in.told - inSide.distinct, inSide.blank, inSide.digest(),
                    stSide.distinct, stSide.blank, stSide.digest(), missingText, extraText, outcome, match.missing,
                    match.extra, known, warnings.count(), warnings.summary().orElse(null));
        }
    }

    private interface ScopedVisitor {
        void add(Term s, Term p, Term o, Term g, String bnodeScope);
    }

    private static void collect(Set<Long> wanted, long key, List<String> out, Term s, Term p, Term o, Term g) {
        if (out.size() < SAMPLES && wanted.contains(key)) out.add(Canonical.statement(s, p, o, g, "") + " .");
    }

    /**
     * The inputs' statements, read with rdf4j rio, or with Jena RIOT when rio is what loaded them; what the parser warns
     * about (and reads all the same) is counted in {@code warnings}, never logged.
     */
    private static void readInputs(List<InputSource> sources, InputOpener opener, ScopedVisitor visitor, boolean jena,
                                   ParserWarnings warnings) throws IOException, InputError {
        int index = 0;
        for (InputSource source : sources) {
            String scope = Integer.toString(index++);
            if (jena) {
                Engines.reader(LoadParser.JENA_RIOT).orElseThrow().read(opener, source, (s, p, o, g) -> visitor.add(s, p, o, g, scope), warnings);
                continue;
            }
            RDFParser parser = Rio.createParser(rdf4j(opener, source));
            parser.getParserConfig().set(BasicParserSettings.PRESERVE_BNODE_IDS, true);
            parser.setParseErrorListener(new CountingListener(warnings, source.name()));
            parser.setRDFHandler(new AbstractRDFHandler() {
                @Override
                public void handleStatement(Statement st) {
                    visitor.add(term(st.getSubject()), term(st.getPredicate()), term(st.getObject()),
                            st.getContext() == null ? null : term(st.getContext()), scope);
                }
            });
            try (OpenedInput in = opener.open(source, LoadProbes.discard())) {
                parser.parse(in.stream(), source.baseIri());
            }
        }
    }

    /**
     * rio's parse errors and warnings, counted instead of logged (its default listener logs each). An error rio carries
     * on from (a setting makes it non-fatal) left the statement as written, like a warning; one it stops at comes back
     * as the exception that ends the read, with its place.
     */
    private record CountingListener(ParserWarnings warnings, String file) implements ParseErrorListener {
        @Override
        public void warning(String msg, long line, long col) {
            warnings.warn(file, line, col, msg);
        }

        @Override
        public void error(String msg, long line, long col) {
            warnings.warn(file, line, col, msg);
        }

        @Override
        public void fatalError(String msg, long line, long col) {
            // Reported by the exception rio throws next.
        }
    }

    private static RDFFormat rdf4j(InputOpener opener, InputSource source) throws InputError {
        return RioFormats.of(opener.check(source).format());
    }

    private static Term term(Value v) {
        if (v instanceof IRI iri) return Term.iri(iri.stringValue());
        if (v instanceof BNode b) return Term.bnode(b.getID());
        Literal l = (Literal) v;
        return Term.literal(l.getLabel(), l.getLanguage().orElse(null), l.getLanguage().isPresent() ? null : l.getDatatype().stringValue());
    }

    /** Running totals and digest of one side. */
    private static final class Side {
        long distinct;
        long blank;
        private final MessageDigest sha;
        private final ByteBuffer buf = ByteBuffer.allocate(8);

        Side() {
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
        }

        void feed(long hash) {
            buf.clear();
            sha.update(buf.putLong(hash).array());
        }

        String digest() {
            return HexFormat.of().formatHex(sha.digest(), 0, 16);
        }
    }

    private static void compareGround(PairRuns.Cursor a, PairRuns.Cursor b, Side sa, Side sb, Differences diff) throws IOException {
        Distinct da = new Distinct(a);
        Distinct db = new Distinct(b);
        while (da.has || db.has) {
            if (db.has && (!da.has || db.key < da.key)) {
                diff.extra(db.key, false);
                sb.distinct++;
                sb.feed(db.key);
                db.advance();
            } else if (da.has && (!db.has || da.key < db.key)) {
                diff.missing(da.key, false);
                sa.distinct++;
                sa.feed(da.key);
                da.advance();
            } else {
                sa.distinct++;
                sb.distinct++;
                sa.feed(da.key);
                sb.feed(db.key);
                da.advance();
                db.advance();
            }
        }
    }

    /**
     * Blank-node statements: distinct by scoped label, then compared as multisets of their shapes (two
     * statements about different blank nodes with the same shape count twice on both sides).
     */
    private static void compareBlank(PairRuns a, PairRuns b, Path tmp, Side sa, Side sb, Differences diff) throws IOException {
        try (PairRuns shapesA = shapes(a, tmp, sa); PairRuns shapesB = shapes(b, tmp, sb)) {
            sa.feed(0x5eed5eed5eed5eedL); // separates the ground part from the blank part of the digest
            sb.feed(0x5eed5eed5eed5eedL);
            PairRuns.Cursor ca = shapesA.sorted();
            PairRuns.Cursor cb = shapesB.sorted();
            boolean ha = ca.next();
            boolean hb = cb.next();
            while (ha || hb) {
                if (hb && (!ha || cb.key() < ca.key())) {
                    diff.extra(cb.key(), true);
                    sb.feed(cb.key());
                    hb = cb.next();
                } else if (ha && (!hb || ca.key() < cb.key())) {
                    diff.missing(ca.key(), true);
                    sa.feed(ca.key());
                    ha = ca.next();
                } else {
                    sa.feed(ca.key());
                    sb.feed(cb.key());
                    ha = ca.next();
                    hb = cb.next();
                }
            }
        }
    }

    private static PairRuns shapes(PairRuns labelled, Path tmp, Side side) throws IOException {
        PairRuns shapes = new PairRuns(StatementSet.RUN_PAIRS, tmp);
        PairRuns.Cursor c = labelled.sorted();
        boolean first = true;
        long last = 0;
        while (c.next()) {
            if (first || c.key() != last) {
                shapes.add(c.value(), 0);
                side.distinct++;
                side.blank++;
            }
            first = false;
            last = c.key();
        }
        return shapes;
    }

    /** Walks a sorted cursor's distinct keys. */
    private static final class Distinct {
        private final PairRuns.Cursor c;
        boolean has;
        long key;

        Distinct(PairRuns.Cursor c) throws IOException {
            this.c = c;
            has = c.next();
            if (has) key = c.key();
        }

        void advance() throws IOException {
            long prev = key;
            while ((has = c.next()) && c.key() == prev) {
                // skip duplicates
            }
            if (has) key = c.key();
        }
    }
}
