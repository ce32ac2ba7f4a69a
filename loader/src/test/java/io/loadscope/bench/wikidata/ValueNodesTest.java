package io.loadscope.bench.wikidata;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

/** Times as Wikibase's RDF writes them (its DateTimeValueCleaner), shared value nodes named by content. */
class ValueNodesTest {
    @Test
    void yearsBeforeTheCommonEraAreXsd11Years() {
        assertEquals("2010-03-15T00:00:00Z", ValueNodes.timeLexical(2010, 31 + 28 + 14, 11));
        assertEquals("1952-01-01T00:00:00Z", ValueNodes.timeLexical(1952, 200, 9), "below day precision month and day are 01");
        assertEquals("1952-07-01T00:00:00Z", ValueNodes.timeLexical(1952, 200, 10));
        assertEquals("0000-01-01T00:00:00Z", ValueNodes.timeLexical(-1, 0, 11), "1 BCE is year 0000");
        assertEquals("-0043-03-15T00:00:00Z", ValueNodes.timeLexical(-44, 31 + 28 + 14, 11), "44 BCE is XSD 1.1 year -0043");
        assertEquals("-0500-01-01T00:00:00Z", ValueNodes.timeLexical(-500, 0, 7), "coarser than a year: not moved");
        assertEquals("-12000-01-01T00:00:00Z", ValueNodes.timeLexical(-12000, 0, 6));
        assertEquals("0012-01-01T00:00:00Z", ValueNodes.timeLexical(12, 0, 9));
    }

    @Test
    void equalValuesShareANodeAndItIsWrittenOnce() {
        ValueNodes v = new ValueNodes();
        Val a = v.time(new Val(), 1900, 10, 11, false);
        Val b = v.time(new Val(), 1900, 10, 11, false);
        Val c = v.time(new Val(), 1900, 10, 11, true);
        assertEquals(ValueNodes.name(a), ValueNodes.name(b));
        assertNotEquals(ValueNodes.name(a), ValueNodes.name(c), "another calendar is another value");
        Triples t = new Triples();
        Triples x = new Triples();
        v.link(t, Ns.WDS, "Q1-A", Ns.PSV, Ns.PSN, "P569", a, x);
        v.link(t, Ns.WDS, "Q2-B", Ns.PSV, Ns.PSN, "P569", b, x);
        assertEquals(2, t.size());
        assertEquals(5, x.size(), "type, value, precision, timezone, calendar: once");
        v.rollback();
        x.clear();
        v.link(t, Ns.WDS, "Q3-C", Ns.PSV, Ns.PSN, "P569", a, x);
        assertEquals(5, x.size(), "a dropped entity's nodes are written again by the next one");
    }

    @Test
    void quantitiesCarryTheirSignAndConvertibleUnitsTheirNormalizedNode() {
        ValueNodes v = new ValueNodes();
        Val km2 = v.quantity(new Val(), 1234, 2, 1, false);
        assertEquals("+12.34", km2.text);
        Triples t = new Triples();
        Triples x = new Triples();
        v.link(t, Ns.WDS, "Q1-A", Ns.PSV, Ns.PSN, "P2046", km2, x);
        assertEquals(2, t.size(), "psv and psn");
        assertEquals(Dt.DECIMAL, x.dt[1]);
        assertEquals("+12.34", x.o[1]);
        assertEquals("+12.35", x.o[2]);
        assertEquals("+12.33", x.o[3]);
        boolean normalized = false;
        for (int i = 0; i < x.size(); i++) if ("+12340000".equals(x.o[i])) normalized = true;
        assertEquals(true, normalized, "square kilometres normalized to square metres");
        Val none = v.quantity(new Val(), 77, 0, 0, true);
        assertEquals("-77", none.text);
    }
}
