import Foundation
import L10nModel
import L10nAnalysis

extension NumberParityRule {
    /// Numbers written with a scale word: "50,000" is `5万` in Chinese and Japanese, `5만` in
    /// Korean, `50 mil` in Spanish, `50 тыс.` in Russian; "3.9 million" is `390万`. Each locale's
    /// words come from CLDR's short compact forms, as Foundation formats them
    /// (`.notation(.compactName)`), and English's long ones (`million`) are added for sources.
    struct ScaleWords {
        private static let byLocale = OnceMap<String, Scales>()

        /// English's long scale words, which compact notation does not write ("3.9 million").
        private static let englishWords: [String: Double] = ["thousand": 1e3, "million": 1e6, "billion": 1e9, "trillion": 1e12]

        /// Whether one of `translation`'s numbers is `number` of `source` at another scale:
        /// the same value once each side's scale word, if any, multiplies it.
        func isRescaled(_ number: InlineLiterals.Literal, source: (text: String, locale: LocaleID), in translation: [InlineLiterals.Literal], of text: String, locale: LocaleID) -> Bool {
            guard let base = Self.value(of: number.text) else { return false }
            let sourceScale = scale(after: number, in: source.text, locale: source.locale)
            let value = base * sourceScale
            return translation.contains { written in
                let scale = scale(after: written, in: text, locale: locale)
                // One side at least writes a scale word: equal plain numbers need no finding to begin with.
                guard scale != 1 || sourceScale != 1, let digits = Self.value(of: written.text) else { return false }
                return abs(digits * scale - value) <= value * 1e-9
            }
        }

        /// A number's value as ``InlineLiterals`` reads it: one or two digits after its last
        /// mark are a fraction (`3.9`, `2,5`), three a group of thousands (`50,000`, `50.000`).
        static func value(of written: String) -> Double? {
            var (digits, fraction, sinceMark, sawMark) = ("", 0, 0, false)
            for character in written {
                if let digit = character.wholeNumberValue, character.isNumber, digit < 10 {
                    digits.append(String(digit))
                    sinceMark += 1
                } else {
                    (sinceMark, sawMark) = (0, true)
                }
            }
            if sawMark, (1...2).contains(sinceMark) { fraction = sinceMark }
            guard let whole = Double(digits) else { return nil }
            return whole / pow(10, Double(fraction))
        }

        /// The multiplier the word right after `number` in `text` gives it (1 for none).
        private func scale(after number: InlineLiterals.Literal, in text: String, locale: LocaleID) -> Double {
            let bytes = Array(text.utf8)
            let end = number.utf8Offset + number.utf8Length
            guard end < bytes.count else { return 1 }
            let rest = String(decoding: bytes[end...], as: UTF8.self)
            let word = rest.drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }.prefix { $0.isLetter || $0 == "." }.lowercased()
            let bare = word.hasSuffix(".") ? String(word.dropLast()) : word
            guard !bare.isEmpty else { return 1 }
            let scales = Self.words(of: locale)
            // Longest first: `万亿` (10¹²) before `万`.
            for (scaleWord, multiplier) in scales.byLength {
                if bare == scaleWord || scales.abbreviations.contains(scaleWord) && bare.hasPrefix(scaleWord) { return multiplier }
                // A scale word of a script without spaces leads the word it joins (`5万人`, `5만명`).
                if let first = scaleWord.unicodeScalars.first, CharacterClass.isOfUnspacedScript(scalar: first) || (0xAC00...0xD7A3).contains(first.value),
                    bare.hasPrefix(scaleWord)
                {
                    return multiplier
                }
            }
            return 1
        }

        /// `locale`'s scale words, lowercased without a final period, and what each multiplies by.
        private static func words(of locale: LocaleID) -> Scales {
            byLocale.value(for: locale.identifier) {
                var words: [String: Double] = locale.languageCode == "en" ? englishWords : [:]
                var abbreviations: Set<String> = []
                let style = FloatingPointFormatStyle<Double>.number.notation(.compactName).locale(Locale(identifier: locale.identifier))
                for power in 3...12 {
                    let value = pow(10, Double(power))
                    let formatted = value.formatted(style)
                    // "10万", "10 тыс.", "1 mil": the number in ASCII digits (`万` is numeric too), then the word.
                    let digits = formatted.prefix { ("0"..."9").contains($0) }
                    let word = formatted.dropFirst(digits.count).drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }.lowercased()
                    // An abbreviation (`тыс.`, `Mio.`) also begins the word in full (`тысяч`).
                    let isAbbreviation = word.hasSuffix(".")
                    let trimmed = isAbbreviation ? String(word.dropLast()) : word
                    guard !trimmed.isEmpty, trimmed.allSatisfy(\.isLetter), let shown = Double(digits), shown > 0 else { continue }
                    if words[trimmed] == nil { words[trimmed] = value / shown }
                    if isAbbreviation, trimmed.count >= 3 { abbreviations.insert(trimmed) }
                }
                return Scales(words: words, abbreviations: abbreviations)
            }
        }

        /// A locale's scale words, longest first, and which of them CLDR abbreviates.
        private struct Scales: Sendable {
            let byLength: [(word: String, multiplier: Double)]
            let abbreviations: Set<String>

            init(words: [String: Double], abbreviations: Set<String>) {
                byLength = words.map { ($0.key, $0.value) }.sorted { ($0.word.count, $0.word) > ($1.word.count, $1.word) }
                self.abbreviations = abbreviations
            }
        }
    }
}
