package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import io.loadscope.probe.LoadProbes;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Opens a source the way every engine gets it: raw bytes (timed) → decoder chosen by magic bytes →
 * decoded bytes (timed) → 64 KiB buffer → BOM skipped. The buffer sits above the timed layers so they
 * are called per buffer fill.
 */
public final class InputOpener {
    /** Read size of the raw and decoded layers; also the gzip decoder's input buffer. */
    public static final int IO_BUFFER = 1 << 16;
    private static final int SNIFF_BYTES = 16 * 1024;
    private static final int MAX_SHOWN_LINE = 500;

    /** Chunks the decompression thread may hold ahead of the parser (of {@link #IO_BUFFER} bytes each). */
    private static final int READ_AHEAD_CHUNKS = 16;

    private final RdfFormat forced;
    private final int gzipBuffer;
    private final boolean decompressOnOwnThread;
    private final boolean skipBadInput;
    /** Set by {@link #stopReading}: every read of an input opened here throws {@link ReadStopped}. */
    private volatile boolean stopped;

    public InputOpener(RdfFormat forced) {
        this(forced, IO_BUFFER, false);
    }

    /**
     * @param gzipBuffer the gzip decoder's input buffer (the JDK's default is 512 bytes; loadscope's 64 KiB)
     * @param decompressOnOwnThread read and decompress compressed input on a thread of its own instead of the parser's
     */
    public InputOpener(RdfFormat forced, int gzipBuffer, boolean decompressOnOwnThread) {
        this(forced, gzipBuffer, decompressOnOwnThread, false);
    }

    /**
     * @param skipBadInput skip mode: malformed UTF-8 is not refused up front but left to the load, where a line-based
     *                     input loses the line (its filter checks every line) and another input is skipped whole
     */
    public InputOpener(RdfFormat forced, int gzipBuffer, boolean decompressOnOwnThread, boolean skipBadInput) {
        this.forced = forced;
        this.gzipBuffer = gzipBuffer;
        this.decompressOnOwnThread = decompressOnOwnThread;
        this.skipBadInput = skipBadInput;
    }

    /**
     * Makes every read of the inputs this opened, and will open, throw {@link ReadStopped}: a load told to stop ends its
     * parse within one buffer (the check sits under the 64 KiB buffers, so it costs one look per buffer fill).
     */
    public void stopReading() {
        stopped = true;
    }

    /** Opens for loading; bytes are reported live to the probes. */
    public OpenedInput open(InputSource source, LoadProbes probes) throws IOException, InputError {
        return open(source, probes::compressedRead, probes::uncompressedRead);
    }

    /**
     * Checks every input before anything is created. A file found under a directory input whose RDF format neither its
     * name nor its content tells (a GUI's .xml beside plugin descriptions) is passed over and counted, not fatal: trees
     * hold such files. So is an empty file there. A file named on its own must be RDF, and must not be empty.
     */
    public InputResolver.Resolved checkAll(InputResolver.Resolved resolved) throws InputError {
        java.util.List<InputSource> kept = new java.util.ArrayList<>();
        java.util.List<String> unknown = new java.util.ArrayList<>();
        java.util.List<String> empty = new java.util.ArrayList<>();
        for (InputSource s : resolved.sources()) {
            if (holdsNothing(s)) {
                // A file named on its own that holds nothing is a mistake to say (a failed export, a wrong name); in a
                // tree, an empty file beside the data is common and is passed over, counted once.
                if (!s.inTree()) throw new InputError(s.name() + ": the file is empty: it holds no statements to load");
                empty.add(s.name());
                continue;
            }
            try {
                check(s);
                kept.add(s);
            } catch (UnknownFormatError e) {
                if (!s.inTree()) throw e;
                unknown.add(s.name());
            }
        }
        if (unknown.isEmpty() && empty.isEmpty()) return resolved;
        java.util.List<String> notes = new java.util.ArrayList<>(resolved.notes());
        if (!empty.isEmpty()) {
            notes.add(empty.size() + " empty file(s) under directory inputs passed over: they hold no statements (first: " + empty.get(0) + ")");
        }
        if (!unknown.isEmpty()) {
            notes.add(unknown.size() + " file(s) under directory inputs passed over: neither name nor content tells an RDF format"
                    + " (first: " + unknown.get(0) + "); name them with --format to load them");
        }
        if (kept.isEmpty()) throw new InputError("no input files to load: " + String.join("; ", notes.subList(resolved.notes().size(), notes.size())));
        return new InputResolver.Resolved(kept, notes);
    }

    /**
     * True for a file that holds no bytes once decompressed (a byte-order mark alone is nothing either). Stdin is read
     * once, by the load, and is never empty here; a file that cannot be read or decoded is left to {@link #check}.
     */
    private static boolean holdsNothing(InputSource source) {
        if (source.isStdin()) return false;
        try (InputStream raw = new BufferedInputStream(source.openRaw(), IO_BUFFER)) {
            byte[] head = magic(raw).decode(raw, IO_BUFFER).readNBytes(4);
            boolean bomOnly = head.length == 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF;
            return head.length == 0 || bomOnly;
        } catch (IOException e) {
            return false;
        }
    }

    /** Opens and closes a file to check it before anything is created (stdin is checked when loaded). */
    public FormatDecision check(InputSource source) throws InputError {
        if (source.isStdin()) return null;
        try (OpenedInput in = open(source, n -> { }, n -> { })) {
            return in.formatDecision();
        } catch (IOException e) {
            throw new InputError(source.name() + ": cannot read: " + e.getMessage());
        }
    }

    private OpenedInput open(InputSource source, java.util.function.LongConsumer compressed,
                             java.util.function.LongConsumer uncompressed) throws IOException, InputError {
        // For plain input the raw bytes are the uncompressed bytes too; known only after the magic is read.
        boolean[] plain = {false};
        WholeFileDigest digest = source.isStdin() ? null : WholeFileDigest.over(source.size());
        InputStream file = digest == null ? source.openRaw() : digest.wrap(source.openRaw());
        TimedInputStream raw = new TimedInputStream(ReadStopped.checking(file, () -> stopped), n -> {
            compressed.accept(n);
            if (plain[0]) uncompressed.accept(n);
        });
        BufferedInputStream rawBuffered = new BufferedInputStream(raw, IO_BUFFER);
        Compression compression = magic(rawBuffered);

        TimedInputStream decoded = null;
        CompressedEndCheck endCheck = null;
        ReadAheadInputStream readAhead = null;
        InputStream content;
        if (compression == Compression.NONE) {
            plain[0] = true;
            uncompressed.accept(raw.bytes());
            content = rawBuffered;
        } else {
            try {
                endCheck = new CompressedEndCheck(compression.decode(rawBuffered, gzipBuffer), source.name(), compression);
                decoded = new TimedInputStream(endCheck, uncompressed::accept);
            } catch (IOException e) {
                rawBuffered.close();
                throw new InputError(source.name() + ": looks like " + compression.name().toLowerCase()
                        + " but cannot be decoded: " + e.getMessage());
            }
            if (decompressOnOwnThread && !source.isStdin()) {
                readAhead = new ReadAheadInputStream(decoded, IO_BUFFER, READ_AHEAD_CHUNKS, source.name());
                content = new BufferedInputStream(readAhead, IO_BUFFER);
            } else {
                content = new BufferedInputStream(decoded, IO_BUFFER);
            }
        }

        content.mark(SNIFF_BYTES);
        byte[] head = content.readNBytes(SNIFF_BYTES);
        content.reset();
        boolean bom = head.length >= 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF;
        if (bom) content.skipNBytes(3);

        FormatDecision format = decide(source, head);
        if (format == null) {
            content.close();
            throw new UnknownFormatError(source.name() + ": cannot tell the RDF format: the name does not say and the content "
                    + "is not recognised (" + FormatSniffer.sniff(head, head.length, head.length < SNIFF_BYTES).evidence()
                    + "); give --format nt|nq|ttl|trig|rdfxml");
        }
        InputStream stream = content;
        if (format.format() == RdfFormat.RDFXML) {
            // Before any XML parser sees it, and for every engine (blazegraph-sail's parser reads the file itself).
            try {
                XmlPrologGuard.check(content, source.name());
            } catch (InputError | IOException e) {
                content.close();
                throw e;
            }
        } else {
            // XML parsers check the encoding the document declares; the other syntaxes are UTF-8 by definition,
            // and the engines' decoders would replace malformed bytes with U+FFFD without a word. The head,
            // read anyway, is checked now, so a file in another encoding is refused before anything is created.
            MalformedUtf8Exception bad = skipBadInput ? null : Utf8CheckingInputStream.firstError(head, bom ? 3 : 0, head.length,
                    head.length < SNIFF_BYTES, source.name());
            if (bad != null) {
                content.close();
                throw new InputError(source.name() + ":" + bad.line() + ":" + bad.column() + ": " + bad.withoutLocation());
            }
            // In skip mode a line-based input is checked line by line by its filter, which drops only the bad line.
            if (!(skipBadInput && format.format().lineBased())) stream = new Utf8CheckingInputStream(content, source.name());
        }
        return new OpenedInput(source, compression, format, stream, raw, decoded, endCheck, readAhead, bom, digest);
    }

    private FormatDecision decide(InputSource source, byte[] head) {
        if (forced != null) return new FormatDecision(forced, "option", "");
        RdfFormat byName = source.isStdin() ? null : RdfFormat.fromFileName(Compression.innerName(source.name()));
        FormatSniffer.Verdict sniffed = FormatSniffer.sniff(head, head.length, head.length < SNIFF_BYTES);
        RdfFormat byContent = sniffed.format();
        if (byName == null) {
            return byContent == null ? null : new FormatDecision(byContent, "content", "");
        }
        if (byContent == null) return new FormatDecision(byName, "name", "");
        if (byName == byContent || contains(byName, byContent)) return new FormatDecision(byName, "name+content", "");
        if (!sniffed.strong()) return new FormatDecision(byName, "name", "");
        return new FormatDecision(byContent, "content",
                "name suggests " + byName.label() + " but the content is " + byContent.label() + " (" + sniffed.evidence() + ")");
    }

    /** True when every document of {@code inner} is also a document of {@code outer}. */
    private static boolean contains(RdfFormat outer, RdfFormat inner) {
        return switch (outer) {
            case TURTLE -> inner == RdfFormat.NTRIPLES;
            case TRIG -> inner == RdfFormat.NTRIPLES || inner == RdfFormat.TURTLE;
            case NQUADS -> inner == RdfFormat.NTRIPLES;
            default -> false;
        };
    }

    /** The compression the first bytes of {@code in} say (its magic bytes); {@code in} is left where it was. */
    static Compression magic(InputStream in) throws IOException {
        in.mark(Compression.MAGIC_LENGTH);
        byte[] magic = in.readNBytes(Compression.MAGIC_LENGTH);
        in.reset();
        return Compression.detect(magic, magic.length);
    }

    /** Number of the last line that holds more than white space, or -1 when there is none or it cannot be read. */
    static long lastLine(InputSource source) {
        if (source.isStdin()) return -1;
        try (InputStream raw = new BufferedInputStream(source.openRaw(), IO_BUFFER)) {
            InputStream in = new BufferedInputStream(magic(raw).decode(raw, IO_BUFFER), IO_BUFFER);
            long line = 1;
            long last = -1;
            for (int b; (b = in.read()) >= 0; ) {
                if (b == '\n') line++;
                else if (b != ' ' && b != '\t' && b != '\r') last = line;
            }
            return last;
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * The text of a 1-based line of a file, decompressed, for error messages; null for stdin or when the
     * file has fewer lines. Long lines are cut, and never held whole: a 100 MB line costs no memory here.
     */
    public static String lineAt(InputSource source, long line) {
        if (source.isStdin() || line < 1) return null;
        try (InputStream raw = new BufferedInputStream(source.openRaw(), IO_BUFFER)) {
            InputStream in = magic(raw).decode(raw, IO_BUFFER);
            Reader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE)), IO_BUFFER);
            // Line breaks as BufferedReader.readLine has them: LF, CR, CR LF.
            int c = r.read();
            for (long i = 1; i < line; i++) {
                while (c >= 0 && c != '\n' && c != '\r') c = r.read();
                if (c < 0) return null;
                int after = r.read();
                c = c == '\r' && after == '\n' ? r.read() : after;
            }
            if (c < 0) return null;
            StringBuilder text = new StringBuilder();
            boolean cut = false;
            while (c >= 0 && c != '\n' && c != '\r') {
                if (text.length() < MAX_SHOWN_LINE + 1) text.append((char) c);
                else cut = true;
                c = r.read();
            }
            if (line == 1 && text.length() > 0 && text.charAt(0) == '\uFEFF') text.deleteCharAt(0);
            if (text.length() > MAX_SHOWN_LINE) {
                text.setLength(MAX_SHOWN_LINE);
                cut = true;
            }
            return cut ? text + " ..." : text.toString();
        } catch (IOException e) {
            return null;
        }
    }
}
