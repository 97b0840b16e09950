import L10nModel

/// What `unlocalized-text` says of each text, with the fix for the way it was built.
extension UnlocalizedTextRule {
    static func message(_ text: UnlocalizedText) -> FindingMessage {
        if text.shape == .caseMapped, let mapping = caseMapping(in: text.expression) { return caseMappedMessage(text, mapping: mapping) }
        guard text.isSwiftUI else {
            let shown = text.shape == .literal ? "" : " (\(text.expression))"
            var fix = text.shape == .literal ? "String(localized: \(text.expression))" : "String(localized:)"
            // `title ?? "Video"`: the value is data; only the fallback is localized.
            if text.isFallback, text.shape == .literal, let coalescing = text.expression.range(of: "??", options: .backwards) {
                let value = text.expression[..<coalescing.lowerBound].trimmingCharacters(in: .whitespaces)
                let fallback = text.expression[coalescing.upperBound...].trimmingCharacters(in: .whitespaces)
                fix = "\(value) ?? String(localized: \(fallback))"
            }
            return .setsUnlocalizedText(text.api, text.text, shown, fix)
        }
        let origin: String
        switch text.shape {
        case .constant: origin = "the constant '\(text.name ?? text.expression)'"
        case .computed: origin = "the computed property '\(text.name ?? text.expression)'"
        case .function: origin = "the function '\(text.name ?? text.expression)'"
        case .ternary: origin = "a ternary"
        case .concatenation: origin = "a concatenation"
        case .interpolation: origin = "an interpolation in a String"
        case .literal: origin = "a literal"
        case .caseMapped: origin = "a literal whose case is changed"
        }
        // `name ?? "Unknown"`: the value is data (a name, a title from a server), only the
        // fallback is text; a key made of the value would not be found.
        if text.isFallback { return .fallsBackToUnlocalizedText(text.api, text.text, origin) }
        let call = text.api.hasSuffix("(_:)") ? String(text.api.dropLast(4)) : text.api
        return .takesStringOverload(text.api, text.text, origin, "\(call)(LocalizedStringKey(\(text.expression)))")
    }

    /// `"Select a Category".uppercased()`: the literal and the case-changing member after it.
    private static func caseMapping(in expression: String) -> (literal: Substring, member: Substring)? {
        guard let period = expression.range(of: "\".", options: .backwards) else { return nil }
        let literal = expression[..<expression.index(after: period.lowerBound)]
        return (literal, expression[period.upperBound...])
    }

    /// Localize first, then change case: SwiftUI's `.textCase(_:)` on the key's `Text`, or
    /// the member on `String(localized:)`.
    private static func caseMappedMessage(_ text: UnlocalizedText, mapping: (literal: Substring, member: Substring)) -> FindingMessage {
        let localized = "String(localized: \(mapping.literal)).\(mapping.member)"
        guard text.isSwiftUI else { return .setsUnlocalizedText(text.api, text.text, " (\(text.expression))", localized) }
        let call = text.api.hasSuffix("(_:)") ? String(text.api.dropLast(4)) : text.api
        // A view's case changes with `.textCase(_:)`; a modifier's title (`.navigationTitle`) cannot.
        let textCase = call.hasPrefix(".") ? nil : mapping.member.hasPrefix("uppercased") || mapping.member == "localizedUppercase" ? ".uppercase"
            : mapping.member.hasPrefix("lowercased") || mapping.member == "localizedLowercase" ? ".lowercase" : nil
        let fix = textCase.map { "\(call)(\(mapping.literal)).textCase(\($0))" } ?? "\(call)(\(localized))"
        return .takesStringOverload(text.api, text.text, "a literal whose case is changed", fix)
    }
}

extension FindingMessage {
    static func takesStringOverload(_ api: String, _ text: String, _ origin: String, _ fix: String) -> FindingMessage {
        FindingMessage(
            "\(api) gets a String, not a key: '\(text)' (\(origin)) takes the StringProtocol overload and is never localized; pass \(fix) or build it with String(localized:)",
            lead: .textOnly)
    }

    /// The same finding as ``takesStringOverload(_:_:_:_:)`` with the fix a fallback needs: one
    /// message id, so a baseline entry written before still matches it.
    static func fallsBackToUnlocalizedText(_ api: String, _ text: String, _ origin: String) -> FindingMessage {
        FindingMessage(
            "\(api) gets a String, not a key: its fallback '\(text)' (\(origin)) takes the StringProtocol overload and is never localized; localize the fallback: ?? String(localized: \"\(text)\")",
            id: "takesStringOverload", lead: .textOnly)
    }

    static func setsUnlocalizedText(_ api: String, _ text: String, _ shown: String, _ fix: String) -> FindingMessage {
        FindingMessage("\(api) is set to '\(text)'\(shown), a String that is never localized; use \(fix) and add the key", lead: .textOnly)
    }
}
