import L10nModel
import L10nRules

extension Project {
    /// Where Swift sources look up each localization key (`Text("key")`, `String(localized:)`,
    /// configured localization functions, and Xcode 26 generated symbols such as
    /// `Text(.welcomeTitle)`, resolved to the keys that generate them), from the Swift scanner's
    /// facts: the worklist's "used at" column.
    public func keyUsages() -> [String: [SourceLocation]] {
        var usages: [String: [SourceLocation]] = [:]
        var symbolIndexes: [String: StringSymbolIndex] = [:]
        for facts in swiftSources {
            for reference in facts.keyReferences {
                let location = self.location(of: reference.key.range.startOnly)
                usages[reference.key.text, default: []].append(location)
            }
            let symbols = facts.symbolUses(resourceParameters: swiftSymbols.resourceParameters)
            guard !symbols.isEmpty else { continue }
            let scope = swiftSourceProjects[facts.file] ?? ""
            if symbolIndexes[scope] == nil { symbolIndexes[scope] = StringSymbolIndex(project: self, scope: scope) }
            guard let index = symbolIndexes[scope] else { continue }
            for reference in symbols {
                for key in Set(index.lookup(reference.symbol).map(\.entry.key)) {
                    usages[key, default: []].append(location(of: reference.symbol.range.startOnly))
                }
            }
        }
        return usages
    }
}
