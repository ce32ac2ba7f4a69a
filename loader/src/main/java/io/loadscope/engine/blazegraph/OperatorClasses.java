package io.loadscope.engine.blazegraph;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The settings that name a class Blazegraph makes by reflection when it creates or opens a store: a vocabulary, an
 * inline-URI factory, a literal extension factory (what a Wikibase installation sets to its own classes), and the
 * geospatial datatypes' literal serializers. Blazegraph looks such a class up with {@code Class.forName} from its own
 * classes, so only the class path the JVM started with reaches it (the command line's {@code --classpath} and
 * {@code lib/} start the load's JVM with theirs). A class that is not there would fail deep inside store creation, after
 * the store's files exist; {@link #check} refuses it first, naming the setting and the class.
 */
final class OperatorClasses {
    static final String VOCABULARY = "com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass";
    static final String INLINE_URI_FACTORY = "com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory";
    static final String EXTENSION_FACTORY = "com.bigdata.rdf.store.AbstractTripleStore.extensionFactoryClass";
    static final String GEO_DATATYPE_CONFIG = "com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig";
    static final String GEO_SPATIAL = "com.bigdata.rdf.store.AbstractTripleStore.geoSpatial";
    /** Blazegraph parses its geospatial datatypes' configurations with jettison, which loadscope's jar leaves out. */
    static final String JSON_LIBRARY = "org.codehaus.jettison.json.JSONObject";
    /** Where the command line takes classes from: said in every refusal, so the fix is in the message. */
    static final String HOW_TO_ADD = "give the jar (or directory) that holds it with --classpath, or put the jar in lib/ beside loadscope.jar";

    /** Setting → the type Blazegraph casts its class to. */
    private static final Map<String, String> TYPES = Map.of(
            VOCABULARY, "com.bigdata.rdf.vocab.Vocabulary",
            INLINE_URI_FACTORY, "com.bigdata.rdf.internal.IInlineURIFactory",
            EXTENSION_FACTORY, "com.bigdata.rdf.internal.IExtensionFactory",
            "com.bigdata.rdf.store.AbstractTripleStore.axiomsClass", "com.bigdata.rdf.axioms.Axioms",
            "com.bigdata.rdf.store.AbstractTripleStore.closureClass", "com.bigdata.rdf.rules.BaseClosure",
            "com.bigdata.rdf.store.AbstractTripleStore.valueFactoryClass", "com.bigdata.rdf.model.BigdataValueFactory");
    private static final String SERIALIZER_TYPE = "com.bigdata.service.geospatial.IGeoSpatialLiteralSerializer";
    private static final Pattern SERIALIZER = Pattern.compile("\"literalSerializer\"\\s*:\\s*\"([^\"]+)\"");

    private OperatorClasses() {
    }

    /** @throws IllegalArgumentException naming the first setting whose class is not on the class path or not of its type */
    static void check(Map<String, String> props) {
        props.forEach((key, value) -> {
            if (BlazegraphPropertyNames.property(key).equals(GEO_SPATIAL) && "true".equals(value.strip()) && !present(JSON_LIBRARY)) {
                throw new IllegalArgumentException(key + "=true: Blazegraph reads its geospatial datatypes with the jettison JSON "
                        + "library (" + JSON_LIBRARY + "), which loadscope's jar leaves out; give jettison's jar with --classpath, or put "
                        + "it in lib/ beside loadscope.jar");
            }
        });
        named(props).forEach((key, type) -> {
            String value = props.get(key).strip();
            if (type.equals(SERIALIZER_TYPE)) {
                Matcher m = SERIALIZER.matcher(value);
                while (m.find()) check(key, m.group(1), SERIALIZER_TYPE, "its literalSerializer ");
            } else {
                check(key, value, type, "");
            }
        });
    }

    /** The settings among {@code props} that name classes, each with the type its class must have. */
    static Map<String, String> named(Map<String, String> props) {
        Map<String, String> found = new LinkedHashMap<>();
        props.forEach((key, value) -> {
            String property = BlazegraphPropertyNames.property(key);
            if (TYPES.containsKey(property)) found.put(key, TYPES.get(property));
            else if (property.equals(GEO_DATATYPE_CONFIG)) found.put(key, SERIALIZER_TYPE);
        });
        return found;
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, OperatorClasses.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }

    private static void check(String key, String className, String type, String what) {
        Class<?> c;
        try {
            // Not initialised: a class is only looked at here; Blazegraph initialises it when it makes the store.
            c = Class.forName(className, false, OperatorClasses.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(key + ": " + what + "class " + className + " is not on the class path; " + HOW_TO_ADD);
        } catch (LinkageError e) {
            throw new IllegalArgumentException(key + ": " + what + "class " + className + " cannot be loaded (" + e
                    + "); the jars it needs must be on the class path too: " + HOW_TO_ADD);
        }
        Class<?> expected;
        try {
            expected = Class.forName(type, false, OperatorClasses.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return; // a Blazegraph type this build leaves out: Blazegraph checks it itself
        }
        if (!expected.isAssignableFrom(c)) {
            throw new IllegalArgumentException(key + ": " + what + "class " + className + " is not a " + type
                    + ", which Blazegraph makes of this setting");
        }
    }
}
