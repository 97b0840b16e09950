import L10nModel

/// `"off"`, or a severity: what a rule (or a required locale) is configured to.
public enum ConfiguredSeverity: Sendable, Hashable, CustomStringConvertible {
    case off
    case on(Severity)

    public init?(_ text: String) {
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .on(severity)
        } else {
            return nil
        }
    }

    /// The words configuration accepts, for error messages and suggestions.
    public static let names = ["off", "note", "warning", "error"]

    public var severity: Severity? {
        if case .on(let severity) = self { return severity }
        return nil
    }

    public var description: String { severity?.rawValue ?? "off" }
}
