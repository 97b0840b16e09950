import Foundation
import L10nParsing
import L10nAnalysis
import L10nConfiguration

/// What one `l10n lint` invocation loads and what it reports, before any finding exists.
///
/// Paths that are all files (`l10n lint a.xcstrings b.swift`, as pre-commit runs it) limit
/// what is *reported*, while the whole project (``projectRoot(of:configuration:workingDirectory:)``)
/// is still loaded: cross-file checks need every catalog, since a Swift label key is
/// looked up in all of them. Any directory among the paths means "lint these paths". When the
/// files include the configuration or the baseline (pre-commit passes them when they change),
/// every finding may have changed, so the whole project is linted and reported.
public struct LintPlan: Sendable {
    public var configuration: Configuration
    public var linter: Linter
    public var workingDirectory: String
    public var paths: [String]
    /// Absolute paths of the files findings are limited to; nil reports everything loaded.
    public var reportedFiles: Set<String>?
    /// The project root explicit files are linted within (see ``projectRoot(of:configuration:workingDirectory:)``).
    var projectRoot: String

    /// `settingsFiles`: files besides the configuration that change every finding when they
    /// change (the baseline), as given on the command line. `widensExplicitFiles: false` lints
    /// exactly the given paths (the report counts what it is pointed at, not the project).
    public init(
        configuration: Configuration, linter: Linter, paths: [String], workingDirectory: String, settingsFiles: [String] = [],
        widensExplicitFiles: Bool = true
    ) {
        self.configuration = configuration
        self.linter = linter
        self.workingDirectory = workingDirectory
        self.paths = paths.isEmpty ? ["."] : paths
        let absolute = self.paths.map { FilePaths.absolutePath($0, workingDirectory: workingDirectory) }
        projectRoot = Self.projectRoot(of: absolute, configuration: configuration, workingDirectory: workingDirectory)
        guard widensExplicitFiles else { return }
        guard !paths.isEmpty, absolute.allSatisfy(FilePaths.isRegularFile) else { return }
        let settings = Set(([configuration.path].compactMap { $0 } + settingsFiles).map {
            FilePaths.absolutePath($0, workingDirectory: workingDirectory)
        })
        if absolute.contains(where: settings.contains) {
            self.paths = [projectRoot]
        } else {
            reportedFiles = Set(absolute)
        }
    }

    /// The project root explicit files are linted within: the configuration's directory; else
    /// the working directory when it holds every file (pre-commit runs at the repository's top);
    /// else the nearest folder above them all that holds a repository or a project (`.git`,
    /// `Package.swift`, an `.xcodeproj` or `.xcworkspace`), else their nearest common folder.
    /// A file named from `/` or from outside its project must not load everything around it.
    static func projectRoot(of files: [String], configuration: Configuration, workingDirectory: String) -> String {
        if configuration.path != nil { return configuration.directory }
        let base = FilePaths.normalize(workingDirectory)
        let normalized = files.map { FilePaths.normalize($0) }
        if base != "/", normalized.allSatisfy({ $0 == base || $0.hasPrefix(base + "/") }) { return workingDirectory }
        let folders = normalized.map { FilePaths.directory(of: $0).split(separator: "/") }
        let common = folders.dropFirst().reduce(folders.first ?? []) { common, folder in Array(zip(common, folder).prefix { $0 == $1 }.map(\.0)) }
        var folder = common
        while !folder.isEmpty {
            let path = "/" + folder.joined(separator: "/")
            if Self.isProjectFolder(path) { return path }
            folder.removeLast()
        }
        return "/" + common.joined(separator: "/")
    }

    private static func isProjectFolder(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains { $0 == ".git" || $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Discovers, loads and runs the rules; no waivers or baseline yet.
    public func lint() -> LintResult {
        guard reportedFiles != nil else { return linter.lint(paths: paths, workingDirectory: workingDirectory) }
        // Files first, so they keep the spelling the user gave (the root walk skips them). In a
        // git snapshot some may not exist yet: they are simply not there to load.
        let files = paths.filter { FilePaths.isRegularFile(FilePaths.absolutePath($0, workingDirectory: workingDirectory)) }
        var linter = linter
        if let reportedFiles, reportedFiles.allSatisfy({ InputFile.kind(ofPath: $0) == .swift }) { linter.reportedSwiftSources = reportedFiles }
        return linter.lint(paths: files + [projectRoot], workingDirectory: workingDirectory)
    }

    /// `error: no localization files or Swift sources found under …` when the run loaded no
    /// file at all: a CI gate over the wrong directory (or an `include` that matches nothing)
    /// must fail, not pass on zero files.
    public static func nothingToLint(_ result: LintResult, paths: [String], configuration: Configuration) -> String? {
        guard result.project.files.isEmpty, !result.hasParseFailures else { return nil }
        let named = (paths.isEmpty ? ["."] : paths).map { "'\($0)'" }.joined(separator: ", ")
        var patterns = "looked for " + InputFile.patterns.joined(separator: ", ")
        if !configuration.include.isEmpty {
            patterns += "; the configuration's include: " + configuration.include.map(\.pattern).joined(separator: ", ")
        }
        if !configuration.exclude.isEmpty {
            patterns += "; its exclude: " + configuration.exclude.map(\.pattern).joined(separator: ", ")
        }
        return "no localization files or Swift sources found under \(named) (\(patterns))"
    }

    /// True when a finding at `path` (as reported) is in the report.
    func reports(_ path: String) -> Bool {
        guard let reportedFiles else { return true }
        return reportedFiles.contains(FilePaths.absolutePath(path, workingDirectory: workingDirectory))
    }

    /// The same plan for another copy of the project (a git revision's snapshot) whose
    /// working directory is `snapshotWorkingDirectory`: the configuration's directory, the file
    /// filter and the explicit files move along, so reported paths come out identical.
    func rebased(onto snapshotWorkingDirectory: String) -> LintPlan {
        var plan = self
        plan.workingDirectory = snapshotWorkingDirectory
        plan.configuration.directory = Self.move(configuration.directory, from: workingDirectory, to: snapshotWorkingDirectory)
        plan.linter.fileFilter?.directory = Self.move(linter.fileFilter?.directory ?? workingDirectory, from: workingDirectory, to: snapshotWorkingDirectory)
        plan.linter.settings.catalogPairs = linter.settings.catalogPairs.map { pair in
            CatalogPair(
                source: Self.move(pair.source, from: workingDirectory, to: snapshotWorkingDirectory),
                generated: Self.move(pair.generated, from: workingDirectory, to: snapshotWorkingDirectory))
        }
        plan.projectRoot = Self.move(projectRoot, from: workingDirectory, to: snapshotWorkingDirectory)
        plan.reportedFiles = reportedFiles.map { Set($0.map { Self.move($0, from: workingDirectory, to: snapshotWorkingDirectory) }) }
        plan.paths = paths.map { $0.hasPrefix("/") ? Self.move($0, from: workingDirectory, to: snapshotWorkingDirectory) : $0 }
        return plan
    }

    /// `path` expressed relative to `base`, re-anchored at `newBase` (`..` allowed).
    package static func move(_ path: String, from base: String, to newBase: String) -> String {
        let from = FilePaths.normalize(base).split(separator: "/")
        let to = FilePaths.normalize(path).split(separator: "/")
        let common = zip(from, to).prefix { $0 == $1 }.count
        let relative = Array(repeating: "..", count: from.count - common) + to.dropFirst(common).map(String.init)
        return FilePaths.normalize(([newBase] + relative).joined(separator: "/"))
    }

}
