package io.loadscope.record;

import java.util.List;

/**
 * Input versus store. Counts are of distinct statements; {@code inputDuplicates} are repeated statements
 * in the input (reported, not an error). Digests are SHA-256 (first 128 bits, hex) over the sorted hashes
 * of the distinct statements' canonical text, blank nodes by shape; equal digests mean equal content up
 * to blank node labels (with a 64-bit hash per statement, a collision is unlikely below ~10^9 statements).
 */
public record VerifyReport(long inputTold, long inputDistinct, long inputDuplicates, long inputWithBlankNodes,
                           String inputDigest, long storeDistinct, long storeWithBlankNodes, String storeDigest,
                           List<String> missingFromStore, List<String> extraInStore) {
    public boolean matches() {
        return inputDistinct == storeDistinct && inputDigest.equals(storeDigest);
    }
}
