import L10nModel
import L10nAnalysis
import L10nRules

/// The outcome of one lint run: sorted findings plus what reporters need to render them.
public struct LintResult: Sendable {
    /// Findings in report order (path, line, column, rule id): what is reported and counted.
    public var diagnostics: [Diagnostic]
    /// The loaded project (files for fingerprints and encodings, catalogs for reports).
    public var project: Project
    /// Descriptions of the rules that ran, in registry order.
    public var rules: [RuleDescription]
    /// Findings a waiver, baseline or inline comment suppressed, in report order. Only SARIF
    /// shows them (with `suppressions`); they never count toward the exit status.
    public var suppressed: [SuppressedDiagnostic]
    /// Files findings point into that are not part of the project (the configuration file, for
    /// stale waivers): reporters use their text for snippets and fingerprints.
    public var auxiliaryFiles: [SourceFile] = []
    /// Files the run read besides the project's own (each `project.pbxproj`, for its
    /// `knownRegions`), as given or found: no output may replace them either.
    public var otherInputs: [String] = []
    /// Icon-only controls found in Swift sources, how many VoiceOver can name, and how many in
    /// every required language (judged as `voiceover-label` judges them, with its options):
    /// evaluated on first read, from the run's index, unless set.
    public var voiceOverCoverage: VoiceOverCoverage {
        get { storedCoverage ?? analyses?.voiceOverCoverage ?? VoiceOverCoverage() }
        set { storedCoverage = newValue }
    }
    private var storedCoverage: VoiceOverCoverage?
    /// The run's index stage, for what is read after the run (coverage, key usage).
    package var analyses: SharedAnalyses?
    /// How the run paired generated catalogs with their `strings.json` (indices into
    /// `project.catalogs`), for reports and for `--verbose`.
    public var pairing = CatalogPairing(catalogs: [])
    /// Where the code uses each key, when a rule of the run computed it (``KeyUsage``): the
    /// report's "Used at" reads it instead of scanning the facts again.
    package var keyUsage: KeyUsage? { analyses?.computedKeyUsage }
    /// With `--changed-since`: how many findings were left out because the revision has them.
    public var unchangedSince: UnchangedFindings?

    public init(
        diagnostics: [Diagnostic], project: Project, rules: [RuleDescription], suppressed: [SuppressedDiagnostic] = [],
        voiceOverCoverage: VoiceOverCoverage? = nil
    ) {
        self.diagnostics = diagnostics
        self.project = project
        self.rules = rules
        self.suppressed = suppressed
        self.storedCoverage = voiceOverCoverage
    }

    /// True when some input could not be read or parsed: the run is incomplete (exit code 2).
    public var hasParseFailures: Bool { !project.parseFailures.isEmpty }

    public func count(_ severity: Severity) -> Int {
        // By index: a run may hold 100 000 findings, and iterating copies each one.
        var count = 0
        for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
        return count
    }

    public func count(_ origin: Suppression.Origin) -> Int { suppressed.lazy.filter { $0.suppression.origin == origin }.count }
}

/// Findings `--changed-since REVISION` left out of a run because they exist at the revision too:
/// the summary counts them (`(3 already at origin/main)`), as it counts baselined ones.
public struct UnchangedFindings: Sendable, Equatable {
    public var revision: String
    public var count: Int

    public init(revision: String, count: Int) {
        self.revision = revision
        self.count = count
    }
}

extension LintResult {
    /// The ids of the rules (this run's, then the registry's) whose description satisfies
    /// `predicate`: what a stage reads instead of naming rules.
    public func ruleIDs(where predicate: (RuleDescription) -> Bool) -> Set<RuleID> {
        RuleRegistry.ids(among: rules, where: predicate)
    }
}
