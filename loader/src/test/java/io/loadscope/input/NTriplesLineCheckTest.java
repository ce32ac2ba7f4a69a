package io.loadscope.input;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

class NTriplesLineCheckTest {
    @ParameterizedTest
    @ValueSource(strings = {
            "<http://x/s> <http://x/p> <http://x/o> .",
            "_:b1 <http://x/p> \"a\\tb\\u00e9\\U0001F600\\\"\" .",
            "<http://x/s> <http://x/p> \"chat\"@fr-CA .",
            "<http://x/s> <http://x/p> \"1\"^^<http://www.w3.org/2001/XMLSchema#int> . # comment",
            "\t<urn:x:s>\t<http://x/p>\t_:a.b .",
            "   ",
            "# only a comment",
            "<http://x/s> <http://x/p> \"caf\u00e9 \u4e2d\" ."})
    void validLinesPass(String line) {
        assertNull(new NTriplesLineCheck(false).check(line), line);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "<http://x/s> <http://x/p> <http://x/o o> .|38",
            "<http://x/s> <http://x/p> .|27",
            "<http://x/s> <http://x/p> \"o\" . junk|33",
            "<http://x/s> <http://x/p> \"a\\qb\" .|29",
            "<http://x/s> <http://x/p> \"o\"|30",
            "<s> <http://x/p> <http://x/o> .|2",
            "\"lit\" <http://x/p> <http://x/o> .|1",
            "<http://x/s> _:p <http://x/o> .|14",
            "<http://x/s> <http://x/p> \"o\"@ .|31",
            "<http://x/s> <http://x/p> \"o\"^^xsd:int .|32",
            "<http://x/s> <http://x/p> <http://x/o> <http://x/g> .|40"})
    void badLinesFailAtTheirColumn(String line, int column) {
        NTriplesLineCheck check = new NTriplesLineCheck(false);
        assertNotNull(check.check(line), line);
        assertEquals(column, check.column(), line + ": " + check.check(line));
    }

    @ParameterizedTest
    @ValueSource(strings = {"<http://x/s> <http://x/p> <http://x/o> <http://x/g> .", "<http://x/s> <http://x/p> \"o\" _:g .",
            "<http://x/s> <http://x/p> \"o\" ."})
    void quadsTakeAnOptionalGraphLabel(String line) {
        assertNull(new NTriplesLineCheck(true).check(line), line);
    }
}
