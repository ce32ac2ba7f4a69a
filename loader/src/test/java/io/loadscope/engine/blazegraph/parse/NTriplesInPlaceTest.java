package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import io.loadscope.load.RdfFormat;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A block read in place tells the statements rio's parse of the block tells, in order, counts lines as rio does, and
 * stops at an error with rio's message, line and column; the lines it leaves to rio are loaded by rio.
 */
class NTriplesInPlaceTest {
    private static final String SCOPE = "f1-";
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("ntriples-in-place-test");
    private final RioFrontEnd rio = new RioFrontEnd(f, false, 2);

    /** Lines rio takes and the in-place reading leaves to it. */
    private static final List<String> RIOS = List.of(
            "<http://ex.org/s> <http://ex.org/p> \"x\"@en_US .",
            "<http://ex.org/\\u00E9> <http://ex.org/p> <http://ex.org/o> .",
            "<http://ex.org/s> <http://ex.org/p> \"raw\ttab\" .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o1> .\r<http://ex.org/s> <http://ex.org/p> <http://ex.org/o2> .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"^^<http://www.w3.org/1999/02/22-rdf-syntax-ns#langString> .");

    private String block(String errorLine) {
        StringBuilder sb = new StringBuilder("\uFEFF# a file's first block, with a byte order mark\n");
        for (int i = 0; i < 300; i++) {
            sb.append("<http://ex.org/s").append(i % 17).append("> <http://ex.org/p").append(i % 5).append("> \"v ").append(i)
                    .append("\"@en .").append(i % 3 == 0 ? "\r\n" : "\n");
            if (i % 50 == 7) sb.append(RIOS.get(i / 50 % RIOS.size())).append('\n');
            if (i % 61 == 3) sb.append("\n   \n# comment\n");
            if (i == 200 && errorLine != null) sb.append(errorLine).append('\n');
            if (i % 40 == 0) sb.append("_:n").append(i % 3).append(" <http://ex.org/p> _:n").append(i % 7).append(" .\n");
        }
        return sb.toString();
    }

    @Test
    void tellsWhatRioTellsInOrderAndCountsItsLines() throws Exception {
        byte[] b = block(null).getBytes(StandardCharsets.UTF_8);
        Told byRio = new Told(), inPlace = new Told();
        RioFrontEnd.Parsed r = rio.parse(new ByteArrayInputStream(b), RdfFormat.NTRIPLES, "http://ex.org/", byRio, SCOPE, true);
        RioFrontEnd.Parsed p = rio.parseBlock(b, RdfFormat.NTRIPLES, "http://ex.org/", inPlace, SCOPE, true);
        assertEquals(null, r.problem());
        assertEquals(null, p.problem());
        assertEquals(byRio.values, inPlace.values);
        assertEquals(r.told(), p.told());
        assertEquals(r.lines(), p.lines());
        assertTrue(inPlace.written > 250, "most lines read in place: " + inPlace.written);
        assertTrue(inPlace.byValue >= RIOS.size(), "each line left to rio: " + inPlace.byValue);
    }

    @Test
    void anErrorIsRiosWithItsLineAndColumnInTheBlock() throws Exception {
        byte[] b = block("<http://ex.org/s> <http://ex.org/p> \"x\" <oops> .").getBytes(StandardCharsets.UTF_8);
        Told byRio = new Told(), inPlace = new Told();
        RioFrontEnd.Parsed r = rio.parse(new ByteArrayInputStream(b), RdfFormat.NTRIPLES, "http://ex.org/", byRio, SCOPE, true);
        RioFrontEnd.Parsed p = rio.parseBlock(b, RdfFormat.NTRIPLES, "http://ex.org/", inPlace, SCOPE, true);
        assertNotNull(r.problem());
        assertNotNull(p.problem());
        assertEquals(r.problem().message(), p.problem().message());
        assertEquals(r.problem().line(), p.problem().line());
        assertEquals(r.problem().column(), p.problem().column());
        assertEquals(byRio.values, inPlace.values, "the statements before the error are told");
        assertEquals(r.told(), p.told());
    }

    /** A sink that takes statements as written, noting which way each came. */
    private static final class Told implements RioFrontEnd.WrittenSink {
        final List<BigdataValue> values = new ArrayList<>();
        int written, byValue;

        @Override
        public void add(org.openrdf.model.Resource s, org.openrdf.model.URI p, org.openrdf.model.Value o, org.openrdf.model.Resource c) {
            byValue++;
            values.add((BigdataValue) s);
            values.add((BigdataValue) p);
            values.add((BigdataValue) o);
        }

        @Override
        public boolean add(NTriplesStatement st) {
            BigdataValue[] v = new BigdataValue[3];
            for (int t = 0; t < 3; t++) if ((v[t] = st.value(t)) == null) return false;
            written++;
            for (BigdataValue x : v) values.add(x);
            return true;
        }
    }
}
