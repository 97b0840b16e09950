import L10nModel

/// Every built-in rule, in one immutable list. Adding a rule means adding its type here;
/// a test checks that every `*Rule.swift` file is registered.
public enum RuleRegistry {
    public static let builtIn: [any Rule.Type] = [
        ParseErrorRule.self,
        DuplicateKeyRule.self,
        MissingTranslationRule.self,
        UnchangedTranslationRule.self,
        PluralVariantsRule.self,
        FormatSpecifiersRule.self,
        TranslationStateRule.self,
        MarkdownBoldParityRule.self,
        MarkdownLinkParityRule.self,
        MarkdownSpanParityRule.self,
        NumberParityRule.self,
        WhitespaceParityRule.self,
        InvisibleCharacterRule.self,
        PunctuationParityRule.self,
        OutdatedTranslationRule.self,
        URLParityRule.self,
        InconsistentTranslationRule.self,
        GlossaryTermRule.self,
        LengthBudgetRule.self,
        EndonymLabelRule.self,
        CatalogSyncRule.self,
        CatalogStructureRule.self,
        CatalogLayoutRule.self,
        VoiceOverLabelRule.self,
        UnknownKeyRule.self,
        InflectionInPlainStringRule.self,
        UnlocalizedTextRule.self,
        UnusedKeyRule.self,
        GeneratedSymbolRule.self,
        SpokenSymbolNameRule.self,
    ]

    /// A team's own rules for the current run, after the built-in ones (see
    /// ``L10nCommandLine/run(_:environment:rules:)``). Task-local rather than global, so two runs
    /// in one process (tests) never see each other's rules; read before the run's parallel stages.
    @TaskLocal package static var added: [any Rule.Type] = []

    /// Every rule the run knows: the built-in ones, then the team's. What linting, configuration,
    /// `rules`, rule pages, the schema and SARIF metadata list.
    public static var all: [any Rule.Type] { builtIn + added }

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    public static func rule(withID id: RuleID) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// The ids of the rules, among `rules` (a run's) and then the registry's, whose description
    /// satisfies `predicate`: how a generic stage finds the rules behind a kind of finding
    /// (``RuleDescription/subject``, ``RuleDescription/reportColumn``) without naming one.
    public static func ids(among rules: [RuleDescription], where predicate: (RuleDescription) -> Bool) -> Set<RuleID> {
        var seen = Set<RuleID>()
        var matching = Set<RuleID>()
        for description in rules + descriptions where seen.insert(description.id).inserted && predicate(description) {
            matching.insert(description.id)
        }
        return matching
    }

    /// Known ids, for "did you mean" suggestions and configuration validation.
    public static var ids: [RuleID] { all.map { $0.description.id } }

    /// Why `rules` cannot be added to the built-in ones (an id used twice, or one reserved by
    /// the engine), or nil when they can.
    package static func conflict(adding rules: [any Rule.Type], reserved: [RuleID]) -> String? {
        var seen = Set(builtIn.map { $0.description.id } + reserved)
        for rule in rules {
            let id = rule.description.id
            guard seen.insert(id).inserted else { return "rule id '\(id)' of \(rule) is already taken" }
        }
        return nil
    }
}
