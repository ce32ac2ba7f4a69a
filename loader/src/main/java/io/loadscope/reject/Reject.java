package io.loadscope.reject;

/**
 * One thing a skip-mode load left out: a line ({@code scope} "line") or a whole file ("file"), where the
 * parser stopped, why, and the text of that line. Line and column are 1-based, -1 when unknown.
 */
public record Reject(String file, long line, long column, String scope, String message, String text) {
}
