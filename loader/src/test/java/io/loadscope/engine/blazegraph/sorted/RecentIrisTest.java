package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import org.junit.jupiter.api.Test;
import org.openrdf.model.URI;

import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A position is found only for the very object it was kept with: an equal IRI made again is left to the run's table,
 * and an IRI whose slot another took since is not found (the table answers it), never another IRI's position.
 */
class RecentIrisTest {
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("recent-iris-test");

    @Test
    void theSameObjectIsFoundAndAnEqualOneIsNot() {
        RecentIris recent = new RecentIris();
        URI a = f.createURI("http://example.org/a");
        int slot = RecentIris.slotOf(a);
        assertEquals(-1, recent.positionOf(a, slot));
        recent.keep(a, slot, 7);
        assertEquals(7, recent.positionOf(a, slot));
        URI again = f.createURI("http://example.org/a");
        assertEquals(slot, RecentIris.slotOf(again));
        assertEquals(-1, recent.positionOf(again, slot));
    }

    @Test
    void aSlotTakenByAnotherIriNeverAnswersWithItsPosition() {
        RecentIris recent = new RecentIris();
        Map<Integer, URI> firstInSlot = new HashMap<>();
        URI first = null, second = null;
        for (int i = 0; second == null; i++) {
            URI u = f.createURI("http://example.org/item" + i);
            URI earlier = firstInSlot.putIfAbsent(RecentIris.slotOf(u), u);
            if (earlier != null) {
                first = earlier;
                second = u;
            }
        }
        int slot = RecentIris.slotOf(first);
        recent.keep(first, slot, 1);
        recent.keep(second, slot, 2);
        assertEquals(-1, recent.positionOf(first, slot));
        assertEquals(2, recent.positionOf(second, slot));
        assertTrue(first != second);
    }
}
