package io.loadscope.cli;

import ch.qos.logback.classic.pattern.ThrowableHandlingConverter;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;

/**
 * A logged exception on the terminal as one line: its class and message and those of its causes, no frames. The
 * engines log the failures they see with whole traces (Blazegraph's index writer running out of heap logs one of
 * twenty lines); loadscope reports the failure itself, once, in words, and the whole trace goes to the run
 * directory's {@value EngineLog#FILE}.
 */
public final class OneLineThrowable extends ThrowableHandlingConverter {
    private static final int MAX_CAUSES = 4;

    @Override
    public String convert(ILoggingEvent event) {
        IThrowableProxy t = event.getThrowableProxy();
        if (t == null) return "";
        StringBuilder b = new StringBuilder("  [");
        for (int i = 0; t != null && i < MAX_CAUSES; i++, t = t.getCause()) {
            if (i > 0) b.append(" <- ");
            b.append(t.getClassName());
            if (t.getMessage() != null && !t.getMessage().isBlank()) b.append(": ").append(t.getMessage().lines().findFirst().orElse(""));
        }
        return b.append("]").append(System.lineSeparator()).toString();
    }
}
