package io.loadscope.cli;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.filter.Filter;
import ch.qos.logback.core.spi.FilterReply;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Engine log lines that come once per value, not once per load: the terminal shows the first of each kind and counts
 * the rest, which stay whole in engine.log. Blazegraph logs an ERROR for every xsd:dateTime of year 0000 (Wikidata's
 * 1 BCE; XSD 1.0's calendar has no year 0) — 55 lines at 10 M Wikidata-shaped statements, hundreds of thousands in a
 * Wikidata reload — although it then stores the literal as it is, and verify finds it.
 */
final class RepeatedEngineLines extends Filter<ILoggingEvent> {
    /** A kind of line: the logger, a text its message holds, and what it means for the load. */
    record Kind(String logger, String contains, String meaning) {
    }

    static final List<Kind> KINDS = List.of(new Kind("com.bigdata.rdf.internal.LexiconConfiguration",
            "is not a valid representation of an XML Gregorian Calendar value",
            "xsd:dateTime values Blazegraph could not store inline (year 0000, which XSD 1.0's calendar lacks): it stored each"
                    + " as a literal in its lexicon instead, so they are in the store (verify counts them)"));

    private final AtomicLong[] seen = new AtomicLong[KINDS.size()];

    RepeatedEngineLines() {
        for (int i = 0; i < seen.length; i++) seen[i] = new AtomicLong();
    }

    @Override
    public FilterReply decide(ILoggingEvent event) {
        for (int i = 0; i < KINDS.size(); i++) {
            Kind k = KINDS.get(i);
            if (!k.logger().equals(event.getLoggerName())) continue;
            String message = event.getFormattedMessage();
            if (message == null || !message.contains(k.contains())) continue;
            return seen[i].incrementAndGet() == 1 ? FilterReply.NEUTRAL : FilterReply.DENY;
        }
        return FilterReply.NEUTRAL;
    }

    /** One line per kind seen more than once: how many there were and what they mean. */
    List<String> notes() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < KINDS.size(); i++) {
            long n = seen[i].get();
            if (n > 1) out.add(String.format(Locale.ROOT, "%,d %s (the engine logged each; the first is shown above, all are in the engines' log)",
                    n, KINDS.get(i).meaning()));
        }
        return out;
    }
}
