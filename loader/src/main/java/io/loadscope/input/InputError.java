package io.loadscope.input;

/** Bad arguments or unusable input found before anything was created: the CLI exits 2. */
public class InputError extends Exception {
    public InputError(String message) {
        super(message);
    }
}
