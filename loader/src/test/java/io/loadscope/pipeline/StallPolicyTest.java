package io.loadscope.pipeline;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StallPolicyTest {
    @Test
    void aStallIsNotedAfterAFewMinutesAndTheLoadIsStoppedOnlyWhenAsked() {
        assertEquals(new StallPolicy(StallPolicy.DEFAULT_NOTICE_SECONDS, 0), StallPolicy.of(Map.of()));
        assertEquals(new StallPolicy(180, 600), StallPolicy.of(Map.of(StallPolicy.TIMEOUT, "10m")));
        assertEquals(new StallPolicy(90, 90), StallPolicy.of(Map.of(StallPolicy.TIMEOUT, "90s")), "noted by the time it stops");
        assertEquals(new StallPolicy(7200, 0), StallPolicy.of(Map.of(StallPolicy.NOTICE, "2h", StallPolicy.TIMEOUT, "off")));
        assertEquals(new StallPolicy(30, 0), StallPolicy.of(Map.of(StallPolicy.NOTICE, "30")));
    }

    @Test
    void aValueThatIsNotADurationIsRefusedNamingTheSetting() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StallPolicy.of(Map.of(StallPolicy.TIMEOUT, "ten minutes")));
        assertTrue(e.getMessage().startsWith(StallPolicy.TIMEOUT + " must be a duration"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> StallPolicy.of(Map.of(StallPolicy.NOTICE, "0")));
        assertThrows(IllegalArgumentException.class, () -> StallPolicy.of(Map.of(StallPolicy.TIMEOUT, "-5")));
    }
}
