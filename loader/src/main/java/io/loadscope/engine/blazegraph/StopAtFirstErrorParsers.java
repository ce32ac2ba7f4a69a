package io.loadscope.engine.blazegraph;

import org.openrdf.rio.RDFFormat;
import org.openrdf.rio.RDFParser;
import org.openrdf.rio.RDFParserFactory;
import org.openrdf.rio.RDFParserRegistry;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

/**
 * Makes Blazegraph's SPARQL LOAD stop at a parse error. LOAD reads its parser options from the annotations
 * of a SPARQL variable instead of the triple store's properties (AST2BOpUpdate.convertLoadGraph in 2.1.4),
 * so {@code stopAtFirstError} is always false there: a bad N-Triples line is logged, dropped, and the LOAD
 * succeeds without it. The parsers LOAD gets from the registry are wrapped so that the option stays true.
 */
final class StopAtFirstErrorParsers {
    private static boolean installed;

    private StopAtFirstErrorParsers() {
    }

    static synchronized void install() {
        if (installed) return;
        RDFParserRegistry registry = RDFParserRegistry.getInstance();
        List<RDFParserFactory> factories = new ArrayList<>(registry.getAll());
        for (RDFParserFactory f : factories) {
            if (f instanceof Strict) continue;
            registry.add(new Strict(f));
        }
        installed = true;
    }

    private record Strict(RDFParserFactory delegate) implements RDFParserFactory {
        @Override
        public RDFFormat getRDFFormat() {
            return delegate.getRDFFormat();
        }

        @Override
        public RDFParser getParser() {
            RDFParser parser = delegate.getParser();
            parser.setStopAtFirstError(true);
            return (RDFParser) Proxy.newProxyInstance(RDFParser.class.getClassLoader(), new Class<?>[]{RDFParser.class},
                    (proxy, method, args) -> invoke(parser, method, args));
        }

        private static Object invoke(RDFParser parser, Method method, Object[] args) throws Throwable {
            if (method.getName().equals("setStopAtFirstError")) return null;
            try {
                return method.invoke(parser, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
