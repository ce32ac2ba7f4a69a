package io.loadscope.cli;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.spi.FilterReply;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A line the engine logs once per value reaches the terminal once, and is counted. */
class RepeatedEngineLinesTest {
    private final LoggerContext context = new LoggerContext();

    private LoggingEvent event(String logger, String message) {
        return new LoggingEvent(null, context.getLogger(logger), Level.ERROR, message, null, null);
    }

    private LoggingEvent yearZero(String value) {
        return event("com.bigdata.rdf.internal.LexiconConfiguration",
                "\"" + value + "\" is not a valid representation of an XML Gregorian Calendar value.: value=" + value);
    }

    @Test
    void theFirstYearZeroDateIsShownTheRestCountedAndOtherLinesPass() {
        RepeatedEngineLines repeats = new RepeatedEngineLines();
        assertEquals(List.of(), repeats.notes(), "nothing seen");
        assertEquals(FilterReply.NEUTRAL, repeats.decide(yearZero("0000-01-12T00:00:00Z")));
        assertEquals(List.of(), repeats.notes(), "once is not a repeat");
        assertEquals(FilterReply.DENY, repeats.decide(yearZero("0000-03-12T00:00:00Z")));
        assertEquals(FilterReply.DENY, repeats.decide(yearZero("0000-05-12T00:00:00Z")));
        assertEquals(FilterReply.NEUTRAL, repeats.decide(event("com.bigdata.rdf.internal.LexiconConfiguration", "something else")));
        assertEquals(FilterReply.NEUTRAL, repeats.decide(event("com.bigdata.journal.Journal", "is not a valid representation of an XML Gregorian Calendar value")),
                "another logger's line of the same text is not this kind");
        List<String> notes = repeats.notes();
        assertEquals(1, notes.size());
        assertTrue(notes.get(0).startsWith("3 xsd:dateTime values Blazegraph could not store inline (year 0000"), notes.get(0));
    }
}
