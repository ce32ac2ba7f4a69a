package io.loadscope.bench.wikidata;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Wikidata-shaped corpus: items, their statements, terms, sitelinks, value nodes and references, and the property
 * entities they use, as Wikibase's RDF writes them and the query service's munger leaves them. Deterministic: the
 * same statement count, seed and flavour give the same bytes. Streams in constant memory (the shared nodes written
 * so far are kept as bits of finite spaces), and writes exactly the statements asked for.
 */
public final class WikidataCorpus {
    /** The default seed. */
    public static final long SEED = 49;
    /** Statements per Turtle chunk by default. */
    public static final long CHUNK_STATEMENTS = 10_000_000;

    /**
     * What to write: {@code statements} triples; {@code ntriples} (gzip'd if named .gz) and/or Turtle chunks into
     * {@code chunks}; {@code munged} for the query service's form, else the dump's.
     */
    public record Options(long statements, long seed, Path ntriples, Path chunks, long chunkStatements, boolean munged) {
        public Options {
            if (statements < 100) throw new IllegalArgumentException("statements must be at least 100");
            if (ntriples == null && chunks == null) throw new IllegalArgumentException("nothing to write: give an N-Triples file or a chunk directory");
            if (chunkStatements < 1) throw new IllegalArgumentException("chunk statements must be at least 1");
        }
    }

    /** What was written, counted from the output. */
    public record Result(long statements, Map<String, Long> counts, long distinctTerms, String report, int chunks, long nanos) {
    }

    private WikidataCorpus() {
    }

    public static Result generate(Options o) throws IOException {
        long start = System.nanoTime();
        Shape shape = new Shape();
        List<RdfSink> sinks = new ArrayList<>();
        sinks.add(shape);
        TurtleChunks chunks = null;
        try {
            if (o.ntriples() != null) {
                Path parent = o.ntriples().toAbsolutePath().getParent();
                if (parent != null) Files.createDirectories(parent);
                sinks.add(new NTriplesOut(o.ntriples()));
            }
            if (o.chunks() != null) {
                chunks = new TurtleChunks(o.chunks(), o.chunkStatements());
                sinks.add(chunks);
            }
            new Run(o, sinks).run();
        } finally {
            IOException failed = null;
            for (RdfSink s : sinks) {
                try {
                    s.close();
                } catch (IOException e) {
                    if (failed == null) failed = e;
                }
            }
            if (failed != null) throw failed;
        }
        return new Result(shape.triples(), shape.counts(), shape.distinctTermsEstimate(), shape.report(),
                chunks == null ? 0 : chunks.chunks(), System.nanoTime() - start);
    }

    /** One generation: the budget, the shared-node marks, the properties declared so far. */
    private static final class Run {
        private static final int ATTEMPTS = 20;
        private final Options o;
        private final List<RdfSink> sinks;
        private final Rng r;
        private final ValueNodes values = new ValueNodes();
        private final References references;
        private final EntityWriter writer;
        private final Items items = new Items(values);
        private final Plan plan = new Plan();
        private final Plan propertyPlan = new Plan();
        private final Triples t = new Triples();
        private final Triples x = new Triples();
        private final List<Triples> propertyTriples = new ArrayList<>();
        private final List<Prop> pending = new ArrayList<>();
        private final Map<Prop, Boolean> declared = new IdentityHashMap<>();
        private long remaining;

        Run(Options o, List<RdfSink> sinks) {
            this.o = o;
            this.sinks = sinks;
            this.r = new Rng(Rng.mix(o.seed(), 0x51DE));
            this.references = new References(values, o.munged());
            this.writer = new EntityWriter(o.munged(), values, references);
            this.remaining = o.statements();
        }

        void run() throws IOException {
            int min = writer.metadataSize();
            if (!o.munged()) dumpHeader(min);
            long q = 0;
            while (remaining > 0) {
                q += 1 + r.below(3);
                String id = "Q" + q;
                if (!planned(id, min)) bare(id, min);
            }
        }

        /** The dump's own description, first in the dump flavour (the munger drops it). */
        private void dumpHeader(int min) throws IOException {
            t.clear();
            t.iri(Ns.WIKIBASE, "Dump", Ns.RDF, "type", Ns.SCHEMA, "Dataset");
            t.iri(Ns.WIKIBASE, "Dump", Ns.RDF, "type", Ns.OWL, "Ontology");
            t.iri(Ns.WIKIBASE, "Dump", Ns.CC, "license", Ns.FULL, "http://creativecommons.org/publicdomain/zero/1.0/");
            t.plain(Ns.WIKIBASE, "Dump", Ns.SCHEMA, "softwareVersion", "1.0.0");
            t.typed(Ns.WIKIBASE, "Dump", Ns.SCHEMA, "dateModified", "2026-01-05T23:00:01Z", Dt.DATE_TIME);
            t.iri(Ns.WIKIBASE, "Dump", Ns.OWL, "imports", Ns.FULL, "http://wikiba.se/ontology-1.0.owl");
            if (remaining - t.size() >= min) emit(t);
        }

        /** Plans the item (trying again while it would overrun the budget), writes it and the properties it first uses. */
        private boolean planned(String id, int min) throws IOException {
            for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
                t.clear();
                x.clear();
                items.plan(r, plan, id);
                writer.item(plan, t, x);
                long total = t.size() + declareProperties();
                if (total > remaining) {
                    rollback();
                    continue;
                }
                long leftover = remaining - total;
                if (leftover > 0 && leftover < min) pad(id, (int) leftover);
                commit();
                for (int i = 0; i < pending.size(); i++) emit(propertyTriples.get(i));
                emit(t);
                return true;
            }
            return false;
        }

        /** The property entities for the properties this item uses first, planned into their own triples. */
        private long declareProperties() {
            pending.clear();
            for (int i = 0; i < plan.claims; i++) {
                Claim c = plan.claimAt(i);
                need(c.prop);
                for (int k = 0; k < c.qualifiers; k++) need(c.qualifierProps[k]);
                if (c.referenceCount > 0) {
                    need(Catalogue.STATED_IN);
                    need(Catalogue.RETRIEVED);
                    need(Catalogue.REFERENCE_URL);
                    need(Catalogue.IMPORTED_FROM);
                    need(Catalogue.PUBMED);
                }
            }
            long size = 0;
            for (int i = 0; i < pending.size(); i++) {
                if (propertyTriples.size() == i) propertyTriples.add(new Triples());
                Triples pt = propertyTriples.get(i);
                pt.clear();
                PropertyEntity.write(pending.get(i), new Rng(Rng.mix(o.seed(), pending.get(i).id().hashCode())), propertyPlan, writer, pt);
                size += pt.size();
            }
            return size;
        }

        private void need(Prop p) {
            if (!declared.containsKey(p) && !pending.contains(p)) pending.add(p);
        }

        /** Descriptions in more languages, to land exactly on the budget. */
        private void pad(String id, int count) {
            for (int lang = 0; lang < Catalogue.LANGUAGES.length && count > 0; lang++) {
                if (plan.describedIn[lang]) continue;
                plan.describedIn[lang] = true;
                t.lang(Ns.WD, id, Ns.SCHEMA, "description", TermPlanner.description(Items.Kind.OTHER, lang, 7, 0), Catalogue.LANGUAGES[lang]);
                count--;
            }
        }

        /**
         * An item with no statements, its terms sized to the budget: the last item when no planned one fits, keeping
         * what is left either zero or enough for another item's metadata.
         */
        private void bare(String id, int min) throws IOException {
            t.clear();
            pending.clear();
            plan.reset(id);
            plan.revision = 100_000_000L + r.below(1_000_000_000);
            plan.modified = "2025-01-01T00:00:00Z";
            int languages = Catalogue.LANGUAGES.length;
            long cap = min + 3L * languages;
            long size = remaining <= cap ? remaining : Math.min(cap, remaining - min);
            long terms = size - min;
            String name = Words.name(r, 2, 10000);
            for (int lang = 0; lang < languages && terms > 0; lang++, terms--) plan.describe(lang, TermPlanner.description(Items.Kind.OTHER, lang, 11, 0));
            for (int lang = 0; lang < languages && terms > 0; lang++, terms--) plan.label(lang, Catalogue.script(Catalogue.LANGUAGES[lang]).spell(Words.lower(name)));
            for (int lang = 0; lang < languages && terms > 0; lang++, terms--) plan.alias(lang, Catalogue.script(Catalogue.LANGUAGES[lang]).spell(Words.lower(name) + " " + lang));
            if (!writer.munged()) {
                writer.metadata(t, Ns.WDATA, id, plan, 0);
                t.iri(Ns.WD, id, Ns.RDF, "type", Ns.WIKIBASE, "Item");
            }
            if (writer.munged()) {
                // Labels once each: the munged form has no label copies, so the budget counts one triple a term.
                writer.terms(t, Ns.WD, id, plan);
                writer.metadata(t, Ns.WD, id, plan, 0);
            } else {
                for (String[] d : plan.descriptions) t.lang(Ns.WD, id, Ns.SCHEMA, "description", d[1], d[0]);
                for (String[] l : plan.labels) t.lang(Ns.WD, id, Ns.RDFS, "label", l[1], l[0]);
                for (String[] a : plan.aliases) t.lang(Ns.WD, id, Ns.SKOS, "altLabel", a[1], a[0]);
            }
            commit();
            emit(t);
        }

        private void commit() {
            values.commit();
            references.refs.commit();
            writer.sites.commit();
            for (Prop p : pending) declared.put(p, Boolean.TRUE);
        }

        private void rollback() {
            values.rollback();
            references.refs.rollback();
            writer.sites.rollback();
        }

        private void emit(Triples triples) throws IOException {
            for (RdfSink s : sinks) s.entity(triples);
            remaining -= triples.size();
        }
    }
}
