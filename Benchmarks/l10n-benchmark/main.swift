import Foundation
import L10nLint

#if canImport(Glibc)
    import Glibc
#endif

// Benchmarks for l10n: JSON parse throughput on a large String Catalog written as Xcode writes
// it, end-to-end `l10n lint` time and peak memory, a run over ../shared/corpus when present, and
// `l10n lsp` edit latencies (didChange → publishDiagnostics).
// Build in release: `swift run -c release l10n-benchmark [--keys N] [--locales N] [--corpus DIR] [--lsp-only]`;
// `--only scaling` runs only the rows of super-linear shapes (issue 28) at n and 2n.

struct Arguments {
    var keys = 40_000
    var locales = 12
    var corpus: String?
    var repetitions = 5
    var swiftFiles = 5_000
    /// Runs of each child process (`l10n lint`, the Python reference); the best wall time counts.
    /// A shape's commands run in turn, one round each time (`ProcessRun.measureSideBySide`).
    var processRepetitions = 3
    /// Copies of the corpus's merged catalogs in the corpus-merged shape.
    var corpusCopies = 8
    /// `--lsp-only`: only the language server's latencies (issue 33).
    var languageServerOnly = false
    /// `scaling`: only issue 28's n-and-2n rows.
    var only: String?

    init(_ words: [String]) {
        languageServerOnly = words.contains("--lsp-only")
        var index = 0
        while index + 1 < words.count {
            switch words[index] {
            case "--keys": keys = Int(words[index + 1]) ?? keys
            case "--locales": locales = Int(words[index + 1]) ?? locales
            case "--corpus": corpus = words[index + 1]
            case "--repetitions": repetitions = Int(words[index + 1]) ?? repetitions
            case "--swift-files": swiftFiles = Int(words[index + 1]) ?? swiftFiles
            case "--process-repetitions": processRepetitions = Int(words[index + 1]) ?? processRepetitions
            case "--corpus-copies": corpusCopies = Int(words[index + 1]) ?? corpusCopies
            case "--only": only = words[index + 1]
            default: break
            }
            index += 2
        }
    }
}

let arguments = Arguments(Array(CommandLine.arguments.dropFirst()))
let directory = FileManager.default.temporaryDirectory.appendingPathComponent("l10n-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { if ProcessInfo.processInfo.environment["L10N_BENCH_KEEP"] == nil { try? FileManager.default.removeItem(at: directory) } else { print("kept \(directory.path)") } }

let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("l10n").path
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// How the measured `l10n` has the Swift runtime: released Linux binaries link it statically
/// (`make`, `Scripts/build-release.sh`), which starts sooner and maps less of it than a plain
/// `swift build`'s shared libraries, so the figures say which binary they are of.
func swiftRuntime(of path: String) -> String {
    #if os(Linux)
    guard let contents = FileManager.default.contents(atPath: path) else { return "not found" }
    return contents.range(of: Data("libswiftCore.so".utf8)) == nil
        ? "Swift runtime linked statically, as released"
        : "Swift runtime linked dynamically; released binaries link it statically: build with --static-swift-stdlib to measure those"
    #else
    return "the system's Swift runtime"
    #endif
}
print("l10n: \(executable) (\(swiftRuntime(of: executable)))")
if arguments.languageServerOnly {
    var targets = Targets()
    languageServerLatencies(executable: executable, packageRoot: packageRoot, scratch: directory, targets: &targets)
    print("targets (issue 33):")
    for line in targets.lines { print(line) }
    try? FileManager.default.removeItem(at: directory)
    exit(0)
}

let catalogURL = directory.appendingPathComponent("Localizable.xcstrings")
let generated = CatalogGenerator(keys: arguments.keys, locales: arguments.locales).render()
try Data(generated.utf8).write(to: catalogURL)
let bytes = Array(generated.utf8)
let megabytes = Double(bytes.count) / 1_000_000
print("catalog: \(arguments.keys) keys x \(arguments.locales) locales, \(String(format: "%.1f", megabytes)) MB pretty-printed")

func measure(_ repetitions: Int, _ body: () -> Void) -> Double {
    var best = Double.infinity
    for _ in 0..<repetitions {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return best
}

var targets = Targets()
/// Issue 28's super-linear inputs: twice the size should take about twice the time.
@MainActor func scalingRows() throws {
    print("scaling (issue 28, library lint, best of 3 rounds of n and 2n in turn):")
    for row in ScalingRow.all {
        let ratio = try row.run(in: directory, rounds: 3, measure: measure)
        targets.check("\(row.name): 2n <= 2.5x n", String(format: "%.2fx", ratio), ratio <= 2.5)
    }
}
if arguments.only == "scaling" {
    try scalingRows()
    for line in targets.lines { print(line) }
    exit(0)
}

var nodes = 0
let parseSeconds = measure(arguments.repetitions) {
    if case .success(let document) = JSONParser.parse(bytes) { nodes = document.nodeCount }
}
print(String(format: "json parse:   %7.1f MB/s  (%.3f s best of %d, %d values, one core)", megabytes / parseSeconds, parseSeconds, arguments.repetitions, nodes))

let swiftBytes = SwiftSourceGenerator(files: arguments.swiftFiles).renderAll()
let swiftMegabytes = Double(swiftBytes.count) / 1_000_000
let swiftFile = SourceFile(id: FileID(0), path: "Generated.swift", text: SourceText(bytes: swiftBytes))
var swiftTokens = 0
let lexSeconds = measure(arguments.repetitions) { swiftTokens = SwiftLexer.tokenize(swiftBytes).tokens.count }
var swiftControls = 0
let scanSeconds = measure(arguments.repetitions) { swiftControls = SwiftUIScanner.scan(swiftFile).controls.count }
print(String(format: "swift lex:    %7.1f MB/s  (%.1f MB of generated SwiftUI, %d tokens, one core)", swiftMegabytes / lexSeconds, swiftMegabytes, swiftTokens))
print(String(format: "swift scan:   %7.1f MB/s  (lex + structure + facts, %d controls, one core)", swiftMegabytes / scanSeconds, swiftControls))

/// Real Swift for comparison: the toolchain's module interfaces, when present.
func swiftFiles(under root: String) -> [[UInt8]] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var files: [[UInt8]] = []
    while let path = enumerator.nextObject() as? String {
        guard path.hasSuffix(".swiftinterface") || path.hasSuffix(".swift") else { continue }
        if let data = FileManager.default.contents(atPath: root + "/" + path) { files.append([UInt8](data)) }
    }
    return files
}
let interfaces = swiftFiles(under: "/opt/swift/usr/lib")
if !interfaces.isEmpty {
    let sources = interfaces.enumerated().map { SourceFile(id: FileID($0.offset), path: "\($0.offset).swift", text: SourceText(bytes: $0.element)) }
    let bytes = Double(interfaces.reduce(0) { $0 + $1.count }) / 1_000_000
    let seconds = measure(arguments.repetitions) { for source in sources { _ = SwiftUIScanner.scan(source) } }
    print(String(format: "swift scan:   %7.1f MB/s  (%d toolchain .swiftinterface files, %.1f MB, one core)", bytes / seconds, interfaces.count, bytes))
}

let loader = Linter(rules: [])
let loadSeconds = measure(3) { _ = loader.lint(paths: [catalogURL.path]) }
print(String(format: "load catalog: %7.1f MB/s  (%.3f s: read + parse + normalize)", megabytes / loadSeconds, loadSeconds))

let linter = Linter()
var findings = 0
let lintSeconds = measure(3) { findings = linter.lint(paths: [directory.path]).diagnostics.count }
print(String(format: "lint (library): %.3f s, %d findings", lintSeconds, findings))

let corpusPath = arguments.corpus ?? URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/corpus").path
let hasCorpus = FileManager.default.fileExists(atPath: corpusPath)

// Every shape end to end, each against Python's json.load of the same content in this run
// (issue 31): the generated catalog above, a findings-heavy one, the corpus's catalogs merged,
// and a legacy .lproj project.
let shapesRoot = directory.appendingPathComponent("shapes")
var shapes: [Shape] = []
shapes.append(try Shape.catalog("generated", in: shapesRoot, keys: arguments.keys) { CatalogGenerator(keys: $0, locales: arguments.locales).render() })
shapes.append(try Shape.catalog("findings-heavy", in: shapesRoot, keys: arguments.keys) { FindingsHeavyCatalogGenerator(keys: $0, locales: arguments.locales).render() })
if hasCorpus, let merged = try Shape.corpus(corpusPath, in: shapesRoot, copies: arguments.corpusCopies) { shapes.append(merged) }
shapes.append(try Shape.lproj(in: shapesRoot, tables: 20, keys: arguments.keys / 20, locales: arguments.locales))
let python = ProcessRun.onPath("python3")
let reference = "import json,sys\nfor path in sys.argv[1:]: json.load(open(path, encoding='utf-8'))"
if FileManager.default.isExecutableFile(atPath: executable) {
    for shape in shapes {
        print(String(format: "\nshape %@: %.1f MB", shape.name, shape.megabytes))
        // Every figure of the shape measured side by side, in turn (see `measureSideBySide`).
        let formats = ["sarif", "json", "github"]
        var commands: [(figure: ShapeFigure, command: ProcessRun.Command)] = [
            (.text, ProcessRun.Command(executable: executable, words: ["lint", shape.directory.path])),
            (.report, ProcessRun.Command(executable: executable, words: ["report", shape.directory.path])),
        ]
        commands += formats.map { (.format($0), ProcessRun.Command(executable: executable, words: ["lint", "--format", $0, shape.directory.path])) }
        if let half = shape.half { commands.append((.half, ProcessRun.Command(executable: executable, words: ["lint", half.path]))) }
        if let python { commands.append((.reference, ProcessRun.Command(executable: python, words: ["-c", reference] + shape.jsonFiles.map(\.path)))) }
        let measured = ProcessRun.measureSideBySide(commands.map(\.command), rounds: max(2, arguments.processRepetitions))
        let runs = Dictionary(uniqueKeysWithValues: zip(commands.map(\.figure), measured))
        let (reportRun, halfRun, referenceRun) = (runs[.report] ?? nil, runs[.half] ?? nil, runs[.reference] ?? nil)
        guard let text = runs[.text] ?? nil else { continue }
        print(String(format: "  l10n lint (text):   %.3f s wall, peak RSS %4.0f MB (%.1fx the input), exit %d", text.seconds, text.peakMB, text.peakMB / shape.megabytes, text.status))
        targets.check("\(shape.name): peak RSS <= 2x the input", String(format: "%.1fx", text.peakMB / shape.megabytes), text.peakMB <= 2 * shape.megabytes)
        if let run = referenceRun {
            let ratio = run.seconds / text.seconds
            print(String(format: "  python3 json.load:  %.3f s wall, peak RSS %4.0f MB; l10n lint is %.2fx as fast", run.seconds, run.peakMB, ratio))
            targets.check("\(shape.name): l10n lint >= 3x as fast as python3 json.load", String(format: "%.2fx", ratio), ratio >= 3)
            if let report = reportRun {
                let reportRatio = run.seconds / report.seconds
                print(String(format: "  l10n report:        %.3f s wall, peak RSS %4.0f MB; %.2fx as fast as json.load", report.seconds, report.peakMB, reportRatio))
                targets.check("\(shape.name): l10n report >= 3x as fast as python3 json.load", String(format: "%.2fx", reportRatio), reportRatio >= 3)
            }
        } else {
            print("  python3 json.load: skipped, no python3 on PATH")
        }
        for format in formats {
            guard let run = runs[.format(format)] ?? nil else { continue }
            print(String(format: "  l10n lint (%@):%@%.3f s wall (%.2fx text), peak RSS %4.0f MB (%.1fx the input)",
                format, String(repeating: " ", count: 7 - format.count), run.seconds, run.seconds / text.seconds, run.peakMB, run.peakMB / shape.megabytes))
            targets.check("\(shape.name): --format \(format) <= 1.5x the text run", String(format: "%.2fx", run.seconds / text.seconds), run.seconds <= 1.5 * text.seconds)
            targets.check("\(shape.name): --format \(format) peak RSS <= 2x the input", String(format: "%.1fx", run.peakMB / shape.megabytes), run.peakMB <= 2 * shape.megabytes)
        }
        if let halfRun {
            let ratio = text.seconds / halfRun.seconds
            print(String(format: "  linearity: half %.3f s, whole %.3f s: twice the input takes %.2fx the time", halfRun.seconds, text.seconds, ratio))
            targets.check("\(shape.name): twice the input <= 2.1x the time", String(format: "%.2fx", ratio), ratio <= 2.1)
        }
        // Each rule alone on this shape, one core, opt-in rules too (a team that turns one on
        // runs it): a rule that breaks the budget shows in its row.
        let project = loader.lint(paths: [shape.directory.path]).project
        var costs: [(id: String, seconds: Double, findings: Int)] = []
        for rule in RuleRegistry.all.map({ $0.makeDefault() }) {
            let description = rule.description
            let context = RuleContext(project: project, settings: linter.settings, ruleID: description.id, severity: description.defaultSeverity)
            var found = 0
            let seconds = measure(1) { found = rule.check(context).count }
            costs.append((description.id.rawValue + (description.isEnabledByDefault ? "" : " (opt-in)"), seconds, found))
        }
        print("  rules alone (one core, costliest first, each from 5 ms):")
        for cost in costs.sorted(by: { $0.seconds > $1.seconds }) where cost.seconds >= 0.005 {
            print("    " + cost.id.padding(toLength: 37, withPad: " ", startingAt: 0) + String(format: "%.3f s  %6d findings", cost.seconds, cost.findings))
        }
    }
} else {
    print("l10n lint (process): skipped, the l10n executable is not built next to the benchmark")
}

if hasCorpus {
    // Each app is its own path argument, so each is its own project (required locales, pairing),
    // as `l10n lint appA appB` runs them: one path would require every app's locales of all.
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: corpusPath)) ?? []).sorted()
        .map { corpusPath + "/" + $0 }.filter { !FilePaths.isRegularFile($0) }
    var result: LintResult?
    let seconds = measure(3) { result = linter.lint(paths: apps) }
    if let result {
        let bytes = result.project.files.reduce(0) { $0 + $1.text.bytes.count }
        print(String(format: "corpus: %d apps, %d files, %.1f MB, %.3f s, %d findings, %d parse failures",
            apps.count, result.project.files.count, Double(bytes) / 1_000_000, seconds, result.diagnostics.count, result.project.parseFailures.count))
        targets.check("whole corpus <= 0.3 s", String(format: "%.3f s", seconds), seconds <= 0.3)
    }
} else {
    print("corpus: skipped, \(corpusPath) not found")
}
try scalingRows()

// Issue 29: the rules that need all of an app's code, on the largest whole app, side by side with
// the same run with both off (alternating, best of each), and pre-commit's latency: one staged
// Swift file linted with the whole app loaded, as the hook runs it.
let appsPath = URL(fileURLWithPath: packageRoot).deletingLastPathComponent().appendingPathComponent("shared/apps").path
if FileManager.default.isExecutableFile(atPath: executable), let app = largestApp(in: appsPath) {
    let off = directory.appendingPathComponent("code-rules-off.json")
    try Data(#"{ "rules": { "unlocalized-text": "off", "unused-key": "off" } }"#.utf8).write(to: off)
    var with = Double.infinity, without = Double.infinity
    for _ in 0..<max(3, arguments.processRepetitions) {
        if let run = ProcessRun.measure(executable, ["lint", app.root]) { with = min(with, run.seconds) }
        if let run = ProcessRun.measure(executable, ["lint", "--config", off.path, app.root]) { without = min(without, run.seconds) }
    }
    let name = (app.root as NSString).lastPathComponent
    print(String(format: "\ncode rules (%@): lint %.3f s with unlocalized-text and unused-key, %.3f s without: %.2fx", name, with, without, with / without))
    targets.check("unlocalized-text + unused-key add <= 20% on \(name)", String(format: "%.2fx", with / without), with <= 1.2 * without)
    // As pre-commit runs the hook: at the app's top, the staged file's path relative to it.
    let stagedPath = String(app.swiftFile.dropFirst(app.root.count + 1))
    if let staged = ProcessRun.measure(executable, ["lint", stagedPath], repetitions: max(3, arguments.processRepetitions), in: app.root) {
        print(String(format: "pre-commit: one staged file of %@ linted in %.3f s wall", name, staged.seconds))
        targets.check("pre-commit: one staged file <= 0.2 s", String(format: "%.3f s", staged.seconds), staged.seconds <= 0.2)
    }
}

languageServerLatencies(executable: executable, packageRoot: packageRoot, scratch: directory, targets: &targets)
print("\ntargets (issues 13, 31 and 33):")
for line in targets.lines { print(line) }
