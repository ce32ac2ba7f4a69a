package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** The scan finds the literal that does not close, and nothing in a comment, an IRI or an escape misleads it. */
class UnclosedLiteralTest {
    @TempDir
    Path dir;

    private UnclosedLiteral.Found find(String name, String text, RdfFormat format) throws Exception {
        Path f = Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        return UnclosedLiteral.find(InputSource.file(f), format, 1, -1);
    }

    @Test
    void closedLiteralsCommentsIrisAndEscapesStartNothing() throws Exception {
        String ttl = "@prefix ex: <http://ex.org/vocab#> . # a comment with a \" in it\n"
                + "ex:a ex:p \"say \\\"hi\\\"\" , 'it\\'s' , \"\" , '''two\nlines \"\"\" in it''' .\n"
                + "ex:b ex:p \"\"\"a \"\"quoted\"\" long\nstring\"\"\" ; ex:q ex:it\\'s .\n";
        assertNull(find("ok.ttl", ttl, RdfFormat.TURTLE));
        String nt = "<http://ex.org/a#x> <http://ex.org/p> \"it's \\\"fine\\\"\" .\r\n# \"\r\n<http://ex.org/b> <http://ex.org/p> \"\" .\r\n";
        assertNull(find("ok.nt", nt, RdfFormat.NTRIPLES));
    }

    @Test
    void aShortLiteralOpenAtItsLineEndIsFoundWhereItOpens() throws Exception {
        String ttl = "@prefix ex: <http://ex.org/#> .\r\nex:a ex:p \"ok\" .\r\nex:b ex:p 'open .\r\nex:c ex:p \"x\" .\r\n";
        UnclosedLiteral.Found f = find("short.ttl", ttl, RdfFormat.TURTLE);
        assertEquals(3, f.line());
        assertEquals(11, f.column());
        assertEquals("literal not closed with ''' before the end of its line", f.message());
    }

    @Test
    void aLongLiteralOpenAtTheEndIsFoundWhereItOpens() throws Exception {
        String trig = "\uFEFF@prefix ex: <http://ex.org/> .\nex:g { ex:a ex:p \"\"\"open\n .\nex:b ex:p \"x\" . }\n";
        UnclosedLiteral.Found f = find("long.trig", trig, RdfFormat.TRIG);
        assertEquals(2, f.line());
        assertEquals(18, f.column());
    }

    @Test
    void lineBasedFormatsAreSearchedFromTheLineAsked() throws Exception {
        String nt = "<http://ex.org/a> <http://ex.org/p> \"open .\n<http://ex.org/b> <http://ex.org/p> \"ok\" .\n"
                + "<http://ex.org/c> <http://ex.org/p> \"open too .\n";
        Path f = Files.writeString(dir.resolve("two.nt"), nt, StandardCharsets.UTF_8);
        assertEquals(1, UnclosedLiteral.find(InputSource.file(f), RdfFormat.NTRIPLES, 1, -1).line());
        assertEquals(3, UnclosedLiteral.find(InputSource.file(f), RdfFormat.NTRIPLES, 2, 3).line());
        assertEquals(37, UnclosedLiteral.find(InputSource.file(f), RdfFormat.NTRIPLES, 2, 3).column());
        assertNull(UnclosedLiteral.find(InputSource.file(f), RdfFormat.NTRIPLES, 2, 2));
    }
}
