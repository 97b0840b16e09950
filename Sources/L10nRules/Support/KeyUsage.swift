import L10nModel
import L10nParsing
import L10nAnalysis

/// Where the project's code uses each catalog key: one analysis, computed once per run, for
/// `unused-key`, `unknown-key`, `voiceover-label` and the report's "Used at".
///
/// Two strengths of use. A **look-up** is a key the code passes where SwiftUI or Foundation
/// localizes (``SwiftSourceFacts/keyReferences``), or a generated symbol resolved to the key
/// that generates it: these give the "Used at" locations. A **mention** is any other way code
/// can reach a key without the scan seeing a localizing call: the same text as any string
/// literal (a custom view's `LocalizedStringKey` parameter, an App Intent's
/// `LocalizedStringResource` title, a hand-written `tr("Localizable", "key")`), an interpolated
/// literal whose literal parts frame the key (`"onboarding.step\(n)"` covers
/// `onboarding.step1`…), a SwiftGen/R.swift accessor chain spelling the key
/// (`L10n.Settings.title`, `R.string.localizable.settingsTitle()`), or one naming a generated
/// accessor of the key. A generated accessor's own `tr(…)` is neither. A key with no look-up
/// and no mention is unused.
package struct KeyUsage: Sendable {
    /// Look-up locations by key, as code spells the key (interpolations as best-guess specifiers)
    /// or, for a generated symbol, the key generating it; in file order.
    package private(set) var locations: [String: [SourceRange]] = [:]
    /// Generated symbols each Swift file uses (with the project's `LocalizedStringResource`
    /// parameters), resolved once for every consumer.
    package private(set) var symbolUses: [FileID: [LocalizedSymbolReference]] = [:]
    private var scopes: [String: ScopeMentions] = [:]
    /// How the code looks each key up, by project and key: one record per key, which the
    /// questions of ``isOnlyPlainText(_:inProject:)`` and ``isShownWhole(_:inProject:)`` read.
    private var lookups: [String: [String: Lookups]] = [:]
    /// The literal parts of interpolated look-ups whose numbers the code computes, by project:
    /// `"Deleted \(photos.count) photos"` guesses `%@` where the key has `%lld`, and still
    /// makes `Deleted %lld photos` a count.
    private var variableNumberFrames: [String: Set<[String]>] = [:]

    /// The ways a key is looked up.
    private struct Lookups: OptionSet, Sendable {
        let rawValue: UInt8
        /// Through an API that returns a plain `String` (`String(localized:)`,
        /// `NSLocalizedString`, a localization function): shown as it is.
        static let plain = Lookups(rawValue: 1 << 0)
        /// Where SwiftUI may render Markdown (`Text("key")`, any `LocalizedStringKey` API).
        static let markdown = Lookups(rawValue: 1 << 1)
        /// By a SwiftUI view that shows it as its whole text (`Text("Language: ")`, a `Picker`'s title).
        static let wholeView = Lookups(rawValue: 1 << 2)
        /// Any other way (a `String` API, a function, a `Text` joined by `+`).
        static let other = Lookups(rawValue: 1 << 3)
        /// With integer literals for its every interpolation (`Text("every \(30) seconds")`).
        static let fixedNumbers = Lookups(rawValue: 1 << 4)
        /// Any other way: values the code computes, or arguments the scan does not see.
        static let variableNumbers = Lookups(rawValue: 1 << 5)
    }

    /// What the code of one project (``Catalog/project``) mentions.
    private struct ScopeMentions: Sendable {
        var keys: Set<String> = []
        var literals: Set<String> = []
        var interpolations: Set<[String]> = []
        /// Interpolations whose first or last literal part has a word: they frame keys.
        var frames: [[String]] = []
        var accessors: Set<String> = []
        var members: Set<String> = []
        var tablesWithBuiltKeys: Set<String> = []
    }

    package init(project: Project, symbolIndex: (String) -> StringSymbolIndex) {
        let parameters = project.swiftSymbols.resourceParameters
        for facts in project.swiftSources {
            let scope = project.swiftSourceProjects[facts.file] ?? ""
            var mentions = scopes[scope] ?? ScopeMentions()
            // A generated accessor's own look-up (`static let old = L10n.tr("Localizable",
            // "Home.old")`) tells how the key is read, but is no use of it: code reading the
            // accessor is (see `isNamed`).
            let accessorLookups = facts.generatedAccessors.isEmpty ? [] : Set(facts.generatedAccessors.lazy.map(\.key.range))
            for reference in facts.keyReferences {
                var kinds: Lookups = Self.returnsPlainString(reference.source) ? .plain : .markdown
                if case .api(let name) = reference.source, Self.wholeTextViews.contains(name) { kinds.insert(.wholeView) } else { kinds.insert(.other) }
                kinds.insert(reference.key.interpolatesFixedNumbers ? .fixedNumbers : .variableNumbers)
                if reference.key.isInterpolated, !reference.key.interpolatesFixedNumbers { variableNumberFrames[scope, default: []].insert(reference.key.segments) }
                lookups[scope, default: [:]][reference.key.text, default: []].formUnion(kinds)
                locations[reference.key.text, default: []].append(reference.key.range)
                if accessorLookups.isEmpty || !accessorLookups.contains(reference.key.range) { mentions.keys.insert(reference.key.text) }
                if reference.key.isInterpolated { mentions.interpolations.insert(reference.key.segments) }
            }
            for key in facts.composedKeys { lookups[scope, default: [:]][key, default: []].formUnion([.other, .variableNumbers]) }
            let symbols = facts.symbolUses(resourceParameters: parameters)
            if !symbols.isEmpty {
                symbolUses[facts.file] = symbols
                let index = symbolIndex(scope)
                for reference in symbols {
                    for key in Set(index.lookup(reference.symbol).map(\.entry.key)) {
                        locations[key, default: []].append(reference.symbol.range)
                        mentions.keys.insert(key)
                    }
                }
            }
            mentions.literals.formUnion(
                facts.generatedAccessors.isEmpty ? facts.literalMentions : facts.literalMentions.subtracting(facts.generatedAccessors.lazy.map(\.key.text)))
            mentions.interpolations.formUnion(facts.interpolatedMentions)
            mentions.accessors.formUnion(facts.accessorMentions)
            mentions.members.formUnion(facts.memberMentions)
            mentions.tablesWithBuiltKeys.formUnion(facts.tablesWithBuiltKeys)
            scopes[scope] = mentions
        }
        // A generated accessor the code names uses its key, whatever the accessor is called
        // (`Strings.welcome` for `WELCOME_MSG`).
        for (scope, accessors) in project.swiftSymbols.accessors {
            guard var mentions = scopes[scope] else { continue }
            for accessor in accessors.values where Self.isNamed(accessor, in: mentions.accessors) { mentions.keys.insert(accessor.key.text) }
            scopes[scope] = mentions
        }
        for (scope, mentions) in scopes {
            // Frames that say something: `"\(a) \(b)"` frames every key.
            scopes[scope]?.frames = (mentions.interpolations.union(mentions.literals.compactMap(Self.keyTemplate))).filter { segments in
                (segments.first.map(Self.hasWord) ?? false) || (segments.last.map(Self.hasWord) ?? false)
            }
        }
    }

    /// Whether code names the accessor: a chain after its root (see `SwiftUIScan`'s accessor
    /// mentions) that spells the accessor's name with one or more of its leading types left
    /// out (`L10n.Home.title` as `Home.title` inside an extension of `L10n`).
    private static func isNamed(_ accessor: GeneratedAccessor, in chains: Set<String>) -> Bool {
        let components = accessor.name.split(separator: ".").map { $0.lowercased().filter { $0.isLetter || $0.isNumber } }
        return components.indices.dropFirst().contains { chains.contains(components[$0...].joined()) }
    }

    /// Whether the linted paths hold Swift code of this project: without it, no key can be
    /// judged unused.
    package func hasCode(inProject scope: String) -> Bool { scopes[scope] != nil }

    /// Whether code of project `scope` looks table `name` up with keys it builds at run time:
    /// then no key of it can be told unused.
    package func looksUpBuiltKeys(inTable name: String, inProject scope: String) -> Bool {
        scopes[scope]?.tablesWithBuiltKeys.contains(name) ?? false
    }

    /// Whether code of project `scope` looks the key up or mentions it (see the type).
    /// - Parameter countingMembers: whether an enum case named like the key counts (`.playing`
    ///   for `PLAYING`): it keeps a key from being called unused, but is no look-up that makes
    ///   a key required.
    package func isUsed(_ key: String, inProject scope: String, countingMembers: Bool = true) -> Bool {
        guard let mentions = scopes[scope] else { return true }
        if mentions.keys.contains(key) || mentions.literals.contains(key) { return true }
        if key.utf8.contains(UInt8(ascii: "%")) || key.utf8.contains(UInt8(ascii: "$")), mentions.interpolations.contains(FormatKey.segments(of: key)) {
            return true
        }
        for segments in mentions.frames {
            guard let first = segments.first, let last = segments.last, key.count > first.count + last.count else { continue }
            if key.hasPrefix(first), key.hasSuffix(last) { return true }
        }
        let spelled = key.lowercased().filter { $0.isLetter || $0.isNumber }
        return !spelled.isEmpty && (mentions.accessors.contains(spelled) || (countingMembers && mentions.members.contains(spelled)))
    }

    /// Whether the code of project `scope` reads the key only as a plain `String`
    /// (`String(format: NSLocalizedString("key", …))`, `String(localized:)`): its `**` is never
    /// Markdown. False when any look-up may render it, or none was seen (a SwiftGen accessor, no code).
    package func isOnlyPlainText(_ key: String, inProject scope: String) -> Bool {
        lookups[scope]?[key].map { $0.contains(.plain) && !$0.contains(.markdown) } ?? false
    }

    /// Whether the code of project `scope` shows the key only as a SwiftUI view's whole text
    /// (`Text("Language: ")` in an `HStack`, a `Picker`'s title): nothing follows it, so a
    /// space at its end is not seen. False when some look-up joins or formats it, or none was seen.
    package func isShownWhole(_ key: String, inProject scope: String) -> Bool {
        lookups[scope]?[key].map { $0.contains(.wholeView) && !$0.contains(.other) } ?? false
    }

    /// Whether every look-up of the key by the code of project `scope` writes its numbers as
    /// integer literals other than 1 (`Text("Refreshes every \(30) seconds.")`): fixed numbers,
    /// whose one form a translation writes, not counts. False when none was seen.
    package func hasOnlyFixedNumbers(_ key: String, inProject scope: String) -> Bool {
        guard lookups[scope]?[key].map({ $0.contains(.fixedNumbers) && !$0.contains(.variableNumbers) }) == true else { return false }
        return variableNumberFrames[scope]?.contains(FormatKey.segments(of: key)) != true
    }

    /// SwiftUI views and modifiers whose `LocalizedStringKey` is all the text they show.
    private static let wholeTextViews: Set<String> = [
        "Text", "Button", "Toggle", "Picker", "Label", "Section", "Link", "Menu", "NavigationLink", "LabeledContent", "TextField",
        "SecureField", "Stepper", "DatePicker", "ColorPicker", "Tab", "DisclosureGroup", "GroupBox", "navigationTitle",
    ]

    /// APIs that hand back a `String`: what they return is shown as is, never parsed as Markdown.
    private static func returnsPlainString(_ source: LocalizedKeyReference.Source) -> Bool {
        switch source {
        case .function: return true
        case .api(let name): return name == "String(localized:)" || name == "NSLocalizedString" || name == "localizedString(forKey:)"
        }
    }

    /// The literal parts of a literal that formats a key, as an interpolation's frame it:
    /// `@"lang_%@"` or `"rendering_attr_%@_description"` passed to `stringWithFormat:` or
    /// `String(format:)` and then looked up. Only a literal without whitespace, as keys are
    /// written: a sentence with a specifier (`"%d items"`) is text, not a key.
    private static func keyTemplate(_ literal: String) -> [String]? {
        guard literal.utf8.contains(UInt8(ascii: "%")), !literal.contains(where: \.isWhitespace) else { return nil }
        let segments = FormatKey.segments(of: literal)
        return segments.count > 1 ? segments : nil
    }

    private static func hasWord(_ text: String) -> Bool { text.count >= 2 && text.contains(where: \.isLetter) }
}
