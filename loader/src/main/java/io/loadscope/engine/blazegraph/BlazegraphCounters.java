package io.loadscope.engine.blazegraph;

import com.bigdata.counters.ICounter;
import com.bigdata.journal.Journal;

import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads Blazegraph's own per-index I/O counters from the journal's counter set. */
final class BlazegraphCounters {
    /** The counters worth keeping per index; Blazegraph exposes ~70 per index. */
    static final Set<String> KEPT = Set.of("bytesWritten", "nodeWriteCount", "leafWriteCount", "bytesRead",
            "leafSplit", "nodeSplit", "insertValue", "bytesOnStoreTotal", "writeSecs", "serializeSecs");
    // e.g. /Journal/Index Manager/indices/kb.spo.SPO/.../bytesWritten; the index name is the segment with the namespace.
    private static final Pattern INDEX = Pattern.compile("/(" + Pattern.quote(BlazegraphEngine.NAMESPACE) + "\\.[^/]+)/(?:.*/)?([^/]+)$");

    private BlazegraphCounters() {
    }

    static Map<String, Map<String, Long>> perIndex(Journal journal) {
        Map<String, Map<String, Long>> out = new TreeMap<>();
        Iterator<ICounter> it = journal.getCounters().getCounters(null);
        while (it.hasNext()) {
            ICounter<?> c = it.next();
            Matcher m = INDEX.matcher(c.getPath());
            if (!m.find() || !KEPT.contains(m.group(2))) continue;
            Object v = c.getValue();
            if (!(v instanceof Number n)) continue;
            long value = v instanceof Double || v instanceof Float ? Math.round(n.doubleValue() * 1000) : n.longValue();
            String name = m.group(2).endsWith("Secs") ? m.group(2).replace("Secs", "Millis") : m.group(2);
            out.computeIfAbsent(m.group(1), k -> new TreeMap<>()).merge(name, value, Math::max);
        }
        return out;
    }
}
