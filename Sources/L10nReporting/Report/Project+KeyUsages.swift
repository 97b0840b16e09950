import L10nModel
import L10nRules

extension Project {
    /// Where Swift sources look up each localization key (``KeyUsage/locations``: literal keys
    /// in localizing calls and configured functions, and Xcode 26 generated symbols such as
    /// `Text(.welcomeTitle)` resolved to the keys that generate them): the worklist's "used at"
    /// column. `usage` is the run's analysis when a rule computed it.
    public func keyUsages() -> [String: [SourceLocation]] { keyUsages(nil) }

    package func keyUsages(_ usage: KeyUsage?) -> [String: [SourceLocation]] {
        let usage = usage ?? KeyUsage(project: self, symbolIndex: { StringSymbolIndex(project: self, scope: $0) })
        return usage.locations.mapValues { $0.map { location(of: $0.startOnly) } }
    }
}
