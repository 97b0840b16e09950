import L10nModel
import L10nParsing
import L10nAnalysis

/// Reports source keys without a usable translation in a required locale.
package struct MissingTranslationRule: CatalogEntryRule {
    package static let description = RuleDescription(
        id: "missing-translation",
        name: "Missing Translation",
        summary: "A source key has no usable translation in a required locale",
        rationale: """
            A key without a translation falls back to the development language at run time, so a \
            Chinese user sees an English button in the middle of a Chinese screen. A translation \
            counts as missing when the locale has no value for the key, when the value is empty, \
            when a String Catalog still marks it `new`, or when the value is the key itself while \
            the key is an identifier (`settings.title`, Interface Builder's `1tx-W0-xDw.title`) \
            and the source text is not: a tool filled the key in as a placeholder, and users read \
            `settings.title` on screen. (Such a value is untranslated, not a copy of the source \
            text, which is why it is reported here rather than by `unchanged-translation`.)

            In a `strings.json`, the source of truth, a key that only translations define is reported \
            too: it has no text in the development language to generate catalogs from.

            An `.lproj` table's keys match byte for byte, as a device looks them up: a translation \
            filed under the same text in other code points (`cafe` and a combining accent for \
            `café`, as some editors and scripts write it) is never shown. The finding names the \
            spelling the translation has. So do table files: one spelled with other letter case \
            than the table's other locales (`Base.lproj/infoPlist.strings` beside `InfoPlist.strings`) \
            is never read on a device, and is one finding per file rather than its keys reported \
            missing (not in a Mac-only project, whose file system ignores case). Nor is a table \
            only in folders of languages the Xcode project does not build (a stray copy a \
            translation platform left) required to hold the keys the code uses, nor a table left \
            beside the String Catalog of the same name that replaced it (in its folder or in one \
            of its `.lproj` folders, as a storyboard's `mul.lproj` catalog): a target builds the catalog.

            A String Catalog or `.lproj` table generated from a `strings.json` (see `catalog-sync`) \
            is not reported for a gap the `strings.json` has too: the finding is at the source, \
            where the translation is added.

            Keys marked `shouldTranslate: false` or whose comment says only not to localize them \
            (an Interface Builder Localizer Hint, exported as `Note = "Do not localize";`), or \
            ends by saying so (`Note = "Placeholder - Do not translate";`), or whose Localizer \
            Hint calls the text a placeholder (dummy text the code replaces), keys \
            Xcode marks stale (no longer used in code), \
            keys whose source text is empty (Xcode extracts `Text("")` as the key `""`) and keys \
            whose source has no letter at all (`%`, `-`, `400`, `ⓘ`, `▶︎ ⋯`, `%@`, `%lld.`: \
            symbols, digits and format specifiers read the same in every language) are skipped: \
            there is nothing to translate. The translators' report counts the last ones apart \
            (column "no letters").

            A `.lproj` folder of a private-use language (`qqq`, where translatewiki.net keeps its \
            notes to translators) is no translation and is not read. A locale whose `.lproj` \
            table file does not parse is left to `parse-error`: the \
            system reads none of that file, so every key falls back until the syntax is fixed.

            App Shortcuts phrases (`stringSet` in a String Catalog) count like any value: a set \
            without phrases, with an empty phrase or in state `new` is missing. A plural variant \
            of a category the locale never selects (`one` in Chinese, Japanese or Korean, left \
            `new` when a catalog was copied from English) is never shown and is not reported. \
            Nor is an empty value for a fragment the code joins to other text (a source with \
            whitespace at an edge, `"You gain "`, or one or two lowercase words, `"and"`) when \
            two or more locales leave it empty and another fills it: Japanese puts the verb after \
            the list, Chinese needs no "and" between "1日" and "2時間".

            A required locale a whole catalog lacks (no key to translate has a value in it, even \
            when its `.lproj` folder has the table: an empty file, one holding only keys the \
            source dropped, or values all marked `new`) is one finding at the catalog, with the \
            number of keys to translate, rather than one per key (from \
            `groupAbsentLocaleFrom`, 10, keys on; fewer are listed one by one). So is a locale \
            with values for fewer than a tenth of the keys, one barely started or added by \
            mistake (a translation platform's `enm.lproj` holding 2 keys of 349): the fix is to \
            translate the table or drop the locale, not key by key. Keys missing from a locale \
            the catalog otherwise has are reported one by one. `l10n report` keeps \
            the per-key worklist either way. An `.lproj` table found only in the development \
            language's folder, in a project whose other tables are translated, was never \
            localized (an `Untranslated` or debug table that falls back by design): not reported. \
            The app's name (`CFBundleName`, `CFBundleDisplayName`, `CFBundleSpokenName` of `InfoPlist`) kept as the \
            source text in every locale of the source's script that has it needs no other \
            locale either: a locale without it shows Info.plist's, the same name, even when a \
            locale of another script writes it its own way (`愛読` for `Aidoku`). A name some \
            locale of the source's script translates (`Open in Ice Cubes`, `Abrir en Ice Cubes`) \
            is text that every locale needs.

            Required locales are every locale present in the linted catalogs, unless `--locale` \
            or `requiredLocales` in `.l10nlint.json` names them. With an Xcode project, they are \
            its `knownRegions`, and for a String Catalog also every language the catalog holds: \
            Xcode builds them all, listed or not, unless the project sets \
            `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES` (an `.lproj` folder the project does not list \
            is not built). An `.lproj` table is not asked for a locale no folder of the project \
            has or serves (`pt-PT` beside `pt-BR.lproj` only), nor for one only `InfoPlist` \
            tables have (a share extension's name in Japanese: the app's text is not shipped in \
            it), unless it is an `InfoPlist` table that has it. The configuration can also give \
            each locale its own severity (`{"zh-Hans": "error", "*": "warning"}`). A required \
            locale a catalog spells otherwise is met by the folder a device picks for it: \
            `zh-CN` (an Xcode project's `knownRegions`) by a library's `zh-Hans`, `zh-TW` and \
            `zh-HK` by `zh-Hant`, `pt-BR` by `pt`, never by another region (`pt-PT`). Regional \
            variants of the source language (`en-GB`, `en-AU` when the source is `en`) fall back \
            to it at run time, so apps ship them as partial override sets: they are not required \
            unless named, or unless the option `requireSourceVariants` is `true`.

            An `.lproj` table with no development-language file (or an empty one, one defining \
            only keys without a letter such as `"" = "";`, or only a \
            `.stringsdict` of its plural keys), whose English \
            is in the code (`Button("Export")`, `NSLocalizedString("key", value: "Export", …)`), \
            takes as its keys those some locale defines and the linted code looks up: a locale \
            without one shows the code's English. A key every translation keeps as it is (a \
            name: `"FreeBSD" = "FreeBSD"`) is not one: the English shown is right. Not a table Interface Builder or a Settings \
            bundle reads (object IDs: `"Xz5-n4-O0W.title"`, `"1000.title"`, whose English is the `.xib`'s): code \
            that builds such a key (`"\\(id).title"`) looks up another table. A `Base.lproj` table beside the development \
            language's own (`Base.lproj/Localizable.strings` and `en.lproj/Localizable.strings`) is \
            read by no device: a key only Base has is required only when the linted code looks it \
            up (an enum case named like it, `state == .playing` beside `PLAYING`, is no look-up) (with its English as the default, as SwiftGen's `fallback:` does). An `InfoPlist` \
            value that every locale having it keeps as the source text (two or more: a plug-in's \
            brand, a URL template) may be missing: a locale without it shows Info.plist's own, the \
            same text; so may the app's name (`CFBundleName`, `CFBundleDisplayName`) where no \
            locale of the source's script changes it, and its copyright line \
            (`NSHumanReadableCopyright`), which apps keep in English. A key of a table or String Catalog that no \
            linted code uses, when `unused-key` reports it (a table shared with an Android app \
            holds hundreds), is that rule's one finding, to remove it, not one per locale; a \
            design system's `strings.json` and the catalogs generated from it hold keys ahead of \
            their code, and keep them required.

            Translate the key, or mark it `shouldTranslate: false` when it must stay as it is \
            (brand names, format-only strings).
            """,
        defaultSeverity: .error,
        reportColumn: .completeness,
        passingExamples: passingExamples,
        failingExamples: failingExamples)

    /// Settings of `missing-translation`.
    package struct Options: RuleOptions {
        /// Require regional variants of the source language (`en-GB` of `en`) to be complete.
        var requireSourceVariants = false
        /// A locale a whole catalog lacks is one finding from this many keys on; fewer are
        /// listed one by one, each naming its key.
        var groupAbsentLocaleFrom = 10

        package init() {}

        package static let declarations: [RuleOption<Options>] = [
            RuleOption("requireSourceVariants", \.requireSourceVariants, summary: "Require regional variants of the source language (`en-GB` of `en`) to be complete, like any other locale."),
            RuleOption(
                "groupAbsentLocaleFrom", \.groupAbsentLocaleFrom, .atLeast(1),
                summary: "A locale a whole catalog lacks is one finding at the catalog, with the count, from this many keys to translate on; fewer are reported key by key."),
        ]
    }

    let options: Options

    /// Its findings and their related locations are units and keys of localization files.
    package static let findingsStayInLocalizationFiles = true

    package init(options: Options) { self.options = options }

    package func check(_ context: RuleContext, catalog index: Int, entries: Range<Int>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let catalog = context.project.catalogs[index]
        if catalog.isLProjTable, let misspelled = misspelledTableFindings(context, catalog: index) {
            return entries.lowerBound == catalog.entries.startIndex ? misspelled : []
        }
        var required = context.analyses.requiredLocales(forCatalogAt: index, includingSourceVariants: options.requireSourceVariants)
        // A table file that could not be parsed is `parse-error`'s one finding: every key of its
        // locale falls back, and fixing the syntax fixes them all.
        if !catalog.unreadableLocales.isEmpty { required.removeAll(where: catalog.unreadableLocales.contains) }
        guard !required.isEmpty else { return [] }
        let source = context.pairing.sourceIndex(forCatalogAt: index)
        if source == nil, Self.isUnlocalizedTable(catalog, context) || Self.isReplacedByCatalog(catalog, context) { return [] }
        // A locale the whole catalog lacks, or has barely started (a locale a platform added by
        // mistake, two keys of hundreds), is one fact: one finding at the catalog, with the
        // count, instead of one per key (a generated catalog keeps its per-key comparison with
        // the strings.json it comes from).
        // Sets: a catalog can have tens of thousands of locales (hostile input stays linear).
        let coverage = source == nil ? context.analyses.runState(of: context.ruleID, part: index) { LocaleCoverage(catalog, among: required) } : nil
        let grouped = coverage.map { coverage in
            required.compactMap { locale in coverage.keysToTranslate >= options.groupAbsentLocaleFrom ? coverage.shortfall(of: locale).map { (locale, $0) } : nil }
        } ?? []
        if !grouped.isEmpty, entries.lowerBound == catalog.entries.startIndex {
            diagnostics += groupedLocales(grouped, keys: coverage?.keysToTranslate ?? 0, catalog, context)
        }
        let groupedSet = Set(grouped.map(\.0))
        let perKey = grouped.isEmpty ? required : required.filter { !groupedSet.contains($0) }
        let severities = perKey.map(context.severity(forRequiredLocale:))
        let codeKeys = context.analyses.runState(of: context.ruleID, part: index) { CodeUsedKeys(catalog, index, context) }
        let shadowed = context.analyses.shadowedBaseKeys(ofCatalogAt: index)
        // A key no code uses is `unused-key`'s one finding (remove it), not one per locale.
        let unused = UnusedKeyRule.unusedKeyFindings(forCatalogAt: index, context)
        // Looked up once per chunk: a missing key asks for another spelling in every locale.
        let respellings = Self.keysNoSourceDefines(inCatalogAt: index, context)
        // Where each required locale was in the last entry's translations: in the next one too, nearly always.
        var positions = [Int](repeating: 0, count: perKey.count)
        for entry in catalog.entries[entries] {
            if catalog.role == .source, let finding = missingSourceText(entry, catalog, context) { diagnostics.append(finding) }
            guard Self.isToTranslate(entry, in: catalog) || codeKeys.contains(entry),
                shadowed.isEmpty || !shadowed.isStale(entry, sourceLanguage: catalog.sourceLanguage), unused.isEmpty || !unused.contains(entry.key)
            else { continue }
            let sourceEntry = source.flatMap { context.analyses.entry(withKey: entry.key, inCatalogAt: $0) }
            let sourceLookup = sourceEntry?.translationsByLocale
            let lookup = entry.translationsByLocale
            for (slot, (locale, severity)) in zip(perKey, severities).enumerated() {
                // A gap the strings.json it is generated from has too is fixed there, and
                // reported there once.
                if let sourceEntry, let sourceLookup, let sourceCatalog = source,
                    problem(sourceEntry, sourceLookup, locale, at: sourceLookup.index(of: locale), inCatalogAt: sourceCatalog, context) != nil
                { continue }
                let position = lookup.index(of: locale, near: positions[slot])
                if let position {
                    positions[slot] = position
                    // Nearly every translation, told before the call (its arguments cost retains).
                    if Self.isPlainlyTranslated(entry, at: position) { continue }
                }
                guard var problem = problem(entry, lookup, locale, at: position, inCatalogAt: index, context, respellings: respellings) else { continue }
                problem.severity = severity
                diagnostics.append(problem)
            }
        }
        return diagnostics
    }

    /// One finding per locale the catalog has no value in at all, or values for too few keys
    /// (`translated` of them), at the catalog's first file, counting the keys to translate; the
    /// per-key worklist is `l10n report`'s.
    private func groupedLocales(_ locales: [(LocaleID, translated: Int)], keys count: Int, _ catalog: Catalog, _ context: RuleContext) -> [Diagnostic] {
        guard let first = catalog.files.first else { return [] }
        return locales.map { locale, translated in
            // At the locale's own table file when its `.lproj` folder has one, else at the
            // development language's, where the keys to translate are (not another locale's).
            let inFolder = { (wanted: LocaleID) in catalog.files.first { LocaleID(lprojFolderOf: context.project.file($0).path) == wanted } }
            let file = catalog.isLProjTable ? inFolder(locale) ?? inFolder(catalog.sourceLanguage) ?? first : first
            let message: FindingMessage = translated == 0
                ? .localeAbsent(locale, keys: count, catalog: catalog.name) : .localeBarelyStarted(locale, translated: translated, of: count, catalog: catalog.name)
            return context.diagnostic(message, about: FindingSubject(locale: locale.identifier), at: SourceRange(file: file, start: 0, end: 0))
                .with(severity: context.severity(forRequiredLocale: locale))
        }
    }

    /// How many keys to translate have a value in each required locale (a run state: once per
    /// catalog). A locale with a file but no such value (an empty table, one holding only keys
    /// the source dropped) lacks the whole catalog, as one with no file does; one with values
    /// for fewer than a tenth of the keys has barely started.
    private struct LocaleCoverage: Sendable {
        private var counts: [LocaleID: Int] = [:]
        /// Exact only when some locale has fewer than a tenth of the catalog's keys; otherwise
        /// counting stopped early and no locale falls short.
        private(set) var keysToTranslate = 0

        init(_ catalog: Catalog, among required: [LocaleID]) {
            for locale in Set(required) { counts[locale] = 0 }
            // Every locale past a tenth of all the catalog's keys is past a tenth of those to
            // translate: in a translated catalog, counting ends within its first keys.
            let enough = (catalog.entries.count + 9) / 10
            var short = counts.count
            for entry in catalog.entries where isToTranslate(entry, in: catalog) {
                guard short > 0 else { break }
                keysToTranslate += 1
                for translation in entry.translations where Self.isUsable(translation.value) {
                    guard let count = counts[translation.locale] else { continue }
                    counts[translation.locale] = count + 1
                    if count + 1 == enough { short -= 1 }
                }
            }
            if short == 0 { keysToTranslate = 0 }
        }

        /// A value some device shows: a unit neither empty nor marked new (Xcode adds a locale
        /// to a catalog as every key in state `new`).
        private static func isUsable(_ value: LocalizedValue) -> Bool {
            value.firstUnitIgnoringPath { $0.state != .new && !$0.value.isEmpty } != nil
        }

        /// How many keys `locale` translates, when that is fewer than a tenth of the keys to
        /// translate (none at all included); nil for a locale well under way.
        func shortfall(of locale: LocaleID) -> Int? {
            guard keysToTranslate > 0, let count = counts[locale], count * 10 < keysToTranslate else { return nil }
            return count
        }
    }

    /// The keys of a table without a development-language file that the code looks up: the
    /// source keys it would have, so a locale without one of them shows the code's English.
    /// Decided once per table and shared by its chunks.
    private struct CodeUsedKeys: Sendable {
        let keyUse: TableKeyUse?

        init(_ catalog: Catalog, _ index: Int, _ context: RuleContext) {
            keyUse = Self.hasNoSourceTable(catalog, context) ? context.analyses.tableKeyUse(ofCatalogAt: index) : nil
        }

        func contains(_ entry: CatalogEntry) -> Bool {
            guard let keyUse, entry.shouldTranslate, !entry.isStale, entry.key.contains(where: \.isLetter) else { return false }
            // A name every translation keeps as the key (`FreeBSD`, `TCP`): the code's English
            // that a locale without it shows is already right.
            if entry.translations.allSatisfy({ $0.value.isPlain && $0.value.unit?.value == entry.key }) { return false }
            return keyUse.isUsed(entry.key) == true
        }

        /// An `.lproj` table whose development-language file is absent or empty (or holds only
        /// keys without a letter, UTM's `"" = "";`), while other
        /// locales define keys: the English is in the code (`Button("Export")`,
        /// `NSLocalizedString("key", value: "Export", …)`), and no table says which keys exist.
        /// So is one whose development language has only a `.stringsdict` (its plural keys):
        /// the rest of its English is in the code too (MochiDiffusion). Not `InfoPlist` (the
        /// system reads it, and a missing value shows Info.plist's own), and not a table a
        /// String Catalog of the same name replaced: the `.strings` files left behind by a
        /// migration to `Localizable.xcstrings` are no longer built, the catalog is the table.
        /// Nor a table something else reads (Interface Builder's object IDs, whose English is in
        /// the `.xib`; a Settings bundle's): code that seems to look its keys up (`"\(id).title"`)
        /// looks up another table's. Nor one only in folders of languages the Xcode project does
        /// not build (a stray `pt-BR.lproj/Localizable.strings` left by a translation platform):
        /// it ships nowhere, and the code's keys are another table's or none.
        private static func hasNoSourceTable(_ catalog: Catalog, _ context: RuleContext) -> Bool {
            guard catalog.isLProjTable, !catalog.isInfoPlist, !catalog.entries.isEmpty, !UnusedKeyRule.isUsedOutsideCode(catalog),
                !hasDevelopmentStrings(catalog, context),
                !isOnlyInUnbuiltLocales(catalog, context)
            else { return false }
            return !context.project.catalogs.contains { $0.name == catalog.name && $0.project == catalog.project && !$0.isLProjTable && $0.role == .generated }
        }

        /// Whether every locale folder of the table is one its Xcode project does not build.
        private static func isOnlyInUnbuiltLocales(_ catalog: Catalog, _ context: RuleContext) -> Bool {
            let unbuilt = context.project.unbuiltLocales(of: catalog)
            let translated = catalog.locales.filter { $0 != catalog.sourceLanguage && !$0.isBase }
            return !unbuilt.isEmpty && !translated.isEmpty && translated.allSatisfy(unbuilt.contains)
        }

        /// Whether a `.strings` file of the table's development language (or `Base`) defines a
        /// key with a letter: `"" = "";` alone, as UTM's English table holds, defines none.
        private static func hasDevelopmentStrings(_ catalog: Catalog, _ context: RuleContext) -> Bool {
            // A source key's range is in the file defining it: nearly always the first entry tells.
            var isDevelopmentStrings: [FileID: Bool] = [:]
            return catalog.entries.contains { entry in
                guard entry.isSourceKey, entry.key.contains(where: \.isLetter) else { return false }
                if let known = isDevelopmentStrings[entry.keyRange.file] { return known }
                let path = context.project.file(entry.keyRange.file).path
                let answer = path.hasSuffix(".strings") && LocaleID(lprojFolderOf: path).map { $0.isBase || $0 == catalog.sourceLanguage } == true
                isDevelopmentStrings[entry.keyRange.file] = answer
                return answer
            }
        }
    }

    /// A live source key with text to translate, other than an app name kept as a brand.
    private static func isToTranslate(_ entry: CatalogEntry, in catalog: Catalog) -> Bool {
        guard entry.isSourceKey, entry.shouldTranslate, !entry.isStale else { return false }
        if let verdict = plainSourceVerdict(entry, in: catalog) { return verdict }
        return !catalog.hasEmptySource(entry) && !catalog.hasLetterlessSource(entry) && !catalog.keepsInfoPlistValue(entry)
            && !catalog.hasPlaceholderSource(entry)
    }

    /// ``isToTranslate(_:in:)`` of a source that is one plain unit, its text read once in place
    /// (each question found the source and copied its value again); nil for any other source,
    /// and in an `InfoPlist` table, whose kept values need the translations.
    private static func plainSourceVerdict(_ entry: CatalogEntry, in catalog: Catalog) -> Bool? {
        guard !catalog.isInfoPlist else { return nil }
        return entry.translations.withUnsafeBufferPointer { translations in
            for index in translations.indices where translations[index].locale == catalog.sourceLanguage {
                guard translations[index].value.isPlain, let text = translations[index].value.unit?.value else { return nil }
                return !text.isEmpty && LetterContent.hasLetters(text) && !Catalog.isPlaceholder(text, key: entry.key)
            }
            return nil
        }
    }

    /// - Parameter lookup: `entry`'s translations by locale (the caller asks for every required locale).
    /// - Parameter position: where `lookup` has the locale's translation, nil when it has none.
    /// - Parameter respellings: the catalog's ``KeysNoSourceDefines``, when the caller has them.
    private func problem(
        _ entry: CatalogEntry, _ lookup: TranslationLookup, _ locale: LocaleID, at position: Int?, inCatalogAt catalog: Int, _ context: RuleContext,
        respellings: KeysNoSourceDefines? = nil
    ) -> Diagnostic? {
        guard let index = position else {
            let keys = respellings ?? Self.keysNoSourceDefines(inCatalogAt: catalog, context)
            let respelled = respelling(of: entry.key, in: locale, among: keys)
            return context.diagnostic(.noTranslation(in: locale, filedUnder: respelled), about: FindingSubject(key: entry.key, locale: locale), at: entry.keyRange)
        }
        // Nearly every translation: told in place, without a copy of its value.
        if Self.isPlainlyTranslated(entry, at: index) { return nil }
        // Through the buffer: a copy of the value cost a retain and a release of each of its strings.
        return entry.translations.withUnsafeBufferPointer { translations in
            problem(translations[index].value, localeRange: translations[index].localeRange, of: entry, lookup, locale, inCatalogAt: catalog, context)
        }
    }

    /// Whether the translation at `position` is one plain unit, neither new, empty nor its
    /// key's text: ``problem(_:_:_:at:inCatalogAt:_:respellings:)``'s fast path, read through the
    /// buffer (binding the value copied it, a retain and a release of its strings per locale).
    private static func isPlainlyTranslated(_ entry: CatalogEntry, at position: Int) -> Bool {
        entry.translations.withUnsafeBufferPointer { translations in
            guard translations[position].value.isPlain, translations[position].value.unit?.state != .new,
                translations[position].value.unit?.value.isEmpty == false
            else { return false }
            return translations[position].value.unit?.value.isSameText(as: entry.key) == false
        }
    }

    /// ``problem(_:_:_:at:inCatalogAt:_:respellings:)`` of the locale's translation, `value`
    /// (`localeRange`: where its locale is written), past the fast path of a plain translation.
    private func problem(
        _ value: LocalizedValue, localeRange: SourceRange, of entry: CatalogEntry, _ lookup: TranslationLookup, _ locale: LocaleID, inCatalogAt catalog: Int,
        _ context: RuleContext
    ) -> Diagnostic? {
        // One walk without paths: whether a unit is marked new, else whether there is any unit
        // and an empty one. A finding's path is looked for only then (the same first unit).
        var (hasUnits, hasEmpty) = (false, false)
        let isNew = value.firstUnitIgnoringPath { unit in
            hasUnits = true
            hasEmpty = hasEmpty || unit.value.isEmpty
            return unit.state == .new
        } != nil
        // A unit of a plural category the locale never selects (`one` in Chinese) is never
        // shown: Xcode lists no such variant to translate, and its state and text do not matter.
        if isNew, let new = value.firstUnit(where: { $1.state == .new && !Self.isNeverShown($0, in: locale) }) {
            return context.diagnostic(.markedNew, about: FindingSubject(key: entry.key, locale: locale, variant: new.path), at: new.unit.range)
        }
        if !hasUnits {
            let range = value.stringSet?.range ?? localeRange
            return context.diagnostic(.noValue, about: FindingSubject(key: entry.key, locale: locale), at: range)
        }
        let sourceLanguage = context.project.catalogs[catalog].sourceLanguage
        if hasEmpty, !(value.isPlain && Self.isFragmentLeftOut(entry, lookup, sourceLanguage: sourceLanguage)), let empty = value.firstUnit(where: { path, unit in
            unit.value.isEmpty && !Self.isNeverShown(path, in: locale) && !Self.sourceLeavesEmpty(path, of: entry, lookup, sourceLanguage)
        }) {
            return context.diagnostic(.isEmpty, about: FindingSubject(key: entry.key, locale: locale, variant: empty.path), at: empty.unit.range)
        }
        // The cheap comparison first: this runs for every key and locale.
        if value.firstUnitIgnoringPath(where: { $0.value.isSameText(as: entry.key) }) != nil, Self.isIdentifier(entry.key),
            let sourceText = lookup.index(of: context.project.catalogs[catalog].sourceLanguage).flatMap({ entry.translations[$0].value.firstUnitIgnoringPath(where: { _ in true })?.value }),
            sourceText != entry.key, let echo = value.firstUnit(where: { $1.value.isSameText(as: entry.key) })
        {
            return context.diagnostic(.isItsKey, about: FindingSubject(key: entry.key, locale: locale, variant: echo.path), at: echo.unit.range)
        }
        return nil
    }

    /// A key that names a string rather than spells it: components of letters, digits, `-`
    /// and `_` joined by `.` (`settings.title`, Interface Builder's `1tx-W0-xDw.title`) or by
    /// `_` (`common_ok`), with a letter. Shown as a value, it is a placeholder, not text.
    static func isIdentifier(_ key: String) -> Bool {
        guard key.contains(where: CharacterClass.isLetter), !key.contains(where: CharacterClass.isWhitespace) else { return false }
        let separator: Character = key.contains(".") ? "." : "_"
        let components = key.split(separator: separator, omittingEmptySubsequences: false)
        return components.count >= 2 && components.allSatisfy { component in
            !component.isEmpty && component.allSatisfy { CharacterClass.isLetter($0) || CharacterClass.isNumber($0) || $0 == "-" || $0 == "_" }
        }
    }

    /// A `strings.json` key that only translations define: the source of truth has no text for
    /// the development language, so generated catalogs get no source string for it.
    private func missingSourceText(_ entry: CatalogEntry, _ catalog: Catalog, _ context: RuleContext) -> Diagnostic? {
        guard entry.shouldTranslate, !entry.hasTranslation(for: catalog.sourceLanguage), !entry.translations.isEmpty else { return nil }
        let defined = entry.translations.map(\.locale.identifier).joined(separator: ", ")
        return context.diagnostic(
            .noSourceText(catalog.sourceLanguage, definedBy: defined), about: FindingSubject(key: entry.key, locale: catalog.sourceLanguage),
            at: entry.keyRange)
    }
}

extension FindingMessage {
    fileprivate static func noTranslation(in locale: LocaleID, filedUnder respelled: String?) -> FindingMessage {
        guard let respelled else { return FindingMessage("has no \(locale) translation", lead: .key) }
        return FindingMessage(
            "has no \(locale) translation: \(locale) has it under '\(respelled)', the same text in other code points, and a device looks keys up byte for byte",
            lead: .key)
    }
    fileprivate static func localeAbsent(_ locale: LocaleID, keys: Int, catalog: String) -> FindingMessage {
        FindingMessage("\(catalog) has no \(locale) translation at all: \(keys) \(keys == 1 ? "key" : "keys") to translate", lead: .textOnly)
    }
    fileprivate static func localeBarelyStarted(_ locale: LocaleID, translated: Int, of keys: Int, catalog: String) -> FindingMessage {
        FindingMessage("\(catalog) has barely started its \(locale) translation: \(translated) of \(keys) keys translated", lead: .textOnly)
    }
    fileprivate static var markedNew: FindingMessage { FindingMessage("is marked new (not translated yet)") }
    fileprivate static var noValue: FindingMessage { FindingMessage("has no value") }
    fileprivate static var isEmpty: FindingMessage { FindingMessage("is empty") }
    fileprivate static var isItsKey: FindingMessage { FindingMessage("is its own key, a placeholder rather than a translation") }
    fileprivate static func noSourceText(_ language: LocaleID, definedBy defined: String) -> FindingMessage {
        FindingMessage("has no \(language) source text (only \(defined) define it)", lead: .key)
    }
}
