package io.loadscope.input;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A directory input is its whole tree, in a stable order, with what it passed over counted. */
class InputTreeTest {
    @TempDir
    Path dir;

    private Path file(String relative) throws Exception {
        Path p = dir.resolve("dump").resolve(relative);
        Files.createDirectories(p.getParent());
        return Files.writeString(p, "<http://a> <http://b> <http://c> .\n");
    }

    private List<String> keys(InputResolver.Resolved r) {
        return r.sources().stream().map(InputSource::key).toList();
    }

    @Test
    void walksNestedFoldersInTheOrderOfRelativePathsSkippingHiddenAndDocumentation() throws Exception {
        file("2020/b.nt");
        file("2019/z.nt.gz");
        file("2019/sub/a.ttl");
        file("a.rdf");
        file("README");
        file("2019/checksums.sha256");
        file("2019/notes.md");
        file("README.ttl");
        file(".git/objects/x.nt");
        file("2020/.partial.nt");

        InputResolver.Resolved r = InputResolver.resolve(List.of(dir.resolve("dump").toString()), InputSelection.ALL);
        assertEquals(List.of("dump/2019/sub/a.ttl", "dump/2019/z.nt.gz", "dump/2020/b.nt", "dump/README.ttl", "dump/a.rdf"), keys(r));
        assertEquals(1, r.notes().size());
        String note = r.notes().get(0);
        assertTrue(note.contains("5 candidate input file(s)") && note.contains("2 hidden") && note.contains("3 not RDF by name"), note);
    }

    @Test
    void includeGlobsWithoutASlashMatchNamesAtAnyDepthAndExcludesWin() throws Exception {
        file("x/a.rdf");
        file("x/y/b.rdf");
        file("x/y/b.nt");
        file("x/y/skip.rdf");
        InputSelection only = InputSelection.of(List.of("*.rdf"), List.of("x/y/skip.*"));
        InputResolver.Resolved r = InputResolver.resolve(List.of(dir.resolve("dump").toString()), only);
        assertEquals(List.of("dump/x/a.rdf", "dump/x/y/b.rdf"), keys(r));
        assertTrue(r.notes().get(0).contains("1 excluded") && r.notes().get(0).contains("1 not included"), r.notes().toString());
    }

    @Test
    void aSymlinkBackIntoTheTreeIsRefusedNotWalkedForever() throws Exception {
        file("a/x.nt");
        Files.createSymbolicLink(dir.resolve("dump/a/loop"), dir.resolve("dump"));
        InputError e = assertThrows(InputError.class,
                () -> InputResolver.resolve(List.of(dir.resolve("dump").toString()), InputSelection.ALL));
        assertTrue(e.getMessage().contains("loop") && e.getMessage().contains("leads back"), e.getMessage());
    }

    @Test
    void aTreeWithNothingToLoadSaysWhatItPassedOver() throws Exception {
        file("README.md");
        InputError e = assertThrows(InputError.class,
                () -> InputResolver.resolve(List.of(dir.resolve("dump").toString()), InputSelection.ALL));
        assertTrue(e.getMessage().contains("holds no input files") && e.getMessage().contains("1 not RDF by name"), e.getMessage());
    }

    @Test
    void twoInputsTheManifestCannotTellApartAreRefused() throws Exception {
        Path f = file("a.nt");
        InputError e = assertThrows(InputError.class,
                () -> InputResolver.resolve(List.of(f.toString(), dir.resolve("dump/../dump/a.nt").toString()), InputSelection.ALL));
        assertTrue(e.getMessage().contains("one input to the load manifest"), e.getMessage());
    }

    @Test
    void aBadGlobIsNamed() {
        InputError e = assertThrows(InputError.class, () -> InputSelection.of(List.of("[a"), List.of()));
        assertTrue(e.getMessage().contains("--include '[a'"), e.getMessage());
    }
}
