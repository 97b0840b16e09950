import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations identical to their source text: a value copied from the development
/// language and never translated, which completeness checks and coverage figures count as done.
package struct UnchangedTranslationRule: CatalogEntryRule {
    /// Settings of `unchanged-translation`.
    package struct Options: RuleOptions {
        /// Terms that stay the same in every language (product names, trademarks). A value made
        /// of these terms, format arguments and punctuation alone is not reported.
        var glossary: [String] = []
        /// Least number of words a value needs to be reported: one word is too often a name
        /// or a cognate ("Email", "OK", "iPhone", "Mastodon").
        var minimumWords = 2

        package init() {}

        package static let declarations: [RuleOption<Options>] = [
            RuleOption("glossary", \.glossary, summary: "Terms that stay the same in every language (product names, trademarks); a value made of them, format arguments and punctuation alone is not reported."),
            RuleOption("minimumWords", \.minimumWords, .atLeast(1), summary: "The fewest words a value needs to be reported: one word is too often a name or a cognate."),
        ]
    }

    package static let description = RuleDescription(
        id: "unchanged-translation",
        name: "Unchanged Translation",
        summary: "A translation is identical to its source text",
        rationale: """
            A value copied from the development language looks translated to every completeness \
            check: Xcode shows the locale as done, and users get English in the middle of their \
            language. Real catalogs have whole locales like this (a `.strings` table copied from \
            `en.lproj` and half translated).

            Words that really are the same are not reported. A value is reported when it has a \
            word the locale would not keep as it is. Kept are: brand-like words (`iPhone`, `URL`, \
            `TTS`: only that word, so "URL Encode" is still English), masks (`yyyy-mm-dd`, \
            `XXXX`), a range of letters (`A-Z`), measures (`1280px`, `60 fps`, `2160p`, a rate: `KB/s`, the `x` of dimensions), identifiers and addresses (`user_id`, `@john`, `example.com`, a lowercase \
            path or `owner/name` alone: `homebrew/core`, `/usr/local/bin`; a keyword list: `torrent,magnet,bt`), a key named \
            beside its symbol (`Shift (⇧)`), words the locale writes in its own translated values \
            (the names and product terms its translators keep inside translated sentences, "Ice \
            Cubes" in `Ice Cubesに聞く`, and words of its own language: a source text already in \
            the target language), and capitalised words most of the catalog's translating \
            locales keep ("Apple Music", also as "App Exposé" for "App Expose"), or that the only \
            one or two locales all keep; a locale of another script that writes the name its own \
            way ("Sora Sompeng" in Japanese) does not vote against it. Locales where most values equal their source are \
            untranslated copies: they do not vote. In a locale written in the source's script \
            (German or French for English) a value needs `minimumWords` words (default 2: \
            "OK", "Email" are cognates), not letters alone ("N/A" is initials); Title Case is no name there by itself ("Kiosk Mode \
            Active" in ca-ES is English). In a locale written in another script (Russian, \
            Japanese, Arabic: CLDR's likely script of the language) one word is enough, except a \
            unit symbol alone (`ms`) and a key's printed name (`Return`, `Esc`, `Caps Lock`: \
            Apple writes `按下 Return 键`; not `Delete` or `Tab`, which are also an action or a \
            thing).

            Never reported: values without letters (`%@`, `400`, `▶︎`), a source text in a \
            Latin-script language with letters of another script (a name: `PChome 個人新聞台`), the app's name \
            (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName` of `InfoPlist`) that no \
            locale of the source's script translates, its copyright line (`NSHumanReadableCopyright`), a place's name the \
            locale writes as English does (CLDR's "Puerto Rico" in Spanish), language names in their \
            own language (a language picker's "简体中文", see `endonym-label`), terms listed in the option \
            `glossary` (`["Lingo Pro", "Siri"]`) or in the configuration's \
            `glossary.doNotTranslate` (see `glossary-term`), keys marked `shouldTranslate: false`, values in \
            state `new` (reported by `missing-translation`), keys `unused-key` reports (removing \
            them is the fix, not translating them), and regional variants of the source \
            language (`en-GB` may read like `en`).

            A locale that keeps most of a catalog's values (at least 10; counting only values with a \
            word to translate, not a controller's `A`, `L1`, `#`) as the source text is an \
            untranslated export or a fallback copy: one finding, at its first such value, with \
            the count; `l10n report --locale` lists the keys, and the locale's kept text is not \
            taken as evidence of names. A value whose variants are all the source's, copied whole \
            (a `.stringsdict` left in English), is one finding for the key and locale, not one per \
            variant; `plural-variants` leaves its categories alone, since translating it is the fix.

            Translate the value; if it must stay as it is, add its terms to `glossary` or mark the \
            key `shouldTranslate: false`. The translators' report counts these values apart \
            (column "unchanged"), not as translated.
            """,
        defaultSeverity: .warning,
        reportColumn: .unchanged,
        passingExamples: passingExamples,
        failingExamples: failingExamples)

    let options: Options
    private let glossary: [String]

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: Options) {
        self.options = options
        glossary = Self.longestFirst(options.glossary)
    }

    /// Longest first, so "Lingo Pro Max" is removed before "Lingo Pro".
    private static func longestFirst(_ terms: [String]) -> [String] {
        terms.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let languageLabels = context.analyses.languageLabels
        let catalog = context.project.catalogs[index]
        // A locale that keeps most of the catalog as the source text is one fact, an untranslated
        // export or fallback copy: one finding at the catalog, with the count; `l10n report
        // --locale` lists the keys. Counted once per catalog, cheaply (no word is read).
        let shares = KeptShares.shared(context, catalogAt: index)
        if entries.lowerBound == catalog.entries.startIndex {
            let unbuilt = context.analyses.unbuiltLocales(ofCatalogAt: index)
            for locale in shares.untranslatedLocales.sorted() where !unbuilt.contains(locale) {
                guard let count = shares.counts[locale], let first = count.firstKept else { continue }
                diagnostics.append(context.diagnostic(
                    .untranslatedLocale(locale, kept: count.kept, of: count.values, source: catalog.sourceLanguage, catalog: catalog.name),
                    about: FindingSubject(locale: locale.identifier), at: first))
            }
        }
        var candidates: [TranslatedUnit] = []
        // A key no code uses is `unused-key`'s one finding (remove it): translating it is waste.
        let unused = UnusedKeyRule.unusedKeyFindings(forCatalogAt: index, context)
        context.units(ofCatalogAt: index, entries: entries).forEach { _, pair in
            if pair.unit.value.isSameText(as: pair.source.text), pair.unit.state != .new, pair.entry.shouldTranslate,
                !shares.untranslatedLocales.contains(pair.locale), unused.isEmpty || !unused.contains(pair.entry.key)
            { candidates.append(pair.copied) }
        }
        guard !candidates.isEmpty else { return diagnostics }
        // The configuration's do-not-translate names stay as they are, like the option's terms.
        let names = context.settings.glossary.doNotTranslate
        let terms = names.isEmpty ? glossary : Self.longestFirst(options.glossary + names)
        // A language's own name reads the same in every locale (see `endonym-label`).
        let endonyms = context.analyses.endonyms(ofCatalogAt: index)
        // What each locale's translated values show: the words it writes (once per catalog and
        // locale, for the locales with a kept value only).
        let evidence = context.analyses.catalogState(of: context.ruleID, catalogAt: index) {
            // The locales that keep a value (candidates come from no other).
            let keeping = shares.counts.filter { $0.value.kept > 0 && !shares.untranslatedLocales.contains($0.key) }
            return LocaleEvidence(catalog, locales: Set(keeping.keys), glossary: terms, shares: shares)
        }
        // The locales' words are read at the first question that needs them: most kept texts
        // are decided by their own words (too few, a mask, a name) and never ask.
        var isPrepared = false
        let localeWords = { (locale: LocaleID) -> Set<String> in
            if !isPrepared {
                evidence.prepare()
                isPrepared = true
            }
            return evidence.words(of: locale)
        }
        var kinds = TargetKinds(source: catalog.sourceLanguage)
        // What every locale that kept a key's source text shares: whether the key is exempt, and
        // the vote (see ``vote(on:in:kinds:)``, counted when a verdict needs it); by key and variant.
        var shared: [String: (isExempt: Bool, vote: NameVote?)] = [:]
        var reportable: [ReportableKey: Bool] = [:]  // and the verdict on the source text, by script
        var reported: [TranslatedUnit] = []
        for pair in candidates {
            let kind = kinds.kind(of: pair.locale)
            guard kind != .sourceVariant, !(kind == .sharedIdeographs && Self.isIdeographic(LetterContent.prose(pair.source.text))) else { continue }
            let voteKey = pair.path.isEmpty ? pair.entry.key : pair.entry.key + "\u{0}" + pair.path.joined(separator: "\u{0}")
            // A candidate's text is its source text, the same in every locale.
            let isExempt = shared[voteKey]?.isExempt
                ?? (languageLabels.labelLanguage(of: pair.entry.key) != nil || endonyms.contains(LanguageNames.normalized(pair.source.text))
                    || catalog.keepsAppName(pair.entry) || catalog.isCopyrightNotice(pair.entry) || catalog.hasPlaceholderSource(pair.entry)
                    || LetterContent.hasLetters(ofAnotherScriptThan: catalog.sourceLanguage, in: pair.source.text))
            if shared[voteKey] == nil { shared[voteKey] = (isExempt, nil) }
            guard !isExempt else { continue }
            let question = ReportableKey(vote: voteKey, locale: pair.locale)
            let verdict = reportable[question] ?? {
                let judged = { (mayBeName: Bool) in
                    isReportable(pair.source.text, inAnotherScript: kind != .sameScript, mayBeName: mayBeName, glossary: terms, localeWords: { localeWords(pair.locale) })
                }
                // A text with nothing to report even where no word is taken for a name needs no
                // vote (excusing name-like words only ever takes findings away).
                guard judged(false) else { return false }
                let vote = shared[voteKey]?.vote ?? Self.vote(on: pair, in: catalog, kinds: &kinds, fallbacks: shares.untranslatedLocales)
                shared[voteKey]?.vote = vote
                // A locale of another script spells a name its own way ("Sora Sompeng" in
                // Japanese): a name-like text in the source's script is put to those locales only.
                let byScript = kind == .sameScript && Self.mayBeProperName(pair.source.text, in: catalog.sourceLanguage)
                return !vote.mayBeName(sourceScriptOnly: byScript) || judged(true)
            }()
            reportable[question] = verdict
            // A place the locale writes as English does (CLDR's "Puerto Rico" in Spanish); asked
            // last, of the few values left to report.
            guard verdict, !RegionNames.isOwnName(pair.source.text, in: pair.locale) else { continue }
            reported.append(pair)
        }
        // A translation's units are consecutive: one run per key and locale.
        var start = reported.startIndex
        while start < reported.endIndex {
            let first = reported[start]
            let end = reported[start...].firstIndex { $0.locale != first.locale || $0.entry.key != first.entry.key } ?? reported.endIndex
            diagnostics += findings(reported[start..<end], in: catalog, context)
            start = end
        }
        return diagnostics
    }

    /// One finding per kept unit; one for the whole value when its variants are all the
    /// source's, copied whole (a `.stringsdict` left in English): one defect, the text left
    /// untranslated, whatever its number of variants.
    private func findings(_ units: ArraySlice<TranslatedUnit>, in catalog: Catalog, _ context: RuleContext) -> [Diagnostic] {
        let source = catalog.sourceLanguage
        if units.count > 1, let first = units.first, let translation = first.entry.translationsByLocale.translation(for: first.locale),
            SourceUnits(entry: first.entry, in: catalog)?.isCopied(into: translation.value) == true
        {
            return [context.diagnostic(
                FindingMessage("is the \(source) source text unchanged in every variant\(Self.describeVariants(of: units))", id: "unchangedVariants"),
                about: FindingSubject(key: first.entry.key, locale: first.locale), at: first.unit.range,
                related: units.map { (range: $0.source.range, message: "source text") })]
        }
        return units.map { pair in
            context.diagnostic(
                FindingMessage("is the \(source) source text unchanged: '\(pair.unit.value)'", id: "unchanged"), about: pair.subject, at: pair.unit.range,
                related: [(range: pair.source.range, message: "source text")])
        }
    }

    /// " of %#@files@: '%d files' (zero, other), '%d file' (one)": each text once, with the
    /// selectors (below those every unit shares) that show it.
    static func describeVariants(of units: ArraySlice<TranslatedUnit>) -> String {
        let paths = units.map(\.path)
        var shared = paths.first.map { Array($0.dropLast()) } ?? []
        for path in paths.dropFirst() {
            while !shared.isEmpty, !path.starts(with: shared) || path.count == shared.count { shared.removeLast() }
        }
        var texts: [String] = []
        var selectors: [String: [String]] = [:]
        for (path, unit) in zip(paths, units.map(\.unit.value)) {
            if selectors[unit] == nil { texts.append(unit) }
            selectors[unit, default: []].append(path.dropFirst(shared.count).joined(separator: " "))
        }
        let scope = shared.isEmpty ? "" : " of " + shared.joined(separator: " ")
        return scope + ": " + texts.map { "'\($0)' (\(selectors[$0, default: []].joined(separator: ", ")))" }.joined(separator: ", ")
    }

    /// A key and variant (``check(_:catalog:entries:)``'s vote key), and the locale asking
    /// (its script and its own words decide).
    private struct ReportableKey: Hashable {
        var vote: String
        var locale: LocaleID
    }

    /// How the target locales (regional variants of the source and fallback copies aside) with
    /// a value for the pair's key and variant treated its source text.
    private static func vote(on pair: TranslatedUnit, in catalog: Catalog, kinds: inout TargetKinds, fallbacks: Set<LocaleID>) -> NameVote {
        var vote = NameVote()
        // Kept as a name even with an accent, a hyphen or another case ("App Exposé", "App-Exposé" for "App Expose").
        let folded = Self.folded(pair.source.text)
        let isASCII = folded.utf8.allSatisfy { $0 < 0x80 }
        // ``Catalog/targetTranslations(of:)`` through the buffer: the filtered array copied every translation.
        pair.entry.translations.withUnsafeBufferPointer { translations in
            for index in translations.indices {
                let locale = translations[index].locale
                let kind = kinds.kind(of: locale)
                guard locale != catalog.sourceLanguage, !locale.isBase, kind != .sourceVariant, !fallbacks.contains(locale),
                    let unit = translations[index].value.unit(at: pair.path), unit.state != .new
                else { continue }
                let isKept = unit.value.isSameText(as: pair.source.text)
                    || (!isASCII || Self.mayFold(unit.value, toASCII: folded)) && Self.folded(unit.value) == folded
                vote.add(isKept: isKept, inSourceScript: kind == .sameScript)
            }
        }
        return vote
    }

    /// The translating locales' votes on a key's source text: (values, kept) in the source's
    /// script and in others.
    struct NameVote {
        private var sourceScript = (values: 0, kept: 0)
        private var otherScripts = (values: 0, kept: 0)

        mutating func add(isKept: Bool, inSourceScript: Bool) {
            if inSourceScript {
                sourceScript.values += 1
                if isKept { sourceScript.kept += 1 }
            } else {
                otherScripts.values += 1
                if isKept { otherScripts.kept += 1 }
            }
        }

        /// Capitalised words most translators keep as they are are how names look; with fewer
        /// than 3 locales, all of which kept it, there is no telling, and they are spared.
        /// Another translating locale that changed it shows it can be translated; with
        /// `sourceScriptOnly`, only locales of the source's script are asked (when 3 or more).
        func mayBeName(sourceScriptOnly: Bool) -> Bool {
            let only = sourceScriptOnly && sourceScript.values >= 3  // too few to tell alone
            let values = sourceScript.values + (only ? 0 : otherScripts.values)
            let kept = sourceScript.kept + (only ? 0 : otherScripts.kept)
            return kept * 2 > values || (values < 3 && kept == values)
        }
    }

    /// English text without a function word ("Sora Sompeng", not "Open In Rosetta"): it may be
    /// a proper name, which locales of another script respell rather than translate.
    static func mayBeProperName(_ text: String, in source: LocaleID) -> Bool {
        guard source.languageCode == "en" else { return false }
        return !words(in: text).contains { WordShape.englishFunctionWords.contains($0.lowercased()) }
    }

    /// ``TargetKind`` per locale, computed once (it asks CLDR for the likely script).
    package struct TargetKinds {
        let source: LocaleID
        private var known: [LocaleID: TargetKind] = [:]

        init(source: LocaleID) { self.source = source }

        mutating func kind(of locale: LocaleID) -> TargetKind {
            if let kind = known[locale] { return kind }
            let kind = TargetKind(locale, source: source)
            known[locale] = kind
            return kind
        }
    }

    /// How a target locale relates to the source language, which decides what may be identical.
    package enum TargetKind {
        /// `en-GB` of `en`: identical text is the norm.
        case sourceVariant
        /// Latin-script German of English: cognates and names are often identical.
        case sameScript
        /// Cyrillic Russian, Japanese, Armenian of English: identical text is English.
        case otherScript
        /// Simplified Chinese of Traditional, Japanese of Chinese: another script, but one that
        /// shares most ideographs ("待查日期" is both, "太陽時" Japanese and Traditional
        /// Chinese): text of ideographs alone may be the translation; any other is judged as
        /// ``otherScript``'s.
        case sharedIdeographs

        init(_ locale: LocaleID, source: LocaleID) {
            if locale.isRegionalVariant(of: source) {
                self = .sourceVariant
            } else if !locale.isWritten(inAnotherScriptThan: source) {
                self = .sameScript
            } else {
                let ideographic: Set<String> = ["hans", "hant", "jpan"]
                self = ideographic.contains(locale.likelyScript ?? "") && ideographic.contains(source.likelyScript ?? "") ? .sharedIdeographs : .otherScript
            }
        }
    }

    /// Whether `text` has ideographs and no other letters (punctuation, digits and spaces aside).
    static func isIdeographic(_ text: String) -> Bool {
        var hasIdeograph = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            guard scalar.properties.isIdeographic else { return false }
            hasIdeograph = true
        }
        return hasIdeograph
    }

    /// Text a translator would have changed: it has a word the locale does not keep as it is.
    /// A word is kept when it is brand-like (`iPhone`, `URL`, `TTS`: only that word, not the
    /// phrase around it), a mask (`yyyy-mm-dd`, `XXXX`), a key named beside its symbol
    /// (`Shift (⇧)`), one of `localeWords` (the locale writes it in its translated values: a
    /// name its translators keep, or a word of its own language, so text already in the
    /// target language), or capitalised when the key's vote says it `mayBeName` (most locales
    /// that translate keep it, or too few tell). In a locale written in the source's script
    /// (German for English) the text needs `minimumWords` words too: one word is too often a
    /// cognate. In another script (Russian, Japanese) one word is enough, but one or two
    /// letters alone (`ms`) are a symbol.
    func isReportable(
        _ text: String, inAnotherScript: Bool, mayBeName: Bool = true, glossary: [String]? = nil, localeWords: () -> Set<String> = { [] }
    ) -> Bool {
        let (prose, judged) = Self.judgedWords(of: text, glossary: glossary ?? self.glossary)
        // A measure (`1280px`, `60 fps`, `2160p`) reads the same in every language, and so does
        // the `x` of dimensions (`%1$@ x %2$@ x %3$@`) and a range of letters (`A-Z`): no word.
        let words = judged.filter { !Self.isMeasure($0, in: prose) && $0 != "x" && $0 != "X" && !Self.isLetterRange($0, in: prose) }
        guard !words.isEmpty, !Self.isLowercasePath(text), !Self.isKeywordList(text) else { return false }
        if inAnotherScript {
            // One short word, or a unit abbreviation (`kbps`, `MHz`): written in Latin letters in
            // Chinese, Japanese or Korean text too; so are a Mac's key names (`Return 键`).
            if words.count == 1, words[0].count(where: \.isLetter) <= 2 || CountHeuristics.isUnitWord(words[0]) { return false }
            if Self.keyCapNames.contains(words.map { $0.lowercased() }.joined(separator: " ")) { return false }
        } else if words.count < options.minimumWords || words.allSatisfy({ $0.utf8.count <= 4 && $0.count(where: \.isLetter) == 1 }) {
            // Letters alone are initials, not words a translator would change ("N/A"). A word
            // of more than 4 bytes is more than one letter: most are, and are not read.
            return false
        }
        let keyNames = Self.keyNames(in: prose)
        // The locale's words last, and read only if a word gets that far.
        var written: Set<String>?
        return words.contains { word in
            guard !(WordShape.isBrandLike(word) || WordShape.isMask(word) || keyNames.contains(word) || (mayBeName && WordShape.isNameLike(word))) else { return false }
            if written == nil { written = localeWords() }
            return !(written?.contains(word.lowercased()) ?? false)
        }
    }

    /// Lowercase terms joined by commas without spaces as the whole text
    /// (`torrent,torrents,magnet`): search keywords (Spotlight's `MDItemKeywords`), data rather
    /// than prose; a locale may add its own, and keeping these is no defect.
    static func isKeywordList(_ text: String) -> Bool {
        let terms = text.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        return terms.count >= 3 && terms.allSatisfy { term in
            !term.isEmpty && term.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// A lowercase path or slash-joined identifier as the whole text (`homebrew/core`,
    /// `user/tap`, `/usr/local/bin`): the name of a thing on disk or on a host, the same in
    /// every language. Capitals make it words again ("Show/Hide").
    static func isLowercasePath(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        for (index, part) in parts.enumerated() {
            // A leading `/` (an absolute path) or `~/`; no other part may be empty.
            if part.isEmpty, index == 0 { continue }
            if index == 0, part.elementsEqual("~".utf8) { continue }
            guard !part.isEmpty, part.allSatisfy({ byte in
                (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }) else { return false }
        }
        return true
    }

    /// The words ``isReportable(_:inAnotherScript:mayBeName:glossary:localeWords:)`` judges,
    /// and the prose they come from: the text's letters with the glossary's terms taken out.
    static func judgedWords(of text: String, glossary: [String]) -> (prose: String, words: [Substring]) {
        var prose = LetterContent.prose(text)
        for term in glossary { prose = prose.replacingOccurrences(of: term, with: " ") }
        return (prose, words(in: prose))
    }

    /// Modifier and key symbols: a word beside one names that key (`Shift (⇧)`, `⌘ Command`).
    static let keySymbols: Set<Character> = ["⌘", "⇧", "⌥", "⌃", "⇪", "⏎", "↩", "⌫", "⌦", "⎋", "⇥", "⇤", "␣", "⏏", "🌐"]

    /// The scalars of ``keySymbols`` (each symbol is one): a text without any has no key symbol.
    private static let keySymbolScalars: Set<UInt32> = Set(keySymbols.compactMap { $0.unicodeScalars.first?.value })

    /// The words right before or after a key symbol, across spaces and brackets.
    static func keyNames(in text: String) -> Set<Substring> {
        // Scalars first, ASCII skipped (every symbol is beyond it): most texts have none, and
        // looking each `Character` up in the set took some 24,000 instructions a text.
        let symbolScalars = keySymbolScalars
        guard text.unicodeScalars.contains(where: { !$0.isASCII && symbolScalars.contains($0.value) }),
            text.contains(where: keySymbols.contains)
        else { return [] }
        let tokens = text.split { $0.isWhitespace || "()[]{}:,+/".contains($0) }
        var names: Set<Substring> = []
        for (position, token) in tokens.enumerated() where token.allSatisfy(keySymbols.contains) || token.contains(where: keySymbols.contains) {
            for neighbour in [position - 1, position + 1] where tokens.indices.contains(neighbour) {
                names.formUnion(words(in: String(tokens[neighbour])).map { Substring($0) })
            }
            names.formUnion(words(in: String(token)).map { Substring($0) })  // `⌘Command`
        }
        return names
    }

    /// Names printed on keys, which Apple's own Chinese, Japanese, Korean, Russian and Ukrainian
    /// text keeps in Latin letters (`按下 Return 键`, `клавиша Esc`). Only names that are
    /// nothing else: `Delete`, `Tab`, `Option`, `Command` are also an action or a thing, which
    /// a translator translates.
    static let keyCapNames: Set<String> = ["return", "enter", "esc", "escape", "backspace", "shift", "ctrl", "cmd", "alt", "fn", "caps lock"]

    /// A number with its unit: digits glued to a unit (`1280px`, `60fps`, `2160p`, `2x`), a
    /// unit word right after a number (`60 fps`, `5 ms`), or either side of a rate (`KB/s`).
    static func isMeasure(_ word: Substring, in prose: String) -> Bool {
        if let unit = word.firstIndex(where: { !$0.isNumber }), unit != word.startIndex {
            let suffix = word[unit...]
            return CountHeuristics.isUnitWord(suffix) || suffix == "p" || suffix == "P" || suffix == "K"
        }
        guard CountHeuristics.isUnitWord(word), word.startIndex >= prose.startIndex, word.endIndex <= prose.endIndex else { return false }
        let before = prose[..<word.startIndex]
        // A rate, a unit per unit (`KB/s`, `km/h`, `Mbit/s`): each side is a measure.
        if before.last == "/", CountHeuristics.isUnitWord(String(before.dropLast().reversed().prefix(while: \.isLetter).reversed())) { return true }
        let after = prose[word.endIndex...]
        if after.first == "/", CountHeuristics.isUnitWord(after.dropFirst().prefix(while: \.isLetter)) { return true }
        return before.last { $0 != " " }?.isNumber ?? false
    }
}

extension FindingMessage {
    fileprivate static func untranslatedLocale(_ locale: LocaleID, kept: Int, of values: Int, source: LocaleID, catalog: String) -> FindingMessage {
        FindingMessage(
            "\(kept) of \(values) \(locale) values of \(catalog) are the \(source) source text unchanged: an untranslated export or fallback copy; 'l10n report --locale \(locale)' lists them",
            id: "untranslated-locale", lead: .textOnly)
    }
}
