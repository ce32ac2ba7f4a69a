package io.loadscope.report;

import io.loadscope.record.RunRecord;

/** The run record's advice: each bottleneck found, what to try and what will not help, each with its source. */
final class AdviceList {
    private AdviceList() {
    }

    /** Empty when the record carries no advice. */
    static String of(RunRecord r) {
        if (r.advice().isEmpty()) return "";
        StringBuilder b = new StringBuilder();
        for (RunRecord.AdviceFinding f : r.advice()) {
            b.append("<p>").append(Html.esc(f.line())).append("</p>\n<ul>\n");
            for (RunRecord.AdviceChange c : f.change()) item(b, "try", c);
            for (RunRecord.AdviceChange c : f.willNotHelp()) item(b, "will not help", c);
            b.append("</ul>\n");
        }
        return b.toString();
    }

    private static void item(StringBuilder b, String kind, RunRecord.AdviceChange c) {
        b.append("<li>").append(kind).append(": <code>").append(Html.esc(c.setting())).append("</code> — ")
                .append(Html.esc(c.effect())).append(" <span class=\"note\">(").append(Html.esc(c.link())).append(")</span></li>\n");
    }
}
