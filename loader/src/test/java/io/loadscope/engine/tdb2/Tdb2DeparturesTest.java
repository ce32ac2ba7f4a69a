package io.loadscope.engine.tdb2;

import io.loadscope.engine.StoredLiterals;
import io.loadscope.engine.Term;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.loadscope.engine.StoredLiterals.xsd;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** TDB2's departure rule against TDB2 itself: what the rule predicts is what a real store reads back, term by term. */
class Tdb2DeparturesTest {
    @TempDir
    Path dir;

    @Test
    void theRulePredictsWhatTdb2StoresAtTheEdgesOfItsInlineRange() throws Exception {
        List<Term> literals = List.of(
                xsd("9223372036854775807", "long"), xsd("-9223372036854775808", "long"),
                xsd("36028797018963968", "long"), xsd("36028797018963967", "long"),      // 2^55 departs, 2^55 - 1 is inlined
                xsd("-36028797018963968", "long"), xsd("-36028797018963969", "long"),    // -2^55 is inlined, one below departs
                xsd("5", "long"), xsd("+0000000000000000005", "long"),                   // 20 characters: never inlined
                xsd("+000000000000000000005", "int"), xsd("+000000000000000000005", "short"),
                xsd("+000000000000000000005", "byte"), xsd("-0000000000000000007", "int"),
                xsd(" 36028797018963968 ", "long"), xsd("0036028797018963968", "long"),
                xsd("9223372036854775807", "unsignedLong"), xsd("9223372036854775807", "nonNegativeInteger"),
                xsd("9223372036854775807", "integer"), xsd("99999999999999999999", "long"), // not a long: stored as written
                xsd("3000000000", "int"), xsd("abc", "long"), xsd("1.5", "long"));
        assertEquals(List.of(), StoredLiterals.mispredicted("tdb2", dir, literals));
    }

    @Test
    void theRuleLeavesOtherTermsAlone() {
        assertTrue(Tdb2Departures.longAsInteger(Term.iri("http://x/9223372036854775807")).isEmpty());
        assertTrue(Tdb2Departures.longAsInteger(Term.literal("9223372036854775807", null, null)).isEmpty());
        assertTrue(Tdb2Departures.longAsInteger(Term.literal("9223372036854775807", "en", null)).isEmpty());
        assertEquals(xsd("9223372036854775807", "integer"), Tdb2Departures.longAsInteger(xsd("9223372036854775807", "long")).orElseThrow());
    }
}
