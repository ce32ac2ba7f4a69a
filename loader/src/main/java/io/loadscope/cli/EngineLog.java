package io.loadscope.cli;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.FileAppender;
import org.slf4j.LoggerFactory;

import java.nio.file.Path;

/**
 * The engines' log of one load, whole traces included, in the run directory: the terminal shows each logged
 * exception as one line ({@link OneLineThrowable}), and this file keeps what it left out. Attached when the load
 * starts (the run directory is known then), detached when it ends.
 */
final class EngineLog implements AutoCloseable {
    static final String FILE = "engine.log";

    /** The console appender of the CLI's logging setup (logging.xml). */
    private static final String CONSOLE = "stderr";

    private final FileAppender<ILoggingEvent> appender;
    private final Path file;
    private final RepeatedEngineLines repeats;
    private final Appender<ILoggingEvent> console;

    private EngineLog(FileAppender<ILoggingEvent> appender, Path file, RepeatedEngineLines repeats, Appender<ILoggingEvent> console) {
        this.appender = appender;
        this.file = file;
        this.repeats = repeats;
        this.console = console;
    }

    /** Starts writing the root logger's events to {@code runDir/engine.log}; null when the CLI's logback is not in use. */
    static EngineLog attach(Path runDir) {
        if (runDir == null || !(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) return null;
        Path file = runDir.resolve(FILE);
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern("%d{HH:mm:ss.SSS} %-5level [%thread] %logger: %msg%n%ex");
        encoder.start();
        FileAppender<ILoggingEvent> appender = new FileAppender<>();
        appender.setContext(context);
        appender.setName("loadscope-engine-log");
        appender.setFile(file.toString());
        appender.setAppend(true);
        appender.setEncoder(encoder);
        appender.start();
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.addAppender(appender);
        // Lines the engine logs once per value reach the terminal once; engine.log keeps every one.
        RepeatedEngineLines repeats = new RepeatedEngineLines();
        Appender<ILoggingEvent> console = root.getAppender(CONSOLE);
        if (console != null) {
            repeats.setContext(context);
            repeats.start();
            console.addFilter(repeats);
        }
        return new EngineLog(appender, file, repeats, console);
    }

    /** What the lines held back from the terminal were, one note per kind; empty when none repeated. */
    java.util.List<String> repeatedLines() {
        return repeats.notes();
    }

    Path file() {
        return file;
    }

    /** Whether anything was logged to it. */
    boolean isEmpty() {
        return !file.toFile().exists() || file.toFile().length() == 0;
    }

    @Override
    public void close() {
        if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) return;
        context.getLogger(Logger.ROOT_LOGGER_NAME).detachAppender(appender);
        appender.stop();
        if (console != null) {
            // The setup has no filters of its own on the console: this one was the only one.
            console.clearAllFilters();
            repeats.stop();
        }
    }
}
