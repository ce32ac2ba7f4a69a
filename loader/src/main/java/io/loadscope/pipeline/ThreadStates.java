package io.loadscope.pipeline;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The state and top frames of the load's threads, by name: what a stall or a stopped worker leaves in the run record. */
final class ThreadStates {
    private static final int TOP_FRAMES = 12;

    private ThreadStates() {
    }

    /** Each live thread named in {@code roleThreads} (role → thread names), plus {@code extra}, with its role. */
    static List<RunRecord.ThreadState> of(Map<String, List<String>> roleThreads, Thread extra, String extraRole) {
        Map<Thread, StackTraceElement[]> all = Thread.getAllStackTraces();
        List<RunRecord.ThreadState> out = new ArrayList<>();
        Set<Thread> seen = new java.util.HashSet<>();
        if (extra != null) add(out, seen, extra, extraRole, all.getOrDefault(extra, extra.getStackTrace()));
        roleThreads.forEach((role, names) -> {
            for (Map.Entry<Thread, StackTraceElement[]> e : all.entrySet()) {
                if (names.contains(e.getKey().getName())) add(out, seen, e.getKey(), role, e.getValue());
            }
        });
        return out;
    }

    private static void add(List<RunRecord.ThreadState> out, Set<Thread> seen, Thread t, String role, StackTraceElement[] stack) {
        // The thread taking the snapshot would show only itself taking it.
        if (t == Thread.currentThread() || !seen.add(t)) return;
        List<String> frames = new ArrayList<>();
        for (int i = 0; i < Math.min(TOP_FRAMES, stack.length); i++) frames.add(stack[i].toString());
        out.add(new RunRecord.ThreadState(t.getName(), role, t.getState().name(), frames));
    }

    /** "parser WAITING at ProbedQueue.put; writer TIMED_WAITING at ..." for one line of a message. */
    static String brief(Collection<RunRecord.ThreadState> states) {
        List<String> parts = new ArrayList<>();
        for (RunRecord.ThreadState s : states) {
            String where = s.frames().stream().filter(f -> !f.startsWith("java.") && !f.startsWith("jdk."))
                    .findFirst().orElse(s.frames().isEmpty() ? "" : s.frames().get(0));
            parts.add(s.role() + " " + s.state() + (where.isEmpty() ? "" : " at " + where.replaceAll("\\(.*\\)$", "")));
        }
        return String.join("; ", parts);
    }

    /** A throwable's whole trace, causes included, for the run record (the terminal gets one line). */
    static String trace(Throwable t) {
        if (t == null) return null;
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }
}
