package io.loadscope.engine.tdb2;

import org.slf4j.ILoggerFactory;
import org.slf4j.IMarkerFactory;
import org.slf4j.Marker;
import org.slf4j.event.Level;
import org.slf4j.helpers.BasicMarkerFactory;
import org.slf4j.helpers.LegacyAbstractLogger;
import org.slf4j.helpers.MessageFormatter;
import org.slf4j.helpers.NOPMDCAdapter;
import org.slf4j.spi.MDCAdapter;
import org.slf4j.spi.SLF4JServiceProvider;

/**
 * The logging of an xloader child JVM ({@code -Dslf4j.provider=} this class): every INFO-and-above line of Jena's
 * loggers goes to the parent as a protocol line, which is how the parent sees a phase's progress ticks and its errors.
 * A provider of its own, not a logging backend's configuration: the child's class path is the parent's, and an
 * application that embeds loadscope may bring no backend, or another one.
 */
public final class XloaderLogProvider implements SLF4JServiceProvider {
    private final ILoggerFactory loggers = ProtocolLogger::new;
    private final IMarkerFactory markers = new BasicMarkerFactory();
    private final MDCAdapter mdc = new NOPMDCAdapter();

    @Override
    public ILoggerFactory getLoggerFactory() {
        return loggers;
    }

    @Override
    public IMarkerFactory getMarkerFactory() {
        return markers;
    }

    @Override
    public MDCAdapter getMDCAdapter() {
        return mdc;
    }

    @Override
    public String getRequestedApiVersion() {
        return "2.0.99";
    }

    @Override
    public void initialize() {
    }

    private static final class ProtocolLogger extends LegacyAbstractLogger {
        ProtocolLogger(String name) {
            this.name = name;
        }

        @Override
        public boolean isTraceEnabled() {
            return false;
        }

        @Override
        public boolean isDebugEnabled() {
            return false;
        }

        @Override
        public boolean isInfoEnabled() {
            return true;
        }

        @Override
        public boolean isWarnEnabled() {
            return true;
        }

        @Override
        public boolean isErrorEnabled() {
            return true;
        }

        @Override
        protected String getFullyQualifiedCallerName() {
            return null;
        }

        @Override
        protected void handleNormalizedLoggingCall(Level level, Marker marker, String pattern, Object[] args, Throwable t) {
            String text = MessageFormatter.basicArrayFormat(pattern, args);
            if (t != null) text += " (" + XloaderMain.oneLine(t) + ")";
            XloaderMain.say("log", level.name(), name, text);
        }
    }
}
