package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Which files of a directory tree are inputs. Include and exclude globs ({@code *.ttl}, {@code 2019/**},
 * {@code **}{@code /manifest.ttl}): a glob with a '/' is matched against the path relative to the directory given,
 * one without against the file name, so {@code --include '*.rdf'} takes RDF/XML files at any depth. Excludes win.
 * Without includes every file is a candidate except those whose names say they are not RDF (documentation,
 * checksums, web pages, images, archives of other kinds): dumps and test suites ship them beside the data.
 * Files named on their own are never filtered: the user asked for them.
 */
public final class InputSelection {
    /** Extensions of files that sit beside RDF in dumps and are never RDF themselves (compression suffixes removed first). */
    private static final Set<String> NOT_RDF = Set.of("md", "txt", "html", "htm", "css", "js", "json", "csv", "tsv",
            "sha1", "sha256", "sha512", "md5", "asc", "sig", "log", "pdf", "png", "jpg", "jpeg", "gif", "svg", "ico",
            "xsd", "dtd", "xsl", "xslt", "sparql", "rq", "ru", "srx", "srj", "py", "sh", "java", "properties", "zip", "tar", "jar",
            // binaries and media that ship beside RDF descriptions (plugin bundles, datasets with previews)
            "so", "dll", "dylib", "exe", "a", "o", "class", "c", "h", "cpp", "hpp", "wav", "mp3", "flac", "ogg", "xcf",
            "ttf", "otf", "woff", "woff2", "bmp", "tif", "tiff", "webp");
    private static final List<String> NOT_RDF_NAMES = List.of("readme", "license", "licence", "notice", "copying", "changelog", "authors");

    public static final InputSelection ALL = new InputSelection(List.of(), List.of());

    private final List<Glob> includes;
    private final List<Glob> excludes;

    private record Glob(String text, PathMatcher matcher, boolean onPath) {
        boolean matches(String relative, String fileName) {
            return matcher.matches(Path.of(onPath ? relative : fileName));
        }
    }

    private InputSelection(List<Glob> includes, List<Glob> excludes) {
        this.includes = includes;
        this.excludes = excludes;
    }

    /** @throws InputError naming the glob that does not parse */
    public static InputSelection of(List<String> includes, List<String> excludes) throws InputError {
        return new InputSelection(globs(includes, "--include"), globs(excludes, "--exclude"));
    }

    private static List<Glob> globs(List<String> texts, String flag) throws InputError {
        List<Glob> out = new java.util.ArrayList<>();
        for (String t : texts) {
            try {
                out.add(new Glob(t, FileSystems.getDefault().getPathMatcher("glob:" + t), t.contains("/")));
            } catch (IllegalArgumentException e) {
                throw new InputError(flag + " '" + t + "' is not a valid glob: " + e.getMessage());
            }
        }
        return List.copyOf(out);
    }

    public boolean filters() {
        return !includes.isEmpty() || !excludes.isEmpty();
    }

    /** Why a file found in a tree is not an input, or null when it is one. */
    String whyNot(String relative) {
        String fileName = relative.substring(relative.lastIndexOf('/') + 1);
        for (Glob g : excludes) if (g.matches(relative, fileName)) return "excluded";
        if (!includes.isEmpty()) {
            for (Glob g : includes) if (g.matches(relative, fileName)) return null;
            return "not included";
        }
        return looksNotRdf(fileName) ? "not RDF by name" : null;
    }

    static boolean looksNotRdf(String fileName) {
        String bare = Compression.innerName(fileName.toLowerCase(Locale.ROOT));
        if (RdfFormat.fromFileName(bare) != null) return false; // README.ttl is RDF
        for (String doc : NOT_RDF_NAMES) if (bare.equals(doc) || bare.startsWith(doc + ".") || bare.startsWith(doc + "-")) return true;
        int dot = bare.lastIndexOf('.');
        return dot >= 0 && NOT_RDF.contains(bare.substring(dot + 1));
    }
}
