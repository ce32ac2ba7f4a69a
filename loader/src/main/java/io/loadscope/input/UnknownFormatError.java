package io.loadscope.input;

/** Neither the name nor the content of an input tells its RDF format. */
public final class UnknownFormatError extends InputError {
    public UnknownFormatError(String message) {
        super(message);
    }
}
