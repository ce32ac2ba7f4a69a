package io.loadscope.engine;

import io.loadscope.engine.Term;

/** Receives statements from an input or a store; {@code graph} is null for triples. */
@FunctionalInterface
public interface StatementVisitor {
    void statement(Term subject, Term predicate, Term object, Term graph);
}
