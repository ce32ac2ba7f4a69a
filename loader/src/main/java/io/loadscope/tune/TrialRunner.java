package io.loadscope.tune;

import java.io.IOException;
import java.nio.file.Path;

/** Loads the sample once with a candidate's configuration, in a fresh store under {@code workDir}. */
@FunctionalInterface
public interface TrialRunner {
    Trial run(Candidate candidate, int rep, Path workDir) throws IOException, InterruptedException;
}
