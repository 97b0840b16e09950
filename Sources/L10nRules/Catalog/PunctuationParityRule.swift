import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports a translation whose trailing punctuation departs from how the same catalog's other
/// translations into that locale end the same kind of sentence: the locale's convention is
/// learned from the catalog (Chinese `：`, French ` :`, `…` or `...`), not from a fixed table.
package struct PunctuationParityRule: Rule {
    package static let description = RuleDescription(
        id: "punctuation-parity",
        name: "Punctuation Parity",
        summary: "A translation ends with other punctuation than the catalog's translations into its locale use for the same mark",
        rationale: """
            A label ending in `:` or a menu item ending in `…` carries meaning (a value follows, \
            a dialog opens), and each language writes the mark its own way: Chinese and Japanese \
            use the full-width `：` and `？`, French puts a space before `:` and `?`, some teams \
            write `…` and others `...`. What matters is that one catalog is consistent, and \
            that the mark is not lost.

            The rule reads the convention from the catalog itself. For each locale and each kind \
            of trailing mark in the source (colon, ellipsis, full stop, question mark, \
            exclamation mark), it counts how the translations of such sources end. When at \
            least \(Self.minimumAgreeing) translations and \(Self.majorityPercent)% of them agree, that is the locale's \
            convention in this catalog, and a translation is reported when it:

            - ends with the same kind of mark written another way (`:` where the others use \
            `：`, `...` where they use `…`, `:` where they use ` :`), or
            - drops the mark (or ends with another kind) where the others keep it.

            A locale whose translations disagree among themselves, or drop a mark as often as \
            they keep it (Japanese questions often end without `？`), has no convention for that \
            mark and is not checked. Sources without letters, empty values and values marked \
            `new` are skipped; trailing whitespace is left to `whitespace-parity`.

            Opt-in: the convention is a house style, and on real catalogs about half of the \
            findings are mixed styles a team may accept (`...` kept from the English source).
            """,
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "name": { "en": "Name:", "zh-Hans": "名称：", "fr": "Nom :" },
                  "email": { "en": "Email:", "zh-Hans": "邮箱：", "fr": "E-mail :" },
                  "phone": { "en": "Phone:", "zh-Hans": "电话：", "fr": "Téléphone :" },
                  "more": { "en": "More...", "zh-Hans": "更多…", "fr": "Plus…" },
                  "delete": { "en": "Delete?", "ja": "削除しますか" },
                  "leave": { "en": "Leave?", "ja": "退出しますか？" },
                  "done": { "en": "Done.", "ja": "完了" }
                }
                """),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "name": { "en": "Name:", "zh-Hans": "名称：", "fr": "Nom :" },
                  "email": { "en": "Email:", "zh-Hans": "邮箱：", "fr": "E-mail :" },
                  "phone": { "en": "Phone:", "zh-Hans": "电话：", "fr": "Téléphone :" },
                  "city": { "en": "City:", "zh-Hans": "城市↓:", "fr": "Ville↓:" },
                  "zip": { "en": "ZIP code:", "zh-Hans": "邮编↓", "fr": "Code postal :" },
                  "open": { "en": "Open…", "de": "Öffnen…" },
                  "save": { "en": "Save As…", "de": "Sichern unter…" },
                  "print": { "en": "Print…", "de": "Drucken…" },
                  "export": { "en": "Export…", "de": "Exportieren↓..." }
                }
                """, messages: [
                    "'city' in zh-Hans ends with ':' where this catalog's zh-Hans translations end with '：' (3 of 4)",
                    "'city' in fr ends with ':' where this catalog's fr translations end with ':' after a space (4 of 5)",
                    "'zip' in zh-Hans drops the source's trailing ':' (this catalog's zh-Hans translations keep it: 4 of 5)",
                    "'export' in de ends with '...' where this catalog's de translations end with '…' (3 of 4)",
                ]),
        ])

    /// Fewest translations that must agree on a form before it is the locale's convention.
    static let minimumAgreeing = 3
    /// Share (in percent) of the translations that must agree.
    static let majorityPercent = 75

    package init(options: NoOptions) {}

    /// The kinds of trailing mark compared.
    enum Mark: Hashable, CaseIterable {
        case colon, ellipsis, fullStop, question, exclamation
    }

    /// How a text ends: the kind of mark, its exact spelling (with a space before it, when
    /// there is one: French ` :`), and where it starts in the UTF-8.
    struct Ending: Hashable {
        var mark: Mark
        var form: String
        var utf8Offset: Int
    }

    /// One translated unit whose source ends with a mark.
    private struct Use {
        var pair: TranslatedUnit
        var sourceMark: Mark
        var ending: Ending?
    }

    private struct Key: Hashable {
        var locale: LocaleID
        var mark: Mark
    }

    package func check(_ context: RuleContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for catalog in context.project.catalogs {
            var uses: [Use] = []
            // A source's mark, asked once for all the locales that translate it (units come
            // entry by entry).
            var lastSource: (range: SourceRange, ending: Ending?)?
            catalog.forEachTranslatedUnit { pair in
                guard pair.unit.state != .new, !pair.unit.value.isEmpty else { return }
                if lastSource?.range != pair.source.range {
                    let text = pair.source.text
                    lastSource = (pair.source.range, text.contains(where: \.isLetter) ? Self.ending(of: text, locale: catalog.sourceLanguage) : nil)
                }
                guard let source = lastSource?.ending else { return }
                uses.append(Use(pair: pair, sourceMark: source.mark, ending: Self.ending(of: pair.unit.value, locale: pair.locale)))
            }
            // Per locale and mark of the source: how the translations end.
            var kept: [Key: Int] = [:]
            var total: [Key: Int] = [:]
            var forms: [Key: [String: Int]] = [:]
            for use in uses {
                let key = Key(locale: use.pair.locale, mark: use.sourceMark)
                total[key, default: 0] += 1
                if let ending = use.ending, ending.mark == use.sourceMark {
                    kept[key, default: 0] += 1
                    forms[key, default: [:]][ending.form, default: 0] += 1
                }
            }
            for use in uses {
                let key = Key(locale: use.pair.locale, mark: use.sourceMark)
                let keeping = kept[key] ?? 0, all = total[key] ?? 0
                let range: SourceRange
                let message: FindingMessage
                if let ending = use.ending, ending.mark == use.sourceMark {
                    guard let (form, count) = forms[key]?.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), form != ending.form,
                        Self.agree(count, of: keeping)
                    else { continue }
                    message = .punctuationForm(ending.form, convention: form, locale: use.pair.locale, count: count, of: keeping)
                    range = context.project.range(in: use.pair.unit, utf8Offset: ending.utf8Offset, length: use.pair.unit.value.utf8.count - ending.utf8Offset)
                } else {
                    guard Self.agree(keeping, of: all), let mark = Self.ending(of: use.pair.source.text, locale: catalog.sourceLanguage) else { continue }
                    message = .punctuationDropped(mark.form.trimmingLeadingSpace, locale: use.pair.locale, count: keeping, of: all)
                    let end = Self.trimmedEnd(use.pair.unit.value)
                    range = context.project.range(in: use.pair.unit, utf8Offset: end, length: 0)
                }
                diagnostics.append(context.diagnostic(message, about: use.pair.subject, at: range, related: [(range: use.pair.source.range, message: "source text")]))
            }
        }
        return diagnostics
    }

    private static func agree(_ count: Int, of total: Int) -> Bool {
        count >= minimumAgreeing && count * 100 >= total * majorityPercent
    }

    /// The UTF-8 length of `text` without trailing whitespace.
    static func trimmedEnd(_ text: String) -> Int {
        var end = text.endIndex
        while end > text.startIndex, text[text.index(before: end)].isWhitespace { end = text.index(before: end) }
        return text.utf8.distance(from: text.startIndex, to: end)
    }

    /// The trailing mark of `text` (trailing whitespace ignored), or nil when it ends otherwise.
    static func ending(of text: String, locale: LocaleID) -> Ending? {
        // Most texts end in a letter or digit: then no mark ends them, known from the last
        // scalar without cutting the text into characters (10,000 instructions a text).
        if let last = text.unicodeScalars.last, Self.endsNoMark(last) { return nil }
        return endingOfCharacters(text, locale: locale)
    }

    /// Whether a text whose last scalar is `scalar` certainly ends in neither a mark nor
    /// whitespace: an ASCII scalar other than whitespace and the marks' bytes, or a letter of a
    /// block whose letters never join a character begun before them (Cyrillic, kana, Han,
    /// Hangul syllables), so that the last character, which ends with it, is no mark and no
    /// whitespace (a character is whitespace when its first scalar is: `" \u{301}"` is).
    static func endsNoMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F: !(0x09...0x0D).contains(scalar.value) && !" .:?;!".unicodeScalars.contains(scalar)
        case 0x0410...0x044F, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        default: false
        }
    }

    /// ``ending(of:locale:)`` read from the text's last characters.
    static func endingOfCharacters(_ text: String, locale: LocaleID) -> Ending? {
        let end = trimmedEnd(text)
        let characters = Array(String(decoding: text.utf8.prefix(end), as: UTF8.self).suffix(4))
        guard let last = characters.last else { return nil }
        var markLength = 1
        let mark: Mark
        switch last {
        case "…", "⋯":
            mark = .ellipsis
            if characters.count >= 2, characters[characters.count - 2] == last { markLength = 2 }  // Chinese ……
        case "." where characters.count >= 3 && characters.suffix(3).allSatisfy({ $0 == "." }):
            (mark, markLength) = (.ellipsis, 3)
        case "。" where characters.count >= 3 && characters.suffix(3).allSatisfy({ $0 == "。" }):
            (mark, markLength) = (.ellipsis, 3)
        case ":", "：", "︓": mark = .colon
        case ".", "。", "｡", "।", "۔", "።": mark = .fullStop
        case "?", "？", "؟", "\u{037E}", "⸮": mark = .question
        case ";" where locale.languageCode == "el": mark = .question  // Greek writes its question mark as ';'
        case "!", "！": mark = .exclamation
        default: return nil
        }
        var form = String(characters.suffix(markLength))
        let before = characters.count > markLength ? characters[characters.count - markLength - 1] : nil
        if let before, before == " " || before == "\u{00A0}" || before == "\u{202F}" { form = String(before) + form }
        return Ending(mark: mark, form: form, utf8Offset: end - form.utf8.count)
    }
}

extension String {
    /// Without a space before the mark (`' :'` → `':'`), to name the source's mark.
    fileprivate var trimmingLeadingSpace: String {
        first == " " || first == "\u{00A0}" || first == "\u{202F}" ? String(dropFirst()) : self
    }
}

extension FindingMessage {
    /// "ends with ':' where this catalog's zh-Hans translations end with '：' (12 of 14)".
    fileprivate static func punctuationForm(_ form: String, convention: String, locale: LocaleID, count: Int, of total: Int) -> FindingMessage {
        FindingMessage("ends with \(describe(form)) where this catalog's \(locale) translations end with \(describe(convention)) (\(count) of \(total))")
    }

    /// "drops the source's trailing ':' (this catalog's zh-Hans translations keep it: 12 of 14)".
    fileprivate static func punctuationDropped(_ mark: String, locale: LocaleID, count: Int, of total: Int) -> FindingMessage {
        FindingMessage("drops the source's trailing '\(mark)' (this catalog's \(locale) translations keep it: \(count) of \(total))")
    }

    /// `':'`, `':' after a space`, `':' after a no-break space`: spaces before a mark are invisible when quoted.
    private static func describe(_ form: String) -> String {
        switch form.first {
        case " ": "'\(form.dropFirst())' after a space"
        case "\u{00A0}": "'\(form.dropFirst())' after a no-break space"
        case "\u{202F}": "'\(form.dropFirst())' after a narrow no-break space"
        default: "'\(form)'"
        }
    }
}
