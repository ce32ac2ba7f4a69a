package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.rio.StatementBuffer;
import com.bigdata.rdf.store.DataLoader;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The reflective hooks match Blazegraph 2.1.4; if a Blazegraph upgrade moves them, this fails first. */
class BlazegraphInternalsTest {

    @Test
    void thePrivateFieldsLoadscopeReliesOnExistWithTheirTypes() throws Exception {
        Field buffer = DataLoader.class.getDeclaredField("buffer");
        assertEquals(StatementBuffer.class, buffer.getType());
        Field queue = StatementBuffer.class.getDeclaredField("queue");
        assertEquals(com.bigdata.jsr166.LinkedBlockingQueue.class, queue.getType());
        assertNotNull(BlazegraphInternals.poisonPill(), "class initialisation checked every shape");
    }
}
