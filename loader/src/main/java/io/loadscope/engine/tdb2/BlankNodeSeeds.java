package io.loadscope.engine.tdb2;

import io.loadscope.input.InputSource;
import org.apache.jena.riot.lang.LabelToNode;
import org.apache.jena.riot.system.SyntaxLabels;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Blank nodes that come out the same every time a file is loaded, so that loading a file again is idempotent.
 * <p>
 * Jena's bulk loaders write outside a transaction and commit each index on its own, so a kill can leave any part
 * of a commit group in the store, and a resume must load the group again. With RIOT's default labelling (a random
 * seed per parse) every blank node of that group would then be stored a second time under a new label. RIOT's
 * document-scoped hash allocation with a seed fixed per input file gives each {@code _:label} and each {@code [ ]}
 * (counted in parse order) the same node on every parse of that file, so a reload finds every term already in the
 * node table and every tuple already in the indexes. Scoping is unchanged: the seed comes from the file's absolute
 * path, so two files still never share a blank node. Standard input keeps a random seed (it cannot be resumed).
 */
final class BlankNodeSeeds {
    private BlankNodeSeeds() {
    }

    static LabelToNode labelsFor(InputSource source) {
        if (source.isStdin()) return SyntaxLabels.createLabelToNode();
        return LabelToNode.createScopeByDocumentHash(seed(source));
    }

    static UUID seed(InputSource source) {
        String identity = "loadscope blank nodes of " + source.path().toAbsolutePath().normalize();
        return UUID.nameUUIDFromBytes(identity.getBytes(StandardCharsets.UTF_8));
    }
}
