package io.loadscope.conformance;

/**
 * How an engine departs from a W3C test, as observed. A listed deviation is asserted to still happen,
 * so a fix (or a new way of failing) shows up as a test failure that asks for the list to be updated.
 *
 * @param kind   what happens instead of conforming
 * @param count  for {@link Kind#COUNT}: the statements the engine commits
 * @param reason why, in a sentence a reader can check
 */
record Deviation(Kind kind, long count, String reason) {

    enum Kind {
        /** A positive test the engine rejects. */
        REJECTS,
        /** A positive test the engine loads with a different number of distinct statements. */
        COUNT,
        /** A negative test the engine loads. */
        ACCEPTS,
        /** A negative test rejected without a line number. */
        NO_LINE
    }

    static Deviation rejects(String reason) {
        return new Deviation(Kind.REJECTS, -1, reason);
    }

    static Deviation count(long committed, String reason) {
        return new Deviation(Kind.COUNT, committed, reason);
    }

    static Deviation accepts(String reason) {
        return new Deviation(Kind.ACCEPTS, -1, reason);
    }

    static Deviation noLine(String reason) {
        return new Deviation(Kind.NO_LINE, -1, reason);
    }
}
