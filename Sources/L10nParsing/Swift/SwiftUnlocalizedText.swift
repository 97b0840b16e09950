import L10nModel

/// Where a displayed `String` comes from, as far as one file shows: literals (and what they
/// were built into), a localizing call, or something else (data, parameters, user input).
enum TextOrigin {
    /// `isFallback`: the literal is the right side of a `??` (`name ?? "Unknown"`).
    case literal(text: String, shape: UnlocalizedText.Shape, name: String?, isFallback: Bool)
    case localized
    case unknown
}

extension SwiftScanContext {
    /// The origin of the expression in tokens `start..<end`. Followed: literals, interpolations,
    /// `+`, ternaries and `??`, and names the file declares once as a `String` constant,
    /// computed property or parameterless function (``SwiftDeclarations/textValues``), three
    /// levels deep. A literal counts only when it shows a letter.
    func textOrigin(_ start: Int, _ end: Int, depth: Int = 0) -> TextOrigin {
        let (from, to) = unwrapParentheses(start, end)
        guard from < to, depth <= 3 else { return .unknown }
        var parts: [(Int, Int)] = []
        var shape: UnlocalizedText.Shape?
        var isCoalescing = false
        if let (question, colon) = topLevelTernary(from, to) {
            parts = [(question + 1, colon), (colon + 1, to)]
            shape = .ternary
        } else if let coalescing = topLevelOperator(from, to, "??") {
            parts = [(coalescing + 1, to)]  // the fallback: `name ?? "Unknown"`
            isCoalescing = true
        } else {
            let operands = topLevelSplit(from, to, onPlus: true)
            if operands.count > 1 {
                parts = operands
                shape = .concatenation
            }
        }
        if !parts.isEmpty {
            var found: TextOrigin = .unknown
            for (partStart, partEnd) in parts {
                switch textOrigin(partStart, partEnd, depth: depth + 1) {
                case .localized: return .localized
                case .literal(let text, let inner, let name, let isFallback):
                    if case .unknown = found { found = .literal(text: text, shape: shape ?? inner, name: name, isFallback: isFallback || isCoalescing) }
                case .unknown: break
                }
            }
            return found
        }
        if index.kind(from, is: .stringBegin) {
            let isCaseMapped = index.close(from) < to - 1 && changesCase(from: index.close(from) + 1, to: to)
            guard index.close(from) == to - 1 || isCaseMapped else { return isLocalizingChain(from, to) ? .localized : .unknown }
            let key = literal(at: from)
            guard key.segments.contains(where: { $0.contains(where: \.isLetter) }) else { return .unknown }
            let shape: UnlocalizedText.Shape = isCaseMapped ? .caseMapped : key.isInterpolated ? .interpolation : .literal
            return .literal(text: key.segments.joined(separator: "…"), shape: shape, name: nil, isFallback: false)
        }
        guard index.kind(from, is: .identifier) else { return .unknown }
        var name = from
        if index.isIdentifier(from, "self") || index.isIdentifier(from, "Self"), index.kind(from + 1, is: .period) { name = from + 2 }
        if name == to - 1, index.kind(name, is: .identifier), let value = declarations.textValues[index.text(name)] {
            return followed(value, name: index.text(name), depth: depth)
        }
        if name + 3 == to, index.kind(name + 1, is: .leftParen), index.close(name + 1) == name + 2, let value = declarations.textValues[index.text(name) + "()"] {
            return followed(value, name: index.text(name) + "()", depth: depth)
        }
        return isLocalizingChain(from, to) ? .localized : .unknown
    }

    /// Whether tokens `start..<end` after a literal change its case and nothing else
    /// (`.uppercased()`, `.capitalized`, `.localizedUppercase`, `.capitalized(with: locale)`):
    /// the result is a `String`, and `localizedUppercase` localizes nothing but the mapping.
    private func changesCase(from start: Int, to end: Int) -> Bool {
        guard index.kind(start, is: .period), index.kind(start + 1, is: .identifier) else { return false }
        let name = index.text(start + 1)
        if start + 2 == end { return Self.caseProperties.contains(name) }
        return index.kind(start + 2, is: .leftParen) && index.close(start + 2) == end - 1 && Self.caseMethods.contains(name)
    }

    private static let caseProperties: Set<String> = ["capitalized", "localizedUppercase", "localizedLowercase", "localizedCapitalized"]
    private static let caseMethods: Set<String> = ["uppercased", "lowercased", "capitalized"]

    private func followed(_ value: SwiftDeclarations.TextValue, name: String, depth: Int) -> TextOrigin {
        guard case .literal(let text, _, _, let isFallback) = textOrigin(value.start, value.end, depth: depth + 1) else { return .unknown }
        return .literal(text: text, shape: value.shape, name: name, isFallback: isFallback)
    }

    /// `String(localized:)`, `NSLocalizedString(…)`, `"key".localized`, `L10n.x`,
    /// `String(format: NSLocalizedString(…), …)`: already localized (or a configured function
    /// the rule cannot tell from data), never reported. Only the callee chain is read, never the
    /// arguments' insides, so nested calls stay linear.
    private func isLocalizingChain(_ start: Int, _ end: Int) -> Bool {
        func localizes(_ word: String) -> Bool { word.lowercased().contains("locali") || word == "L10n" || word == "tr" }
        var position = index.kind(start, is: .stringBegin) ? index.close(start) + 1 : start
        var steps = 0
        while position < end, steps < 24 {
            steps += 1
            switch index[position].kind {
            case .identifier:
                if localizes(index.text(position)) { return true }
                position += 1
            case .period, .operator:
                position += 1
            case .leftParen:
                // `String(localized: …)`, `String(format: NSLocalizedString(…), …)`: the first argument.
                if index.kind(position + 1, is: .identifier), index.kind(position + 2, is: .colon) {
                    let label = index.text(position + 1)
                    if label == "localized" { return true }
                    if label == "format", index.kind(position + 3, is: .identifier), localizes(index.text(position + 3)) { return true }
                }
                position = index.close(position) + 1
            default:
                return false
            }
        }
        return false
    }

    /// The first top-level operator `text` in `start..<end`.
    private func topLevelOperator(_ start: Int, _ end: Int, _ text: StaticString) -> Int? {
        var position = start
        while position < end {
            if index[position].isOpeningBracket {
                position = index.close(position) + 1
                continue
            }
            if index.isOperator(position, text) { return position }
            position += 1
        }
        return nil
    }

    /// Token ranges of code only the team sees, the one place its three signs are read: `#if`
    /// branches that never ship (``UnshippedConditionalCode``), the bodies of declarations named
    /// for debugging or mocking (`final class SyncDebugMenu`, `func setupDebugMenu()`, `var
    /// debugMenu: NSMenu`, `class MockDataDriver`), and the whole of a file named so
    /// (`WebExtensionsDebugMenu.swift`, `SpotlightMockDriver.swift`).
    func debugRanges() -> [Range<Int>] {
        if Self.namesTeamOnlyCode(fileName) { return [0..<index.count] }
        let unshipped = UnshippedConditionalCode(index: index).ranges()
        // Most files name nothing for debugging or mocking: byte searches skip them.
        guard index.bytes.withUnsafeBufferPointer({ TextSearch.contains($0, "ebug") || TextSearch.contains($0, "Mock") || TextSearch.contains($0, "mock") })
        else { return unshipped }
        return unshipped + teamOnlyDeclarationBodies()
    }

    /// Bodies of types, functions and properties whose name has the word "debug" or "mock".
    private func teamOnlyDeclarationBodies() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var position = 0
        while position + 1 < index.count {
            defer { position += 1 }
            guard index.kind(position + 1, is: .identifier), Self.declarationKeywords.contains(where: { index.isIdentifier(position, $0) }),
                Self.namesTeamOnlyCode(index.text(position + 1)), let body = body(afterName: position + 1)
            else { continue }
            ranges.append(body..<index.close(body))
            position = index.close(body)
        }
        return ranges
    }

    private static let declarationKeywords: [StaticString] = ["class", "struct", "enum", "actor", "extension", "func", "var"]

    /// The `{` opening the body of the declaration named at `name`; nil when it has none
    /// (`var debugLabel = UILabel()`) within its signature.
    private func body(afterName name: Int) -> Int? {
        var position = name + 1
        while position < min(index.count, name + 200) {
            switch index[position].kind {
            case .leftBrace: return position
            case .leftParen, .leftBracket: position = index.close(position) + 1
            case .rightBrace, .semicolon: return nil
            case .operator where index.isOperator(position, "="):
                return index.kind(position + 1, is: .leftBrace) ? position + 1 : nil
            default: position += 1
            }
        }
        return nil
    }

    /// Whether an identifier has a word naming code only the team runs: "debug" (`SyncDebugMenu`,
    /// `debugMenu`, `show_debug_info`; not `Debugger` or `isDebuggable`, whose views a debugging
    /// tool ships) or "mock" (`MockDataDriver`, `mockGames`: a test double's sample data; not
    /// `Mockup`).
    static func namesTeamOnlyCode(_ name: String) -> Bool {
        let characters = Array(name.utf8)
        return teamOnlyWords.contains { hasWord($0, in: characters) }
    }

    private static let teamOnlyWords: [[UInt8]] = [Array("debug".utf8), Array("mock".utf8)]

    /// Whether `word` (lowercase) is a word of `characters`: at its start, after `_` or
    /// capitalised, and ending at its end, before `_` or before a capital.
    private static func hasWord(_ word: [UInt8], in characters: [UInt8]) -> Bool {
        guard characters.count >= word.count else { return false }
        let capitals = UInt8(ascii: "A")...UInt8(ascii: "Z")
        for offset in 0...(characters.count - word.count) where characters[offset] | 0x20 == word[0]
            && characters[(offset + 1)..<(offset + word.count)].elementsEqual(word.dropFirst())
        {
            let before = offset > 0 ? characters[offset - 1] : nil
            let after = offset + word.count < characters.count ? characters[offset + word.count] : nil
            let startsWord = before == nil || before == UInt8(ascii: "_") || capitals.contains(characters[offset])
            let endsWord = after == nil || after == UInt8(ascii: "_") || capitals.contains(after!)
            if startsWord, endsWord { return true }
        }
        return false
    }
}

extension SwiftUIScanner {
    /// UIKit/AppKit properties that show a `String` (or `NSAttributedString`) on screen.
    static let displayedProperties: Set<String> = [
        "text", "title", "placeholder", "attributedText", "messageText", "informativeText", "stringValue", "toolTip", "prompt",
        "attributedTitle", "placeholderString", "headerText", "footerText", "subtitle", "paletteLabel",
        // Spoken by VoiceOver (UIKit's and AppKit's accessibility properties).
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]
    /// Properties shown on screen on some types only, by property: a notification's `body`,
    /// an open or save panel's `message`, a toolbar item's `label` (an HTTP request's `body`
    /// is no text). Reported when
    /// the receiver is declared in the file as one of them (`let content =
    /// UNMutableNotificationContent()`).
    static let displayedPropertiesByType: [String: Set<String>] = [
        "body": ["UNMutableNotificationContent"],
        "message": ["NSSavePanel", "NSOpenPanel"],
        "label": ["NSToolbarItem"],
    ]
    /// UIKit/AppKit initializers whose labelled `String` arguments are shown.
    static let displayedInitializers: [String: Set<String>] = [
        "UIAlertController": ["title", "message"], "UIAlertAction": ["title"], "UIBarButtonItem": ["title"],
        "NSMenuItem": ["title"], "NSButton": ["title"], "UIAction": ["title"], "UIMenu": ["title"],
        "UIContextualAction": ["title"], "NSTextField": ["labelWithString", "string"], "UIKeyCommand": ["title", "discoverabilityTitle"],
        "UNNotificationAction": ["title"],
    ]
}
