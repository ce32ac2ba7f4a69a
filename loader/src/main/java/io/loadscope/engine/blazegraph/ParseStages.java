package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;

import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import org.openrdf.model.Statement;
import org.openrdf.rio.RDFHandlerException;
import org.openrdf.rio.helpers.RDFHandlerBase;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * The Blazegraph engines' two parse stages on their own, into a sink that only counts: what {@code bench parse}
 * times. Both make Blazegraph values (the stock parser through Blazegraph's value factory, as DataLoader configures
 * it; loadscope's through {@link RioFrontEnd}), so the figures are the parse stage a load pays, without the writer.
 */
public final class ParseStages {

    private ParseStages() {
    }

    /** The value factory both stages make values with, after Blazegraph's JVM-wide settings. */
    private static BigdataValueFactory values() {
        BlazegraphRuntime.prepare();
        return BigdataValueFactoryImpl.getInstance("loadscope-parse-bench");
    }

    /** loadscope's rio 5 parse stage; returns the statements parsed. */
    public static long rio5(OpenedInput input, int threads) throws LoadFailure, IOException {
        long[] n = {0};
        new RioFrontEnd(values(), true, threads).parse(input, "urn:loadscope:bench", (s, p, o, c) -> n[0]++);
        return n[0];
    }

    /** Blazegraph's bundled Sesame 2.7 parser, fed as loadscope feeds it (a buffered UTF-8 reader; RDF/XML as bytes). */
    public static long stock(OpenedInput input) throws Exception {
        long[] n = {0};
        org.openrdf.rio.RDFParser parser = org.openrdf.rio.Rio.createParser(DataLoaderPath.sesameFormat(input), values());
        parser.setRDFHandler(new RDFHandlerBase() {
            @Override
            public void handleStatement(Statement st) throws RDFHandlerException {
                n[0]++;
            }
        });
        if (input.format() == io.loadscope.load.RdfFormat.RDFXML) {
            parser.parse(input.stream(), "urn:loadscope:bench");
        } else {
            parser.parse(new BufferedReader(new InputStreamReader(input.stream(), StandardCharsets.UTF_8), 1 << 16), "urn:loadscope:bench");
        }
        return n[0];
    }
}
