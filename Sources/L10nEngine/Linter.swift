import Foundation
import L10nModel
import L10nAnalysis
import L10nRules
import L10nParsing

/// The library's entry point: discover, load, run rules, sort.
public struct Linter: Sendable {
    public var settings: LintSettings
    public var rules: [any Rule]
    /// Which discovered files to load (configuration's `include`/`exclude`); nil loads all.
    public var fileFilter: FileFilter?
    /// Absolute paths of the Swift files the run reports in, when it reports in Swift sources
    /// only (the files `l10n lint` was given are all Swift, as pre-commit passes a commit that
    /// changes only code): rules whose findings stay in localization files are not run, and
    /// the others may look only at what reaches those files (``RuleContext/reportedSwiftFiles``),
    /// since nothing else they find could be reported. The whole project is still loaded for
    /// the rules that read it.
    public var reportedSwiftSources: Set<String>?
    /// Severity of `unused-suppression` findings; nil when configured off.
    public var unusedSuppressionSeverity: Severity? = EngineRules.unusedSuppression.defaultSeverity
    /// Read-only runs let large files' texts go once parsed (see ``ProjectLoader/TextRetention``).
    package var textRetention: ProjectLoader.TextRetention = .inMemory
    /// Where a rule that reads value history (``RuleDescription/needsValueHistory``) gets it:
    /// git for a run over paths on disk, given versions in rule examples.
    package var valueHistorySource: ValueHistoryLoader.Source = .git
    /// Texts that replace files on disk, by absolute path: an editor's unsaved buffers, so the
    /// language server lints what is typed with the same discovery, scoping and rules as on disk.
    public var overlays: [String: [UInt8]] = [:]
    /// Files parsed by earlier runs of a long-lived process (the language server): only files
    /// whose bytes changed are parsed again.
    package var parseCache: ProjectLoader.ParseCache?
    /// Per-catalog analyses kept from earlier runs of a long-lived process (see ``RunCarryOver``).
    package var carryOver: RunCarryOver?
    /// Applied to every rule's finding before anything matches findings (folding, suppressions):
    /// tests reword every message with it to show that matching never reads the wording.
    package var rewording: (@Sendable (Diagnostic) -> Diagnostic)?

    /// A linter with every rule that is enabled by default.
    public init(settings: LintSettings = LintSettings(), rules: [any Rule]? = nil) {
        self.settings = settings
        self.rules = rules ?? RuleRegistry.all.filter { $0.description.isEnabledByDefault }.map { $0.makeDefault() }
    }

    /// Lints files and directories on disk. Relative paths are resolved against
    /// `workingDirectory` (default: the process's), and reported relative to it.
    public func lint(paths: [String], workingDirectory: String? = nil) -> LintResult {
        let directory = workingDirectory ?? FileManager.default.currentDirectoryPath
        let discovery = FileDiscovery.discover(paths: paths, workingDirectory: directory)
        var files = discovery.files
        if let fileFilter {
            files.removeAll { $0.absolutePath.map { !fileFilter.includes(absolutePath: $0) } ?? false }
        }
        let scoping = Scoping(paths: paths, xcodeProjects: discovery.xcodeProjects, workingDirectory: directory)
        let overlays = self.overlays
        let inputs = files.map { file in
            (file, file.absolutePath.flatMap { overlays[$0] }.map(ProjectLoader.Source.memory) ?? .disk)
        }
        let panes = readsResourceStrings ? Self.read(discovery.settingsPanes) : []
        let resources = readsResourceStrings ? Self.read(discovery.resources) : []
        var result = run(inputs, extraFailures: discovery.failures, settingsPanes: panes, resources: resources, scoping: scoping)
        result.otherInputs = discovery.xcodeProjects.map(\.path) + discovery.settingsPanes.map(\.path)
        return result
    }

    /// Whether a rule of the run reads ``Project/resourceStrings`` and
    /// ``Project/settingsPaneTitles``: the files are read for it only.
    private var readsResourceStrings: Bool { rules.contains { $0.description.needsResourceStrings } }

    /// The bytes of the files found, by display path; a file that cannot be read is left out.
    private static func read(_ found: [(path: String, absolutePath: String)]) -> [(path: String, bytes: [UInt8])] {
        found.compactMap { file in (try? FileReader.read(file.absolutePath).get()).map { (path: file.path, bytes: $0) } }
    }

    /// Lints files given as text (rule examples, tests, editor integrations).
    public func lint(files: [(path: String, contents: String)]) -> LintResult {
        let inputs: [(InputFile, ProjectLoader.Source)] = files.compactMap { file in
            guard let kind = InputFile.kind(ofPath: file.path) else { return nil }
            return (InputFile(path: file.path, absolutePath: nil, kind: kind), .memory(Array(file.contents.utf8)))
        }
        let read = readsResourceStrings ? files.map { (path: $0.path, bytes: Array($0.contents.utf8)) } : []
        let panes = read.filter { SettingsBundles.isPane($0.path) }
        let resources = read.filter { !SettingsBundles.isPane($0.path) && ResourceStrings.isResource($0.path) }
        return run(inputs, extraFailures: [], settingsPanes: panes, resources: resources)
    }

    /// What a run over paths on disk knows beyond the files: the path arguments (projects), the
    /// Xcode projects met and the working directory.
    private struct Scoping {
        var paths: [String]
        var xcodeProjects: [(path: String, absolutePath: String)]
        var workingDirectory: String
    }

    /// `settingsPanes`: the property lists of the `Settings.bundle`s among the inputs, with their
    /// bytes; `resources`: the other property lists, storyboards and xibs.
    private func run(
        _ inputs: [(InputFile, ProjectLoader.Source)], extraFailures: [ParseFailure], settingsPanes: [(path: String, bytes: [UInt8])],
        resources: [(path: String, bytes: [UInt8])] = [], scoping: Scoping? = nil
    ) -> LintResult {
        var project = ProjectLoader(settings: settings, textRetention: textRetention, cache: parseCache).load(inputs.map { (input: $0.0, source: $0.1) })
        project.parseFailures = extraFailures + project.parseFailures
        project.settingsPaneTitles = SettingsBundles.titles(ofPanes: settingsPanes)
        project.resourceStrings = resources.reduce(into: []) { $0.formUnion(ResourceStrings.strings(in: $1.bytes, path: $1.path)) }
        var resolved = self.settings
        if let scoping {
            var scopes = ProjectScopes(paths: scoping.paths, workingDirectory: scoping.workingDirectory)
            scopes.apply(to: &project, xcodeProjects: scoping.xcodeProjects, workingDirectory: scoping.workingDirectory)
            resolved.catalogPairs = Self.resolve(resolved.catalogPairs, in: project, workingDirectory: scoping.workingDirectory)
        }
        if rules.contains(where: { $0.description.needsValueHistory }) {
            project.valueHistories = ValueHistoryLoader.load(project, source: valueHistorySource, workingDirectory: scoping?.workingDirectory)
        }
        let context = project
        let settings = resolved
        // The index stage: computed once, shared by every rule and the report.
        let pairing = CatalogPairing(catalogs: project.catalogs, configured: settings.catalogPairs)
        let analyses = SharedAnalyses(project: context, settings: settings, pairing: pairing, rules: rules, carryOver: carryOver)
        let reportedSwiftFiles = reportedSwiftSources.map { Self.fileIDs(of: $0, in: context, workingDirectory: scoping?.workingDirectory) }
        let contexts = rules.map { rule in
            let description = rule.description
            let severity = settings.ruleSeverities[description.id] ?? description.defaultSeverity
            var ruleContext = RuleContext(project: context, settings: settings, ruleID: description.id, severity: severity, analyses: analyses)
            ruleContext.reportedSwiftFiles = reportedSwiftFiles
            return ruleContext
        }
        let rules = self.rules
        let tasks = RuleTask.split(rules, project: context, skippingLocalizationFileRules: reportedSwiftFiles != nil)
        let perTask = Parallel.map(tasks, costliestFirst: { $0.estimatedCost(in: context) }) { task in task.run(rules, contexts) }
        let ran = Set(rules.map(\.description.id))
        // Each stage consumes the last one's findings: a stage that passes them on as they are
        // hands on the only reference, so sorting them below moves them instead of copying all.
        var ruleFindings = RuleTask.onePassOrder(tasks, consume perTask)
        if let rewording { ruleFindings = ruleFindings.map(rewording) }
        let found = InheritedFindings.fold(consume ruleFindings, project: project, pairing: pairing, rules: rules.map { $0.description })
        var partition = InlineSuppressions.partition(consume found, project: project, ranRules: ran)
        // Scoped after suppressions matched, so a comment silencing another locale's finding
        // is not reported as unused under `--locale`.
        let scope = LocaleScope(settings: settings, project: project)
        if !scope.isUnrestricted {
            partition.kept = partition.kept.compactMap(scope.apply)
            partition.suppressed = partition.suppressed.compactMap { entry in scope.apply(entry.diagnostic).map { .init(diagnostic: $0, suppression: entry.suppression) } }
        }
        var diagnostics = partition.kept
        partition.kept = []  // so the findings are not copied when appended to or sorted
        var ruleDescriptions = rules.map(\.description)
        if let severity = unusedSuppressionSeverity {
            if !partition.unused.isEmpty { diagnostics += partition.unused.map { unusedSuppression($0, severity: severity, project: project) } }
            ruleDescriptions.append(EngineRules.unusedSuppression)
        }
        Diagnostic.sortInReportOrder(&diagnostics) { $0 }
        let suppressed = Diagnostic.sortedInReportOrder(partition.suppressed)
        var result = LintResult(diagnostics: diagnostics, project: project, rules: ruleDescriptions, suppressed: suppressed)
        result.pairing = pairing
        // Read on demand: the VoiceOver coverage is evaluated only when the report shows it
        // (or `voiceover-label` ran), and the key usage only when a rule computed it.
        result.analyses = analyses
        return result
    }

    /// The loaded files among `absolutePaths`.
    private static func fileIDs(of absolutePaths: Set<String>, in project: Project, workingDirectory: String?) -> Set<FileID> {
        let directory = workingDirectory ?? FileManager.default.currentDirectoryPath
        return Set(project.files.filter { absolutePaths.contains(FilePaths.absolutePath($0.path, workingDirectory: directory)) }.map(\.id))
    }

    /// Configured pairs (absolute paths) as the loaded catalogs' display paths.
    static func resolve(_ pairs: [CatalogPair], in project: Project, workingDirectory: String) -> [CatalogPair] {
        guard !pairs.isEmpty else { return pairs }
        var pathByAbsolute: [String: String] = [:]
        for catalog in project.catalogs { pathByAbsolute[FilePaths.absolutePath(catalog.path, workingDirectory: workingDirectory)] = catalog.path }
        return pairs.map { pair in
            CatalogPair(source: pathByAbsolute[pair.source] ?? pair.source, generated: pathByAbsolute[pair.generated] ?? pair.generated)
        }
    }

    private func unusedSuppression(_ directive: SuppressionDirective, severity: Severity, project: Project) -> Diagnostic {
        let named = directive.rules.isEmpty ? "any rule" : directive.rules.map { "'\($0)'" }.joined(separator: ", ")
        return Diagnostic(
            ruleID: EngineRules.unusedSuppression.id, severity: severity,
            message: "'l10n-lint:\(directive.kind.rawValue)' of \(named) suppresses no finding", id: "unusedSuppression",
            location: project.location(of: directive.range))
    }
}

/// One unit of rule work: a whole rule, or every ``CatalogEntryRule`` over one chunk of one
/// catalog's entries.
///
/// A chunk runs all entry rules in a row on one core: the chunk's part of the model stays in
/// that core's cache from rule to rule, and no two cores copy (retain and release) the same
/// values at once, which made each rule walking the whole model in parallel chunks cost more
/// CPU than the same rules one after another. ``onePassOrder(_:_:)`` puts the findings back in
/// the order of one rule after another.
struct RuleTask: Sendable {
    /// Units (entries times locales) per chunk: enough work to outweigh a task's scheduling, a
    /// few megabytes of model (the cache), and many chunks for a large catalog, so it spreads
    /// over every core.
    static let unitsPerChunk = 8_192

    /// The rules run, in order: one whole rule, or every entry rule over the chunk.
    var rules: [Int]
    var chunk: (catalog: Int, entries: Range<Int>)?

    /// Entries per chunk of a catalog with `locales` locales.
    static func chunkSize(locales: Int) -> Int { max(1, unitsPerChunk / max(1, locales)) }

    /// `skippingLocalizationFileRules`: leaves out the entry rules whose findings stay in
    /// localization files (``Linter/reportedSwiftSources``).
    static func split(_ rules: [any Rule], project: Project, skippingLocalizationFileRules: Bool = false) -> [RuleTask] {
        let entryRules = rules.indices.filter { index in
            guard let rule = rules[index] as? any CatalogEntryRule else { return false }
            return !(skippingLocalizationFileRules && type(of: rule).findingsStayInLocalizationFiles)
        }
        let whole = rules.indices.filter { !(rules[$0] is any CatalogEntryRule) }.map { RuleTask(rules: [$0]) }
        guard !entryRules.isEmpty else { return whole }
        return whole + project.catalogs.indices.flatMap { catalog in
            let count = project.catalogs[catalog].entries.count
            let size = chunkSize(locales: project.catalogs[catalog].locales.count)
            return stride(from: 0, to: count, by: size).map { start in
                RuleTask(rules: entryRules, chunk: (catalog, start..<min(start + size, count)))
            }
        }
    }

    /// The tasks' findings (per task, per rule run) concatenated rule by rule, catalog by
    /// catalog, chunk by chunk: the order one pass of each rule in turn gives.
    static func onePassOrder(_ tasks: [RuleTask], _ findings: [[[Diagnostic]]]) -> [Diagnostic] {
        var pieces: [(rule: Int, catalog: Int, start: Int, task: Int, slot: Int)] = []
        for (index, task) in tasks.enumerated() {
            for (slot, rule) in task.rules.enumerated() {
                pieces.append((rule, task.chunk?.catalog ?? -1, task.chunk?.entries.lowerBound ?? -1, index, slot))
            }
        }
        pieces.sort { ($0.rule, $0.catalog, $0.start) < ($1.rule, $1.catalog, $1.start) }
        var all: [Diagnostic] = []
        all.reserveCapacity(findings.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } })
        for piece in pieces { all += findings[piece.task][piece.slot] }
        return all
    }

    /// Units a chunk visits (entries times locales, times the rules run); a whole-rule task
    /// counts as the costliest, as its cost is unknown (a project-wide rule may read every Swift
    /// source).
    func estimatedCost(in project: Project) -> Int {
        guard let chunk else { return Int.max }
        return chunk.entries.count * max(1, project.catalogs[chunk.catalog].locales.count) * rules.count
    }

    /// The findings of each rule in ``rules``, in that order.
    func run(_ all: [any Rule], _ contexts: [RuleContext]) -> [[Diagnostic]] {
        // The chunk's units and their facts, built once on this core for every entry rule.
        let facts = chunk.flatMap { chunk in
            contexts.first.map {
                UnitFacts($0.project.catalogs[chunk.catalog], index: chunk.catalog, entries: chunk.entries, skipping: $0.analyses.unbuiltLocales(ofCatalogAt: chunk.catalog))
            }
        }
        return rules.map { index in
            guard let chunk, let entryRule = all[index] as? any CatalogEntryRule else { return all[index].check(contexts[index]) }
            var context = contexts[index]
            context.chunk = facts
            return entryRule.check(context, catalog: chunk.catalog, entries: chunk.entries)
        }
    }
}
