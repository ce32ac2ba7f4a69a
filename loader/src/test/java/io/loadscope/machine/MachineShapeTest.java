package io.loadscope.machine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class MachineShapeTest {
    @Test
    void aShapeIsReadOnceAndWrittenBackTheSame() {
        MachineShape s = MachineShape.parse(" ram=6g , cpus=1,cpu-share=0.5");
        assertEquals(6L << 30, s.ramBytes());
        assertEquals(1, s.cpus());
        assertEquals(0.5, s.cpuShare());
        assertEquals("ram=6g,cpus=1,cpu-share=0.5", s.toString());
        assertEquals(s, MachineShape.parse(s.toString()));
        assertEquals("ram=1536m", MachineShape.parse("ram=1.5g").toString());
        MachineShape cpusOnly = MachineShape.parse("cpus=2");
        assertNull(cpusOnly.ramBytes());
        assertEquals("cpus=2", cpusOnly.toString());
    }

    @Test
    void whatIsNotAShapeIsRefusedNamingThePart() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("ram=lots")).getMessage().contains("'lots' is not a size"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("disk=1t")).getMessage().contains("unknown part 'disk'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("cpus=0")).getMessage().contains("cpus"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("cpu-share=1.5")).getMessage().contains("cpu-share"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("ram=100m")).getMessage().contains("too small"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> MachineShape.parse("cpus")).getMessage().contains("NAME=VALUE"));
    }

    @Test
    void theHeapIsTheCommandLinesLastXmx() {
        assertEquals(4L << 30, MemoryModel.heapOf(List.of("java", "-Xmx2g", "-Xms1g", "-Xmx4g", "-jar", "x.jar")));
        assertEquals(-1, MemoryModel.heapOf(List.of("java", "-jar", "x.jar")));
    }

    @Test
    void theFirstCpusOfAKernelListAreTaken() throws MachineRefused {
        assertEquals("0", ControlGroup.firstCpus("0-1", 1));
        assertEquals("0,1,4", ControlGroup.firstCpus("0-1,4-7", 3));
        assertTrue(assertThrows(MachineRefused.class, () -> ControlGroup.firstCpus("0-1", 3)).getMessage().contains("cpus=3"));
    }
}
