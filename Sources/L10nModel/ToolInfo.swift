/// The tool's identity, as printed by `--version` and written into SARIF.
public enum ToolInfo {
    public static let name = "l10n"
    public static let version = "0.1.0"
    public static let informationURI = "https://github.com/l10n-lint/l10n"

    /// Where a rule's page lives (`rules/<id>.md` in the repository).
    public static func helpURI(for id: RuleID) -> String {
        "\(informationURI)/blob/main/rules/\(id.rawValue).md"
    }
}
