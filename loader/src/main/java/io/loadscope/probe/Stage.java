package io.loadscope.probe;

/**
 * The load pipeline's stages, in pipeline order. Every probe reading lands in exactly one stage, and
 * the stages of one thread partition that thread's time (see {@link ThreadRole}).
 */
public enum Stage {
    READ("read", "reading input bytes from the file or stdin"),
    DECOMPRESS("decompress", "decoding gzip/bzip2/xz/zstd (time in the decoder beyond its own reads)"),
    PARSE("parse", "the parser itself, excluding time spent downstream of it"),
    BUFFER("buffer", "statement buffer adds and building a batch from the buffer"),
    QUEUE("queue", "putting a batch on the writer queue, waiting there when it is full, and waiting for the writer to drain it at the end of a file"),
    LEXICON_WRITE("index_write.lexicon", "writer: terms into the lexicon indexes (TERM2ID/ID2TERM), including merging queued batches"),
    STATEMENT_WRITE("index_write.statements", "writer: statements into the statement indexes (SPO/POS/OSP)"),
    WRITER_OTHER("index_write.other", "writer: bookkeeping between batches (callbacks, counters)"),
    WRITER_IDLE("writer_idle", "writer: waiting for the parser to deliver a batch"),
    COMMIT("commit", "making the load durable (engine commit)");

    private final String key;
    private final String description;

    Stage(String key, String description) {
        this.key = key;
        this.description = description;
    }

    /** Stable name used in the run record, CSV headers and JFR events. */
    public String key() {
        return key;
    }

    public String description() {
        return description;
    }

    /** Idle time is measured and reported, but it is not work: it is left out of stage shares of work. */
    public boolean isWork() {
        return this != WRITER_IDLE;
    }
}
