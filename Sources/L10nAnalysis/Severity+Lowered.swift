import L10nModel

extension Severity {
    /// One step less severe (error → warning → note → note). Rules with findings of different
    /// weight report the lesser ones relative to their configured severity, so configuring a
    /// rule's severity scales all of its findings together.
    package var lowered: Severity {
        switch self {
        case .error: .warning
        case .warning, .note: .note
        }
    }
}

extension Diagnostic {
    /// The same finding at another severity.
    package func with(severity: Severity) -> Diagnostic {
        var copy = self
        copy.severity = severity
        return copy
    }
}
