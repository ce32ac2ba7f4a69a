package io.loadscope.record;

import io.loadscope.engine.registry.Engines;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parser read from settings as the engine writes and checks them: the same two values, nothing else. */
class BlazegraphParserTest {
    @Test
    void readsTheValuesTheEngineAccepts() {
        for (BlazegraphParser p : BlazegraphParser.values()) {
            assertEquals(Optional.of(p), BlazegraphParser.in(Map.of(BlazegraphParser.KEY, p.key())));
            Engines.byName("blazegraph").configure(Map.of(BlazegraphParser.KEY, p.key()));
        }
        assertEquals(Optional.empty(), BlazegraphParser.in(Map.of()));
    }

    @Test
    void anotherValueIsTheEnginesToRefuse() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Engines.byName("blazegraph").configure(Map.of(BlazegraphParser.KEY, "sesame")));
        assertTrue(e.getMessage().startsWith("blazegraph.parser=sesame: use rio5"), e.getMessage());
    }
}
