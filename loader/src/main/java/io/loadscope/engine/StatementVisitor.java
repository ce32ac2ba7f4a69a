package io.loadscope.engine;

import io.loadscope.verify.Term;

/** Receives statements from an input or a store; {@code graph} is null for triples. */
@FunctionalInterface
public interface StatementVisitor {
    void statement(Term subject, Term predicate, Term object, Term graph);
}
