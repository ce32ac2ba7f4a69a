package io.loadscope.bench.wikidata;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * The corpus's shape, counted from the triples as they are written (not from the generator's parameters): what a
 * recount of the output finds. Kinds go by subject and predicate as the munged data's namespaces tell them apart.
 */
final class Shape implements RdfSink {
    /** What a triple is part of. */
    enum Kind {
        metadata, label, labelCopy, description, alias, truthy, statementLink, statementNode, valueNode, reference,
        sitelink, propertyDeclaration
    }

    /** Each namespace's IRI hashed once: a term's hash continues from it over the local name. */
    private static final long[] NS_HASH = new long[Ns.values().length];

    static {
        for (Ns ns : Ns.values()) NS_HASH[ns.ordinal()] = DistinctEstimate.hash(DistinctEstimate.SEED, ns == Ns.BLANK ? "_:" : ns.iri);
    }

    private final long[] kinds = new long[Kind.values().length];
    private final long[] datatypes = new long[Dt.values().length];
    private final Map<String, Long> languages = new TreeMap<>();
    private final DistinctEstimate terms = new DistinctEstimate();
    private long triples;
    private long items;
    private long properties;
    private long itemTriples;
    private long wikibaseStatements;
    private long plain;
    private long langStrings;
    private long iriObjects;
    private long valueNodes;
    private long references;
    private long derivedFrom;
    private long valueLinks;
    private final int[] statementsPerItem = new int[4097];
    private int maxStatements;

    @Override
    public void entity(Triples t) {
        int linksHere = 0;
        boolean item = false;
        for (int i = 0; i < t.size(); i++) {
            triples++;
            Kind k = kind(t, i);
            kinds[k.ordinal()]++;
            if (isVersion(t, i)) {
                if (t.s[i].startsWith("Q")) item = true;
                else properties++;
            }
            if (k == Kind.statementLink) linksHere++;
            if (t.pNs[i] == Ns.WIKIBASE && (t.p[i].equals("timeValue") || t.p[i].equals("quantityAmount") || t.p[i].equals("geoLatitude"))) valueNodes++;
            if (t.sNs[i] == Ns.WDREF && (i == 0 || !t.sameSubject(i - 1, i))) references++;
            if (t.pNs[i] == Ns.PROV) derivedFrom++;
            if (t.pNs[i] == Ns.PSV || t.pNs[i] == Ns.PQV || t.pNs[i] == Ns.PRV) valueLinks++;
            switch (t.kind[i]) {
                case Triples.IRI -> {
                    if (t.oNs[i] != Ns.BLANK) iriObjects++;
                }
                case Triples.PLAIN -> plain++;
                case Triples.LANG -> {
                    langStrings++;
                    languages.merge(t.lang[i], 1L, Long::sum);
                }
                default -> datatypes[t.dt[i].ordinal()]++;
            }
            terms.add(DistinctEstimate.hash(NS_HASH[t.sNs[i].ordinal()], t.s[i]));
            terms.add(DistinctEstimate.hash(NS_HASH[t.pNs[i].ordinal()], t.p[i]));
            terms.add(objectHash(t, i));
        }
        if (item) {
            items++;
            itemTriples += t.size();
            wikibaseStatements += linksHere;
            statementsPerItem[Math.min(linksHere, statementsPerItem.length - 1)]++;
            maxStatements = Math.max(maxStatements, linksHere);
        }
    }

    private static boolean isVersion(Triples t, int i) {
        return t.pNs[i] == Ns.SCHEMA && t.p[i].equals("version");
    }

    private static long objectHash(Triples t, int i) {
        long h = DistinctEstimate.SEED + t.kind[i];
        return switch (t.kind[i]) {
            case Triples.IRI -> DistinctEstimate.hash(NS_HASH[t.oNs[i].ordinal()], t.o[i]);
            case Triples.LANG -> DistinctEstimate.hash(DistinctEstimate.hash(h, t.o[i]) * 31, t.lang[i]);
            case Triples.TYPED -> DistinctEstimate.hash(h, t.o[i]) * 31 + t.dt[i].ordinal();
            default -> DistinctEstimate.hash(h, t.o[i]);
        };
    }

    /** The kind of triple {@code i}, by subject namespace first and then predicate. */
    static Kind kind(Triples t, int i) {
        return switch (t.sNs[i]) {
            case WDS -> Kind.statementNode;
            case WDV -> Kind.valueNode;
            case WDREF -> Kind.reference;
            case FULL -> Kind.sitelink;
            case WDATA, WIKIBASE -> Kind.metadata;
            case WD -> entityKind(t, i);
            default -> Kind.propertyDeclaration;
        };
    }

    private static Kind entityKind(Triples t, int i) {
        Ns pn = t.pNs[i];
        String p = t.p[i];
        if (pn == Ns.RDFS && p.equals("label")) return Kind.label;
        if ((pn == Ns.SKOS && p.equals("prefLabel")) || (pn == Ns.SCHEMA && p.equals("name"))) return Kind.labelCopy;
        if (pn == Ns.SCHEMA && p.equals("description")) return Kind.description;
        if (pn == Ns.SKOS && p.equals("altLabel")) return Kind.alias;
        if (pn == Ns.WDT || pn == Ns.WDTN) return Kind.truthy;
        if (pn == Ns.P) return Kind.statementLink;
        if (pn == Ns.RDF && t.kind[i] == Triples.IRI && t.oNs[i] == Ns.WDNO) return Kind.truthy;
        if (pn == Ns.SCHEMA || (pn == Ns.RDF && t.s[i].startsWith("Q"))) return Kind.metadata;
        if (pn == Ns.WIKIBASE && (p.equals("statements") || p.equals("sitelinks") || p.equals("identifiers"))) return Kind.metadata;
        return Kind.propertyDeclaration;
    }

    long triples() {
        return triples;
    }

    /** The counts the report prints, by name: what a test recounts from the output. */
    Map<String, Long> counts() {
        Map<String, Long> m = new LinkedHashMap<>();
        m.put("triples", triples);
        m.put("items", items);
        m.put("properties", properties);
        m.put("itemTriples", itemTriples);
        m.put("wikibaseStatements", wikibaseStatements);
        for (Kind k : Kind.values()) m.put("kind." + k, kinds[k.ordinal()]);
        m.put("iriObjects", iriObjects);
        m.put("literal.string", plain);
        m.put("literal.langString", langStrings);
        for (Dt d : Dt.values()) m.put("literal." + d.local, datatypes[d.ordinal()]);
        m.put("languages", (long) languages.size());
        m.put("valueNodes", valueNodes);
        m.put("valueLinks", valueLinks);
        m.put("references", references);
        m.put("wasDerivedFrom", derivedFrom);
        return m;
    }

    long distinctTermsEstimate() {
        return terms.estimate();
    }

    Map<String, Long> languageCounts() {
        return languages;
    }

    private int percentile(double q) {
        long want = (long) Math.ceil(q * items);
        long seen = 0;
        for (int i = 0; i < statementsPerItem.length; i++) {
            seen += statementsPerItem[i];
            if (seen >= want && want > 0) return i;
        }
        return maxStatements;
    }

    private String share(long n) {
        return String.format("%.1f%%", triples == 0 ? 0.0 : 100.0 * n / triples);
    }

    /** The report printed at the end of a run. */
    String report() {
        StringBuilder b = new StringBuilder();
        long literals = plain + langStrings;
        for (long d : datatypes) literals += d;
        b.append(String.format("shape (counted from the output): %,d triples; %,d items, %,d properties%n", triples, items, properties));
        b.append(String.format("  per item: %.1f triples; %.1f Wikibase statements (p50 %d, p90 %d, p99 %d, max %d)%n",
                items == 0 ? 0.0 : (double) itemTriples / items, items == 0 ? 0.0 : (double) wikibaseStatements / items,
                percentile(0.5), percentile(0.9), percentile(0.99), maxStatements));
        b.append("  triples by kind:");
        for (Kind k : Kind.values()) {
            if (kinds[k.ordinal()] > 0) b.append(' ').append(k).append(' ').append(share(kinds[k.ordinal()]));
        }
        b.append('\n');
        b.append(String.format("  labels %s, descriptions %s, aliases %s of triples, in %d languages; top:", share(kinds[Kind.label.ordinal()]),
                share(kinds[Kind.description.ordinal()]), share(kinds[Kind.alias.ordinal()]), languages.size()));
        languages.entrySet().stream().sorted((x, y) -> Long.compare(y.getValue(), x.getValue())).limit(5)
                .forEach(e -> b.append(String.format(" %s %.1f%%", e.getKey(), 100.0 * e.getValue() / Math.max(1, langStrings))));
        b.append(" of language-tagged literals\n");
        b.append(String.format("  value nodes: %,d (their triples %s), %,d psv/pqv/prv links; references: %,d (their triples %s), %,d prov:wasDerivedFrom%n",
                valueNodes, share(kinds[Kind.valueNode.ordinal()]), valueLinks, references, share(kinds[Kind.reference.ordinal()]), derivedFrom));
        b.append(String.format("  objects: IRIs %s, literals %s: rdf:langString %s, xsd:string %s", share(iriObjects), share(literals),
                share(langStrings), share(plain)));
        for (Dt d : Dt.values()) b.append(String.format(", %s:%s %s", d.ns.prefix, d.local, share(datatypes[d.ordinal()])));
        b.append('\n');
        long distinct = distinctTermsEstimate();
        b.append(String.format("  distinct terms: about %,d (estimate, ±2%%), %.2f per triple%n", distinct,
                triples == 0 ? 0.0 : (double) distinct / triples));
        return b.toString();
    }
}
