package io.loadscope.profile;

import io.loadscope.TestData;
import io.loadscope.input.InputError;
import io.loadscope.operator.WikiVocabulary;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunStatus;
import io.loadscope.request.LoadRequest;
import io.loadscope.request.LoadSettings;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A profile's setting that requires classes ({@code requires.KEY=CLASS}) applies when they are on the class path and is
 * left out, in words, when they are not: the wdqs profile's Wikidata classes, and a profile naming this project's own
 * test vocabulary.
 */
class ProfileRequiresTest {
    private static final String VOCABULARY = "com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass";

    @TempDir
    Path dir;

    @Test
    void wdqsLeavesOutWikidatasClassesAndSaysWhichWhenTheyAreNotOnTheClassPath() throws Exception {
        Profile wdqs = Profile.load("wdqs");
        assertEquals(7, wdqs.requires().size(), wdqs.requires().toString());
        assertTrue(wdqs.settings().get(VOCABULARY).startsWith("org.wikidata.query.rdf.blazegraph.WikibaseVocabulary"), wdqs.settings().toString());
        LoadSettings applied = LoadSettings.resolve("wdqs", null, Map.of());
        for (String key : List.of(VOCABULARY, "com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory",
                "com.bigdata.rdf.store.AbstractTripleStore.extensionFactoryClass", "com.bigdata.rdf.store.AbstractTripleStore.geoSpatial",
                "com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig.0")) {
            assertFalse(applied.settings().containsKey(key), key + " left out");
            assertTrue(applied.leftOut().stream().anyMatch(n -> n.contains(key)), key + " said: " + applied.leftOut());
        }
        assertEquals(4, applied.leftOut().size(), "one line per missing class: " + applied.leftOut());
        assertTrue(applied.leftOut().stream().allMatch(n -> n.startsWith("profile wdqs left out ") && n.contains("not on the class path")
                && n.contains("--classpath")), applied.leftOut().toString());
        assertEquals("DiskRW", applied.settings().get("com.bigdata.journal.AbstractJournal.bufferMode"), "the rest applies");
        // A load that sets the vocabulary itself uses its own value, and is not told the profile's was left out.
        LoadSettings own = LoadSettings.resolve("wdqs", null, Map.of(VOCABULARY, WikiVocabulary.class.getName()));
        assertEquals(WikiVocabulary.class.getName(), own.settings().get(VOCABULARY));
        assertTrue(own.leftOut().stream().noneMatch(n -> n.contains(VOCABULARY)), own.leftOut().toString());
    }

    @Test
    void aSettingWhoseClassIsOnTheClassPathAppliesAndTheLoadSaysWhatWasLeftOut() throws Exception {
        Path profile = dir.resolve("operator.properties");
        Files.writeString(profile, "engine=blazegraph\n"
                + VOCABULARY + "=" + WikiVocabulary.class.getName() + "\n"
                + "requires." + VOCABULARY + "=" + WikiVocabulary.class.getName() + "\n"
                + "com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory=org.example.NotThere\n"
                + "requires.com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory=org.example.NotThere\n");
        LoadSettings applied = LoadSettings.resolve(profile.toString(), null, Map.of());
        assertEquals(WikiVocabulary.class.getName(), applied.settings().get(VOCABULARY));
        assertEquals(List.of("profile operator left out com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory: class "
                + "org.example.NotThere is not on the class path (--classpath, or a jar in lib/ beside loadscope.jar)"), applied.leftOut());

        Path nt = TestData.ntriples(dir.resolve("data.nt"), 200);
        RunResult r = LoadPipeline.run(LoadRequest.builder().profile(profile.toString()).store(dir.resolve("store"))
                .reportDir(dir.resolve("run")).input(nt).build());
        assertEquals(RunStatus.LOADED, r.record().status(), r.record().errors().toString());
        assertEquals(WikiVocabulary.class.getName(), r.record().settings().engine().get(VOCABULARY));
        assertTrue(r.record().warnings().containsAll(applied.leftOut()), r.record().warnings().toString());
    }

    @Test
    void aRequirementForASettingTheProfileDoesNotHaveIsRefused() throws Exception {
        Path profile = dir.resolve("bad.properties");
        Files.writeString(profile, "engine=blazegraph\nrequires." + VOCABULARY + "=org.example.X\n");
        InputError e = assertThrows(InputError.class, () -> Profile.load(profile.toString()));
        assertTrue(e.getMessage().contains("requires." + VOCABULARY), e.getMessage());
    }
}
