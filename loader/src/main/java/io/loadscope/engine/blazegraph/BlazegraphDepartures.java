package io.loadscope.engine.blazegraph;

import io.loadscope.engine.DepartureRule;
import io.loadscope.engine.Term;

import javax.xml.datatype.DatatypeConfigurationException;
import javax.xml.datatype.DatatypeConstants;
import javax.xml.datatype.DatatypeFactory;
import javax.xml.datatype.XMLGregorianCalendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TimeZone;
import java.util.regex.Pattern;

/**
 * What Blazegraph 2.1.4 stores in another form than its input gave it, beyond what verification's canonical text
 * absorbs (its decimal, integer and date-time canonical forms are absorbed: verification compares them by value). Both
 * come from inlining values into term ids, which loadscope's profiles leave on as Blazegraph ships it.
 */
final class BlazegraphDepartures {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final Set<String> DATE_TYPES = Set.of(XSD + "dateTime", XSD + "date", XSD + "time", XSD + "gDay",
            XSD + "gMonth", XSD + "gMonthDay", XSD + "gYear", XSD + "gYearMonth");
    private static final TimeZone GMT = TimeZone.getTimeZone("GMT");
    private static final DatatypeFactory CALENDARS;
    /**
     * Dates and date-times whose stored form verification reads as the same value (a four-digit year from 1000, no hour
     * 24, at most milliseconds): the common case, answered without parsing, since verification reads every literal.
     */
    private static final Pattern SAME_DATE = Pattern.compile("[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}");
    private static final Pattern SAME_DATE_TIME =
            Pattern.compile("[1-9][0-9]{3}-[0-9]{2}-[0-9]{2}T([01][0-9]|2[0-3]):[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?(Z|[+-][0-9]{2}:[0-9]{2})?");
    private static final Pattern XSD_DOUBLE = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    static {
        try {
            CALENDARS = DatatypeFactory.newInstance();
        } catch (DatatypeConfigurationException e) {
            throw new IllegalStateException("no javax.xml.datatype implementation", e);
        }
    }

    static final DepartureRule DATES_IN_UTC_MILLISECONDS = new DepartureRule("blazegraph.dates-in-utc-milliseconds",
            "xsd:dateTime, date, time and the g* types stored as a UTC instant in milliseconds: a time zone is folded into "
                    + "the value, digits beyond milliseconds are cut, xsd:time reads back with milliseconds and Z",
            DepartureRule.DOCS, BlazegraphDepartures::datesInUtcMilliseconds);

    static final DepartureRule NEGATIVE_ZERO = new DepartureRule("blazegraph.negative-zero",
            "-0 as xsd:double or xsd:float read back as 0.0", DepartureRule.DOCS, BlazegraphDepartures::negativeZero);

    static final List<DepartureRule> RULES = List.of(DATES_IN_UTC_MILLISECONDS, NEGATIVE_ZERO);

    private BlazegraphDepartures() {
    }

    /**
     * Blazegraph's {@code DateTimeExtension} with its default time zone (GMT), step by step: the lexical form becomes
     * milliseconds since the epoch (no time zone: GMT), and those are written back in GMT and cut to the datatype's
     * fields. A form it cannot read is stored as written. Empty also where verification reads the stored form as the
     * input's value (a date-time in another time zone, with milliseconds written out).
     */
    static Optional<Term> datesInUtcMilliseconds(Term t) {
        if (t.kind() != Term.Kind.LITERAL || t.datatype() == null || !DATE_TYPES.contains(t.datatype())) return Optional.empty();
        String type = t.datatype().substring(XSD.length());
        if (type.equals("date") && SAME_DATE.matcher(t.value()).matches()) return Optional.empty();
        if (type.equals("dateTime") && SAME_DATE_TIME.matcher(t.value()).matches()) return Optional.empty();
        try {
            XMLGregorianCalendar read = CALENDARS.newXMLGregorianCalendar(t.value());
            if (read.getTimezone() == DatatypeConstants.FIELD_UNDEFINED) read.setTimezone(0);
            GregorianCalendar in = read.toGregorianCalendar();
            in.setGregorianChange(new Date(Long.MIN_VALUE));
            GregorianCalendar out = new GregorianCalendar(GMT);
            out.setGregorianChange(new Date(Long.MIN_VALUE));
            out.setTimeInMillis(in.getTimeInMillis());
            String s = CALENDARS.newXMLGregorianCalendar(out).toString();
            int sign = s.startsWith("-") ? 1 : 0;
            String stored = switch (type) {
                case "date" -> s.substring(0, 10 + sign);
                case "time" -> s.substring(11 + sign);
                case "gDay" -> "---" + s.substring(8 + sign, 10 + sign);
                case "gMonth" -> "--" + s.substring(5 + sign, 7 + sign);
                case "gMonthDay" -> "--" + s.substring(5 + sign, 10 + sign);
                case "gYear" -> s.substring(0, 4 + sign);
                case "gYearMonth" -> s.substring(0, 7 + sign);
                default -> s;
            };
            return Optional.of(Term.literal(stored, null, t.datatype()));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** Blazegraph's inlined doubles and floats do not keep the sign of zero. */
    static Optional<Term> negativeZero(Term t) {
        if (t.kind() != Term.Kind.LITERAL || !(XSD + "double").equals(t.datatype()) && !(XSD + "float").equals(t.datatype())) {
            return Optional.empty();
        }
        String lexical = t.value().strip();
        if (!XSD_DOUBLE.matcher(lexical).matches()) return Optional.empty();
        double d = Double.parseDouble(lexical);
        boolean negativeZero = d == 0 && Double.doubleToRawLongBits(d) != 0;
        return negativeZero ? Optional.of(Term.literal("0.0", null, t.datatype())) : Optional.empty();
    }
}
