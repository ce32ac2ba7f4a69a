package io.loadscope.pipeline;

import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.PhaseTimes;
import io.loadscope.record.Stage;
import io.loadscope.probe.StageMeter;
import io.loadscope.record.ThreadRole;
import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;

/** Turns the probes' meters into the run record's stage, thread and phase tables. */
final class StageAccounting {
    private StageAccounting() {
    }

    static List<RunRecord.StageTotal> stages(LoadProbes probes) {
        List<RunRecord.StageTotal> out = new ArrayList<>();
        for (ThreadRole role : probes.roles()) {
            long roleWall = probes.roleWallNanos(role);
            for (Stage stage : Stage.values()) {
                StageMeter m = probes.meter(role, stage);
                if (m.events() == 0 && m.wallNanos() == 0) continue;
                double share = roleWall <= 0 ? 0 : (double) m.wallNanos() / roleWall;
                out.add(new RunRecord.StageTotal(stage.key(), role.key(), millis(m.wallNanos()),
                        m.cpuNanos() < 0 ? null : millis(m.cpuNanos()), m.events(), round4(share)));
            }
        }
        return out;
    }

    static List<RunRecord.ThreadTotal> threads(LoadProbes probes) {
        List<RunRecord.ThreadTotal> out = new ArrayList<>();
        var names = probes.threadNames();
        for (ThreadRole role : probes.roles()) {
            long wall = probes.roleWallNanos(role);
            String stopped = probes.workers().stoppedRoles().get(role.key());
            if (wall <= 0 && stopped == null) continue;
            long attributed = 0;
            for (Stage stage : Stage.values()) attributed += probes.meter(role, stage).wallNanos();
            long rest = wall - attributed;
            long cpu = probes.roleCpuNanos(role);
            out.add(new RunRecord.ThreadTotal(role.key(), millis(wall), cpu > 0 ? millis(cpu) : null,
                    millis(attributed), millis(rest), wall <= 0 ? 0 : round4((double) rest / wall), names.getOrDefault(role.key(), List.of()),
                    stopped));
        }
        return out;
    }

    /** Each engine phase's wall and process CPU time, and the cores it kept busy: the record's {@code phases}. */
    static List<RunRecord.Phase> phases(LoadProbes probes) {
        List<RunRecord.Phase> out = new ArrayList<>();
        for (PhaseTimes.Totals p : probes.phaseTimes().soFar()) {
            Double busy = p.busyCores();
            Double other = p.otherBusyCores();
            out.add(new RunRecord.Phase(p.name(), millis(p.wallNanos()), p.cpuNanos() < 0 ? null : millis(p.cpuNanos()),
                    busy == null ? null : Math.round(busy * 100) / 100.0, p.threads() > 0 ? p.threads() : null,
                    other == null ? null : Math.round(other * 100) / 100.0,
                    p.compilerNanos() < 0 ? null : millis(p.compilerNanos()), p.collectorNanos() < 0 ? null : millis(p.collectorNanos())));
        }
        return out;
    }

    static double millis(long nanos) {
        return Math.round(nanos / 1000.0) / 1000.0;
    }

    private static double round4(double v) {
        return Math.round(v * 10000) / 10000.0;
    }
}
