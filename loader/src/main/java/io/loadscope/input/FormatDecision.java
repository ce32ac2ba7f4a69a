package io.loadscope.input;

import io.loadscope.load.RdfFormat;

/**
 * The format chosen for an input and why: "option" (--format), "name", "content" (the name did not
 * tell, or it lied), or "name+content" (both agree). {@code note} is non-empty only when the name lied:
 * that is worth a warning, because other tools will misread the file.
 */
public record FormatDecision(RdfFormat format, String decidedBy, String note) {
}
