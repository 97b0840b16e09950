import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations that drop or change a number their source writes out: a trial of 7
/// days sold as 3, a limit of 500 characters that became 50.
package struct NumberParityRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "number-parity",
        name: "Number Parity",
        summary: "A translation drops or changes a number its source writes out",
        rationale: """
            Numbers written into a string are facts: "Free for 7 days", "Up to 500 characters", \
            "iOS 17 or later". A translation that drops or changes one ("免费试用 3 天") tells the \
            user something false, and no other check notices: the text is translated, its format \
            arguments match.

            Every number of the source must appear in the translation. Numbers compare by value, \
            so the locale's own way of writing them is accepted: grouping and decimal marks (also \
            the slash Persian, Pashto and Urdu write for one: `۴۴/۱`) \
            (`1,000`, `1.000`, `1 000`, `1 000`), any script's decimal digits (full-width `７`, \
            Arabic-Indic `٧`, Devanagari `७`, Bengali, Thai…), leading zeros (`07:00` and `7:00`). \
            A list written without spaces (`1,2,3,4,5`: commas between groups that are not \
            three digits) is its numbers, as `1, 2, 3, 4, 5` is. `24/7` is an idiom for \
            "always" that a translation says its own way ("24 horas", "rund um die Uhr"). \
            A date in digits is written in the locale's order and separators (`2017/04/05` as \
            German `05.04.2017`): the same three groups in any order are the same date. A \
            12-hour time may be given on a 24-hour clock (`7:55 PM` as `19:55`, `10 PM` as `22 Uhr`). \
            A number may also be written as a word: the locale's spelled-out form as Foundation's \
            `NumberFormatter` (`.spellOut`, CLDR) gives it (`sept`, `sieben`, `七`, `칠`), a word starting with that form less its last letter (`una`, `eine` for \
            `uno`, `eins`), or a single character Unicode gives that value (`两`, `七`, `①`, `Ⅻ`). \
            Order and repetition do not matter. A translation that writes no number at all \
            says the quantity in words the rule cannot weigh ("一星期" for "7 days", "half an \
            hour" for "30 minutes") and is not reported; nor is a plural variant's own count \
            (`1` in the `one` variant "1 reblog": a translation writes `%ld`, a word, or lets \
            grammar say it).

            An ordinal in digits (`3rd`) may be spelled out ("una tercera clave", "세 번째"), and \
            an example value (`(e.g., 37.7749)`) may be one of the locale's own.

            Not numbers: digits glued to a Latin letter, part of a name (`cranci1`, `mp3`, \
            `H264`; but `PIN3次` counts 3 times: an ideograph, kana or hangul after the digits \
            ends the name), one digit before capitals, an acronym (`2FA`, `3DS`; not a unit: \
            `5GB`, or a time: `5PM`), format specifiers and their widths and positions (`%2$lld`, `%.1f`, \
            `%02d`), digits inside URLs and e-mail addresses (`url-parity`'s) and inside \
            Markdown link destinations (`markdown-link-parity`'s), a decimal fraction's trailing \
            zeros (`4.0` is `4`, `2.50` is `2,5`), and a price the translation \
            gives in another currency (a currency sign next to the number that the translation \
            does not write: "for 25€" sold "за 999 ₽"; a price in the same currency is compared), \
            and a number the translation writes with a scale word of its language, the same value: \
            "50,000" as `5万` in Chinese and Japanese, `5만` in Korean, `50 mil` in Spanish, `50 тыс.` \
            in Russian, "3.9 million" as `390万` (CLDR's compact forms, as Foundation formats them). \
            A measure the translation gives in another unit (`100 mg/dL` as `5,6 mmol/l`, \
            `70 °F` as `21 °C`: a unit right after each number, and they differ) is converted \
            for the locale's readers; one in the same unit is compared. \
            A value that is a number alone (`"_EXTRA_WIDTH_" = "48.0"`) is a setting each \
            locale chooses, such as a width in points for its longer words, not a fact. \
            Numbers the translation adds are not reported on their own; a changed number is \
            reported where the translation writes the new one.
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "trial": { "en": "Free for 7 days", "fr": "Gratuit pendant 7 jours", "zh-Hans": "免费试用七天", "ar": "مجاني لمدة ٧ أيام" },
                  "limit": { "en": "Up to 1,000 characters", "de": "Bis zu 1.000 Zeichen", "fr": "Jusqu’à 1 000 caractères", "ja": "最大１０００文字" },
                  "week": { "en": "Every 2 weeks", "de": "Alle zwei Wochen", "es": "Cada dos semanas" },
                  "one": { "en": "1 free lesson", "es": "Una lección gratis" },
                  "big": { "en": "Up to 500 characters (2 lines)", "de": "Bis zu fünfhundert Zeichen (2 Zeilen)" },
                  "duration": { "en": "7 days", "zh-Hant": "一星期" },
                  "price": { "en": "%1$@ for %2$lld months", "zh-Hans": "%2$lld 个月 %1$@ 🎉" },
                  "help": { "en": "See [step 3](https://lingo.app/help/3)", "de": "Siehe [Schritt 3](https://lingo.app/help/3)" },
                  "pro.price": { "en": "Lifetime license for 25€", "ru": "Пожизненная лицензия за 999 ₽", "ja": "買い切り ¥3,800" },
                  "version": { "en": "Welcome to Lingo 4.0", "tr": "Lingo 4'e hoş geldiniz" },
                  "accuracy": { "en": "Data from cranci1 may not be 100% accurate.", "sk": "Údaje od cranci1 nemusia byť stopercentne presné." },
                  "monthly": { "en": "From $2.50 a month", "de": "Ab 2,5 $ im Monat" },
                  "sample.rate": { "en": "Sample rate: 44.1 kHz", "fa": "نرخ نمونه‌برداری: ۴۴/۱ کیلوهرتز" },
                  "sectors": { "en": "Show sectors 1,2,3,4,5", "fr": "Afficher les secteurs 1, 2, 3, 4, 5" },
                  "support": { "en": "Support 24/7, 365 days a year", "pt-BR": "Suporte 24 horas, 365 dias por ano", "de": "Support rund um die Uhr, 365 Tage im Jahr" },
                  "extra.width": { "en": "0.0", "de": "48.0" },
                  "smb.hint": { "en": "Any target below 100 mg/dL enables SMB.", "sv": "Alla mål under 5,6 mmol/l aktiverar SMB." },
                  "date.hint": { "en": "Released on 2017/04/05", "de": "Erschienen am 05.04.2017", "fr": "Sorti le 05/04/2017" },
                  "quiet.hours": { "en": "Quiet from 10 PM to 7:30 AM", "de": "Ruhezeit von 22 bis 7:30 Uhr", "fr": "Calme de 22 h à 7 h 30" },
                  "spare.key": { "en": "Add a 3rd key within 24 hours", "es": "Añade una tercera clave en 24 horas" },
                  "two.factor": { "en": "Enable more than one 2FA method for 1 year", "pt-BR": "Ative mais de um método de autenticação por 1 ano" },
                  "pin.attempts": { "en": "PIN is disabled after 3 failed attempts in 24 hours", "zh-Hans": "24小时内输错PIN3次后将停用PIN" },
                  "latitude.hint": { "en": "Latitude in degrees (e.g., 37.7749)", "ru": "Широта в градусах (например, 55.7558)" }
                }
                """),
            // A number with a scale word: CLDR's compact forms of the locale, English's long ones.
            RuleExample("strings.json", """
                {
                  "rules": { "en": "Up to 50,000 rules", "ja": "最大5万件のルール", "ko": "최대 5만 개 규칙", "es": "Hasta 50 mil reglas", "uk": "До 50 тисяч правил" },
                  "stores": { "en": "Trusted by 3.9 million stores", "zh-Hans": "390万家商店信赖我们" },
                  "users": { "en": "100 million users", "ja": "1億人のユーザー" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "trial": { "en": "Free for 7 days", "zh-Hans": "免费试用 ↓3 天 🎁" },
                  "limit": { "en": "Up to 500 characters", "fr": "Jusqu’à ↓50 caractères" },
                  "os": { "en": "Requires iOS 17 or later", "ja": "iOS ↓16 以降が必要です" },
                  "sale": { "en": "Save 20% on 12 months", "de": ↓"Spare 20 % pro Monat" },
                  "pro.price": { "en": "Lifetime license for 25€", "fr": "Licence à vie pour ↓52 €" },
                  "rules": { "en": "Up to 50,000 rules", "ja": "最大↓50万件のルール" },
                  "storage": { "en": "Up to 500 MB", "de": "Bis zu ↓50 MB" },
                  "sync.date": { "en": "Last synced 12/31/2024", "de": "Zuletzt synchronisiert am ↓30.12.2024" },
                  "reminder": { "en": "Remind me at 8 PM", "de": "Erinnere mich um ↓21 Uhr" },
                  "pin.lock": { "en": "Locked after 3 failed attempts", "ja": "PIN↓4回間違えるとロックされます" }
                }
                """, messages: [
                    "'trial' in zh-Hans has 3 where the source has 7",
                    "'limit' in fr has 50 where the source has 500",
                    "'os' in ja has 16 where the source has 17",
                    "'sale' in de lacks the source's number 12",
                    "'pro.price' in fr has 52 where the source has 25",
                    "'rules' in ja has 50 where the source has 50,000",
                    "'storage' in de has 50 where the source has 500",
                    "'sync.date' in de has 30.12.2024 where the source has 12, 31, 2024",
                    "'reminder' in de has 21 where the source has 8",
                    "'pin.lock' in ja has 4 where the source has 3",
                ]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let words = NumberWords()
        let scales = ScaleWords()
        let sourceLanguage = context.project.catalogs[catalog].sourceLanguage
        let units = context.units(ofCatalogAt: catalog, entries: entries)
        units.forEach { index, pair in
            guard !pair.unit.value.isEmpty, Self.mayHaveDigits(pair.source.text) else { return }
            let source = units.inlineLiterals(ofSourceOf: index).numbers
            // A value that is one number alone is a setting each locale chooses (a width in
            // points: `"_EXTRA_WIDTH_" = "48.0"`), not a fact of a sentence.
            guard !source.isEmpty, source.count > 1 || source[0].utf8Length < pair.source.text.utf8.count else { return }
            // A plural variant's own count ("1 reblog" in `one`) is the count, not a fact: a
            // translation writes it as `%ld`, a word, or leaves it to grammar.
            let count = pair.path.last.flatMap(PluralCategory.init(rawValue:)).flatMap(Self.countSelected(by:))
            // Most translations write each number as the source does: seen in place, before
            // their numbers are read. One with no digit at all says the quantity in words
            // ("一星期" for 7 days, "half an hour" for 30 minutes), which this rule cannot weigh.
            guard !InlineLiterals.certainlyWrites(source, skipping: count, in: pair.unit.value), InlineLiterals.hasDigit(pair.unit.value) else { return }
            let translation = units.inlineLiterals(ofUnit: index).numbers
            guard !translation.isEmpty else { return }
            // Most translations write every number of a short source: seen without building sets.
            if source.count * translation.count <= 64,
                source.allSatisfy({ number in number.normalized == count || translation.contains { $0.normalized == number.normalized } })
            {
                return
            }
            let written = Set(translation.map(\.normalized))
            var seen = Set<String>()
            let missing = source.filter { number in
                number.normalized != count && !written.contains(number.normalized) && seen.insert(number.normalized).inserted
                    && !words.isWritten(number.normalized, in: pair.unit.value, locale: pair.locale)
                    && !Self.isLocalizedPrice(number, in: pair.source.text, translation: pair.unit.value)
                    && !Self.isSlashDecimal(number.text, in: pair.unit.value, locale: pair.locale)
                    && !Self.isAroundTheClock(number, in: pair.source.text)
                    && !Self.isOrdinal(number, in: pair.source.text)
                    && !Self.isExampleValue(number, in: pair.source.text)
                    && !Self.isReorderedDate(number, in: pair.source.text, translation: pair.unit.value)
                    && !Self.isTwelveHourClock(number, in: pair.source.text, translationNumbers: translation)
                    && !Self.isConvertedMeasure(number, in: pair.source.text, translationNumbers: translation, translation: pair.unit.value)
                    && !scales.isRescaled(number, source: (pair.source.text, sourceLanguage), in: translation, of: pair.unit.value, locale: pair.locale)
            }
            guard !missing.isEmpty else { return }
            let sourceValues = Set(source.map(\.normalized))
            let related = [(range: pair.source.range, message: "source text")]
            let missingText = missing.map(\.text).joined(separator: ", ")
            if let changed = translation.first(where: { !sourceValues.contains($0.normalized) }) {
                let added = Self.unique(translation.filter { !sourceValues.contains($0.normalized) }).joined(separator: ", ")
                let range = context.project.range(in: pair.unit, utf8Offset: changed.utf8Offset, length: changed.utf8Length)
                diagnostics.append(context.diagnostic(.changesNumbers(added, missingText), about: pair.subject, at: range, related: related))
            } else {
                diagnostics.append(context.diagnostic(.dropsNumbers(missingText, count: missing.count), about: pair.subject, at: pair.unit.range, related: related))
            }
        }
        return diagnostics
    }

    /// Whether `number` of `source` is a price the translation gives in another currency: a
    /// currency sign (Unicode `Sc`) next to it, or a space away, that the translation does not
    /// write ("for 25€" sold "за 999 ₽"). A price in the same currency is compared as any number.
    static func isLocalizedPrice(_ number: InlineLiterals.Literal, in source: String, translation: String) -> Bool {
        let scalars = source.utf8
        let start = scalars.index(scalars.startIndex, offsetBy: number.utf8Offset)
        let end = scalars.index(start, offsetBy: number.utf8Length)
        let before = source.unicodeScalars[..<start].reversed().prefix(2)
        let after = source.unicodeScalars[end...].prefix(2)
        let spaces: Set<Unicode.Scalar> = [" ", "\u{A0}", "\u{202F}"]
        func sign(_ side: some Sequence<Unicode.Scalar>) -> Unicode.Scalar? {
            for scalar in side {
                if scalar.properties.generalCategory == .currencySymbol { return scalar }
                if !spaces.contains(scalar) { return nil }
            }
            return nil
        }
        guard let currency = sign(before) ?? sign(after) else { return false }
        return !translation.unicodeScalars.contains(currency)
    }

    /// Whether `number` of `source` is a measure the translation gives in another unit: a unit
    /// right after it (`100 mg/dL`, `70 °F`) while a number of the translation has a unit of
    /// its own (`5,6 mmol/l`, `21 °C`): converted, as glucose, temperature and distance are for
    /// the locale's readers. A measure in the same unit is compared as any number.
    static func isConvertedMeasure(_ number: InlineLiterals.Literal, in source: String, translationNumbers: [InlineLiterals.Literal], translation: String) -> Bool {
        guard let unit = unit(after: number, in: source) else { return false }
        return translationNumbers.contains { other in self.unit(after: other, in: translation).map { $0 != unit } ?? false }
    }

    /// The unit written right after a number, a space away or none, lowercased (`mg/dl`, `km`,
    /// `°c`); nil when the word there is no unit (``CountHeuristics/isUnitWord(_:)`` on each side
    /// of a `/`).
    static func unit(after number: InlineLiterals.Literal, in text: String) -> String? {
        let utf8 = text.utf8
        guard number.utf8Offset + number.utf8Length <= utf8.count else { return nil }
        let end = utf8.index(utf8.startIndex, offsetBy: number.utf8Offset + number.utf8Length)
        let rest = text[end...].drop { $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" }
        let word = rest.prefix { $0.isLetter || $0 == "/" || $0 == "°" }.lowercased()
        let parts = word.split(separator: "/", omittingEmptySubsequences: false)
        guard !word.isEmpty, parts.allSatisfy({ !$0.isEmpty && CountHeuristics.isUnitWord($0) }) else { return nil }
        return word
    }

    /// Whether `number` is an ordinal in digits (`3rd`, `21st`): a translation spells one out
    /// as often as not ("una tercera clave", "세 번째"), as English does "third".
    static func isOrdinal(_ number: InlineLiterals.Literal, in source: String) -> Bool {
        let suffix = Array(source.utf8.dropFirst(number.utf8Offset + number.utf8Length).prefix(3)).map { $0 | 0x20 }
        guard suffix.count >= 2, ["st", "nd", "rd", "th"].contains(where: { $0.utf8.elementsEqual(suffix[..<2]) }) else { return false }
        return suffix.count == 2 || !(0x61...0x7A).contains(suffix[2])
    }

    /// Whether `number` is an example value (`(e.g., 37.7749)`, "for example 42"): a translator
    /// may give one of the locale's own (Moscow's latitude for San Francisco's).
    static func isExampleValue(_ number: InlineLiterals.Literal, in source: String) -> Bool {
        let before = String(decoding: source.utf8.prefix(number.utf8Offset).suffix(20), as: UTF8.self).lowercased()
        return ["e.g.", "e. g.", "for example", "for instance"].contains { before.contains($0) }
    }

    /// Whether `number` is a half of `24/7` in `source`: "always", an idiom a translation says
    /// its own way ("24 horas", "rund um die Uhr"), not two numbers to keep.
    static func isAroundTheClock(_ number: InlineLiterals.Literal, in source: String) -> Bool {
        let start = number.text == "7" ? number.utf8Offset - 3 : number.text == "24" ? number.utf8Offset : -1
        let bytes = source.utf8
        guard start >= 0, bytes.dropFirst(start).starts(with: "24/7".utf8) else { return false }
        // Not part of a longer number (`124/75`).
        let before = start > 0 ? bytes.dropFirst(start - 1).first : nil
        let after = bytes.dropFirst(start + 4).first
        return !(before.map { (0x30...0x39).contains($0) } ?? false) && !(after.map { (0x30...0x39).contains($0) } ?? false)
    }

    /// The one number a plural category stands for when it stands for one (`zero`, `one`, `two`).
    /// Persian, Pashto and Urdu write the decimal mark as a slash between digits (`۴۴/۱` for
    /// 44.1, CLDR's `٫` handwritten): the translation has the number.
    static func isSlashDecimal(_ number: String, in translation: String, locale: LocaleID) -> Bool {
        guard ["fa", "ps", "ur"].contains(locale.languageCode), number.contains(".") else { return false }
        return asciiDigits(translation).contains(asciiDigits(number).replacingOccurrences(of: ".", with: "/"))
    }

    /// `text` with every decimal digit of any script as its ASCII digit.
    private static func asciiDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            guard !scalar.isASCII, scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else { return scalar }
            return Unicode.Scalar(UInt8(ascii: "0") + UInt8(value))
        }))
    }

    private static func countSelected(by category: PluralCategory) -> String? {
        switch category {
        case .zero: "0"
        case .one: "1"
        case .two: "2"
        default: nil
        }
    }

    /// Bytes first: most texts have no digit at all (non-ASCII digits are rare, checked after).
    static func mayHaveDigits(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            // Eight bytes at a time to the first word that may hold one (any byte of another
            // script may be a digit of that script), then the last bytes one by one.
            let start = ByteWord.firstWord(in: bytes, from: 0) { ByteWord.nonASCIIBytes($0) != 0 || ByteWord.asciiDigitBytes(ofASCII: $0) != 0 }
            return start + 8 <= bytes.count || bytes[start...].contains { (0x30...0x39).contains($0) || $0 >= 0x80 }
        }
    }

    private static func unique(_ numbers: [InlineLiterals.Literal]) -> [String] {
        var seen = Set<String>()
        return numbers.filter { seen.insert($0.normalized).inserted }.map(\.text)
    }

    /// A number written as a word in a locale, asked of Foundation once per locale and number
    /// in the whole run, of one formatter per locale (each `NumberFormatter` is an ICU rule
    /// set parsed when it is made: made per catalog chunk, they were 7% of a run on the corpus
    /// catalogs, and made per number 6% of a lint of corpus-merged).
    struct NumberWords {
        private struct SpellOut: Hashable, Sendable {
            let locale: String
            let value: Int
        }

        private static let spelled = OnceMap<SpellOut, String?>()
        private static let formatters = OnceMap<String, SpellOutFormatter>()

        /// True when `text` writes the number `digits` (ASCII, normalized) as a word: the
        /// locale's spell-out, a word starting with it less its last letter (`una` for
        /// `uno`), or one character Unicode gives that value (`两`, `七`).
        func isWritten(_ digits: String, in text: String, locale: LocaleID) -> Bool {
            guard digits.count <= 6, let value = Int(digits) else { return false }
            if text.unicodeScalars.contains(where: { $0.properties.numericType == .numeric && $0.properties.numericValue == Double(value) }) {
                return true
            }
            let word = Self.spelled.value(for: SpellOut(locale: locale.identifier, value: value)) {
                Self.formatters.value(for: locale.identifier) { SpellOutFormatter(locale: locale.identifier) }.string(value).map(Self.folded)
            }
            guard let word, !word.isEmpty else { return false }
            let folded = Self.folded(text)
            if folded.contains(word) { return true }
            guard word.count >= 3, word.allSatisfy(\.isLetter) else { return false }
            // Another gender or case of the word (`una`, `eine`, `ثمان` for `uno`, `eins`, `ثمانية`).
            let needed = max(2, word.count - 2)
            return folded.split(whereSeparator: { !$0.isLetter }).contains { written in
                written.count >= 2 && zip(written, word).prefix { $0 == $1 }.count >= min(needed, written.count)
                    && written.count <= word.count + 1
            }
        }

        /// A locale's spell-out formatter, shared by every core: a formatter is not safe to use
        /// on two threads at once, so each use holds its lock.
        private final class SpellOutFormatter: @unchecked Sendable {
            private let formatter = NumberFormatter()
            private let lock = NSLock()

            init(locale: String) {
                formatter.locale = Locale(identifier: locale)
                formatter.numberStyle = .spellOut
            }

            func string(_ value: Int) -> String? {
                lock.withLock { formatter.string(from: NSNumber(value: value)) }
            }
        }

        /// Lowercased, without diacritics (Arabic vowel marks) or soft hyphens (ICU's German
        /// spell-out writes `fünf\u{AD}hundert`). The hyphens go scalar by scalar: Foundation's
        /// `replacingOccurrences` took 160,000 instructions a text (a third of this check on
        /// corpus-merged), and kept a hyphen that a combining mark follows.
        static func folded(_ text: String) -> String {
            let softHyphen: Unicode.Scalar = "\u{AD}"
            let plain = text.unicodeScalars.contains(softHyphen) ? String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != softHyphen })) : text
            return plain.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
    }
}

extension FindingMessage {
    fileprivate static func changesNumbers(_ added: String, _ missing: String) -> FindingMessage {
        FindingMessage("has \(added) where the source has \(missing)")
    }
    fileprivate static func dropsNumbers(_ missing: String, count: Int) -> FindingMessage {
        FindingMessage("lacks the source's \(count == 1 ? "number" : "numbers") \(missing)")
    }
}
