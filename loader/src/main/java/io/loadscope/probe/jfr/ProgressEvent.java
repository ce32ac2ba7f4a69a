package io.loadscope.probe.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** One sample of the load's time series. */
@Name("loadscope.Progress")
@Label("Load Progress")
@Category("loadscope")
@Description("Statements loaded so far and the rate over the last sampling interval")
@StackTrace(false)
public class ProgressEvent extends jdk.jfr.Event {
    @Label("Statements Written")
    public long statementsWritten;

    @Label("Statements Parsed")
    public long statementsParsed;

    @Label("Interval Rate (statements/s)")
    public double intervalRate;

    @Label("Queue Depth")
    public int queueDepth;
}
