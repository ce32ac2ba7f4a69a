package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.keys.KeyBuilder;
import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.internal.IV;
import com.bigdata.rdf.internal.VTE;
import com.bigdata.rdf.internal.impl.TermId;
import com.bigdata.rdf.lexicon.BlobsIndexHelper;
import com.bigdata.rdf.lexicon.BlobsTupleSerializer;
import com.bigdata.rdf.lexicon.Id2TermTupleSerializer;
import com.bigdata.rdf.lexicon.LexiconRelation;
import com.bigdata.rdf.lexicon.Term2IdTupleSerializer;
import com.bigdata.rdf.lexicon.Term2IdWriteProc;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.store.AbstractTripleStore;
import com.bigdata.rdf.store.LocalTripleStore;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openrdf.model.BNode;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A term as the codec encodes it is what Blazegraph's own parts make of it: the inline IV's key, a blob's hash prefix
 * and BLOBS value, a term id's first IV byte and TERM2ID key with its ID2TERM value — in a real triple store, so the
 * lexicon's own configuration decides what is inline and what a blob, for terms of every kind in any order (one codec
 * encodes a lane's terms one after the other, and keeps buffers and key builders between them).
 */
class SortedTermCodecTest {
    @TempDir
    Path dir;

    @Test
    void eachTermIsEncodedAsBlazegraphsPartsMakeItWhateverCameBefore() {
        Properties p = new Properties();
        p.setProperty(Journal.Options.BUFFER_MODE, "DiskRW");
        p.setProperty(Journal.Options.FILE, dir.resolve("codec.jnl").toString());
        p.setProperty(AbstractTripleStore.Options.QUADS, "false");
        p.setProperty(AbstractTripleStore.Options.AXIOMS_CLASS, com.bigdata.rdf.axioms.NoAxioms.class.getName());
        p.setProperty(AbstractTripleStore.Options.TEXT_INDEX, "false");
        Journal journal = new Journal(p);
        try {
            LocalTripleStore store = new LocalTripleStore(journal, "kb", ITx.UNISOLATED, p);
            store.create();
            LexiconRelation lexicon = store.getLexiconRelation();
            BigdataValueFactory f = lexicon.getValueFactory();
            List<BigdataValue> values = new ArrayList<>();
            Random random = new Random(48);
            for (int i = 0; i < 500; i++) {
                String s = "text " + i + " \u00e9\u4e2d ".repeat(random.nextInt(60));
                values.add(f.createURI("http://example.org/" + i + "/" + "x".repeat(random.nextInt(200))));
                values.add(f.createLiteral(s));
                values.add(f.createLiteral(s, "en"));
                values.add(f.createLiteral(s, f.createURI("http://example.org/type")));
                values.add(f.createLiteral(Integer.toString(i), f.createURI("http://www.w3.org/2001/XMLSchema#integer")));
                values.add(f.createLiteral(String.format("2026-11-%02d", 1 + i % 28), f.createURI("http://www.w3.org/2001/XMLSchema#date")));
                values.add(f.createBNode("b" + i));
            }
            java.util.Collections.shuffle(values, random);

            SortedTermCodec codec = new SortedTermCodec(lexicon);
            Oracle oracle = new Oracle(lexicon);
            int[] kinds = new int[4];
            for (BigdataValue v : values) {
                SortedTermCodec.Encoded e = codec.encode(v);
                Oracle.Term expected = oracle.encode(v);
                assertEquals(expected.kind(), e.kind(), v::toString);
                assertArrayEquals(expected.identity(), e.identity(), v::toString);
                assertArrayEquals(expected.stored(), e.stored(), v::toString);
                kinds[e.kind()]++;
            }
            // Every kind was met, so each path was checked.
            for (int k = 0; k < 4; k++) assertEquals(true, kinds[k] > 0, "kind " + k + ": " + Arrays.toString(kinds));
        } finally {
            journal.destroy();
        }
    }

    /** The encoding made from Blazegraph's own API, part by part: what the codec must give. */
    private static final class Oracle {
        record Term(byte kind, byte[] identity, byte[] stored) {
        }

        private final LexiconRelation lexicon;
        private final Term2IdTupleSerializer term2id;
        private final Id2TermTupleSerializer id2term;
        private final BlobsTupleSerializer blobs;
        private final BlobsIndexHelper blobKeys = new BlobsIndexHelper();

        Oracle(LexiconRelation lexicon) {
            this.lexicon = lexicon;
            this.term2id = (Term2IdTupleSerializer) lexicon.getTerm2IdIndex().getIndexMetadata().getTupleSerializer();
            this.id2term = (Id2TermTupleSerializer) lexicon.getId2TermIndex().getIndexMetadata().getTupleSerializer();
            this.blobs = (BlobsTupleSerializer) lexicon.getBlobsIndex().getIndexMetadata().getTupleSerializer();
        }

        Term encode(BigdataValue v) {
            IV<?, ?> inline = lexicon.getInlineIV(v);
            if (inline != null) return new Term(SortedTermCodec.INLINE, inline.encode(KeyBuilder.newInstance()).getKey(), null);
            if (lexicon.isBlob(v)) {
                byte[] prefix = blobKeys.makePrefixKey(blobKeys.newKeyBuilder(), v);
                byte[] stored = blobs.serializeVal(v);
                byte[] identity = Arrays.copyOf(prefix, prefix.length + stored.length);
                System.arraycopy(stored, 0, identity, prefix.length, stored.length);
                return new Term(SortedTermCodec.BLOB, identity, stored);
            }
            byte[] key = term2id.getLexiconKeyBuilder().value2Key(v);
            VTE vte = Term2IdWriteProc.VTE(key[0]);
            byte[] identity = new byte[key.length + 2];
            identity[0] = new TermId<>(vte, 0L).encode(KeyBuilder.newInstance()).getKey()[0];
            identity[1] = (byte) 0x80;
            System.arraycopy(key, 0, identity, 2, key.length);
            if (v instanceof BNode) return new Term(SortedTermCodec.BLANK, identity, null);
            return new Term(SortedTermCodec.TERM, identity, id2term.serializeVal(v));
        }
    }
}
