package io.loadscope.tune;

import io.loadscope.profile.Profile;
import io.loadscope.record.BlazegraphWriter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The tuning's answer as a profile: the base profile's settings with the chosen candidate's on top and its heap as
 * {@code jvm.options}, usable as {@code load --profile FILE}; its header says what it was measured on and how, and
 * what carried the gain (why this candidate and not another).
 */
public final class ProfileFile {
    private ProfileFile() {
    }

    public static void write(Path file, Profile base, GainReport gain, long memoryBytes, String measuredOn) throws IOException {
        Ranking.Row best = gain.chosen();
        Ranking.Row defaults = gain.defaults();
        StringBuilder b = new StringBuilder();
        b.append("# Written by loadscope tune: the configuration it chose for the sample on this machine (below, why).\n");
        b.append("# ").append(measuredOn).append('\n');
        b.append(String.format(Locale.ROOT, "# %s: median %.1f s (%.1f-%.1f), %d loads", best.candidate().name(), best.medianSeconds(),
                best.minSeconds(), best.maxSeconds(), best.runs()));
        if (defaults != null && best != defaults) {
            b.append(String.format(Locale.ROOT, "; the default: %.1f s (%.1f-%.1f), %d loads; %.2fx%s", defaults.medianSeconds(),
                    defaults.minSeconds(), defaults.maxSeconds(), defaults.runs(), best.speedup(), best.apart() ? ", ranges apart" : ""));
        } else {
            b.append("; no setting beat the default beyond the loads' ranges, so this is the default");
        }
        b.append('\n');
        for (String line : gain.lines()) b.append("# ").append(line.strip()).append('\n');
        if (BlazegraphWriter.in(best.candidate().settings().asMap()).orElse(null) == BlazegraphWriter.SORTED) {
            b.append("# " + BlazegraphWriter.KEY + "=" + BlazegraphWriter.SORTED.key() + " builds a new store only; load more into it later with the default writer.\n");
        }
        b.append("engine=").append(base.engine()).append('\n');
        b.append("jvm.options=-Xmx").append(best.candidate().heapBytes(memoryBytes) >> 20).append("m\n");
        Map<String, String> settings = new TreeMap<>(base.settings());
        settings.putAll(best.candidate().settings().asMap());
        settings.forEach((k, v) -> b.append(k).append('=').append(v).append('\n'));
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
    }
}
