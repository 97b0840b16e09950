import L10nModel

extension Project {
    /// Where Swift sources look up each localization key (`Text("key")`, `String(localized:)`,
    /// configured localization functions), from the Swift scanner's facts: the worklist's
    /// "used at" column.
    public func keyUsages() -> [String: [SourceLocation]] {
        var usages: [String: [SourceLocation]] = [:]
        for facts in swiftSources {
            for reference in facts.keyReferences {
                let location = self.location(of: reference.key.range.startOnly)
                usages[reference.key.text, default: []].append(location)
            }
        }
        return usages
    }
}
