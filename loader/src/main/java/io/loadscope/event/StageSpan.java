package io.loadscope.event;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

/** One timed stage interval. {@code cpuNanos} is -1 where the JVM cannot measure thread CPU time. */
public record StageSpan(Stage stage, ThreadRole role, long wallNanos, long cpuNanos, long statements) {
}
