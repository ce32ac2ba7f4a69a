package io.loadscope;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The loader's shape, stated as rules the build checks. The spine is input → parse → queue → engine write → commit:
 * {@code input} reads, {@code engine} is the contract with one adapter package per store beside it, {@code pipeline}
 * runs a load, {@code record} and {@code report} come after it. {@code api} is the roof over them all: nothing below
 * it imports it.
 */
class ArchitectureTest {
    private static JavaClasses loader;
    /** The adapter packages ("io.loadscope.engine.blazegraph..", ...): those of the engines the registry builds. */
    private static String[] adapters;

    @BeforeAll
    static void importLoader() {
        loader = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.loadscope");
        adapters = adapterPackages();
    }

    /**
     * Taken from the registry rather than named here: the packages of the engine classes {@code Engines} constructs
     * (each with its subpackages), so a new adapter registered there falls under these rules without an edit here.
     */
    private static String[] adapterPackages() {
        String contract = io.loadscope.engine.Engine.class.getPackageName();
        String[] found = loader.get(io.loadscope.engine.registry.Engines.class).getDirectDependenciesFromSelf().stream()
                .map(com.tngtech.archunit.core.domain.Dependency::getTargetClass)
                .filter(c -> !c.isInterface() && c.isAssignableTo(io.loadscope.engine.Engine.class))
                .map(com.tngtech.archunit.core.domain.JavaClass::getPackageName)
                .filter(p -> p.startsWith(contract + "."))
                .distinct().sorted().map(p -> p + "..").toArray(String[]::new);
        assertTrue(found.length > 0, "the registry constructs no engine");
        return found;
    }

    private static String[] adaptersAnd(String... more) {
        return Stream.concat(Stream.of(adapters), Stream.of(more)).toArray(String[]::new);
    }

    /**
     * {@code api} is the roof: only the command line (which builds the same request an embedder does) uses it. The
     * request, the listener events and everything the pipeline, probes and engines share with embedders sit below it.
     */
    @Test
    void noArrowPointsUpToTheApi() {
        noClasses().that().resideOutsideOfPackages("io.loadscope.api..", "io.loadscope.cli..")
                .should().dependOnClassesThat().resideInAPackage("io.loadscope.api..")
                .check(loader);
    }

    /** The API an embedder compiles against: the roof, the request, the listener events and what a load shares with them. */
    private static final String[] API = {"io.loadscope.api..", "io.loadscope.request..", "io.loadscope.event..",
            "io.loadscope.load.."};

    /**
     * The API's public signatures name only the API's own types, the run record it returns ({@code record}) and the
     * JDK's: an embedder never has to import a package the loader may change (a profile as read, the input reading's
     * failure or format types, the profiler's events), and a type shared with the pipeline, the probes or the engines
     * sits in {@code load}, below them, rather than in one of their packages.
     */
    @Test
    void theApiNamesOnlyApiTypes() {
        com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits()
                .that().areDeclaredInClassesThat().resideInAnyPackage(API)
                .and().areDeclaredInClassesThat().arePublic().and().arePublic()
                .should(new com.tngtech.archunit.lang.ArchCondition<com.tngtech.archunit.core.domain.JavaCodeUnit>(
                        "name only API, run record and JDK types in their signatures") {
                    @Override
                    public void check(com.tngtech.archunit.core.domain.JavaCodeUnit unit,
                                      com.tngtech.archunit.lang.ConditionEvents events) {
                        List<com.tngtech.archunit.core.domain.JavaType> named = new ArrayList<>(unit.getParameterTypes());
                        named.add(unit.getReturnType());
                        unit.getThrowsClause().getTypes().forEach(named::add);
                        named.stream().flatMap(t -> t.getAllInvolvedRawTypes().stream())
                                .map(c -> c.isArray() ? c.getBaseComponentType() : c)
                                .filter(c -> !c.isPrimitive() && !apiOrJdk(c.getPackageName())).distinct()
                                .forEach(c -> events.add(com.tngtech.archunit.lang.SimpleConditionEvent.violated(unit,
                                        unit.getFullName() + " names " + c.getName())));
                    }
                }).check(loader);
    }

    private static boolean apiOrJdk(String pkg) {
        return Stream.concat(Stream.of(API), Stream.of("io.loadscope.record.."))
                .map(p -> p.substring(0, p.length() - 2))
                .anyMatch(p -> pkg.equals(p) || pkg.startsWith(p + ".")) || pkg.startsWith("java.");
    }

    /**
     * The rules below take the adapters from the registry; this one keeps that honest: every engine the loader has
     * (a concrete {@code Engine}) lives in a package of an engine the registry builds, so no adapter escapes them by
     * not being registered.
     */
    @Test
    void everyEngineIsInARegisteredAdaptersPackage() {
        classes().that().implement(io.loadscope.engine.Engine.class).and().areNotInterfaces()
                .should().resideInAnyPackage(adapters)
                .check(loader);
    }

    /** Every package, subpackages included, is its own slice: no two of them may lean on each other. */
    @Test
    void noPackageCycles() {
        slices().matching("io.loadscope.(**)").should().beFreeOfCycles().check(loader);
    }

    /** Blazegraph and Jena are reached through their adapters only, so a third store is one more package. */
    @Test
    void onlyTheEngineAdaptersUseTheStoresLibraries() {
        noClasses().that().resideOutsideOfPackages(adapters)
                .should().dependOnClassesThat().resideInAnyPackage("com.bigdata..", "org.apache.jena..", "org.openrdf..")
                .check(loader);
    }

    /**
     * An adapter is reached through the engine contract (engine.Engine and what it hands out), by name through the
     * registry only; {@code bench parse} is the one exception: it compares the Blazegraph adapter's parse front ends.
     */
    @Test
    void adaptersAreReachedThroughTheContract() {
        noClasses().that().resideOutsideOfPackages(adaptersAnd("io.loadscope.engine.registry..", "io.loadscope.bench.."))
                .should().dependOnClassesThat().resideInAnyPackage(adapters)
                .check(loader);
    }

    /**
     * The Blazegraph adapter's rooms: the rio 5 parse front end and the sorted build are used by the adapter's load
     * paths and know neither each other nor the session, the configuration or the paths that use them.
     */
    @Test
    void blazegraphRoomsStandApart() {
        noClasses().that().resideInAPackage("io.loadscope.engine.blazegraph.parse..")
                .should().dependOnClassesThat().resideInAnyPackage("io.loadscope.engine.blazegraph",
                        "io.loadscope.engine.blazegraph.sorted..")
                .check(loader);
        noClasses().that().resideInAPackage("io.loadscope.engine.blazegraph.sorted..")
                .should().dependOnClassesThat().resideInAnyPackage("io.loadscope.engine.blazegraph",
                        "io.loadscope.engine.blazegraph.parse..")
                .check(loader);
    }

    /** Reading input (files, decompression, sniffing, checks) knows nothing of the stores it feeds. */
    @Test
    void inputKnowsNoEngine() {
        noClasses().that().resideInAPackage("io.loadscope.input..")
                .should().dependOnClassesThat().resideInAnyPackage("io.loadscope.engine..", "io.loadscope.pipeline..")
                .check(loader);
    }

    /** The report is drawn from run records alone, so any run.json can be reported on later. */
    @Test
    void theReportReadsRunRecordsOnly() {
        classes().that().resideInAPackage("io.loadscope.report..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("io.loadscope.report..", "io.loadscope.record..",
                        "java..", "com.fasterxml.jackson..")
                .check(loader);
    }

    /** The engine contract names no adapter: adapters depend on it, never the other way round. */
    @Test
    void theEngineContractNamesNoAdapter() {
        noClasses().that().resideInAPackage("io.loadscope.engine")
                .should().dependOnClassesThat().resideInAnyPackage(adapters)
                .check(loader);
    }

    /** What changes the whole JVM: its system properties, streams, defaults and the parser registry SPARQL LOAD reads. */
    private static final java.util.Set<String> JVM_WIDE = java.util.Set.of("java.lang.System.setProperty",
            "java.lang.System.setProperties", "java.lang.System.clearProperty", "java.lang.System.setOut",
            "java.lang.System.setErr", "java.util.Locale.setDefault", "java.util.TimeZone.setDefault",
            "java.lang.Thread.setDefaultUncaughtExceptionHandler", "org.openrdf.rio.RDFParserRegistry.getInstance");

    /**
     * Naming a class (the registry naming an engine, {@code --help}, a profile check) changes nothing JVM-wide: no
     * static initialiser calls what changes the whole JVM. What must be JVM-wide is done by explicit, idempotent calls
     * ({@code BlazegraphRuntime.prepare}, {@code prepareSparqlLoad}; see docs/engines.md).
     */
    @Test
    void noClassChangesTheJvmWhenItLoads() {
        classes().should(new com.tngtech.archunit.lang.ArchCondition<com.tngtech.archunit.core.domain.JavaClass>(
                "change nothing JVM-wide in a static initialiser") {
            @Override
            public void check(com.tngtech.archunit.core.domain.JavaClass c, com.tngtech.archunit.lang.ConditionEvents events) {
                c.getStaticInitializer().ifPresent(init -> init.getMethodCallsFromSelf().forEach(call -> {
                    if (JVM_WIDE.contains(call.getTarget().getOwner().getName() + "." + call.getTarget().getName())) {
                        events.add(com.tngtech.archunit.lang.SimpleConditionEvent.violated(c, call.getDescription()));
                    }
                }));
            }
        }).check(loader);
    }

    /**
     * The JVM-wide system properties and parser registry are changed in one place each: Blazegraph's quiet startup
     * (reached through {@code BlazegraphRuntime.prepare}), its strict SPARQL LOAD parsers (through
     * {@code prepareSparqlLoad}), and the command line's own process setup.
     */
    @Test
    void theJvmWideSettingsHaveOneHomeEach() {
        noClasses().that().resideOutsideOfPackage("io.loadscope.cli..")
                .and().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.QuietStartup")
                .should().callMethod(System.class, "setProperty", String.class, String.class)
                .check(loader);
        noClasses().that().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.parse.StrictLoadParsers")
                .should().callMethod("org.openrdf.rio.RDFParserRegistry", "getInstance")
                .check(loader);
    }

    /** Blazegraph's SPARQL UPDATE auto-commit is a JVM-wide static: a load switching it would change every other update. */
    @Test
    void noLoadTouchesBlazegraphsJvmWideAutoCommit() {
        noClasses().should().accessField("com.bigdata.rdf.sparql.ast.eval.AST2BOpUpdate", "AUTO_COMMIT").check(loader);
    }

    /**
     * Settings are typed once, at the edge: the request carries them as written, preflight hands the engine's to
     * {@code Engine.configure} and the loader's to {@code LoaderSettings}, and from there on only typed values travel.
     * Stated as: no method or constructor in any package takes a {@code Map<String, String>}, except the edge where
     * settings are still as written or are typed, each named here:
     * <ul>
     * <li>the packages that carry a request's settings before its preflight: {@code request}, {@code profile}, the
     *     command line ({@code cli}, which parses them, and hands them as written to the overhead benchmark's child JVMs,
     *     where they are typed again) and the API an embedder gives them to ({@code api});</li>
     * <li>the run record ({@code record}), which reports them as written, and reads the load path of a record from before
     *     it kept one from them ({@code RecordedPath}, {@code BlazegraphWriter}, {@code BlazegraphParser});</li>
     * <li>verify's request, a request as written ({@code VerifyRequest}, checked by the key check preflight shares);
     *     tuning's candidates carry their changes as a request's {@code SettingChanges}, not a map;</li>
     * <li>where the typing happens in the pipeline and the engines (preflight and the key check it shares with verify,
     *     {@code Engine.configure}, the engine configurations, the loader's settings and its two policies, the
     *     Blazegraph property-name and quads-mode checks, the operator classes' check) and the describers that fill a
     *     record's map of fixed values ({@code describe}, {@code IndexShapes});</li>
     * <li>and one map that is not settings: the cgroup mounts' options ({@code CgroupMounts}).</li>
     * </ul>
     * A second reading of a setting would have to be added here by name, in review.
     */
    @Test
    void noSettingsMapTravelsPastPreflight() {
        com.tngtech.archunit.lang.ArchCondition<com.tngtech.archunit.core.domain.JavaCodeUnit> noSettingsMap =
                new com.tngtech.archunit.lang.ArchCondition<>("take no Map<String, String> parameter") {
                    @Override
                    public void check(com.tngtech.archunit.core.domain.JavaCodeUnit unit,
                                      com.tngtech.archunit.lang.ConditionEvents events) {
                        for (com.tngtech.archunit.core.domain.JavaType t : unit.getParameterTypes()) {
                            if (t instanceof com.tngtech.archunit.core.domain.JavaParameterizedType pt
                                    && pt.toErasure().isAssignableTo(java.util.Map.class)
                                    && pt.getActualTypeArguments().stream().allMatch(a -> a.getName().equals(String.class.getName()))) {
                                events.add(com.tngtech.archunit.lang.SimpleConditionEvent.violated(unit,
                                        unit.getFullName() + " takes a settings map"));
                            }
                        }
                    }
                };
        com.tngtech.archunit.lang.syntax.ArchRuleDefinition.codeUnits()
                .that().areDeclaredInClassesThat().resideInAPackage("io.loadscope..")
                .and().areDeclaredInClassesThat().resideOutsideOfPackages("io.loadscope.request..", "io.loadscope.profile..",
                        "io.loadscope.cli..", "io.loadscope.api..", "io.loadscope.record..")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.verify.VerifyRequest")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.machine.CgroupMounts")
                .and().doNotHaveName("configure").and().doNotHaveName("describe")
                .and().areDeclaredInClassesThat().doNotImplement(io.loadscope.engine.EngineConfig.class)
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.pipeline.RunPreflight")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.pipeline.SettingsSplit")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.pipeline.LoaderSettings")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.pipeline.CommitPolicy")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.pipeline.StallPolicy")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.BlazegraphPropertyNames")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.QuadsMode")
                // Checks, inside the engine's configure, the classes the settings name (part of typing them at the edge).
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.OperatorClasses")
                .and().areDeclaredInClassesThat().doNotHaveFullyQualifiedName("io.loadscope.engine.blazegraph.IndexShapes")
                .should(noSettingsMap).check(loader);
    }

    private static final int MAX_LINES = 400;
    /** Small files: no source file over 400 lines. */
    @Test
    void noSourceFileOverFourHundredLines() throws IOException {
        Path root = Path.of("src/main/java/io/loadscope");
        List<String> over = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = root.relativize(f).toString().replace('\\', '/');
                long lines = Files.readAllLines(f).size();
                if (lines > MAX_LINES) over.add(name + ": " + lines + " lines (at most " + MAX_LINES + ")");
            }
        }
        assertEquals(List.of(), over);
    }
}
