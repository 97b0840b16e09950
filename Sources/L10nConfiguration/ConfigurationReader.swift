import L10nModel
import L10nParsing

/// The configuration's own value types, read through the one ``JSONReader`` with its messages
/// and positions: severities (`"off"` included) and rule ids.
extension JSONReader {
    package mutating func severity(_ value: JSONValue, _ what: String) -> ConfiguredSeverity? {
        guard let text = string(value, what) else { return nil }
        guard let severity = ConfiguredSeverity(text) else {
            let hint = Self.suggestion(for: text, among: ConfiguredSeverity.names)
            fail("invalid severity '\(text)' for \(what)\(hint); expected off, note, warning or error", at: value)
            return nil
        }
        return severity
    }

    /// A rule id that names a known rule, else an error with the closest known id.
    package mutating func ruleID(_ text: String, at value: JSONValue, known: [RuleID]) -> RuleID? {
        let id = RuleID(text)
        guard known.contains(id) else {
            let hint = Self.suggestion(for: text, among: known.map(\.rawValue))
            fail("unknown rule '\(text)'\(hint); run 'l10n rules' for the list", at: value)
            return nil
        }
        return id
    }
}
