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
        LengthBudgetRule.self,
        EndonymLabelRule.self,
        CatalogSyncRule.self,
        VoiceOverLabelRule.self,
        UnknownKeyRule.self,
        SpokenSymbolNameRule.self,
    ]

    public static var descriptions: [RuleDescription] { builtIn.map { $0.description } }

    public static func rule(withID id: RuleID) -> (any Rule.Type)? {
        builtIn.first { $0.description.id == id }
    }

    /// Known ids, for "did you mean" suggestions and configuration validation.
    public static var ids: [RuleID] { builtIn.map { $0.description.id } }
}
