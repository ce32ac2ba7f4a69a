package io.loadscope.record;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What run.json reads back: schema 4's verification whole, records of schema 3 and earlier, schema 4's retired fields. */
class VerifyReportTest {
    private static final String SCHEMA_3_FIELDS = "\"inputTold\":3,\"inputDistinct\":3,\"inputDuplicates\":0,\"inputWithBlankNodes\":0,"
            + "\"inputDigest\":\"aa\",\"storeDistinct\":3,\"storeWithBlankNodes\":0,";

    @Test
    void aSchema3RecordReadsAsExactOrMismatchWithoutCounts() throws Exception {
        VerifyReport exact = read("{" + SCHEMA_3_FIELDS + "\"storeDigest\":\"aa\",\"missingFromStore\":[],\"extraInStore\":[]}");
        assertEquals(VerifyReport.Outcome.EXACT, exact.outcome());
        assertEquals(0, exact.missing());
        assertTrue(exact.knownDepartures().isEmpty());

        VerifyReport mismatch = read("{" + SCHEMA_3_FIELDS + "\"storeDigest\":\"bb\",\"missingFromStore\":[\"<a> <b> <c> .\"],\"extraInStore\":[]}");
        assertEquals(VerifyReport.Outcome.MISMATCH, mismatch.outcome());
        assertEquals(-1, mismatch.missing(), "schema 3 did not count the differences");
        assertEquals(-1, mismatch.extra());
    }

    @Test
    void aSchema4RecordKeepsItsOutcomeAndDepartures() throws Exception {
        VerifyReport r = read("{" + SCHEMA_3_FIELDS + "\"storeDigest\":\"bb\",\"missingFromStore\":[],\"extraInStore\":[],"
                + "\"outcome\":\"exact_except_known_departures\",\"missing\":0,\"extra\":0,\"knownDepartures\":[{\"engine\":\"tdb2\","
                + "\"rule\":\"tdb2.long-as-integer\",\"description\":\"d\",\"docs\":\"docs/reliability.md#known-engine-departures\","
                + "\"statements\":2,\"samples\":[]}]}");
        assertEquals(VerifyReport.Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES, r.outcome());
        assertEquals(2, r.knownDepartureCount());
        assertEquals(List.of("tdb2.long-as-integer"), r.knownDepartures().stream().map(VerifyReport.KnownDeparture::rule).toList());
    }

    @Test
    void loadVerifyRecordsTheOutcomesExitCode() {
        assertEquals(0, VerifyReport.Outcome.EXACT.exitCode());
        assertEquals(3, VerifyReport.Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES.exitCode());
        assertEquals(1, VerifyReport.Outcome.MISMATCH.exitCode());
        assertEquals("exact_except_known_departures", VerifyReport.Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES.toString(),
                "run.json is written with toString()");
    }

    @Test
    void anInputOfSchema4WithItsRetiredCommitTimeStillReads() throws Exception {
        RunRecord.Input in = RunRecordWriter.json().readValue("{\"name\":\"a.nt\",\"sizeBytes\":10,\"statements\":3,"
                + "\"wallMillis\":1.5,\"engineLoadMillis\":7,\"engineCommitMillis\":-1,\"status\":\"loaded\",\"rejected\":0}",
                RunRecord.Input.class);
        assertEquals("a.nt", in.name());
        assertEquals(7, in.engineLoadMillis());
        assertEquals(3, in.statements());
    }

    private static VerifyReport read(String json) throws Exception {
        return RunRecordWriter.json().readValue(json, VerifyReport.class);
    }
}
