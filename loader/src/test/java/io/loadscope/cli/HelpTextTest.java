package io.loadscope.cli;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Every help page reads as a person types it: whole sentences in the command list, no word broken at a dot. */
class HelpTextTest {
    /** A word with a dot inside it, which picocli (Java's line breaker) may break after the dot: "com.bigdata". */
    private static final Pattern DOTTED = Pattern.compile("[^\\s]+\\.[^\\s.]+");

    @Test
    void theCommandListGivesEachCommandAWholeSentence() {
        List<String> cut = new ArrayList<>();
        CommandLine top = new CommandLine(new Main());
        top.getSubcommands().forEach((name, sub) -> {
            String[] description = sub.getCommandSpec().usageMessage().description();
            String shown = description.length == 0 ? "" : description[0].strip();
            if (!shown.endsWith(".")) cut.add(name + ": \"" + shown + "\"");
        });
        assertEquals(List.of(), cut, "descriptions the top-level help would cut mid-sentence");
    }

    @Test
    void noHelpPageBreaksAWordAtADot() {
        List<String> broken = new ArrayList<>();
        walk(new CommandLine(new Main()), "loadscope", broken);
        assertEquals(List.of(), broken, "help pages with a word broken across lines at a dot");
    }

    @Test
    void noDescriptionIsHardWrappedMidSentence() {
        List<String> wrapped = new ArrayList<>();
        collectHardWraps(new CommandLine(new Main()), "loadscope", wrapped);
        assertEquals(List.of(), wrapped, "description lines that end mid-sentence (picocli wraps them again, raggedly)");
    }

    private static void walk(CommandLine cmd, String path, List<String> broken) {
        String usage = cmd.getUsageMessage(CommandLine.Help.Ansi.OFF);
        List<String> texts = new ArrayList<>(List.of(cmd.getCommandSpec().usageMessage().description()));
        cmd.getCommandSpec().args().forEach(a -> texts.addAll(List.of(a.description())));
        cmd.getSubcommands().values().forEach(sub -> texts.addAll(List.of(sub.getCommandSpec().usageMessage().description())));
        for (String text : texts) {
            var word = DOTTED.matcher(text);
            while (word.find()) {
                String w = word.group();
                for (int dot = w.indexOf('.'); dot >= 0 && dot < w.length() - 1; dot = w.indexOf('.', dot + 1)) {
                    var at = Pattern.compile(Pattern.quote(w.substring(0, dot + 1)) + "\\n\\s*" + Pattern.quote(w.substring(dot + 1))).matcher(usage);
                    if (at.find()) broken.add(path + ": " + w);
                }
            }
        }
        cmd.getSubcommands().forEach((name, sub) -> walk(sub, path + " " + name, broken));
    }

    private static void collectHardWraps(CommandLine cmd, String path, List<String> wrapped) {
        var spec = cmd.getCommandSpec();
        check(path, spec.usageMessage().description(), wrapped);
        spec.options().forEach(o -> check(path + " " + o.longestName(), o.description(), wrapped));
        spec.positionalParameters().forEach(p -> check(path + " " + p.paramLabel(), p.description(), wrapped));
        cmd.getSubcommands().forEach((name, sub) -> collectHardWraps(sub, path + " " + name, wrapped));
    }

    private static void check(String where, String[] lines, List<String> wrapped) {
        for (int i = 0; i + 1 < lines.length; i++) {
            String line = lines[i].strip();
            if (!line.isEmpty() && !lines[i + 1].isBlank() && !line.matches(".*[.:!?)]$")) wrapped.add(where + ": \"" + line + "\"");
        }
    }
}
