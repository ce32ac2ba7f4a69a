package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The first string literal of a text RDF file that is not closed: a short one ({@code "..."}, {@code '...'}) at the
 * end of its line, a long one ({@code """..."""}, {@code '''...'''}) at the end of the input. Parsers report such a
 * literal where they give up, not where it opens: Jena's tokenizer at the start of the next line, Blazegraph's bundled
 * Sesame parser a line or more further on (it reads a short string across line breaks), or at the end of the file. A
 * literal that opens and never closes is the first thing wrong at that spot whatever the parser said after it, so the
 * loader reports its opening quote.
 * <p>
 * A scan of the characters, not a parse: comments, IRIs and escapes are stepped over so that a '#' or a quote in them
 * starts nothing. Lines and columns are 1-based; columns count UTF-16 units, as the line check's do.
 */
final class UnclosedLiteral {
    /** Where the literal opens and why it is refused. */
    record Found(long line, long column, String message) {
        /** Whether this literal opens before {@code line}:{@code column} (-1: unknown, taken as after it). */
        boolean before(long line, long column) {
            if (line <= 0) return true;
            if (this.line != line) return this.line < line;
            return column <= 0 || this.column < column;
        }
    }

    private final Reader in;
    private final boolean longStrings;
    private final boolean singleQuotes;
    private long line = 1;
    private long column;
    /** The character given back by {@link #unread}, or -1. */
    private int takenBack = -1;
    /** The character read after a CR that turned out not to start a CR LF, or -2. */
    private int afterCr = -2;

    private UnclosedLiteral(Reader in, RdfFormat format) {
        this.in = in;
        // N-Triples and N-Quads quote with '"' only, and have no long strings.
        this.longStrings = !format.lineBased();
        this.singleQuotes = !format.lineBased();
    }

    /**
     * The first unclosed literal of {@code source} that opens on a line from {@code fromLine} to {@code untilLine} (-1:
     * to the end), or null when there is none or the input cannot be read again (stdin, RDF/XML, undecodable bytes).
     * {@code fromLine} is for line-based formats only, where nothing carries from one line to the next: a Turtle
     * literal may open many lines before the parser stops.
     */
    static Found find(InputSource source, RdfFormat format, long fromLine, long untilLine) {
        if (source.isStdin() || format == RdfFormat.RDFXML) return null;
        try (InputStream raw = new BufferedInputStream(source.openRaw(), InputOpener.IO_BUFFER)) {
            InputStream decoded = InputOpener.magic(raw).decode(raw, InputOpener.IO_BUFFER);
            Reader r = new BufferedReader(new InputStreamReader(decoded, StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT)),
                    InputOpener.IO_BUFFER);
            return new UnclosedLiteral(r, format).scan(format.lineBased() ? fromLine : 1, untilLine);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private Found scan(long fromLine, long untilLine) throws IOException {
        int first = read();
        if (first == '\uFEFF') column = 0;
        else unread(first);
        for (int c = 0; line < fromLine && c >= 0; ) c = read();
        for (int c = read(); c >= 0; c = read()) {
            if (untilLine > 0 && line > untilLine) return null;
            if (c == '#') {
                skipToLineEnd();
            } else if (c == '<') {
                skipIri();
            } else if (c == '\\') {
                // A local name's escape ("ex:a\#b", "ex:it\'s"): the next character starts nothing.
                read();
            } else if (c == '"' || (singleQuotes && c == '\'')) {
                Found f = string(c);
                if (f != null) return f;
            }
        }
        return null;
    }

    private Found string(int quote) throws IOException {
        long openLine = line;
        long openColumn = column;
        if (longStrings) {
            int second = read();
            if (second == quote) {
                int third = read();
                if (third == quote) return longString(quote, openLine, openColumn);
                unread(third);
                return null;
            }
            unread(second);
        }
        for (int c = read(); ; c = read()) {
            if (c < 0 || c == '\n' || c == '\r') {
                return new Found(openLine, openColumn, "literal not closed with '" + (char) quote + "' before the end of its line");
            }
            if (c == quote) return null;
            if (c == '\\') read();
        }
    }

    private Found longString(int quote, long openLine, long openColumn) throws IOException {
        int run = 0;
        for (int c = read(); c >= 0; c = read()) {
            if (c == '\\') {
                read();
                run = 0;
            } else if (c == quote) {
                if (++run == 3) return null;
            } else {
                run = 0;
            }
        }
        String q = Character.toString(quote).repeat(3);
        return new Found(openLine, openColumn, "literal opened with " + q + " is not closed before the end of the input");
    }

    /** An IRI ends at '>'; a character no IRI holds (white space, a quote) means the '<' opened none. */
    private void skipIri() throws IOException {
        for (int c = read(); c >= 0; c = read()) {
            if (c == '>' || c <= ' ') return;
            if (c == '"' || c == '<' || c == '{' || c == '}' || c == '|' || c == '^' || c == '`') {
                unread(c);
                return;
            }
        }
    }

    private void skipToLineEnd() throws IOException {
        int c = read();
        while (c >= 0 && c != '\n') c = read();
    }

    /** The next character, a line end as '\n' (LF, CR and CR LF end a line, as BufferedReader.readLine has them). */
    private int read() throws IOException {
        int c = takenBack >= 0 ? takenBack : readRaw();
        takenBack = -1;
        if (c == '\n') {
            line++;
            column = 0;
        } else if (c >= 0) {
            column++;
        }
        return c;
    }

    private int readRaw() throws IOException {
        int c = afterCr != -2 ? afterCr : in.read();
        afterCr = -2;
        if (c != '\r') return c;
        int next = in.read();
        if (next != '\n') afterCr = next;
        return '\n';
    }

    /** Gives back the character read last (one at most), for the next {@link #read}. */
    private void unread(int c) {
        if (c < 0) return;
        if (c == '\n') line--;
        else column--;
        takenBack = c;
    }
}
