import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations carrying control characters, zero-width spaces or byte order marks
/// their source lacks: debris of copy and paste and machine translation that users see as
/// boxes, or not at all where it breaks a word.
package struct InvisibleCharacterRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "invisible-character",
        name: "Invisible Character",
        summary: "A translation has a control character, zero-width space or byte order mark its source lacks",
        rationale: """
            A control character (U+0001–U+001F but tab, line feed and carriage return; U+007F; \
            U+0080–U+009F), a zero-width space (U+200B) or a byte order mark (U+FEFF) in a \
            translation comes from pasting out of another tool or from machine translation, not \
            from the translator: a control character shows as a box or nothing (`Vypad\\u{1}á`), \
            a zero-width space splits a word for search and for VoiceOver, and both survive \
            review because nobody sees them. Translation platforms remove them on save \
            (Weblate's control character and zero-width space fixups); this rule finds the ones \
            already in the catalog.

            Only characters the source text lacks are reported: a source that has one means it \
            on purpose. Thai, Lao, Khmer, Burmese, Tibetan and Dzongkha write no spaces between \
            words, so a zero-width space marks where a line may break: allowed there. Joiners \
            (U+200C, U+200D), direction marks and soft hyphens are writing, not debris, and are \
            never reported.

            Fix: remove the characters (the fix does).
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "search.hint": { "en": "Search messages", "de": "Nachrichten durchsuchen", "th": "ค้นหา\\u200bข้อความ" },
                  "emoji.family": { "en": "Family 👨‍👩‍👧", "fa": "خانواده‌ها 👨‍👩‍👧" },
                  "separator": { "en": "Name\\tValue", "fr": "Nom\\tValeur" },
                  "code.hint": { "en": "Press \\u001b to cancel", "de": "\\u001b drücken zum Abbrechen" },
                  "badge.hidden": { "en": "New", "ja": "\\u200b" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "pairing.found" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Seems like you have your pairing file!" } },
                      "cs" : { "stringUnit" : { "state" : "translated", "value" : ↓"Vypad\\u0001á to, že máte párovací soubor!" } }
                    } }
                  },
                  "version" : "1.0"
                }
                """, messages: ["'pairing.found' in cs has a control character (U+0001) the source lacks"]),
            RuleExample("strings.json", """
                {
                  "receipts": { "en": "Read receipts", "da": "Kvitteringer↓\u{200B}for\u{200B}læsning" },
                  "window.title": { "en": "Window", "vi": ↓"\u{FEFF}Cửa sổ\\u0018" }
                }
                """, messages: [
                    "'receipts' in da has 2 zero-width spaces (U+200B) the source lacks",
                    "'window.title' in vi has a byte order mark (U+FEFF) and a control character (U+0018) the source lacks",
                ]),
        ],
        corrections: [
            RuleCorrection(
                before: [
                    RuleExample.File("en.lproj/Localizable.strings", #""receipts" = "Read receipts";"#),
                    RuleExample.File("da.lproj/Localizable.strings", "\"receipts\" = \"Kvitteringer\u{200B}for\u{200B}læsning\";"),
                ],
                after: [
                    RuleExample.File("da.lproj/Localizable.strings", #""receipts" = "Kvitteringerforlæsning";"#),
                ]),
        ])

    /// Its findings are units of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        context.units(ofCatalogAt: catalog, entries: entries).forEach { _, pair in
            let text = pair.unit.value
            guard Self.hasInvisible(text) else { return }
            // A value of nothing but invisible characters and spaces blanks a label on purpose
            // (an empty value would fall back to the source).
            guard !text.unicodeScalars.allSatisfy({ Self.isInvisible($0) || $0.properties.isWhitespace }) else { return }
            let sourceHas = Self.hasInvisible(pair.source.text) ? Set(pair.source.text.unicodeScalars.filter(Self.isInvisible)) : []
            let allowsBreakHints = Self.wordsUnspaced.contains(pair.locale.languageCode)
            var found: [(scalar: Unicode.Scalar, utf8Offset: Int)] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                if Self.isInvisible(scalar), !sourceHas.contains(scalar), !(allowsBreakHints && scalar.value == 0x200B) {
                    found.append((scalar, offset))
                }
                offset += scalar.utf8.count
            }
            guard let first = found.first else { return }
            let removed = Set(found.map(\.scalar))
            var kept = String.UnicodeScalarView()
            kept.append(contentsOf: text.unicodeScalars.filter { !removed.contains($0) })
            let range = context.project.range(in: pair.unit, utf8Offset: first.utf8Offset, length: first.scalar.utf8.count)
            let diagnostic = context.diagnostic(
                .hasInvisible(found.map(\.scalar)), about: pair.subject, at: range,
                related: [(range: pair.source.range, message: "source text")])
            let fix = Fix("Remove the invisible characters the source lacks", edits: [
                .setValue(file: context.project.file(pair.unit.range.file).path, start: pair.unit.range.start, end: pair.unit.range.end, value: String(kept))
            ])
            diagnostics.append(diagnostic.fixed(by: fix))
        }
        return diagnostics
    }

    /// Languages written without spaces between words, where U+200B marks a line-break opportunity.
    static let wordsUnspaced: Set<String> = ["th", "lo", "km", "my", "bo", "dz"]

    /// A control character other than tab, line feed and carriage return; a zero-width space; a byte order mark.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0x200B, 0xFEFF: true
        default: false
        }
    }

    /// True when `text` has one of them: only bytes that may start one are read (C1 controls
    /// start with 0xC2, U+200B with 0xE2, U+FEFF with 0xEF; so do typographic quotes, 0xE2).
    static func hasInvisible(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            let count = bytes.count
            return ByteWord.containsCandidate(in: bytes, candidates: mayStartInvisible) { index in
                switch bytes[index] {
                case 0x09, 0x0A, 0x0D: false
                case 0x00..<0x20, 0x7F: true
                case 0xC2: index + 1 < count && (0x80...0x9F).contains(bytes[index + 1])
                case 0xE2: index + 2 < count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x8B
                case 0xEF: index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF
                default: false
                }
            }
        }
    }

    /// The scan mask of the bytes of `word` that may start an invisible character.
    private static func mayStartInvisible(_ word: UInt64) -> UInt64 {
        ByteWord.scanBytesBelow(word, 0x20) | ByteWord.scanBytesEqual(word, 0x7F) | ByteWord.scanBytesEqual(word, 0xC2)
            | ByteWord.scanBytesEqual(word, 0xE2) | ByteWord.scanBytesEqual(word, 0xEF)
    }
}

extension FindingMessage {
    /// "has 2 zero-width spaces (U+200B) and a control character (U+0018) the source lacks".
    fileprivate static func hasInvisible(_ scalars: [Unicode.Scalar]) -> FindingMessage {
        var counts: [(scalar: Unicode.Scalar, count: Int)] = []
        for scalar in scalars {
            if let index = counts.firstIndex(where: { $0.scalar == scalar }) { counts[index].count += 1 } else { counts.append((scalar, 1)) }
        }
        let parts = counts.map { scalar, count in
            let name = switch scalar.value {
            case 0x200B: count == 1 ? "a zero-width space" : "\(count) zero-width spaces"
            case 0xFEFF: count == 1 ? "a byte order mark" : "\(count) byte order marks"
            default: count == 1 ? "a control character" : "\(count) control characters"
            }
            return "\(name) (U+\(scalar.value.hexDigits(4)))"
        }
        let listed = parts.count <= 2 ? parts.joined(separator: " and ") : parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        return FindingMessage("has \(listed) the source lacks")
    }
}
