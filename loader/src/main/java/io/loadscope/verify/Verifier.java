package io.loadscope.verify;

import io.loadscope.engine.Term;
import io.loadscope.engine.LoadParser;
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
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Compares what the inputs hold with what a store holds: distinct count and an order-independent digest,
 * with samples of missing and extra statements on a mismatch. The inputs are parsed with a parser other than the
 * one that loaded them (rdf4j rio, or Jena RIOT when rio loaded them), so a parser defect cannot verify itself.
 */
public final class Verifier {
    public static final int SAMPLES = 10;

    private Verifier() {
    }

    public static VerifyReport verify(List<InputSource> sources, InputOpener opener, EngineSession store, Path tmp)
            throws IOException, InputError {
        try (StatementSet in = new StatementSet(tmp); StatementSet st = new StatementSet(tmp)) {
            boolean jena = store.loadParser() == io.loadscope.engine.LoadParser.RDF4J_RIO;
            readInputs(sources, opener, in::add, jena);
            store.forEachStatement((s, p, o, g) -> st.add(s, p, o, g, "store"));
            Side inSide = new Side();
            Side stSide = new Side();
            Set<Long> missing = new HashSet<>();
            Set<Long> extra = new HashSet<>();
            compareGround(in.ground.sorted(), st.ground.sorted(), inSide, stSide, missing, extra);
            compareBlank(in.blank, st.blank, tmp, inSide, stSide, missing, extra);
            List<String> missingText = new ArrayList<>();
            List<String> extraText = new ArrayList<>();
            if (!missing.isEmpty()) {
                readInputs(sources, opener, (s, p, o, g, scope) -> collect(missing, missingText, s, p, o, g), jena);
            }
            if (!extra.isEmpty()) store.forEachStatement((s, p, o, g) -> collect(extra, extraText, s, p, o, g));
            return new VerifyReport(in.told, inSide.distinct, in.told - inSide.distinct, inSide.blank, inSide.digest(),
                    stSide.distinct, stSide.blank, stSide.digest(), missingText, extraText);
        }
    }

    private interface ScopedVisitor {
        void add(Term s, Term p, Term o, Term g, String bnodeScope);
    }

    private static void collect(Set<Long> wanted, List<String> out, Term s, Term p, Term o, Term g) {
        if (out.size() >= SAMPLES) return;
        String shape = Canonical.statement(s, p, o, g, null);
        if (wanted.contains(StatementSet.hash(shape))) out.add(Canonical.statement(s, p, o, g, "") + " .");
    }

    /** The inputs' statements, read with rdf4j rio, or with Jena RIOT when rio is what loaded them. */
    private static void readInputs(List<InputSource> sources, InputOpener opener, ScopedVisitor visitor, boolean jena)
            throws IOException, InputError {
        int index = 0;
        for (InputSource source : sources) {
            String scope = Integer.toString(index++);
            if (jena) {
                Engines.reader(LoadParser.JENA_RIOT).orElseThrow().read(opener, source, (s, p, o, g) -> visitor.add(s, p, o, g, scope));
                continue;
            }
            RDFParser parser = Rio.createParser(rdf4j(opener, source));
            parser.getParserConfig().set(BasicParserSettings.PRESERVE_BNODE_IDS, true);
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

    private static RDFFormat rdf4j(InputOpener opener, InputSource source) throws InputError {
        return opener.check(source).format().rio();
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

    private static void compareGround(PairRuns.Cursor a, PairRuns.Cursor b, Side sa, Side sb, Set<Long> onlyA, Set<Long> onlyB) throws IOException {
        Distinct da = new Distinct(a);
        Distinct db = new Distinct(b);
        while (da.has || db.has) {
            if (db.has && (!da.has || db.key < da.key)) {
                if (onlyB.size() < SAMPLES) onlyB.add(db.key);
                sb.distinct++;
                sb.feed(db.key);
                db.advance();
            } else if (da.has && (!db.has || da.key < db.key)) {
                if (onlyA.size() < SAMPLES) onlyA.add(da.key);
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
    private static void compareBlank(PairRuns a, PairRuns b, Path tmp, Side sa, Side sb, Set<Long> onlyA, Set<Long> onlyB) throws IOException {
        try (PairRuns shapesA = shapes(a, tmp, sa); PairRuns shapesB = shapes(b, tmp, sb)) {
            sa.feed(0x5eed5eed5eed5eedL); // separates the ground part from the blank part of the digest
            sb.feed(0x5eed5eed5eed5eedL);
            PairRuns.Cursor ca = shapesA.sorted();
            PairRuns.Cursor cb = shapesB.sorted();
            boolean ha = ca.next();
            boolean hb = cb.next();
            while (ha || hb) {
                if (hb && (!ha || cb.key() < ca.key())) {
                    if (onlyB.size() < SAMPLES) onlyB.add(cb.key());
                    sb.feed(cb.key());
                    hb = cb.next();
                } else if (ha && (!hb || ca.key() < cb.key())) {
                    if (onlyA.size() < SAMPLES) onlyA.add(ca.key());
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
