package io.loadscope.engine.blazegraph;

import io.loadscope.engine.StoredLiterals;
import io.loadscope.engine.Term;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;

import static io.loadscope.engine.StoredLiterals.xsd;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** Blazegraph's departure rules against Blazegraph itself: what they predict is what a real store reads back. */
class BlazegraphDeparturesTest {
    @TempDir
    Path dir;

    @Test
    void theRulesPredictWhatBlazegraphStoresForDatesTimesAndZeros() throws Exception {
        List<Term> literals = List.of(
                xsd("2020-01-01T10:00:00.123456Z", "dateTime"), xsd("2020-01-01T10:00:00.9999Z", "dateTime"),
                xsd("2020-01-01T10:00:00+02:00", "dateTime"), xsd("2020-01-01T10:00:00", "dateTime"),
                xsd("2020-01-01T24:00:00Z", "dateTime"), xsd("-0001-01-01T10:00:00.1239Z", "dateTime"),
                xsd("1500-03-01T10:00:00Z", "dateTime"), xsd("12020-01-01T00:00:00Z", "dateTime"),
                xsd("2020-01-01T10:00:00.5+05:30", "dateTime"), xsd("9999-12-31T23:59:59.999-14:00", "dateTime"),
                xsd("1000-01-01T00:00:00", "dateTime"), xsd("2020-13-01T00:00:00Z", "dateTime"), xsd("1000-01-01", "date"),
                xsd("2020-01-01", "date"), xsd("2020-01-01Z", "date"), xsd("2020-01-01+02:00", "date"),
                xsd("2020-01-01-05:00", "date"), xsd("-0044-03-15", "date"), xsd("2020-02-30", "date"),
                xsd("10:00:00", "time"), xsd("01:00:00+02:00", "time"), xsd("10:00:00.5", "time"),
                xsd("2020", "gYear"), xsd("2020+02:00", "gYear"), xsd("-0044", "gYear"), xsd("2020-05Z", "gYearMonth"),
                xsd("--05", "gMonth"), xsd("--05Z", "gMonth"), xsd("---05", "gDay"), xsd("---05Z", "gDay"),
                xsd("--05-01+01:00", "gMonthDay"), xsd("not a date", "date"),
                xsd("-0", "double"), xsd("-0.0E0", "double"), xsd("-0", "float"), xsd("0", "double"),
                xsd("-1e-400", "double"), xsd("-1.5", "double"), xsd("INF", "double"), xsd("NaN", "float"));
        assertEquals(List.of(), StoredLiterals.mispredicted("blazegraph", dir, literals));
    }
}
