package io.loadscope.record;

import io.loadscope.engine.registry.Engines;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The writer read from settings as the engine writes and checks them: the same two values, nothing else. */
class BlazegraphWriterTest {
    @Test
    void readsTheValuesTheEngineAccepts() {
        for (BlazegraphWriter w : BlazegraphWriter.values()) {
            assertEquals(Optional.of(w), BlazegraphWriter.in(Map.of(BlazegraphWriter.KEY, w.key())));
            Engines.byName("blazegraph").configure(Map.of(BlazegraphWriter.KEY, w.key()));
        }
        assertEquals(Optional.empty(), BlazegraphWriter.in(Map.of()));
        assertEquals(Optional.empty(), BlazegraphWriter.named("Sorted"));
    }

    @Test
    void anotherValueIsTheEnginesToRefuse() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Engines.byName("blazegraph").configure(Map.of(BlazegraphWriter.KEY, "bogus")));
        assertTrue(e.getMessage().startsWith("blazegraph.writer=bogus: use buffer"), e.getMessage());
    }
}
