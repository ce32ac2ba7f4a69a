package io.loadscope.machine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Where this process's control groups are: each cgroup v1 hierarchy (its controllers and mount) and the cgroup v2
 * mount, read from /proc/self/mountinfo, and the group this process sits in on each, from /proc/self/cgroup.
 */
record CgroupMounts(List<V1> v1, Path v2Mount, Map<String, String> ownPaths) {
    /** One v1 hierarchy: its controllers, where it is mounted and which of its groups the mount shows as its root. */
    record V1(Set<String> controllers, Path mount, String mountRoot) {
    }

    static CgroupMounts read() {
        List<V1> v1 = new ArrayList<>();
        Path v2 = null;
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/mountinfo"))) {
                // id parent dev root mountpoint options [optional...] - fstype source superoptions
                String[] f = line.split(" ");
                int dash = List.of(f).indexOf("-");
                if (dash < 0 || dash + 3 >= f.length) continue;
                String type = f[dash + 1];
                if (type.equals("cgroup2")) {
                    v2 = Path.of(unescape(f[4]));
                } else if (type.equals("cgroup")) {
                    Set<String> controllers = Set.of(f[dash + 3].split(","));
                    v1.add(new V1(controllers, Path.of(unescape(f[4])), unescape(f[3])));
                }
            }
        } catch (IOException e) {
            return new CgroupMounts(List.of(), null, Map.of());
        }
        Map<String, String> own = new HashMap<>();
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/cgroup"))) {
                // id:controllers:path; cgroup v2 is "0::path"
                String[] f = line.split(":", 3);
                if (f.length < 3) continue;
                if (f[1].isEmpty()) own.put("", f[2]);
                for (String c : f[1].split(",")) if (!c.isEmpty()) own.put(c, f[2]);
            }
        } catch (IOException e) {
            // No /proc/self/cgroup: no groups to find ourselves in.
        }
        return new CgroupMounts(List.copyOf(v1), v2, Map.copyOf(own));
    }

    boolean none() {
        return v1.isEmpty() && v2Mount == null;
    }

    /** The v1 hierarchy that carries {@code controller}, if one does. */
    Optional<V1> v1With(String controller) {
        return v1.stream().filter(h -> h.controllers().contains(controller)).findFirst();
    }

    /** This process's own group in the v1 hierarchy of {@code controller}, as a directory. */
    Optional<Path> ownV1Group(String controller) {
        return v1With(controller).map(h -> {
            String path = ownPaths.getOrDefault(controller, "/");
            // The mount may show a subtree (its root is not "/"): the path is then relative to that root.
            String rel = h.mountRoot().equals("/") ? path : path.startsWith(h.mountRoot()) ? path.substring(h.mountRoot().length()) : path;
            return h.mount().resolve(rel.replaceFirst("^/+", ""));
        });
    }

    /** The controllers the v2 mount offers (its root's cgroup.controllers). */
    Set<String> v2Controllers() {
        if (v2Mount == null) return Set.of();
        String s = KernelFiles.text(v2Mount.resolve("cgroup.controllers"));
        return s.isEmpty() ? Set.of() : Set.of(s.split("\\s+"));
    }

    /** mountinfo escapes blanks and backslashes as octal. */
    private static String unescape(String s) {
        return s.replace("\\040", " ").replace("\\011", "\t").replace("\\012", "\n").replace("\\134", "\\");
    }
}
