package io.loadscope.jmh.suite;

import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The summary's table of knobs says what the benchmark classes say: every class listed, each default its first @Param value. */
class KnobsTest {
    @Test
    void everyBenchmarkClassIsListedWithItsParamDefaults() throws Exception {
        Set<String> classes = new TreeSet<>();
        for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(OutputFormatFactory.createFormatInstance(System.out,
                org.openjdk.jmh.runner.options.VerboseMode.SILENT), List.of())) {
            classes.add(e.getUserClassQName());
        }
        assertTrue(classes.size() >= 15, classes.toString());
        for (String name : classes) {
            Class<?> c = Class.forName(name);
            Knobs.Knob knob = Knobs.of(c.getSimpleName()).orElseThrow(() -> new AssertionError(name + " is missing from Knobs"));
            Map<String, String> firstValues = firstParamValues(c);
            knob.defaults().forEach((param, value) -> assertEquals(firstValues.get(param), value, name + " " + param));
            for (String param : firstValues.keySet()) {
                assertTrue(knob.reference() != null || knob.defaults().containsKey(param) || Knobs.DATA_PARAMS.contains(param),
                        name + ": the default of @Param " + param + " is not in Knobs");
            }
        }
        assertEquals(classes.stream().map(n -> n.substring(n.lastIndexOf('.') + 1)).collect(java.util.stream.Collectors.toSet()),
                Knobs.all().keySet(), "Knobs lists no class that is not a benchmark");
    }

    /** The first value of each @Param list of the class, its superclasses and its nested state classes. */
    private static Map<String, String> firstParamValues(Class<?> benchmark) {
        Map<String, String> d = new HashMap<>();
        for (Class<?> c = benchmark; c != null; c = c.getSuperclass()) {
            List<Class<?>> holders = new ArrayList<>(List.of(c));
            holders.addAll(List.of(c.getDeclaredClasses()));
            for (Class<?> h : holders) {
                for (Field f : h.getDeclaredFields()) {
                    Param p = f.getAnnotation(Param.class);
                    if (p != null && p.value().length > 0) d.putIfAbsent(f.getName(), p.value()[0]);
                }
            }
        }
        return d;
    }
}
