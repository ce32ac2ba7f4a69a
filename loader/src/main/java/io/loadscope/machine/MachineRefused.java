package io.loadscope.machine;

/** A machine shape this system cannot make, in one line that says why and what would allow it. */
public final class MachineRefused extends Exception {
    public MachineRefused(String message) {
        super(message);
    }
}
