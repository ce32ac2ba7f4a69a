package io.loadscope.engine.tdb2;

import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Term;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * What TDB2 (Jena 5.6.0) stores in another form than its input gave it, beyond what verification's canonical text
 * absorbs. Read from Jena's source: {@code NodeIdInline} keeps an integer in the node id when its value fits 56
 * signed bits and its lexical form has at most 19 characters, with its datatype; any other goes to the node table,
 * whose Thrift encoding ({@code ThriftConvert.toThriftValue}) writes xsd:integer, long, int, short and byte by value,
 * as a bare long, which reads back as xsd:integer.
 */
final class Tdb2Departures {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    /** {@code IntegerNode.MIN} and {@code MAX}: the values a node id inlines. */
    private static final long INLINE_MIN = -(1L << 55);
    private static final long INLINE_MAX = (1L << 55) - 1;
    /** {@code NodeIdInline}'s quick check: a longer lexical form is never inlined, whatever its value. */
    private static final int INLINE_MAX_CHARS = 19;
    /** The datatypes Thrift writes by value besides xsd:integer itself, with the range that makes a lexical form valid. */
    private static final Map<String, long[]> BY_VALUE = Map.of(
            XSD + "long", new long[] {Long.MIN_VALUE, Long.MAX_VALUE},
            XSD + "int", new long[] {Integer.MIN_VALUE, Integer.MAX_VALUE},
            XSD + "short", new long[] {Short.MIN_VALUE, Short.MAX_VALUE},
            XSD + "byte", new long[] {Byte.MIN_VALUE, Byte.MAX_VALUE});
    private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");

    static final DepartureRule LONG_AS_INTEGER = new DepartureRule("tdb2.long-as-integer",
            "xsd:long (int, short, byte) beyond the inline range (from 2^55 up, below -2^55) or written in over 19 characters "
                    + "read back as xsd:integer",
            DepartureRule.DOCS, Tdb2Departures::longAsInteger);

    static final List<DepartureRule> RULES = List.of(LONG_AS_INTEGER);

    private Tdb2Departures() {
    }

    static Optional<Term> longAsInteger(Term t) {
        if (t.kind() != Term.Kind.LITERAL || t.datatype() == null) return Optional.empty();
        long[] range = BY_VALUE.get(t.datatype());
        if (range == null) return Optional.empty();
        // XSD collapses white space around a number; an invalid lexical form is stored as written.
        String lexical = t.value().replaceAll("^[ \\t\\n\\r]+|[ \\t\\n\\r]+$", "");
        if (!INTEGER.matcher(lexical).matches()) return Optional.empty();
        BigInteger value = new BigInteger(lexical.startsWith("+") ? lexical.substring(1) : lexical);
        if (value.compareTo(BigInteger.valueOf(range[0])) < 0 || value.compareTo(BigInteger.valueOf(range[1])) > 0) {
            return Optional.empty();
        }
        long v = value.longValueExact();
        boolean inlined = v >= INLINE_MIN && v <= INLINE_MAX && t.value().length() <= INLINE_MAX_CHARS;
        return inlined ? Optional.empty() : Optional.of(Term.literal(Long.toString(v), null, XSD + "integer"));
    }
}
