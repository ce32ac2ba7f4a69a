package io.loadscope.durable;

import io.loadscope.input.InputError;
import io.loadscope.input.InputSource;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What a load into a store with a manifest does with its inputs: those the manifest lists as committed are
 * skipped on {@code --resume} (if unchanged) and refused without it, so a repeated command never loads a chunk
 * twice; the rest load. A commit a crash cut short is settled first.
 */
public record ResumePlan(List<InputSource> toLoad, List<InputSource> committedEarlier) {

    public static ResumePlan of(List<InputSource> sources, LoadManifest manifest, boolean resume, Path store) throws InputError {
        List<InputSource> toLoad = new ArrayList<>();
        List<InputSource> earlier = new ArrayList<>();
        List<String> already = new ArrayList<>();
        for (InputSource s : sources) {
            if (s.isStdin()) {
                if (resume) throw new InputError("--resume cannot tell which part of stdin was committed; give files");
                toLoad.add(s);
                continue;
            }
            String key = ManifestChunks.key(s);
            // Manifests written before directory inputs were keyed by their path inside the tree knew every file by its absolute path.
            if (!manifest.committed().containsKey(key) && manifest.committed().containsKey(s.absoluteKey())) key = s.absoluteKey();
            ManifestChunk done = manifest.committed().get(key);
            if (done == null) {
                toLoad.add(s);
            } else if (!resume) {
                already.add(s.name());
            } else if (!ManifestChunks.unchanged(done, s)) {
                throw new InputError(s.name() + " changed since it was committed into " + store + " at "
                        + manifest.committedAt(key) + " (size or SHA-256 differ) and its statements are in the store;"
                        + " restore the file, or load the new version into a fresh store");
            } else {
                earlier.add(s);
            }
        }
        if (!already.isEmpty()) {
            throw new InputError(already.size() + " input(s) are already committed in store " + store
                    + " (first: " + already.get(0) + "; see " + manifest.file().getFileName() + "): add --resume to continue"
                    + " an interrupted load (committed inputs are skipped), or load into another store");
        }
        return new ResumePlan(toLoad, earlier);
    }

    /**
     * Settles the commit a crash interrupted, if any: recorded as committed when the engine's commit marker shows
     * it landed, else rolled back so its inputs load again. Returns what happened, or "" when nothing was pending.
     */
    public static String settleInterruptedCommit(LoadManifest manifest, long marker, String engine) throws InputError {
        LoadManifest.Group g = manifest.pending().orElse(null);
        if (g == null) return "";
        String what = "commit group " + g.number() + " (" + g.chunks().size() + " input(s), first " + g.chunks().get(0).file() + ")";
        try {
            if (g.markerBefore() >= 0 && marker > g.markerBefore()) {
                manifest.committed(g);
                return what + " reached the store before the interruption (commit marker " + g.markerBefore()
                        + " -> " + marker + "): recorded as committed";
            }
            manifest.rolledBack(g);
            return what + (g.markerBefore() >= 0
                    ? " did not reach the store (commit marker still " + marker + "): its inputs load again"
                    : " was interrupted; " + engine + " kept no commit marker in this store, so its inputs load again"
                    + " (statements already there are not stored twice; blank nodes only if the engine labels them"
                    + " the same on every load, as tdb2 does)");
        } catch (IOException e) {
            throw new InputError("cannot update the store's load manifest " + manifest.file() + ": " + e.getMessage());
        }
    }
}
