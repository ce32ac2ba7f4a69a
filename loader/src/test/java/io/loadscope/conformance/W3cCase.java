package io.loadscope.conformance;

import java.nio.file.Path;

/**
 * One W3C syntax test as its manifest states it.
 *
 * @param suite    the suite it belongs to
 * @param name     the test's name in its manifest ({@code turtle-syntax-bad-struct-01}, {@code xmlbase/test001})
 * @param type     the manifest's test type ({@code TestTurtleEval}, {@code NegativeParserTest} ...)
 * @param positive true when a conforming loader must accept the file, false when it must reject it
 * @param action   the file to load
 * @param result   the expected statements (N-Triples/N-Quads) of an evaluation test, or null
 */
record W3cCase(W3cSuite suite, String name, String type, boolean positive, Path action, Path result) {

    /** "suite/name": how the deviation lists and the test names refer to a case. */
    String id() {
        return suite.key() + "/" + name;
    }

    @Override
    public String toString() {
        return id() + " (" + type + ")";
    }
}
