package io.loadscope.engine.blazegraph.parse;

import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import org.eclipse.rdf4j.rio.RDFHandlerException;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One big N-Triples or N-Quads file parsed by several threads at once. Each line of these formats is a statement of
 * its own, so the file is cut into blocks at line ends and each block is parsed by its own rio parser; the statements
 * reach the sink on the calling thread in file order, so the store sees exactly what one parser would have told it.
 * <p>
 * What one parser would have done is kept: blank node labels mean the same node in every block of the file (they are
 * kept and prefixed with a scope made for this file), errors carry the file's line (the lines of the blocks before are
 * added) and the column, and the statements before an error are told before the error is raised. A file of one block
 * is parsed on the calling thread, as is the rest of a file from a line longer than a block (a huge literal), so small
 * files start no thread and a long line is never held twice in memory.
 */
public final class LineBlockParse {
    /** About 7,000 BSBM lines: a block's set-up (a parser) is noise, and a few blocks in flight cost little heap. */
    public static final int BLOCK_BYTES = 1 << 20;
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final RioFrontEnd frontEnd;
    private final int threads;

    LineBlockParse(RioFrontEnd frontEnd, int threads) {
        this.frontEnd = frontEnd;
        this.threads = threads;
    }

    long parse(OpenedInput input, String baseUri, RioFrontEnd.Sink sink) throws LoadFailure, IOException {
        return parse(input, baseUri, new Ordered(sink));
    }

    /**
     * As {@link #parse(OpenedInput, String, RioFrontEnd.Sink)}, but each block's statements go into a lane on the thread
     * that parsed it, as they are parsed, in no order across blocks. Lines and errors are still counted in file order.
     */
    long parseInLanes(OpenedInput input, String baseUri, SinkLanes lanes) throws LoadFailure, IOException {
        return parse(input, baseUri, new InLanes(lanes));
    }

    private long parse(OpenedInput input, String baseUri, Tell tell) throws LoadFailure, IOException {
        Blocks blocks = new Blocks(input.stream());
        byte[] first = blocks.next();
        if (first == null || !blocks.more()) {
            // Nothing to split: one parser on this thread, exactly as for any other format.
            RioFrontEnd.Parsed p = tell.whole(sink -> frontEnd.parse(blocks.rest(first), input.format(), baseUri, sink, null, true));
            if (p.problem() != null) throw p.problem().failure(input.name(), 0);
            return p.told();
        }
        String scope = "f" + UUID.randomUUID().toString().replace("-", "") + "-";
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "loadscope-parse-" + THREADS.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        try {
            ArrayDeque<Future<Block>> inFlight = new ArrayDeque<>();
            inFlight.add(pool.submit(() -> tell.block(sink -> frontEnd.parseBlock(first, input.format(), baseUri, sink, scope, true))));
            long linesBefore = 0;
            long told = 0;
            byte[] next = blocks.next();
            while (!inFlight.isEmpty() || next != null) {
                while (next != null && inFlight.size() < 2 * threads) {
                    byte[] bytes = next;
                    inFlight.add(pool.submit(() -> tell.block(sink -> frontEnd.parseBlock(bytes, input.format(), baseUri, sink, scope,
                            false))));
                    next = blocks.next();
                }
                long w = System.nanoTime();
                Block b = await(inFlight.poll());
                tell.waited(System.nanoTime() - w);
                tell.inOrder(b);
                if (b.parsed.problem() != null) throw b.parsed.problem().failure(input.name(), linesBefore);
                linesBefore += b.parsed.lines();
                told += b.parsed.told();
            }
            if (blocks.longLine()) {
                // A line longer than a block: the rest of the file on this thread, as one parser would read it.
                RioFrontEnd.Parsed p = tell.whole(sink -> frontEnd.parse(blocks.rest(null), input.format(), baseUri, sink, scope, false));
                if (p.problem() != null) throw p.problem().failure(input.name(), linesBefore);
                told += p.told();
            }
            return told;
        } finally {
            pool.shutdownNow();
            // After an error, blocks still in flight end before the caller rolls back what they fed (a block is ~10 ms).
            awaitEnd(pool);
        }
    }

    /** How parsed statements reach the sink: held per block and told in file order, or told in lanes as they are parsed. */
    private interface Tell {
        /** A parse on the calling thread (a file of one block, or the rest of a file after a long line). */
        RioFrontEnd.Parsed whole(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException;

        /** One block's parse, on a pool thread. */
        Block block(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException;

        /** A block whose turn has come (the blocks before it were told). */
        void inOrder(Block b);

        /** The calling thread waited this long for the block whose turn came. */
        default void waited(long nanos) {
        }
    }

    /** The statements reach one sink on the calling thread in file order. */
    private record Ordered(RioFrontEnd.Sink sink) implements Tell {
        @Override
        public RioFrontEnd.Parsed whole(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException {
            return parse.run(sink);
        }

        @Override
        public Block block(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException {
            Block b = new Block();
            b.parsed = parse.run(b::add);
            return b;
        }

        @Override
        public void inOrder(Block b) {
            b.tell(sink);
        }
    }

    /** The statements go into lanes on the threads that parse them; nothing is held for the turn of a block. */
    private record InLanes(SinkLanes lanes) implements Tell {
        @Override
        public RioFrontEnd.Parsed whole(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException {
            return lanes.inLane(parse);
        }

        @Override
        public Block block(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException {
            Block b = new Block();
            b.parsed = lanes.inLane(parse);
            return b;
        }

        @Override
        public void inOrder(Block b) {
            // Told already, in its lane.
        }

        @Override
        public void waited(long nanos) {
            lanes.waited(nanos);
        }
    }

    private static void awaitEnd(ExecutorService pool) {
        try {
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Block await(Future<Block> f) throws IOException {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while parsing", e);
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof Error err) throw err;
            if (c instanceof RuntimeException re) throw re;
            if (c instanceof IOException io) throw io;
            throw new IllegalStateException(c);
        }
    }

    /** One block's statements as Blazegraph values, held until the blocks before it are told. */
    private static final class Block {
        /** Made at the first statement held: a block told in a lane holds none. */
        private Object[] terms;
        private int size;
        RioFrontEnd.Parsed parsed;

        void add(org.openrdf.model.Resource s, org.openrdf.model.URI p, org.openrdf.model.Value o, org.openrdf.model.Resource c) {
            if (terms == null) terms = new Object[4 * 8192];
            if (size + 4 > terms.length) terms = Arrays.copyOf(terms, terms.length * 2);
            terms[size++] = s;
            terms[size++] = p;
            terms[size++] = o;
            terms[size++] = c;
        }

        void tell(RioFrontEnd.Sink sink) {
            try {
                for (int i = 0; i < size; i += 4) {
                    sink.add((org.openrdf.model.Resource) terms[i], (org.openrdf.model.URI) terms[i + 1],
                            (org.openrdf.model.Value) terms[i + 2], (org.openrdf.model.Resource) terms[i + 3]);
                }
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new RDFHandlerException(e);
            }
            terms = null;
        }
    }

    /** The input cut after line ends into blocks of at most {@link #BLOCK_BYTES}. */
    private static final class Blocks {
        private final InputStream in;
        private final byte[] buffer = new byte[BLOCK_BYTES];
        private int filled;
        private boolean ended;
        private boolean longLine;

        Blocks(InputStream in) {
            this.in = in;
        }

        /** The next block, ending with a line end unless it ends the input; null at the end or before a long line. */
        byte[] next() throws IOException {
            if (longLine) return null;
            while (!ended && filled < buffer.length) {
                int n = in.read(buffer, filled, buffer.length - filled);
                if (n < 0) ended = true;
                else filled += n;
            }
            if (filled == 0) return null;
            int cut = filled;
            if (!ended) {
                cut = lastLineEnd();
                if (cut < 0) {
                    longLine = true;
                    return null;
                }
            }
            byte[] block = Arrays.copyOf(buffer, cut);
            System.arraycopy(buffer, cut, buffer, 0, filled - cut);
            filled -= cut;
            return block;
        }

        /** Whether more than what {@link #next} returned is left. */
        boolean more() {
            return filled > 0 || !ended;
        }

        boolean longLine() {
            return longLine;
        }

        /** {@code head}, then whatever is left of the input. */
        InputStream rest(byte[] head) {
            InputStream left = new SequenceInputStream(new ByteArrayInputStream(buffer, 0, filled), in);
            return head == null ? left : new SequenceInputStream(new ByteArrayInputStream(head), left);
        }

        private int lastLineEnd() {
            for (int i = filled - 1; i >= 0; i--) {
                if (buffer[i] == '\n') return i + 1;
            }
            return -1;
        }
    }
}
