package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tells the RDF syntax from the first kilobytes of decompressed content. Used when the file name is
 * ambiguous ({@code .xml}, no extension, stdin) and to catch names that lie (RDF/XML named {@code .nt}).
 */
public final class FormatSniffer {

    /**
     * What the content looks like; {@code format} is null when it cannot be told. {@code strong} evidence
     * (XML with the RDF namespace, a prefix directive, a graph block, a fourth term) may overrule a file
     * name; weak evidence (a line that is not N-Triples but could be Turtle, or a broken line) may not.
     */
    public record Verdict(RdfFormat format, String evidence, boolean strong) {
        Verdict(RdfFormat format, String evidence) {
            this(format, evidence, true);
        }

        static Verdict unknown(String evidence) {
            return new Verdict(null, evidence, false);
        }
    }

    private static final String RDF_NS = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
    // An XML start tag: a (prefixed) name followed by whitespace or '>'; "<http://..." is an IRI, not a tag.
    private static final Pattern XML_ELEMENT = Pattern.compile("<[A-Za-z_][\\w.-]*(:[A-Za-z_][\\w.-]*)?[\\s>]");
    private static final Pattern TURTLE_SUBJECT = Pattern.compile("(<[^>\\s]*>|[A-Za-z][\\w.-]*:[^\\s]*\\s|:[^\\s]*\\s|_:|\\[|\\()");
    private static final Pattern DIRECTIVE =
            Pattern.compile("^(@prefix|@base|prefix\\s|base\\s)", Pattern.CASE_INSENSITIVE);
    // One N-Triples/N-Quads term: IRI, blank node, or literal with optional language tag or datatype.
    // Runs of plain characters match possessively as one step: one regex step per character recursed once per
    // character and overflowed the stack on literals of a few thousand characters (BSBM reviews).
    private static final Pattern TERM = Pattern.compile(
            "\\s*(<[^>\\s]*>|_:[^\\s]+|\"(?:[^\"\\\\]++|\\\\.)*+\"(?:@[A-Za-z0-9-]+|\\^\\^<[^>\\s]*>)?)");
    private static final Pattern GRAPH_BLOCK =
            Pattern.compile("(^|\\s)(graph\\s+)?(<[^>]*>|[A-Za-z0-9_-]*:[^\\s{]*|_:\\S+)\\s*\\{", Pattern.CASE_INSENSITIVE);

    private FormatSniffer() {
    }

    /**
     * @param complete true when {@code head} holds the whole input; otherwise its last line may be cut
     *                 off and is not judged
     */
    public static Verdict sniff(byte[] head, int length, boolean complete) {
        String text = new String(head, 0, length, StandardCharsets.UTF_8);
        if (!complete && text.lastIndexOf('\n') > 0) text = text.substring(0, text.lastIndexOf('\n'));
        if (text.startsWith("\uFEFF")) text = text.substring(1);
        String body = text.stripLeading();
        if (body.isEmpty()) return Verdict.unknown("no content");

        if (body.startsWith("<?xml") || body.startsWith("<!") || XML_ELEMENT.matcher(body).lookingAt()) {
            return sniffXml(body);
        }

        boolean directive = false;
        int lineBasedStatements = 0;
        int quads = 0;
        for (String raw : body.split("\r?\n")) {
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) continue;
            if (DIRECTIVE.matcher(line).find()) {
                directive = true;
                continue;
            }
            int terms = countLineTerms(line);
            if (terms == 3) lineBasedStatements++;
            else if (terms == 4) {
                lineBasedStatements++;
                quads++;
            } else if (terms < 0) {
                // Not a one-line statement: Turtle abbreviations (a, ;, ,, prefixed names, [ ]) if it
                // starts like a Turtle subject, otherwise not RDF we know.
                if (!TURTLE_SUBJECT.matcher(line).lookingAt()) return Verdict.unknown("content starts with: " + abbreviate(line));
                Verdict v = turtleFamily(body, "Turtle syntax: " + abbreviate(line));
                return v.format() == RdfFormat.TRIG ? v : new Verdict(v.format(), v.evidence(), false);
            }
        }
        if (directive) return turtleFamily(body, "prefix/base directive");
        if (lineBasedStatements > 0) {
            return quads > 0
                    ? new Verdict(RdfFormat.NQUADS, "statements with a graph term")
                    : new Verdict(RdfFormat.NTRIPLES, "one triple per line");
        }
        return Verdict.unknown("content starts with: " + abbreviate(body));
    }

    private static Verdict sniffXml(String body) {
        String lower = body.toLowerCase(Locale.ROOT);
        if (lower.contains("<trix")) return Verdict.unknown("TriX document (not supported)");
        if (body.contains(RDF_NS) || body.contains("<rdf:RDF")) {
            return new Verdict(RdfFormat.RDFXML, "XML with the RDF namespace");
        }
        return Verdict.unknown("XML without the RDF namespace");
    }

    private static Verdict turtleFamily(String body, String evidence) {
        Matcher m = GRAPH_BLOCK.matcher(body);
        while (m.find()) {
            // A '{' after a graph name outside a literal marks TriG; Turtle has no braces.
            if (!insideLiteral(body, m.start())) return new Verdict(RdfFormat.TRIG, "graph block { }");
        }
        return new Verdict(RdfFormat.TURTLE, evidence);
    }

    private static boolean insideLiteral(String body, int index) {
        int quotes = 0;
        for (int i = body.lastIndexOf('\n', index) + 1; i < index; i++) {
            if (body.charAt(i) == '"' && (i == 0 || body.charAt(i - 1) != '\\')) quotes++;
        }
        return quotes % 2 == 1;
    }

    /** Terms before the final '.', or -1 when the line is not a complete N-Triples/N-Quads statement. */
    static int countLineTerms(String line) {
        if (!line.endsWith(".")) return -1;
        String rest = line.substring(0, line.length() - 1);
        Matcher m = TERM.matcher(rest);
        int terms = 0;
        int pos = 0;
        while (pos < rest.length() && m.find(pos) && m.start() == pos) {
            terms++;
            pos = m.end();
        }
        if (!rest.substring(pos).isBlank()) return -1;
        return terms == 3 || terms == 4 ? terms : -1;
    }

    private static String abbreviate(String s) {
        String line = s.lines().findFirst().orElse("");
        return line.length() > 60 ? line.substring(0, 60) + "..." : line;
    }
}
