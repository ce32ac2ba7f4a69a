package io.loadscope.engine.blazegraph;

import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Blazegraph ignores a property it does not declare; loadscope refuses it, with the names it meant. Before, a
 * one-letter typo loaded with exit 0 and the default, and {@code branchingFactor=abc} failed at store open.
 */
class BlazegraphPropertyNamesTest {
    @Test
    void aMistypedKnobIsRefusedWithTheNameItMeant() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BlazegraphPropertyNames.check("com.bigdata.btree.BTree.branchingFactr", "64"));
        assertTrue(e.getMessage().contains("is not a property Blazegraph 2.1.4 reads"), e.getMessage());
        assertTrue(e.getMessage().contains("did you mean com.bigdata.btree.BTree.branchingFactor"), e.getMessage());
    }

    @Test
    void aValueOfTheWrongKindIsRefusedNamingTheKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> BlazegraphPropertyNames.check("com.bigdata.btree.BTree.branchingFactor", "abc"));
        assertTrue(e.getMessage().startsWith("com.bigdata.btree.BTree.branchingFactor=abc is not a whole number"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> BlazegraphPropertyNames.check("com.bigdata.rdf.store.DataLoader.flush", "yes"));
    }

    @Test
    void namespaceAndIndexScopedKeysAreCheckedByThePropertyTheySet() {
        assertDoesNotThrow(() -> BlazegraphPropertyNames.check("com.bigdata.namespace.kb.spo.SPO.com.bigdata.btree.BTree.branchingFactor", "900"));
        assertDoesNotThrow(() -> BlazegraphPropertyNames.check("com.bigdata.namespace.kb.lex.com.bigdata.btree.BTree.branchingFactor", "400"));
        assertThrows(IllegalArgumentException.class,
                () -> BlazegraphPropertyNames.check("com.bigdata.namespace.kb.spo.SPO.com.bigdata.btree.BTree.branchingFactr", "900"));
    }

    /** Blazegraph reads its geospatial datatypes as a numbered list of the one property it declares; the classes' settings are declared. */
    @Test
    void numberedGeospatialDatatypesAndTheClassSettingsAreRead() {
        assertDoesNotThrow(() -> BlazegraphPropertyNames.check("com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig.0", "{}"));
        assertDoesNotThrow(() -> BlazegraphPropertyNames.check("com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig.12", "{}"));
        assertThrows(IllegalArgumentException.class,
                () -> BlazegraphPropertyNames.check("com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig.x", "{}"));
        for (String k : java.util.List.of(OperatorClasses.VOCABULARY, OperatorClasses.INLINE_URI_FACTORY, OperatorClasses.EXTENSION_FACTORY)) {
            assertDoesNotThrow(() -> BlazegraphPropertyNames.check(k, "x.Y"), k);
        }
    }

    /** Every key of the shipped profiles is one Blazegraph reads (the wdqs profile had one it does not). */
    @Test
    void everyBlazegraphKeyOfTheShippedProfilesIsRead() throws Exception {
        try (var files = Files.list(Path.of(System.getProperty("loadscope.root", ".."), "profiles"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".properties")).toList()) {
                Properties p = new Properties();
                try (var in = Files.newBufferedReader(f)) {
                    p.load(in);
                }
                for (String k : p.stringPropertyNames()) {
                    if (k.startsWith("com.bigdata.")) {
                        assertDoesNotThrow(() -> BlazegraphPropertyNames.check(k, p.getProperty(k)), f + ": " + k);
                    }
                }
            }
        }
    }
}
