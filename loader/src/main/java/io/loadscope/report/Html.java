package io.loadscope.report;

import java.util.List;

/** Small HTML helpers: escaping, tables, the page frame with its inline style. */
final class Html {
    private Html() {
    }

    static String esc(String s) {
        if (s == null) return "";
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String table(List<String> header, List<List<String>> rows) {
        StringBuilder b = new StringBuilder("<table>\n<tr>");
        for (String h : header) b.append("<th>").append(esc(h)).append("</th>");
        b.append("</tr>\n");
        for (List<String> r : rows) {
            b.append("<tr>");
            for (String c : r) b.append("<td>").append(esc(c)).append("</td>");
            b.append("</tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    static String page(String title, String body) {
        return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + esc(title) + "</title>\n<style>"
                + "body{font-family:sans-serif;margin:24px;max-width:1100px;color:#222}"
                + "table{border-collapse:collapse;margin:8px 0 16px}td,th{border:1px solid #ccc;padding:3px 8px;text-align:left;font-size:13px}"
                + "th{background:#f3f3f3}td:not(:first-child){font-variant-numeric:tabular-nums}"
                + "h2{margin-top:28px;border-bottom:1px solid #ddd}.note{color:#555;font-size:13px}.bad{color:#b00}"
                + Charts.style()
                + "</style></head><body>\n<h1>" + esc(title) + "</h1>\n" + body + "</body></html>\n";
    }
}
