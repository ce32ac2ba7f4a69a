package io.loadscope.record;

/**
 * The load pipeline's stages, in pipeline order. Every probe reading lands in exactly one stage, and
 * the stages of one thread partition that thread's time (see {@link ThreadRole}).
 */
public enum Stage {
    /** A validating parse before the load, for loaders that cannot roll back a parse error mid-file. */
    VALIDATE("validate"),
    /** Reading input bytes from the file or stdin. */
    READ("read"),
    /** Decoding gzip/bzip2/xz/zstd: time in the decoder beyond its own reads. */
    DECOMPRESS("decompress"),
    /** The parser itself, excluding time spent downstream of it. */
    PARSE("parse"),
    /** Statement buffer adds, and building a batch from the buffer. */
    BUFFER("buffer"),
    /**
     * Putting a batch on the writer queue, waiting there when it is full, and waiting for the writer to drain it at the
     * end of a file; in a sorted build, the load thread's wait for the threads that parse its blocks.
     */
    QUEUE("queue"),
    /** Sorted build: a statement's terms made into what the lexicon stores (keys, IVs), once per distinct term of a run. */
    TERM_ENCODE("term_encode"),
    /** Sorted build: a run's terms sorted and written, and the runs' terms merged into one sorted order. */
    TERM_SORT("term_sort"),
    /** Writer: terms into the lexicon indexes (TERM2ID/ID2TERM), including merging queued batches. */
    LEXICON_WRITE("index_write.lexicon"),
    /** Sorted build: statements encoded with their terms' ranks, sorted once per statement index and written as runs. */
    STATEMENT_SORT("statement_sort"),
    /** Writer: statements into the statement indexes (SPO/POS/OSP). */
    STATEMENT_WRITE("index_write.statements"),
    /** Writer: bookkeeping between batches (callbacks, counters). */
    WRITER_OTHER("index_write.other"),
    /** Writer: waiting for the parser to deliver a batch. */
    WRITER_IDLE("writer_idle"),
    /** Making the load durable (engine commit). */
    COMMIT("commit");

    private final String key;

    Stage(String key) {
        this.key = key;
    }

    /** Stable name used in the run record, CSV headers and JFR events. */
    public String key() {
        return key;
    }
}
