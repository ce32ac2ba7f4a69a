package io.loadscope.engine.blazegraph.parse;

import org.openrdf.rio.RDFFormat;
import org.openrdf.rio.RDFParser;
import org.openrdf.rio.RDFParserFactory;
import org.openrdf.rio.RDFParserRegistry;

import io.loadscope.input.Utf8CheckingInputStream;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Fixes two ways Blazegraph's SPARQL LOAD (2.1.4) loses data without an error, by wrapping the parsers it gets
 * from the registry:
 * <ul>
 * <li>LOAD reads its parser options from the annotations of a SPARQL variable instead of the triple store's
 * properties (AST2BOpUpdate.convertLoadGraph), so {@code stopAtFirstError} is always false: a bad N-Triples
 * line is logged, dropped, and the LOAD succeeds without it. The wrapped parsers keep the option true.</li>
 * <li>LOAD hands the parser a byte stream, which the bundled N-Triples and N-Quads parsers decode as US-ASCII
 * (N-Triples before RDF 1.1): "café" is stored as "caf\ufffd\ufffd". The wrapped parsers read those formats as
 * UTF-8, checked, so malformed bytes are an error with line and column.</li>
 * </ul>
 */
public final class StrictLoadParsers {
    private static boolean installed;

    private StrictLoadParsers() {
    }

    public static synchronized void install() {
        if (installed) return;
        RDFParserRegistry registry = RDFParserRegistry.getInstance();
        List<RDFParserFactory> factories = new ArrayList<>(registry.getAll());
        for (RDFParserFactory f : factories) {
            if (f instanceof Strict) continue;
            registry.add(new Strict(f));
        }
        installed = true;
    }

    /** A UTF-8 byte-order mark is no character of the document; the N-Triples parser would take it for one. */
    private static InputStream withoutBom(InputStream in) throws java.io.IOException {
        java.io.BufferedInputStream b = new java.io.BufferedInputStream(in, 1 << 16);
        b.mark(3);
        byte[] head = b.readNBytes(3);
        if (!(head.length == 3 && (head[0] & 0xff) == 0xEF && (head[1] & 0xff) == 0xBB && (head[2] & 0xff) == 0xBF)) b.reset();
        return b;
    }

    private static boolean lineBased(RDFFormat f) {
        return RDFFormat.NTRIPLES.equals(f) || RDFFormat.NQUADS.equals(f);
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
            if (method.getName().equals("parse") && args[0] instanceof InputStream in && lineBased(parser.getRDFFormat())) {
                parser.parse(new InputStreamReader(new Utf8CheckingInputStream(withoutBom(in), "input"), StandardCharsets.UTF_8),
                        (String) args[1]);
                return null;
            }
            try {
                return method.invoke(parser, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
