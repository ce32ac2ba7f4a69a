package io.loadscope.engine.blazegraph.parse;

import io.loadscope.input.RioFormats;
import com.bigdata.rdf.model.BigdataValueFactory;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.model.vocabulary.RDF;
import org.eclipse.rdf4j.model.vocabulary.XSD;
import org.eclipse.rdf4j.rio.ParserConfig;
import org.eclipse.rdf4j.rio.RDFHandlerException;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;
import org.eclipse.rdf4j.rio.helpers.BasicParserSettings;
import org.eclipse.rdf4j.rio.helpers.XMLParserSettings;

import io.loadscope.load.RdfFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * loadscope's own parse stage for the Blazegraph engines: rdf4j rio 5 parsers, whose statements go straight into
 * Blazegraph's write path ({@link Sink}: the {@code StatementBuffer} that stock {@code DataLoader} fills, or the sail
 * connection that SPARQL {@code LOAD} fills), as Blazegraph values made from rio's parts, never from re-parsed text.
 * <p>
 * Why not Blazegraph's bundled Sesame 2.7 parsers: they store some invalid Turtle without a word, reject some valid
 * real-world Turtle, report no column, and are the slowest stage of a Blazegraph load. Semantics follow stock where stock
 * is right: blank nodes scoped per file (rio makes fresh ids per parse; Blazegraph's buffer unifies them within the
 * file), the file's URL as base IRI, literals kept as written (no datatype normalisation, no value checks:
 * {@code "abc"^^xsd:integer} is valid RDF), and {@code xsd:string} literals stored as plain literals. In RDF 1.1
 * {@code "x"} and {@code "x"^^xsd:string} are one term and rio 5 reports both as the latter; Blazegraph 2.1.4 keeps
 * the RDF 1.0 distinction, so they are stored as the plain literal the bundled parser makes of {@code "x"}. (The
 * bundled parser keeps an explicit {@code ^^xsd:string} as a second term, and so stores a statement twice when files
 * write it both ways: 637 of the Brick ontologies' statements.)
 */
public final class RioFrontEnd {
    /** Where the parsed statements go: Blazegraph values, context null for the default graph. */
    public interface Sink {
        void add(org.openrdf.model.Resource s, org.openrdf.model.URI p, org.openrdf.model.Value o, org.openrdf.model.Resource c)
                throws Exception;
    }

    /**
     * A sink that also takes an N-Triples statement as it is written, read in place from its block's bytes: a sink
     * that keeps what it has seen by its writing needs no value, string or object for a term met again.
     */
    public interface WrittenSink extends Sink {
        /**
         * Adds {@code st}'s statement; false, with nothing added, when a term it needs the value of has none
         * ({@link NTriplesStatement#value} null): rio then reads the line.
         */
        boolean add(NTriplesStatement st) throws Exception;
    }

    /** A statement the store cannot take as it is (a named graph in a triples store): not a syntax error. */
    static final class Refused extends RuntimeException {
        final long line;
        final long column;

        Refused(String message, long line, long column) {
            super(message);
            this.line = line;
            this.column = column;
        }
    }

    public static final String RIO_VERSION = io.loadscope.engine.LibraryVersion.of("org.eclipse.rdf4j", "rdf4j-rio-api");

    private final BigdataValueFactory values;
    private final boolean quads;
    private final int parseThreads;

    /** @param parseThreads threads that parse N-Triples and N-Quads blocks of one big file at once (1: no split) */
    public RioFrontEnd(BigdataValueFactory values, boolean quads, int parseThreads) {
        this.values = values;
        this.quads = quads;
        this.parseThreads = parseThreads;
    }

    public int parseThreads() {
        return parseThreads;
    }

    /** Parses the whole input into {@code sink}; returns the statements told. */
    public long parse(OpenedInput input, String baseUri, Sink sink) throws LoadFailure, IOException {
        boolean lineBased = input.format() == RdfFormat.NTRIPLES || input.format() == RdfFormat.NQUADS;
        if (lineBased && parseThreads > 1) {
            return new LineBlockParse(this, parseThreads).parse(input, baseUri, sink);
        }
        Parsed p = parse(input.stream(), input.format(), baseUri, sink, null, true);
        if (p.problem != null) throw p.problem.failure(input.name(), 0);
        return p.told;
    }

    /**
     * Parses the whole input into {@code lanes}, in no order: an N-Triples or N-Quads file's blocks each into a lane on the
     * thread that parsed it; any other file parsed on the calling thread and its statements handed to lanes on the other
     * parse threads ({@link HandOffParse}). Returns the statements told.
     */
    public long parseInLanes(OpenedInput input, String baseUri, SinkLanes lanes) throws LoadFailure, IOException {
        boolean lineBased = input.format() == RdfFormat.NTRIPLES || input.format() == RdfFormat.NQUADS;
        // N-Triples goes in blocks even with one parse thread: blocks are what is read in place (NTriplesInPlace), and
        // one core would otherwise parse every line with rio while two read in place.
        if (lineBased && (parseThreads > 1 || input.format() == RdfFormat.NTRIPLES)) {
            return new LineBlockParse(this, parseThreads).parseInLanes(input, baseUri, lanes);
        }
        Parsed p = parseThreads > 1
                ? new HandOffParse(lanes, parseThreads - 1).parse(sink -> parse(input.stream(), input.format(), baseUri, sink, null, true))
                : lanes.inLane(sink -> parse(input.stream(), input.format(), baseUri, sink, null, true));
        if (p.problem != null) throw p.problem.failure(input.name(), 0);
        return p.told;
    }

    /** What one parse told, how many lines it read (N-Triples and N-Quads; else -1), and why it stopped early. */
    record Parsed(long told, long lines, Problem problem) {
    }

    /** A parse error, or a statement the store refuses, located in the text that was parsed. */
    record Problem(String message, long line, long column, Exception cause, boolean syntax) {
        /** The same problem in a text that had {@code lines} more lines before it. */
        Problem after(long lines) {
            return line < 0 ? this : new Problem(message, line + lines, column, cause, syntax);
        }

        LoadFailure failure(String file, long linesBefore) {
            long at = line < 0 ? line : line + linesBefore;
            return syntax ? LoadFailure.parseError(message, file, at, column, cause)
                    : new LoadFailure(message, file, at, column, null, cause);
        }
    }

    /**
     * Parses one block of a file, as {@link #parse(InputStream, RdfFormat, String, Sink, String, boolean)} would parse
     * it as a stream; N-Triples into a sink that takes statements as written is read in place ({@link NTriplesInPlace}).
     */
    Parsed parseBlock(byte[] block, RdfFormat format, String baseUri, Sink sink, String bnodeScope, boolean fileStart)
            throws IOException {
        if (format == RdfFormat.NTRIPLES && sink instanceof WrittenSink written && bnodeScope != null) {
            return new NTriplesInPlace(this, values).parse(block, baseUri, written, bnodeScope, fileStart);
        }
        return parse(new java.io.ByteArrayInputStream(block), format, baseUri, sink, bnodeScope, fileStart);
    }

    /**
     * Parses {@code in} into {@code sink}. {@code bnodeScope} null: blank nodes get rio's ids, fresh for this parse
     * (one parse is one file). Otherwise blank node labels are kept and prefixed with it, so that the blocks of one
     * file, each parsed on its own, agree on them. {@code fileStart} false: {@code in} starts inside a file, where a
     * byte order mark is not one (rio would drop it from the start of any stream it reads).
     */
    Parsed parse(InputStream in, RdfFormat format, String baseUri, Sink sink, String bnodeScope, boolean fileStart)
            throws IOException {
        RDFParser parser = switch (format) {
            case TURTLE -> new LocatingTurtleParser();
            case TRIG -> new LocatingTriGParser();
            case NTRIPLES -> new LocatingNTriplesParser();
            case NQUADS -> new LocatingNQuadsParser();
            default -> Rio.createParser(RioFormats.of(format));
        };
        ParserConfig config = config(format);
        config.set(BasicParserSettings.PRESERVE_BNODE_IDS, bnodeScope != null);
        parser.setParserConfig(config);
        Converter handler = new Converter(parser, sink, bnodeScope);
        parser.setRDFHandler(handler);
        Problem problem = null;
        try {
            if (fileStart) parser.parse(in, baseUri);
            else parser.parse(new InputStreamReader(in, StandardCharsets.UTF_8), baseUri);
        } catch (RDFParseException e) {
            long line = e.getLineNumber();
            long column = parser instanceof LocatingNTriplesParser n ? n.column()
                    : parser instanceof LocatingNQuadsParser q ? q.column() : e.getColumnNumber();
            if (line < 0) {
                // A few of rio's Turtle errors carry no location; the parser knows where it stopped.
                long[] at = parser instanceof LocatingTurtleParser t ? t.location()
                        : parser instanceof LocatingTriGParser t ? t.location() : new long[] {-1, -1};
                line = at[0];
                column = at[1];
            }
            problem = new Problem(message(e), line, column, e, true);
        } catch (RDFHandlerException e) {
            if (!(e.getCause() instanceof Refused r)) throw e;
            problem = new Problem(r.getMessage(), r.line, r.column, r, false);
        }
        long lines = parser instanceof LocatingNTriplesParser n ? n.lines()
                : parser instanceof LocatingNQuadsParser q ? q.lines() : -1;
        return new Parsed(handler.told, lines, problem);
    }

    static ParserConfig config(RdfFormat format) {
        ParserConfig c = new ParserConfig();
        // Syntax is checked strictly; values are stored as written (what the user did not ask to change stays).
        c.set(BasicParserSettings.VERIFY_URI_SYNTAX, true);
        c.set(BasicParserSettings.VERIFY_RELATIVE_URIS, true);
        c.set(BasicParserSettings.VERIFY_LANGUAGE_TAGS, true);
        c.set(BasicParserSettings.NORMALIZE_LANGUAGE_TAGS, false);
        c.set(BasicParserSettings.VERIFY_DATATYPE_VALUES, false);
        c.set(BasicParserSettings.NORMALIZE_DATATYPE_VALUES, false);
        c.set(BasicParserSettings.FAIL_ON_UNKNOWN_DATATYPES, false);
        c.set(BasicParserSettings.FAIL_ON_UNKNOWN_LANGUAGES, false);
        if (format != RdfFormat.RDFXML) return c;
        // RDF/XML: the reader that reads nothing but the document (an external entity is a located error, not a silent
        // gap); a fresh one per parse, since readers are not reusable across documents. Made for RDF/XML only: making
        // one took about 1.6 ms, once per 1 MiB block of a big N-Triples file.
        c.set(XMLParserSettings.CUSTOM_XML_READER, XmlSafeParserOptions.xmlReader());
        // rio would otherwise switch external entities off on that reader, and Xerces then drops a reference to one
        // without a word (an empty literal stored); switched on, they reach the reader's resolver, which refuses them.
        c.set(XMLParserSettings.EXTERNAL_GENERAL_ENTITIES, true);
        c.set(XMLParserSettings.EXTERNAL_PARAMETER_ENTITIES, true);
        c.set(XMLParserSettings.LOAD_EXTERNAL_DTD, true);
        c.set(XMLParserSettings.SECURE_PROCESSING, true);
        return c;
    }

    private static String message(RDFParseException e) {
        String m = e.getMessage() == null ? "parse error" : e.getMessage();
        return m.replaceAll("\\s*\\[line -?\\d+(, column -?\\d+)?\\]\\s*$", "");
    }


    /** rio statements to Blazegraph values; the repeated IRIs of a file (predicates, classes) are made once. */
    private final class Converter extends AbstractRDFHandler {
        private final Sink sink;
        private final RecentTerms<org.openrdf.model.URI> iris = new RecentTerms<>();
        private final java.util.function.Function<String, org.openrdf.model.URI> makeUri = values::createURI;
        long told;
        /** Where the parser is, as it reports it (for statements the store refuses, which are not syntax errors). */
        long line = -1;
        long column = -1;

        private final String bnodeScope;

        Converter(RDFParser parser, Sink sink, String bnodeScope) {
            this.sink = sink;
            this.bnodeScope = bnodeScope;
            parser.setParseLocationListener((l, c) -> {
                line = l;
                column = c;
            });
        }

        @Override
        public void handleStatement(Statement st) {
            org.openrdf.model.Resource c = null;
            if (st.getContext() != null) {
                if (!quads) {
                    long[] at = location();
                    throw new RDFHandlerException(new Refused("a statement in named graph " + st.getContext()
                            + ": Blazegraph's store here is a triples store (com.bigdata.rdf.store.AbstractTripleStore.quads=false),"
                            + " which would drop the graph name; nothing of this input is loaded. Load quads into a new store"
                            + " made in quads mode (--profile blazegraph-quads) or with --engine tdb2, or convert them to triples first",
                            at[0], at[1]));
                }
                c = resource(st.getContext());
            }
            try {
                sink.add(resource(st.getSubject()), iri(st.getPredicate()), value(st.getObject()), c);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RDFHandlerException(e);
            }
            told++;
        }

        private long[] location() {
            return new long[] {line, column};
        }

        private org.openrdf.model.Resource resource(org.eclipse.rdf4j.model.Resource r) {
            return r instanceof BNode b ? bnode(b) : iri((IRI) r);
        }

        private org.openrdf.model.URI iri(IRI iri) {
            return iris.get(iri.stringValue(), makeUri);
        }

        private org.openrdf.model.BNode bnode(BNode b) {
            // rio's ids are fresh per parse; Blazegraph's statement buffer unifies nodes by id until the file's flush.
            return values.createBNode(bnodeScope == null ? b.getID() : bnodeScope + b.getID());
        }

        private org.openrdf.model.Value value(Value v) {
            if (v instanceof Literal l) {
                if (l.getLanguage().isPresent()) return values.createLiteral(l.getLabel(), l.getLanguage().get());
                IRI dt = l.getDatatype();
                if (dt == null || XSD.STRING.equals(dt)) return values.createLiteral(l.getLabel());
                if (RDF.LANGSTRING.equals(dt)) return values.createLiteral(l.getLabel());
                return values.createLiteral(l.getLabel(), iri(dt));
            }
            return resource((org.eclipse.rdf4j.model.Resource) v);
        }
    }
}
