import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports translations whose leading or trailing whitespace, or number of line breaks,
/// differs from the source's: the code around a string relies on both.
package struct WhitespaceParityRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "whitespace-parity",
        name: "Whitespace Parity",
        summary: "A translation's leading or trailing whitespace or number of line breaks differs from the source's",
        rationale: """
            Code concatenates strings and lays them out by the source's shape: `"Name: "` is \
            followed by a value, so a translation without the trailing space glues the two \
            together; a `\\n` in a button title makes it two lines, and a translation that drops \
            or adds one changes the layout the designer tested.

            The rule compares, unit by unit, whether the text starts with whitespace, whether it \
            ends with whitespace, and how many line breaks it has (`\\n`, `\\r\\n`, U+2028), and \
            reports each difference once per unit. Variants of a String Catalog substitution are \
            fragments whose words and spaces translators move to and from the main string, so \
            they are not compared; plural and device variants are. Full-width and CJK punctuation carries its own \
            spacing, so a source's space after a colon is not lost in `名称：` or `「%@」`: a \
            translation that ends (or starts) with such a mark (U+3000–U+303F, U+30FB, U+FF01–U+FF65) \
            needs no space there, and a translation of a source that does may have one (`，` is \
            `, ` in English). Likewise a space that joins a fragment to the next words of a \
            sentence (`"You gain "`, `" and "`) has no counterpart in a language written without \
            spaces between words: a translation whose edge is a Han, kana, Thai, Lao, Myanmar or \
            Khmer letter (`你获得了`, `と`) needs none (Korean spaces words, and is compared); Tibetan \
            types a space after its shad (`།`), at the end of a text too. A source that starts with a percent sign (a suffix after a number) \
            may gain a leading space where the locale spaces the sign (`10 %` in French, Czech, \
            German: CLDR's percent pattern). A source wrapped by hand, every break inside a \
            sentence (`an open-source app\\ncreated by …`), may wrap elsewhere and into another \
            number of lines in a translation of another length, as long as that still has a \
            break or either text is long enough to wrap by itself (40 bytes). A translation of prose (source or translation of two sentences or more) may also break more often, \
            when every break ends a sentence or a paragraph (`。\\n`): the text wraps anyway. \
            A block of five lines or more (a tutorial, a changelog) may gain breaks: translators \
            split and space its lines (one it loses may glue two lines, and is reported), and \
            may lose blank lines between the same lines (`• Widgets\\n` followed by a line \
            break in a `.strings` value, where the translation has the `\\n` only). \
            The text of an Interface Builder key (`ybM-PR-IbA.title`) is a whole label or title \
            that no code joins to another, so a space at its end is not seen and not compared \
            (a line break there is); so is a key the linted code shows only as a SwiftUI view's \
            whole text (`Text("Language: ")` beside a `Picker`, a `Button`'s title), never joined \
            by `+`, formatted or looked up as a `String`. In HTML (a source with `<br>` or a closing tag such as \
            `</a>`) line breaks are tags, so their number is not compared, and whitespace next to \
            a tag at an edge (`…</a>\\n\\n`) is not seen; a space after text still joins it to \
            what follows. Empty translations are left to `missing-translation`, and keys \
            `unused-key` reports to it (removing them is the fix).
            """,
        defaultSeverity: .warning,
        passingExamples: [
            RuleExample("strings.json", """
                {
                  "label.name": { "en": "Name: ", "fr": "Nom : ", "zh-Hans": "名称：", "ja": "名前：" },
                  "button.retry": { "en": "Try\\nagain", "de": "Erneut\\nversuchen" },
                  "hint": { "en": "Tap to continue", "ja": "タップして続ける 👆" },
                  "unit.percent": { "en": "% (exact)", "fr": " % (exact)", "cs": " % (přesně)" },
                  "about": { "en": "An open-source app\\ncreated by Lingo Labs\\nfor faster learning", "ja": "Lingo Labs が開発したオープンソースアプリです。\\n学習をもっと速く。" },
                  "blocked": { "en": "You can’t view this user’s profile\\nuntil they unblock you.", "nl": "Je kunt het profiel van deze gebruiker niet bekijken zolang je geblokkeerd bent." },
                  "reward.start": { "en": "You gain ", "zh-Hans": "你获得了", "th": "คุณได้รับ" },
                  "done": { "en": "Done.", "bo": "ཚར་སོང་། " },
                  "reward.and": { "en": " and ", "ja": "と", "zh-Hans": "和", "de": " und " },
                  "signup.title": { "en": "Hide Your Email and\\nBlock Trackers", "fr": "Masquez votre adresse e-mail et bloquez les traqueurs" },
                  "notes": { "en": "• Redesigned widgets\\n\\n• New setup screen\\n\\n• Cloud backup\\n\\n• Faster export", "de": "• Neue Widgets\\n• Neuer Einrichtungsbildschirm\\n• Cloud-Backup\\n• Schnellerer Export" },
                  "tutorial": { "en": "Move the icons:\\n1. Hold ⌘.\\n2. Drag an icon.\\n\\nUse the arrow to hide them:\\n1. Click it.", "fr": "Déplacer les icônes :\\n1. Maintenez ⌘\\n2. Faites glisser une icône\\n\\n\\nMasquer avec la flèche :\\n1. Cliquez dessus" },
                  "copy.help": { "en": "Pass the copy parameter to choose what is copied. Long press the notification to copy it.", "zh-Hans": "携带 copy 参数时，将只复制 copy 参数的值。\\n长按推送即可复制。", "de": "Mit dem Parameter copy wählst du, was kopiert wird.\\n\\nDrücke lange auf die Mitteilung, um sie zu kopieren." },
                  "share.mail": { "en": "Hi,<br/>Here is a link to <b>%@</b>: <a href=\\"%@\\">%@</a>\\n\\n", "cs": "Ahoj,<br/>zde je odkaz na <b>%1$@</b>: <a href=\\"%2$@\\">%3$@</a>" }
                }
                """),
            // Interface Builder keys: the source text is the storyboard's, which Xcode copies into the comment.
            RuleExample("mul.lproj/Main.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Nop-cj-93Q.title" : {
                      "comment" : "Class = \\"NSMenuItem\\"; title = \\"\\tDefault\\"; ObjectID = \\"Nop-cj-93Q\\";",
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\\tStandard" } } }
                    },
                    "ybM-PR-IbA.title" : {
                      "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Time stamp: \\"; ObjectID = \\"ybM-PR-IbA\\";",
                      "localizations" : {
                        "es" : { "stringUnit" : { "state" : "translated", "value" : "Marca de tiempo:" } },
                        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Horodatage : " } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            // A Chinese source: its full-width separators are spaced words in English.
            RuleExample("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "zh-Hant",
                  "strings" : {
                    "COMMA_SEP" : { "localizations" : {
                      "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "，" } },
                      "en" : { "stringUnit" : { "state" : "translated", "value" : ", " } } } },
                    "DOT_SEP" : { "localizations" : {
                      "zh-Hant" : { "stringUnit" : { "state" : "translated", "value" : "・" } },
                      "en" : { "stringUnit" : { "state" : "translated", "value" : " · " } } } }
                  },
                  "version" : "1.0"
                }
                """),
            // A key the code shows only as a view's whole text: nothing follows it.
            RuleExample(files: [
                .init("strings.json", """
                    {
                      "settings.language": { "en": "Language: ", "de": "Sprache:" }
                    }
                    """),
                .init("SettingsView.swift", """
                    struct SettingsView: View {
                        @Binding var language: String
                        var body: some View {
                            HStack { Text("settings.language"); Picker("", selection: $language) { Text("English").tag("en") } }
                        }
                    }
                    """),
            ]),
        ],
        failingExamples: [
            RuleExample("strings.json", """
                {
                  "label.name": { "en": "Name: ", "de": "Name↓:" },
                  "button.retry": { "en": "Try\\nagain", "fr": ↓"Réessayer" },
                  "price.prefix": { "en": "from", "es": "↓ desde" },
                  "footer": { "en": "Made with ❤️", "ja": "❤️を込めて↓ " },
                  "speed.label": { "en": ↓"Tracking speed ", "de": "Zeigergeschwindigkeit", "ko": "추적 속도", "vi": "Tốc độ theo dõi" },
                  "camera.steps": { "en": "Open Settings.\\nTap Privacy.\\nTurn on Camera.", "de": ↓"Öffne Einstellungen.\\nTippe auf Datenschutz. Aktiviere Kamera." },
                  "notes": { "en": "• New widgets\\n\\n• Setup screen\\n\\n• Cloud backup", "de": ↓"• Neue Widgets\\n• Einrichtung • Cloud-Backup" },
                  "terms": { "en": ↓"You are responsible for compliance. ", "zh-Hans": "您对合规负全部责任。", "de": "Sie sind für die Einhaltung verantwortlich.", "fr": "Vous êtes responsable de la conformité." }
                }
                """, messages: [
                    "'label.name' in de lacks the source's trailing whitespace",
                    "'button.retry' in fr has no line break where the source has 1",
                    "'price.prefix' in es starts with whitespace the source lacks",
                    "'footer' in ja ends with whitespace the source lacks",
                    "'speed.label' source text ends with whitespace that none of its 3 translations keeps: remove it from the source, or give it to each translation if code joins the text to another",
                    "'camera.steps' in de has 1 line break where the source has 2",
                    "'notes' in de has 1 line break where the source has 4",
                    "'terms' source text ends with whitespace that none of its 2 translations keeps: remove it from the source, or give it to each translation if code joins the text to another",
                ]),
            RuleExample("mul.lproj/Main.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Nop-cj-93Q.title" : {
                      "comment" : "Class = \\"NSMenuItem\\"; title = \\"\\tDefault\\"; ObjectID = \\"Nop-cj-93Q\\";",
                      "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "↓Standard" } } }
                    }
                  },
                  "version" : "1.0"
                }
                """, messages: ["'Nop-cj-93Q.title' in de lacks the source's leading whitespace"]),
            // Korean spaces its words: its fragment keeps the source's spaces.
            RuleExample("strings.json", """
                {
                  "reward.and": { "en": " and ", "ja": "と", "ko": "↓과" }
                }
                """, messages: ["'reward.and' in ko lacks the source's leading whitespace, and lacks the source's trailing whitespace"]),
            // A break added inside a sentence of prose, where no line ends.
            RuleExample("strings.json", """
                {
                  "copy.help": { "en": "Pass the copy parameter to choose what is copied. Long press the notification to copy it.", "fr": ↓"Passez le paramètre copy pour choisir\\nce qui est copié. Appuyez longuement sur la notification pour la copier." }
                }
                """, messages: ["'copy.help' in fr has 1 line break where the source has 0"]),
            // HTML: a space after text joins it to the number that follows.
            RuleExample("strings.json", """
                {
                  "passcode.wrong": { "en": "Wrong passcode.<br>Remaining attempts: ", "fr": "Code incorrect.<br>Essais restants ↓:" }
                }
                """, messages: ["'passcode.wrong' in fr lacks the source's trailing whitespace"]),
            // A `Text` joined to the next by `+`, after its modifiers: the space shows.
            RuleExample(files: [
                .init("strings.json", """
                    {
                      "profile.name": { "en": "Name: ", "de": "Name↓:" }
                    }
                    """),
                .init("ProfileView.swift", """
                    struct ProfileView: View {
                        let name: String
                        var body: some View { Text("profile.name").bold() + Text(name) }
                    }
                    """),
            ], messages: ["'profile.name' in de lacks the source's trailing whitespace"]),
        ],
        corrections: [
            // The source's edges, where the edges were the difference (a line break inside the
            // text is left for the translator); each file keeps its own literal syntax.
            RuleCorrection(
                before: [
                    RuleExample.File("strings.json", """
                        {
                          "label.name": { "en": "Name: ", "de": "Name:" },
                          "price.prefix": { "en": "from", "es": " desde" }
                        }
                        """),
                ],
                after: [
                    RuleExample.File("strings.json", """
                        {
                          "label.name": { "en": "Name: ", "de": "Name: " },
                          "price.prefix": { "en": "from", "es": "desde" }
                        }
                        """),
                ]),
            RuleCorrection(
                before: [
                    RuleExample.File("en.lproj/Localizable.strings", #""greeting" = "Hello, \"%@\"\n";"#),
                    RuleExample.File("fr.lproj/Localizable.strings", #""greeting" = "Bonjour, \"%@\"";"#),
                ],
                after: [
                    RuleExample.File("fr.lproj/Localizable.strings", #""greeting" = "Bonjour, \"%@\"\n";"#),
                ]),
        ])

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: NoOptions) {}

    package func check(_ context: RuleContext, catalog: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var sourceShapes = RecentSourceFacts<Shape>()
        let sourceLanguage = context.project.catalogs[catalog].sourceLanguage
        var strayEdgesReported = Set<StrayEdge>()
        let unbuilt = context.analyses.unbuiltLocales(ofCatalogAt: catalog)
        let project = context.project.catalogs[catalog].project
        // A key no code uses is `unused-key`'s one finding (remove it), as in the other entry rules.
        let unused = UnusedKeyRule.unusedKeyFindings(forCatalogAt: catalog, context)
        context.units(ofCatalogAt: catalog, entries: entries).forEach { _, pair in
            // A substitution's variant is a fragment: translations move words and spaces
            // between it and the main string freely (`%arg` in the source, `%arg posts from `).
            guard !pair.path.contains(where: { $0.hasPrefix("%#@") }) else { return }
            let text = pair.unit.value
            let source = pair.source.text
            guard !text.isEmpty, !source.isEmpty else { return }
            let shape = Self.shape(of: text)
            let sourceShape = sourceShapes.fact(of: pair.source, Self.shape)
            let (lines, sourceLines) = (shape.lineBreaks, sourceShape.lineBreaks)
            // Most pairs start and end with whitespace on both sides or neither: then their
            // edges agree, and no Character (a grapheme break search) is built.
            if lines == sourceLines, Self.edgesAgree(shape.edges, sourceShape.edges) { return }
            if !unused.isEmpty, unused.contains(pair.entry.key) { return }
            guard let first = text.first, let last = text.last, let sourceFirst = source.first, let sourceLast = source.last else { return }
            var differences: [(message: String, utf8Offset: Int?, length: Int)] = []
            let isHTML = Self.isHTML(source)
            let isShownWhole = { context.analyses.keyUsage.isShownWhole(pair.entry.key, inProject: project) }
            var leadingDiffers = Self.whitespaceDiffers(
                at: .leading, first, sourceFirst, text: text, source: source, key: pair.entry.key, locale: pair.locale, isHTML: isHTML, isShownWhole: isShownWhole)
            var trailingDiffers = Self.whitespaceDiffers(
                at: .trailing, last, sourceLast, text: text, source: source, key: pair.entry.key, locale: pair.locale, isHTML: isHTML, isShownWhole: isShownWhole)
            // Whitespace at an edge of the source that no translation keeps is the source's
            // (a stray space after a label's text, in Interface Builder most often): one finding
            // there, not one per translation, and no fix that copies it into each.
            for (isLeading, differs) in [(true, leadingDiffers && sourceFirst.isWhitespace), (false, trailingDiffers && sourceLast.isWhitespace)] where differs {
                guard let translations = Self.translationsDroppingEdge(isLeading, of: pair.entry, at: pair.path, sourceLanguage: sourceLanguage, unbuilt: unbuilt) else { continue }
                if isLeading { leadingDiffers = false } else { trailingDiffers = false }
                guard strayEdgesReported.insert(StrayEdge(key: pair.entry.key, path: pair.path, isLeading: isLeading)).inserted else { continue }
                diagnostics.append(context.diagnostic(.strayEdge(isLeading, translations: translations), about: FindingSubject(key: pair.entry.key, variant: pair.path), at: pair.source.range))
            }
            if leadingDiffers {
                differences.append((sourceFirst.isWhitespace ? "lacks the source's leading whitespace" : "starts with whitespace the source lacks", 0, first.utf8.count))
            }
            if trailingDiffers {
                let offset = text.utf8.count - last.utf8.count
                differences.append((sourceLast.isWhitespace ? "lacks the source's trailing whitespace" : "ends with whitespace the source lacks", offset, last.utf8.count))
            }
            // A source wrapped by hand mid-sentence (`an open-source app\ncreated by …`) breaks
            // where English lines end: a translation of another length wraps elsewhere, or into
            // fewer lines, as long as it still wraps (or the sentence is long enough to wrap
            // by itself: `You can’t view this user’s profile\nuntil they unblock you.`).
            // A translator may also start a new line or paragraph after a sentence of prose
            // (`。\n`), or write the source's sentence as two: more lines of text that wraps
            // anyway, not a changed layout.
            // A block of five lines or more (a tutorial, a changelog) is laid out by its own
            // structure: translators split and space its lines. A lost break may glue two
            // lines (`%@Expected:`), and is still reported; a lost blank line between the same
            // lines (a `\n` escape and a line break in a `.strings` value) glues none.
            if lines != sourceLines, !isHTML, !((lines > 0 || max(source.utf8.count, text.utf8.count) >= Self.wrappingLength) && Self.isWrappedByHand(source)),
                !(lines > sourceLines && (Self.isProse(source) || Self.isProse(text)) && Self.breaksOnlyBetweenSentences(text)),
                !(lines > sourceLines && sourceLines >= Self.blockLineBreaks),
                !(max(lines, sourceLines) >= Self.blockLineBreaks && Self.linesWithText(in: text) == Self.linesWithText(in: source))
            {
                let has = lines == 0 ? "no line break" : lines == 1 ? "1 line break" : "\(lines) line breaks"
                differences.append(("has \(has) where the source has \(sourceLines)", nil, 0))
            }
            guard let primary = differences.first else { return }
            let range = primary.utf8Offset.map { context.project.range(in: pair.unit, utf8Offset: $0, length: primary.length) } ?? pair.unit.range
            let diagnostic = context.diagnostic(
                .whitespaceDiffers(differences.map(\.message)), about: pair.subject, at: range,
                related: [(range: pair.source.range, message: "source text")])
            let fixed = Self.withSourceEdges(text, source: source, leading: leadingDiffers, trailing: trailingDiffers)
            // One right answer only where the edges were the difference: a line break moved
            // inside the text is the translator's to place.
            let fix = fixed.map { fixed in
                Fix("Give the translation the source's leading and trailing whitespace", edits: [
                    .setValue(file: context.project.file(pair.unit.range.file).path, start: pair.unit.range.start, end: pair.unit.range.end, value: fixed)
                ])
            }
            diagnostics.append(diagnostic.fixed(by: Self.lineBreaks(in: fixed ?? "") == sourceLines ? fix : nil))
        }
        return diagnostics
    }

    /// One end of a text.
    enum Edge { case leading, trailing }

    /// Whether the translation's `edge` character and the source's differ in whitespace that
    /// shows, with `text` and `source` whole. Not where the difference is typography or markup:
    /// - Full-width punctuation on either side spaces itself: a Chinese source's "，" is ", " in
    ///   English, and "名称：" translates "Name: ".
    /// - A letter of a script without word spaces needs none where the source joins words with
    ///   one ("You gain " + items is "你获得了" + items).
    /// - An Interface Builder text is a whole label or title no code joins to another: a space
    ///   after it is not seen ("Time stamp: " is "Marca de tiempo:"); a line break is. So is a
    ///   key the code shows only as a SwiftUI view's whole text (`Text("Language: ")` beside a
    ///   `Picker`): `isShownWhole` asks, only when a trailing space differs.
    /// - HTML (an e-mail body, an alert with `messageUsesHTML`) shows no whitespace next to a
    ///   tag at its edges (`    <b>…`, `…</a>\n\n`); a space that joins text to what follows
    ///   (`Remaining attempts: `) still shows.
    /// - A percent sign a number goes before: the locale's typography may space the two ("10 %"
    ///   in French and Czech), and the translation's space is that one.
    private static func whitespaceDiffers(
        at edge: Edge, _ character: Character, _ sourceCharacter: Character, text: String, source: String, key: String, locale: LocaleID, isHTML: Bool,
        isShownWhole: () -> Bool
    ) -> Bool {
        guard sourceCharacter.isWhitespace != character.isWhitespace, !carriesSpacing(character), !carriesSpacing(sourceCharacter),
            !dropsWordSpace(sourceCharacter, at: character)
        else { return false }
        let spaced = character.isWhitespace ? text : source
        switch edge {
        case .leading:
            if isHTML, spaced.drop(while: \.isWhitespace).first == "<" { return false }
            return !(sourceCharacter == "%" && character.isWhitespace && text.drop(while: \.isWhitespace).first == "%" && spacesPercentSign(locale))
        case .trailing:
            if !character.isNewline, !sourceCharacter.isNewline, InterfaceBuilderKey.isAnyObjectKey(key) || isShownWhole() { return false }
            // Tibetan writes a space after its shad (`…། `): the mark's own spacing, typed as it.
            if character == " ", let mark = text.dropLast().last?.unicodeScalars.first, (0x0F0D...0x0F12).contains(mark.value) { return false }
            return !(isHTML && spaced.reversed().drop(while: \.isWhitespace).first == ">")
        }
    }

    /// A source edge reported once for its entry and variant.
    private struct StrayEdge: Hashable {
        var key: String
        var path: [String]
        var isLeading: Bool
    }

    /// How many translations of `entry`'s variant `path` there are (in locales the project
    /// builds: not `unbuilt`) when two or more and none keeps the source's whitespace at that
    /// edge; nil when one does, or fewer are written.
    private static func translationsDroppingEdge(
        _ isLeading: Bool, of entry: CatalogEntry, at path: [String], sourceLanguage: LocaleID, unbuilt: Set<LocaleID>
    ) -> Int? {
        var count = 0
        for translation in entry.translations where translation.locale != sourceLanguage && !translation.locale.isBase && !unbuilt.contains(translation.locale) {
            guard let text = translation.value.allUnits.first(where: { $0.path == path })?.unit.value,
                let edge = isLeading ? text.first : text.last
            else { continue }
            // A full stop, question or exclamation mark of its own width (`。`) ends a sentence
            // as the source's does before its space: it says nothing about the space either.
            if !isLeading, endsFullWidthSentence(edge) { continue }
            if edge.isWhitespace || carriesSpacing(edge) { return nil }
            // Unspaced script at the edge: the translation has no word space to keep, so it
            // says nothing about whether the source's is stray.
            if dropsWordSpace(" ", at: edge) { continue }
            count += 1
        }
        return count >= 2 ? count : nil
    }

    /// Whether the locale writes a space between a number and its percent sign (CLDR's
    /// percent pattern, through Foundation: `10 %` in French and Czech, `10%` in English).
    static func spacesPercentSign(_ locale: LocaleID) -> Bool {
        percentSpacing.value(for: locale.identifier) {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: locale.identifier)
            formatter.numberStyle = .percent
            let text = formatter.string(from: 0.1) ?? ""
            return text.unicodeScalars.contains { $0.properties.isWhitespace }
        }
    }

    private static let percentSpacing = OnceMap<String, Bool>()

    /// `text` with the source's leading and/or trailing whitespace in place of its own; nil
    /// when neither edge differs.
    static func withSourceEdges(_ text: String, source: String, leading: Bool, trailing: Bool) -> String? {
        guard leading || trailing else { return nil }
        var result = Substring(text)
        if trailing {
            result = result[..<(result.lastIndex { !$0.isWhitespace }.map(result.index(after:)) ?? result.startIndex)]
            result += source[(source.lastIndex { !$0.isWhitespace }.map(source.index(after:)) ?? source.startIndex)...]
        }
        if leading {
            result = source[..<(source.firstIndex { !$0.isWhitespace } ?? source.endIndex)] + result.drop(while: \.isWhitespace)
        }
        return String(result)
    }

    /// True when each text's first and last characters are whitespace in both or in neither,
    /// decided on the edge scalars without building a `Character` (a grapheme-break search from
    /// the end, a tenth of the rule); false also when the scalars cannot tell (the slow path
    /// decides). `Character.isWhitespace` is its first scalar's: the first character's is the
    /// text's first scalar; the last character's is the last scalar's when that scalar starts
    /// its character (see ``endsWithWhitespace(_:)``).
    static func edgesAgree(_ text: String, _ source: String) -> Bool { edgesAgree(edges(of: text), edges(of: source)) }

    /// ``edgesAgree(_:_:)`` of edges already read: false when either is unclear.
    private static func edgesAgree(_ text: Edges?, _ source: Edges?) -> Bool {
        guard let text, let source else { return false }
        return text == source
    }

    /// What the rule compares of a text: its line breaks and its edges (nil when unclear).
    /// A source's is worked out once per entry, not once per locale.
    private struct Shape {
        var lineBreaks: Int
        var edges: Edges?
    }

    private static func shape(of text: String) -> Shape { Shape(lineBreaks: lineBreaks(in: text), edges: edges(of: text)) }

    /// Whether the first and the last character are whitespace; nil when the last is unclear.
    private static func edges(of text: String) -> Edges? {
        return text.withUTF8Bytes { bytes in
            guard !bytes.isEmpty, let last = endsWithWhitespace(bytes) else { return nil }
            return Edges(first: CharacterClass.isWhitespace(scalar: UTF8Scalar.decode(bytes, at: 0).scalar), last: last)
        }
    }

    private struct Edges: Equatable {
        var first: Bool
        var last: Bool
    }

    /// Whether the last character is whitespace, from the last scalars; nil when they cannot
    /// tell. A character that starts with whitespace holds after it only marks that extend it
    /// (grapheme rules GB9, GB9a: Extend, ZWJ, SpacingMark), so a last scalar that is none of
    /// those nor whitespace ends a character that does not start with whitespace. A whitespace
    /// scalar starts its character, except after a prepended mark (GB9b, `U+0600 `) when it is
    /// not a control (a control always starts one; `\r\n` starts with whitespace too).
    static func endsWithWhitespace(_ text: String) -> Bool? {
        return text.withUTF8Bytes { endsWithWhitespace($0) }
    }

    private static func endsWithWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard !bytes.isEmpty else { return nil }
        let start = UTF8Scalar.start(endingBefore: bytes.count, in: bytes)
        let last = UTF8Scalar.decode(bytes, at: start).scalar
        guard CharacterClass.isWhitespace(scalar: last) else { return !last.isASCII && CharacterClass.extendsPrevious(last) ? nil : false }
        if (0x09...0x0D).contains(last.value) || last.value == 0x85 || last.value == 0x2028 || last.value == 0x2029 { return true }
        return start == 0 || bytes[start - 1] < 0x80 ? true : nil
    }

    /// True when `sourceEdge` is a space (not a line break or tab) and `edge`, the
    /// translation's character where the space would be, is a letter of a script written
    /// without spaces between words (see ``CharacterClass/isOfUnspacedScript(scalar:)``).
    static func dropsWordSpace(_ sourceEdge: Character, at edge: Character) -> Bool {
        guard let space = sourceEdge.unicodeScalars.first, CharacterClass.isSpaceSeparator(scalar: space), let scalar = edge.unicodeScalars.first else { return false }
        return CharacterClass.isOfUnspacedScript(scalar: scalar)
    }

    /// `。`, `．`, `！`, `？` (and the halfwidth `｡`): a sentence's end in its own width.
    static func endsFullWidthSentence(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return [0x3002, 0xFF0E, 0xFF01, 0xFF1F, 0xFF61].contains(scalar.value)
    }

    /// Full-width and CJK punctuation, which brings its own spacing (`：`, `」`, `。`, `・`).
    static func carriesSpacing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x3000...0x303F).contains(scalar.value) && scalar.value != 0x3000 || scalar.value == 0x30FB || (0xFF01...0xFF65).contains(scalar.value)
    }
}

extension FindingMessage {
    /// "source text ends with whitespace that none of its 3 translations keeps: …".
    fileprivate static func strayEdge(_ isLeading: Bool, translations: Int) -> FindingMessage {
        FindingMessage(
            "source text \(isLeading ? "starts" : "ends") with whitespace that none of its \(translations) translations keeps: remove it from the source, or give it to each translation if code joins the text to another")
    }

    /// "lacks the source's trailing whitespace, and has 2 line breaks where the source has 1".
    fileprivate static func whitespaceDiffers(_ differences: [String]) -> FindingMessage {
        FindingMessage(differences.joined(separator: ", and "))
    }
}
