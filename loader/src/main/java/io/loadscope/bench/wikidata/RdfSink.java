package io.loadscope.bench.wikidata;

import java.io.Closeable;
import java.io.IOException;

/** Where an entity's triples go: an N-Triples file, Turtle chunks, the shape statistics. */
interface RdfSink extends Closeable {
    void entity(Triples t) throws IOException;

    @Override
    default void close() throws IOException {
    }
}
