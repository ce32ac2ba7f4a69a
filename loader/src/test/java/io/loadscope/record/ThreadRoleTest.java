package io.loadscope.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ThreadRoleTest {
    @Test
    void threadsOfAnotherJvmGetARoleWhateverTheirName() {
        // Thread names an xloader step's JVM reports; the JDK's cleaner failed a 100 M load once.
        assertEquals("xloader.Common_Cleaner", ThreadRole.forThread("xloader", "Common-Cleaner").key());
        assertEquals("xloader.ForkJoinPool_commonPool_worker",
                ThreadRole.forThread("xloader", "ForkJoinPool.commonPool-worker-3").key());
        assertEquals("xloader.AsyncParser", ThreadRole.forThread("xloader", "AsyncParser").key());
        assertEquals("xloader.thread", ThreadRole.forThread("xloader", "1234").key());
        assertEquals("xloader.Thread_mit_Umlaut", ThreadRole.forThread("xloader", "Thread mit Umlaut ä1").key());
    }

    @Test
    void keysLoadscopeGivesAreStillChecked() {
        assertThrows(IllegalArgumentException.class, () -> ThreadRole.of("Writer Thread"));
    }
}
