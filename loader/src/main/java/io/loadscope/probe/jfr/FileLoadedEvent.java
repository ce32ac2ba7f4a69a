package io.loadscope.probe.jfr;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;
import jdk.jfr.Timespan;

/** One input file from open to commit, with the per-stage totals that cannot be timed as intervals (parse, buffer adds). */
@Name("loadscope.FileLoaded")
@Label("File Loaded")
@Category("loadscope")
@Description("An input file loaded and committed, with its stage totals")
@StackTrace(false)
public class FileLoadedEvent extends jdk.jfr.Event {
    @Label("File")
    public String file;

    @Label("Format")
    public String format;

    @Label("Compression")
    public String compression;

    @Label("Statements")
    public long statements;

    @Label("Compressed Bytes")
    @DataAmount
    public long compressedBytes;

    @Label("Uncompressed Bytes")
    @DataAmount
    public long uncompressedBytes;

    @Label("Parse Time")
    @Timespan
    public long parseNanos;

    @Label("Buffer Time")
    @Timespan
    public long bufferNanos;
}
