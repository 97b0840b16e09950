/// Why a finding is not reported although a rule found it. Suppressed findings are kept (not
/// dropped) so SARIF can carry them as `suppressions` and summaries can count them.
public struct Suppression: Sendable, Hashable {
    public enum Origin: String, Sendable, Hashable {
        /// An `l10n-lint:disable…` comment in the file.
        case inline
        /// A configuration `ignore` entry.
        case ignore
        /// A baseline file (`--baseline`).
        case baseline
    }

    /// SARIF's `suppression.kind`: in the source file, or outside it.
    public enum Kind: String, Sendable, Hashable {
        case inSource
        case external
    }

    public var origin: Origin
    /// The waiver's reason, when there is one.
    public var justification: String?

    public init(origin: Origin, justification: String? = nil) {
        self.origin = origin
        self.justification = justification
    }

    public var kind: Kind { origin == .inline ? .inSource : .external }
}

/// A finding together with what suppressed it.
public struct SuppressedDiagnostic: Sendable, Hashable {
    public var diagnostic: Diagnostic
    public var suppression: Suppression

    public init(diagnostic: Diagnostic, suppression: Suppression) {
        self.diagnostic = diagnostic
        self.suppression = suppression
    }
}
