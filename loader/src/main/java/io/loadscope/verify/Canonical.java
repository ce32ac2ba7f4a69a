package io.loadscope.verify;

import io.loadscope.engine.Term;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Set;

/**
 * The canonical text of a statement that verification hashes, so that an input and a store that hold
 * the same RDF compare equal whichever engine wrote it:
 * <ul>
 *   <li>strings in Unicode normal form C (stores that key terms by collation, as Blazegraph does, do not
 *       keep canonically equivalent strings apart);</li>
 *   <li>a {@code file:} IRI with an empty authority without it: {@code file:///p} and {@code file:/p} name the same
 *       file (RFC 8089), and parsers differ here: rdf4j rio's RDF/XML parser resolves {@code rdf:ID="_x"} against the
 *       base {@code file:///dir/f.xml} to {@code file:/dir/f.xml#_x}, where Jena RIOT keeps {@code file:///};</li>
 *   <li>language tags in lower case (RDF 1.1: case-insensitive); {@code xsd:string} written as a plain literal;</li>
 *   <li>an {@code rdf:XMLLiteral} in exclusive canonical XML ({@link XmlLiterals}): RDF/XML parsers place the
 *       literal's namespace declarations differently, and each engine stores its own parser's;</li>
 *   <li>numbers, booleans and {@code xsd:dateTime} by value: {@code "01"^^xsd:int} and {@code "1"^^xsd:int}
 *       are one literal, a date-time is its instant in UTC, one without a time zone read as UTC (stores that inline these return
 *       a canonical form); an invalid lexical form stays as written;</li>
 *   <li>blank nodes either by label (scoped to one file, or one store) for telling statements apart, or all
 *       as {@code _:} for the label-independent "shape" that counts and digests compare.</li>
 * </ul>
 */
public final class Canonical {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final Set<String> INTEGERS = Set.of("integer", "int", "long", "short", "byte", "nonNegativeInteger",
            "positiveInteger", "nonPositiveInteger", "negativeInteger", "unsignedInt", "unsignedLong", "unsignedShort", "unsignedByte");

    private Canonical() {
    }

    /** @param bnodeScope prefix that makes blank node labels unique across files, or null for the shape form */
    public static String statement(Term s, Term p, Term o, Term g, String bnodeScope) {
        StringBuilder sb = new StringBuilder(128);
        term(sb, s, bnodeScope).append(' ');
        term(sb, p, bnodeScope).append(' ');
        term(sb, o, bnodeScope);
        if (g != null) term(sb.append(' '), g, bnodeScope);
        return sb.toString();
    }

    public static boolean hasBnode(Term s, Term o, Term g) {
        return s.kind() == Term.Kind.BNODE || o.kind() == Term.Kind.BNODE || (g != null && g.kind() == Term.Kind.BNODE);
    }

    private static StringBuilder term(StringBuilder sb, Term t, String bnodeScope) {
        switch (t.kind()) {
            case IRI -> sb.append('<').append(nfc(withoutEmptyAuthority(t.value()))).append('>');
            case BNODE -> sb.append("_:").append(bnodeScope == null ? "" : bnodeScope + "/" + t.value());
            case LITERAL -> {
                String dt = t.datatype();
                sb.append('"');
                escape(sb, nfc(lexical(t.value(), dt)));
                sb.append('"');
                if (t.lang() != null && !t.lang().isEmpty()) sb.append('@').append(t.lang().toLowerCase(Locale.ROOT));
                else if (dt != null && !dt.equals(XSD + "string")) sb.append("^^<").append(dt).append('>');
            }
        }
        return sb;
    }

    private static final String FILE_EMPTY_AUTHORITY = "file:///";

    static String withoutEmptyAuthority(String iri) {
        return iri.startsWith(FILE_EMPTY_AUTHORITY) ? "file:/" + iri.substring(FILE_EMPTY_AUTHORITY.length()) : iri;
    }

    static String lexical(String lex, String datatype) {
        if (XmlLiterals.RDF_XML_LITERAL.equals(datatype)) return XmlLiterals.canonical(lex);
        if (datatype == null || !datatype.startsWith(XSD)) return lex;
        String local = datatype.substring(XSD.length());
        String v = lex.strip();
        try {
            if (INTEGERS.contains(local)) return new BigInteger(v.startsWith("+") ? v.substring(1) : v).toString();
            if (local.equals("decimal")) {
                BigDecimal d = new BigDecimal(v).stripTrailingZeros();
                return d.scale() <= 0 ? d.setScale(1).toPlainString() : d.toPlainString();
            }
            if (local.equals("double") || local.equals("float")) {
                double d = local.equals("float") ? Float.parseFloat(v) : Double.parseDouble(v);
                return Double.isNaN(d) ? "NaN" : Double.isInfinite(d) ? (d > 0 ? "INF" : "-INF") : Double.toString(d);
            }
            if (local.equals("dateTime")) return dateTime(v);
            if (local.equals("boolean")) {
                if (v.equals("1") || v.equals("true")) return "true";
                if (v.equals("0") || v.equals("false")) return "false";
            }
        } catch (NumberFormatException e) {
            return lex;
        }
        return lex;
    }

    /** XSD writes a year beyond 9999 without a sign; java.time reads such a year only with one. */
    private static final java.util.regex.Pattern LONG_YEAR = java.util.regex.Pattern.compile("[0-9]{5,}-.*");

    /** An instant with an offset becomes the same instant in UTC (stores that inline dates keep the instant, not the offset). */
    private static String dateTime(String lexical) {
        String v = LONG_YEAR.matcher(lexical).matches() ? "+" + lexical : lexical;
        try {
            return java.time.OffsetDateTime.parse(v).toInstant().toString();
        } catch (java.time.format.DateTimeParseException e) {
            try {
                // Blazegraph stores a date-time without a time zone as UTC; compare it as UTC everywhere.
                return java.time.LocalDateTime.parse(v).toInstant(java.time.ZoneOffset.UTC).toString();
            } catch (java.time.format.DateTimeParseException e2) {
                return lexical;
            }
        }
    }

    private static String nfc(String s) {
        return Normalizer.isNormalized(s, Normalizer.Form.NFC) ? s : Normalizer.normalize(s, Normalizer.Form.NFC);
    }

    private static void escape(StringBuilder sb, String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                default -> sb.append(c);
            }
        }
    }
}
