package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.keys.KeyBuilder;
import com.bigdata.rdf.internal.IV;
import com.bigdata.rdf.internal.VTE;
import com.bigdata.rdf.internal.impl.BlobIV;
import com.bigdata.rdf.internal.impl.TermId;
import com.bigdata.rdf.lexicon.BlobsIndexHelper;
import com.bigdata.rdf.lexicon.BlobsTupleSerializer;
import com.bigdata.rdf.lexicon.Id2TermTupleSerializer;
import com.bigdata.rdf.lexicon.LexiconKeyBuilder;
import com.bigdata.rdf.lexicon.LexiconRelation;
import com.bigdata.rdf.lexicon.Term2IdTupleSerializer;
import com.bigdata.rdf.lexicon.Term2IdWriteProc;
import com.bigdata.rdf.model.BigdataValue;
import org.openrdf.model.BNode;

import java.util.Arrays;

/**
 * How the sorted build sees a term: Blazegraph's own decisions, made with the store's own lexicon objects, so the build
 * stores exactly what {@code LexiconRelation.addTerms} would. A term is inline (its IV is its value: numbers, dates,
 * vocabulary IRIs ...), a BLOBS entry (a literal of {@code blobsThreshold} characters or more), or a term id from the
 * TERM2ID counter (blank nodes get one too, with no TERM2ID or ID2TERM entry, as {@code storeBlankNodes=false} does).
 * <p>
 * Each term gets an identity: bytes that are equal exactly when Blazegraph would make the two one term, and whose
 * unsigned order is the order of the IVs the build will give them. Term ids are handed out in identity order, so sorting
 * statements by the rank of their terms' identities sorts them by their index keys, which are the IVs' encodings one
 * after the other. (The order only decides how fast the indexes are written: a B+tree takes keys in any order.)
 */
public final class SortedTermCodec {
    static final byte INLINE = 0;
    static final byte TERM = 1;
    static final byte BLANK = 2;
    static final byte BLOB = 3;
    /**
     * The second byte of every term id's encoding while the id is below 2^56 (the long's sign bit flipped): puts term ids
     * where their IVs sort among IVs with the same first byte.
     */
    private static final byte TERM_ID_SECOND_BYTE = (byte) 0x80;

    private final LexiconRelation lexicon;
    private final LexiconKeyBuilder term2IdKeys;
    private final Id2TermTupleSerializer id2term;
    private final Id2TermValues id2termValues;
    /** BLOBS' values: the same bytes as ID2TERM's, checked against BLOBS' own serializer (null: no BLOBS index). */
    private final Id2TermValues blobs;
    private final BlobsIndexHelper blobKeys = new BlobsIndexHelper();
    private final com.bigdata.btree.keys.IKeyBuilder blobKeyBuilder = blobKeys.newKeyBuilder();
    private final com.bigdata.btree.keys.IKeyBuilder ivKeys = KeyBuilder.newInstance();

    /**
     * A codec for one thread at a time. The indexes' own tuple serializers write through buffers they keep and a key
     * builder per thread, so each codec works on copies of them (made the way the journal reads them back from an
     * index's metadata): several threads encode at once, each with a codec of its own, and make the same bytes.
     */
    public SortedTermCodec(LexiconRelation lexicon) {
        this.lexicon = lexicon;
        this.term2IdKeys = copy((Term2IdTupleSerializer) lexicon.getTerm2IdIndex().getIndexMetadata().getTupleSerializer())
                .getLexiconKeyBuilder();
        this.id2term = copy((Id2TermTupleSerializer) lexicon.getId2TermIndex().getIndexMetadata().getTupleSerializer());
        this.id2termValues = new Id2TermValues(id2term, lexicon.getValueFactory());
        BlobsTupleSerializer blobsSerializer = lexicon.getBlobsIndex() == null ? null
                : copy((BlobsTupleSerializer) lexicon.getBlobsIndex().getIndexMetadata().getTupleSerializer());
        this.blobs = blobsSerializer == null ? null : new Id2TermValues(blobsSerializer::serializeVal, lexicon.getValueFactory());
    }

    @SuppressWarnings("unchecked")
    private static <T extends java.io.Serializable> T copy(T serializer) {
        return (T) com.bigdata.io.SerializerUtil.deserialize(com.bigdata.io.SerializerUtil.serialize(serializer));
    }

    /** One term as the build stores it: its kind, identity and the bytes ID2TERM or BLOBS keeps (none when inline or blank). */
    record Encoded(byte kind, byte[] identity, byte[] stored) {
    }

    Encoded encode(BigdataValue v) {
        IV<?, ?> inline = lexicon.getInlineIV(v);
        if (inline != null) return new Encoded(INLINE, ivBytes(inline), null);
        if (lexicon.isBlob(v)) {
            byte[] prefix = blobKeys.makePrefixKey(blobKeyBuilder.reset(), v);
            byte[] stored = blobs.bytes(v);
            byte[] identity = Arrays.copyOf(prefix, prefix.length + stored.length);
            System.arraycopy(stored, 0, identity, prefix.length, stored.length);
            return new Encoded(BLOB, identity, stored);
        }
        byte[] key = term2IdKeys.value2Key(v);
        VTE vte = Term2IdWriteProc.VTE(key[0]);
        byte[] identity = new byte[key.length + 2];
        identity[0] = ivBytes(new TermId<>(vte, 0L))[0];
        identity[1] = TERM_ID_SECOND_BYTE;
        System.arraycopy(key, 0, identity, 2, key.length);
        if (v instanceof BNode) return new Encoded(BLANK, identity, null);
        return new Encoded(TERM, identity, id2termValues.bytes(v));
    }

    /** How BLOBS' values are made ({@link Id2TermValues#how}); empty without a BLOBS index. */
    public String blobsValues() {
        return blobs == null ? "" : blobs.how();
    }

    /** How ID2TERM's values are made ({@link Id2TermValues#how}). */
    public String id2termValues() {
        return id2termValues.how();
    }

    /** The TERM2ID key inside a term's identity. */
    static byte[] term2IdKey(byte[] identity) {
        return Arrays.copyOfRange(identity, 2, identity.length);
    }

    /** The term id the TERM2ID counter's value {@code id} makes for a term or blank node of this identity. */
    byte[] termId(byte[] identity, long id) {
        VTE vte = Term2IdWriteProc.VTE(identity[2]);
        return ivBytes(new TermId<>(vte, id));
    }

    /** The BLOBS key (and IV) of the {@code counter}-th distinct value whose hash prefix starts {@code identity}. */
    byte[] blobIv(byte[] identity, int counter) {
        if (counter >= BlobsIndexHelper.MAX_COUNTER) {
            throw new IllegalStateException("more than " + BlobsIndexHelper.MAX_COUNTER
                    + " long literals share one hash code: Blazegraph's BLOBS index cannot store them either");
        }
        byte flags = KeyBuilder.decodeByte(identity[0]);
        int hash = KeyBuilder.decodeInt(identity, 2);
        return ivBytes(new BlobIV<>(flags, hash, (short) counter));
    }

    /** The BLOBS key of that value, as {@code BlobsIndexHelper} makes it for stock writes. */
    byte[] blobKey(byte[] identity, int counter) {
        return blobKeys.makeKey(blobKeyBuilder.reset(), Arrays.copyOf(identity, BlobsIndexHelper.SIZEOF_PREFIX_KEY), counter);
    }

    /** Length of the hash prefix that starts a blob's identity (flags, extension byte, hash). */
    static int blobPrefixLength() {
        return BlobsIndexHelper.SIZEOF_PREFIX_KEY;
    }

    private byte[] ivBytes(IV<?, ?> iv) {
        return iv.encode(ivKeys.reset()).getKey();
    }
}
