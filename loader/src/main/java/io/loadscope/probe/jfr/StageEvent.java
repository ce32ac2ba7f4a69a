package io.loadscope.probe.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** One timed stage interval (a batch's lexicon write, a queue put, a commit ...), as JDK Mission Control shows it. */
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
}
