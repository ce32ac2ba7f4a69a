package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.List;

/**
 * Input versus store. Counts are of distinct statements; {@code inputDuplicates} are repeated statements
 * in the input (reported, not an error). Digests are SHA-256 (first 128 bits, hex) over the sorted hashes
 * of the distinct statements' canonical text, blank nodes by shape; equal digests mean equal content up
 * to blank node labels (with a 64-bit hash per statement, a collision is unlikely below ~10^9 statements).
 *
 * <p>Where the digests differ, each difference is either a known engine departure (an input statement missing from
 * the store whose form the engine is documented to store instead is there) or a real one: {@code missing} and
 * {@code extra} count the real ones (blank-node statements by shape), the samples show real ones only, and
 * {@code knownDepartures} counts the rest by rule. Schema 4 added {@code outcome}, {@code missing}, {@code extra} and
 * {@code knownDepartures}; a record of an earlier schema reads as exact or mismatch, with -1 for counts it did not keep.
 *
 * <p>{@code parserWarnings} counts what the parser that read the inputs warned about and read all the same (an IRI that
 * breaks its scheme's rules, such as a {@code urn:uuid:} that is not a UUID); {@code parserWarning} says so in one
 * sentence with the first of them, or is null. A record without them reads as 0 and null.
 */
public record VerifyReport(long inputTold, long inputDistinct, long inputDuplicates, long inputWithBlankNodes,
                           String inputDigest, long storeDistinct, long storeWithBlankNodes, String storeDigest,
                           List<String> missingFromStore, List<String> extraInStore,
                           Outcome outcome, long missing, long extra, List<KnownDeparture> knownDepartures,
                           long parserWarnings, String parserWarning) {

    /** What verification concluded, with the exit code {@code verify} ends with. */
    public enum Outcome {
        EXACT("exact", 0),
        /** The store differs from the input only where its engine is documented to store another form. */
        EXACT_EXCEPT_KNOWN_DEPARTURES("exact_except_known_departures", 3),
        MISMATCH("mismatch", 1);

        private final String label;
        private final int exitCode;

        Outcome(String label, int exitCode) {
            this.label = label;
            this.exitCode = exitCode;
        }

        @JsonValue
        public String label() {
            return label;
        }

        public int exitCode() {
            return exitCode;
        }

        /** The label: run.json is written by a streaming writer that prints values as text. */
        @Override
        public String toString() {
            return label;
        }
    }

    /**
     * Input statements one rule of the engine accounts for: missing from the store, and the form the rule says the
     * engine stores is in it. {@code samples}: up to 10 of them as the input has them.
     */
    public record KnownDeparture(String engine, String rule, String description, String docs, long statements,
                                 List<String> samples) {
    }

    public VerifyReport {
        knownDepartures = knownDepartures == null ? List.of() : knownDepartures;
        if (outcome == null) {
            // A record of schema 3 or earlier: no departures were told apart, and mismatches were not counted.
            outcome = inputDistinct == storeDistinct && inputDigest != null && inputDigest.equals(storeDigest)
                    ? Outcome.EXACT : Outcome.MISMATCH;
            missing = outcome == Outcome.EXACT ? 0 : -1;
            extra = missing;
        }
    }

    /** The store holds exactly the input's statements. */
    public boolean matches() {
        return outcome == Outcome.EXACT;
    }

    public long knownDepartureCount() {
        return knownDepartures.stream().mapToLong(KnownDeparture::statements).sum();
    }
}
