package io.loadscope.engine.blazegraph;

import com.google.common.reflect.ClassPath;
import org.apache.commons.text.similarity.LevenshteinDistance;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The property names Blazegraph 2.1.4 reads, as it declares them: the {@code String} constants of its
 * {@code Options} interfaces (e.g. {@code IndexMetadata.Options.BTREE_BRANCHING_FACTOR}), each with its
 * {@code DEFAULT_…} value where one is declared. Blazegraph itself takes any {@code com.bigdata.} key and ignores
 * what it does not know, so a mistyped knob (or one from another version) loads with the default and exit 0: an
 * experiment that measured nothing. A key it does not declare is refused here with the nearest names it does, and a
 * value whose declared default is a whole number or a boolean must be one too.
 *
 * <p>Keys may be scoped to a namespace or one of its relations or indexes
 * ({@code com.bigdata.namespace.kb.spo.SPO.com.bigdata.btree.BTree.branchingFactor}): the property after the scope
 * is checked.
 */
final class BlazegraphPropertyNames {
    static final String NAMESPACE_SCOPE = "com.bigdata.namespace.";
    private static final int SUGGESTIONS = 3;
    private static final LevenshteinDistance DISTANCE = LevenshteinDistance.getDefaultInstance();

    /** Name → its declared default ("" when none is declared). */
    private static volatile Map<String, String> known;

    private BlazegraphPropertyNames() {
    }

    /** @throws IllegalArgumentException naming the key and, for an unknown one, the nearest known names */
    static void check(String key, String value) {
        String property = property(key);
        Map<String, String> names = known();
        String declaredDefault = names.get(property);
        if (declaredDefault == null) {
            throw new IllegalArgumentException("'" + key + "' is not a property Blazegraph 2.1.4 reads: it would be ignored, "
                    + "and the load would run with the default" + suggestions(property, names));
        }
        String v = value == null ? "" : value.trim();
        if (isWhole(declaredDefault) && !isWhole(v)) {
            throw new IllegalArgumentException(key + "=" + value + " is not a whole number (Blazegraph's default: " + declaredDefault + ")");
        }
        if (isBoolean(declaredDefault) && !isBoolean(v)) {
            throw new IllegalArgumentException(key + "=" + value + " must be true or false (Blazegraph's default: " + declaredDefault + ")");
        }
    }

    /**
     * The property a possibly namespace-scoped key sets. Blazegraph reads the geospatial datatypes as a numbered list
     * ({@code ...geoSpatialDatatypeConfig.0}, {@code .1} ...) of the one property it declares.
     */
    static String property(String key) {
        String p = key;
        if (key.startsWith(NAMESPACE_SCOPE)) {
            int at = key.indexOf("com.bigdata.", NAMESPACE_SCOPE.length());
            if (at >= 0) p = key.substring(at);
        }
        return p.matches(java.util.regex.Pattern.quote(OperatorClasses.GEO_DATATYPE_CONFIG) + "\\.\\d+")
                ? OperatorClasses.GEO_DATATYPE_CONFIG : p;
    }

    private static String suggestions(String property, Map<String, String> names) {
        int limit = Math.max(3, property.length() / 6);
        List<String> near = names.keySet().stream()
                .map(n -> Map.entry(n, DISTANCE.apply(property.toLowerCase(Locale.ROOT), n.toLowerCase(Locale.ROOT))))
                .filter(e -> e.getValue() <= limit)
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .limit(SUGGESTIONS).map(Map.Entry::getKey).toList();
        if (near.isEmpty()) {
            // No close spelling: the names that end the same way (a property of another class, say).
            String last = property.substring(property.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
            near = names.keySet().stream().filter(n -> n.toLowerCase(Locale.ROOT).endsWith("." + last))
                    .sorted(Comparator.naturalOrder()).limit(SUGGESTIONS).toList();
        }
        return near.isEmpty() ? "" : "; did you mean " + String.join(" or ", near) + "?";
    }

    private static boolean isWhole(String s) {
        return s.matches("-?\\d+");
    }

    private static boolean isBoolean(String s) {
        return s.equals("true") || s.equals("false");
    }

    /** Every declared name, read once from Blazegraph's classes (about 0.15 s). */
    static Map<String, String> known() {
        Map<String, String> k = known;
        if (k == null) {
            synchronized (BlazegraphPropertyNames.class) {
                if (known == null) known = read();
                k = known;
            }
        }
        return k;
    }

    /**
     * The Options classes are found by listing the class path the loader's class loader reads (Guava's ClassPath),
     * which has them wherever they are: in Blazegraph's jar, in loadscope's one jar, or unpacked into a directory.
     */
    private static Map<String, String> read() {
        Map<String, String> names = new TreeMap<>();
        try {
            for (ClassPath.ResourceInfo r : ClassPath.from(BlazegraphPropertyNames.class.getClassLoader()).getResources()) {
                String entry = r.getResourceName();
                if (!entry.startsWith("com/bigdata/") || !entry.endsWith("Options.class")) continue;
                declared(entry.substring(0, entry.length() - ".class".length()).replace('/', '.'), names);
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot list Blazegraph's classes to read its property names: " + e, e);
        }
        if (names.isEmpty()) {
            throw new IllegalStateException("no Blazegraph property names found on the class path ("
                    + System.getProperty("java.class.path") + ")");
        }
        return Map.copyOf(names);
    }

    /** The class's name constants, each with the DEFAULT_ constant of the same name when there is one. */
    private static void declared(String className, Map<String, String> names) {
        Class<?> c;
        try {
            c = Class.forName(className, false, BlazegraphPropertyNames.class.getClassLoader());
        } catch (LinkageError | ClassNotFoundException e) {
            return; // an Options class of a part left off the classpath (the HA and web-server modules): nothing loads it
        }
        Field[] fields;
        try {
            fields = c.getDeclaredFields();
        } catch (LinkageError e) {
            return; // its fields' types are in a part left off the classpath (httpcomponents, jetty)
        }
        Map<String, String> constants = new TreeMap<>();
        for (Field f : fields) {
            if (!Modifier.isStatic(f.getModifiers()) || f.getType() != String.class) continue;
            try {
                f.setAccessible(true);
                Object v = f.get(null);
                if (v != null) constants.put(f.getName(), (String) v);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                // a constant that cannot be read is not one loadscope could check against
            }
        }
        constants.forEach((field, value) -> {
            if (field.startsWith("DEFAULT_") || !value.startsWith("com.bigdata.")) return;
            names.merge(value, constants.getOrDefault("DEFAULT_" + field, ""), (a, b) -> a.isEmpty() ? b : a);
        });
    }
}
