package io.loadscope.probe.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/**
 * One stage interval (a batch's lexicon write, a queue put, a commit ...), as JDK Mission Control shows
 * it. Intervals timed on one thread carry their real start and duration; amounts known only as totals
 * (a file's parse and buffer-add time, a batch's build time net of its queue wait) are instant events at
 * the moment they are booked. {@code wall} holds the booked time in both cases.
 */
@Name("loadscope.Stage")
@Label("Load Stage")
@Category("loadscope")
@Description("A timed interval of one load stage on one thread")
@StackTrace(false)
public class StageEvent extends jdk.jfr.Event {
    @Label("Stage")
    public String stage;

    @Label("Thread Role")
    public String role;

    @Label("Statements")
    public long statements;

    @Label("Wall Time")
    @jdk.jfr.Timespan
    public long wall;
}
