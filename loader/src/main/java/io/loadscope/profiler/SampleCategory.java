package io.loadscope.profiler;

import io.loadscope.record.Stage;

/** The groups samples and probe stages are compared in. */
public enum SampleCategory {
    READ_DECOMPRESS("read/decompress"),
    PARSE("parse"),
    BUFFER_QUEUE("buffer/queue"),
    LEXICON_WRITE("lexicon write"),
    STATEMENT_WRITE("statement-index write"),
    COMMIT("commit"),
    GC("GC"),
    JIT("JIT compiler"),
    OTHER("other");

    private final String label;

    SampleCategory(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** Where a probe stage's time lands. A writer waiting for batches is waiting on the queue. */
    public static SampleCategory of(Stage stage) {
        return switch (stage) {
            case READ, DECOMPRESS -> READ_DECOMPRESS;
            case VALIDATE, PARSE -> PARSE;
            case BUFFER, QUEUE, WRITER_IDLE -> BUFFER_QUEUE;
            case TERM_ENCODE, TERM_SORT, LEXICON_WRITE -> LEXICON_WRITE;
            case STATEMENT_SORT, STATEMENT_WRITE -> STATEMENT_WRITE;
            case COMMIT -> COMMIT;
            case WRITER_OTHER -> OTHER;
        };
    }

    public static SampleCategory ofKey(String stageKey) {
        for (Stage s : Stage.values()) if (s.key().equals(stageKey)) return of(s);
        return OTHER;
    }
}
