package io.loadscope.cli;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** The command line that resumes a load: the same arguments with {@code --resume} (less {@code --report}), ready to paste into a shell. */
final class ResumeCommand {
    /** Words a POSIX shell takes as they are; anything else is single-quoted. */
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=:,@%+-]+");

    private ResumeCommand() {
    }

    /** @param originalArgs the command's arguments as given, its name ({@code load}) first */
    static String of(List<String> originalArgs) {
        List<String> words = new ArrayList<>(List.of("java", "-jar", jar()));
        // The interrupted run's record stays where it is: a report directory holding one is refused, so the resumed
        // run gets a new one beside the store.
        for (int i = 0; i < originalArgs.size(); i++) {
            String arg = originalArgs.get(i);
            if (arg.equals("--report")) i++;
            else if (!arg.startsWith("--report=")) words.add(arg);
        }
        if (!originalArgs.contains("--resume")) words.add("--resume");
        return String.join(" ", words.stream().map(ResumeCommand::quoted).toList());
    }

    /** The jar this runs from, as the user named it when it lies under the working directory. */
    private static String jar() {
        try {
            Path jar = Path.of(Main.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            Path here = Path.of("").toAbsolutePath();
            return jar.startsWith(here) ? here.relativize(jar).toString() : jar.toString();
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return "loadscope.jar";
        }
    }

    private static String quoted(String word) {
        if (PLAIN.matcher(word).matches()) return word;
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
