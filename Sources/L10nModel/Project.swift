/// A file the linter read. `path` is what reports print.
public struct SourceFile: Sendable {
    public var id: FileID
    public var path: String
    public var text: SourceText
    public var encoding: TextEncoding

    public init(id: FileID, path: String, text: SourceText, encoding: TextEncoding = .utf8) {
        self.id = id
        self.path = path
        self.text = text
        self.encoding = encoding
    }
}

/// A file named like an input but in another tool's format: skipped rather than failed, so a
/// team that keeps such a file is not stopped on day one, and told why it was not linted.
public struct OtherFormatFile: Sendable, Hashable {
    public var path: String
    /// What shows the format is another tool's (`no key has an object of translations …`).
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The line `lint` and `report` print on standard error.
    public var note: String { "note: \(path.escapingControlCharacters) is not a design-system strings.json (\(reason)): not linted" }
}

/// A file that could not be read or parsed, at the exact place where parsing stopped.
public struct ParseFailure: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }
}

/// A key defined twice in one JSON object or one `.strings` file.
public struct DuplicateKey: Sendable, Hashable {
    public var key: String
    public var first: SourceRange
    public var duplicate: SourceRange
    /// True when a `.strings` file's second definition repeats the value it overrides: nothing
    /// the app shows depends on which wins, so it is clean-up, not a defect.
    public var hasSameValue = false

    public init(key: String, first: SourceRange, duplicate: SourceRange) {
        self.key = key
        self.first = first
        self.duplicate = duplicate
    }
}

/// Everything the rules see: normalized catalogs, scanned Swift sources, and what failed to load.
/// Rules never learn which file format an entry came from.
public struct Project: Sendable {
    public var files: [SourceFile]
    /// Setting the catalogs recomputes ``allLocales`` once, so rules asking for it per catalog
    /// stay linear (20 000 `.strings` tables used to rebuild the set 20 000 times).
    public var catalogs: [Catalog] {
        didSet { (allLocales, localesByProject, tableLocalesByProject) = Self.locales(of: catalogs) }
    }
    /// Every locale of every catalog, sorted.
    public private(set) var allLocales: [LocaleID]
    /// Every locale of each project's catalogs (``Catalog/project``), sorted, computed with
    /// ``allLocales``: asked once per catalog, a scan of every catalog was quadratic.
    private var localesByProject: [String: [LocaleID]] = [:]
    /// Every locale of each project's catalogs but its `InfoPlist` tables, computed with
    /// ``allLocales``: a locale only they have (the app's name on the Home Screen, in a share
    /// extension's folder) is no language the app's text is shipped in.
    private var tableLocalesByProject: [String: [LocaleID]] = [:]
    public var duplicateKeys: [DuplicateKey]
    public var parseFailures: [ParseFailure]
    /// Files named like an input but written in another tool's format (a `strings.json` of
    /// `{"KEY": {"comment": …, "string": …}}` that a script turns into code): not linted, and
    /// no failure; `lint` and `report` say so.
    public var otherFormatFiles: [OtherFormatFile] = []
    /// The texts the panes of each `Settings.bundle` show, by the strings table the Settings app
    /// looks them up in (`<bundle>/*.lproj/Root`): that table's only used keys. A table whose
    /// panes could not be read is absent (every key counts as used).
    public var settingsPaneTitles: [LProjTable: Set<String>] = [:]
    /// The strings of the property lists, storyboards and xibs among the linted paths that may
    /// name keys (see `ResourceStrings`): a key named there may be looked up by code reading it.
    public var resourceStrings: Set<String> = []
    /// What the scanner found in each `.swift` file, in file order.
    public var swiftSources: [SwiftSourceFacts]
    /// `l10n-lint:disable…` comments per file (Swift and `.strings`), in file order.
    public var suppressionDirectives: [FileID: [SuppressionDirective]] = [:]
    /// `knownRegions` (minus `Base`) of the Xcode projects in each project (``Catalog/project``):
    /// the languages the app ships, its default required locales.
    public var knownRegions: [String: [LocaleID]] = [:]
    /// Each Xcode project's own `knownRegions` (minus `Base`), by the folder holding its
    /// `.xcodeproj` (a display path): a catalog under a nested project (an example app, a
    /// community edition) ships that project's languages, not the repository's.
    public var xcodeProjectRegions: [XcodeProjectLocales] = []
    /// Per `strings.json` file, when each value last changed (git), for rules whose
    /// description asks for it (`needsValueHistory`); empty otherwise.
    public var valueHistories: [FileID: ValueHistory] = [:]
    /// Projects (as ``Catalog/project``) whose Xcode project sets
    /// `STRING_CATALOG_GENERATE_SYMBOLS = YES`: their String Catalogs generate Swift symbols.
    public var stringSymbolProjects: Set<String> = []
    /// Projects (as ``Catalog/project``) whose Xcode project sets
    /// `BUILD_ONLY_KNOWN_LOCALIZATIONS = YES`: their String Catalogs ship only `knownRegions`.
    public var knownLocalizationsOnlyProjects: Set<String> = []
    /// Projects (as ``Catalog/project``) whose Xcode projects build for macOS only (every
    /// `SDKROOT` is `macosx`): there tab items and toolbar items size to their labels.
    public var macOnlyProjects: Set<String> = []
    /// Per project (as ``Catalog/project``), what its Xcode projects call the app (application
    /// targets' names, display names): a brand, shown as it is in every language.
    public var appNames: [String: Set<String>] = [:]
    /// The project (as ``Catalog/project``) of each Swift source; absent means "".
    public var swiftSourceProjects: [FileID: String] = [:]
    /// What the Swift files declare for one another (icon views, image members, accessors).
    public var swiftSymbols: SwiftSymbolTable

    public init(
        files: [SourceFile] = [], catalogs: [Catalog] = [], duplicateKeys: [DuplicateKey] = [], parseFailures: [ParseFailure] = [],
        swiftSources: [SwiftSourceFacts] = []
    ) {
        self.files = files
        self.catalogs = catalogs
        (self.allLocales, self.localesByProject, self.tableLocalesByProject) = Self.locales(of: catalogs)
        self.duplicateKeys = duplicateKeys
        self.parseFailures = parseFailures
        self.swiftSources = swiftSources
        self.swiftSymbols = SwiftSymbolTable(swiftSources)
    }

    public func file(_ id: FileID) -> SourceFile { files[id.rawValue] }

    /// Line:column of a byte range.
    public func location(of range: SourceRange) -> SourceLocation {
        let file = files[range.file.rawValue]
        let (start, end) = file.text.positions(of: range.start, range.end)
        return SourceLocation(path: file.path, start: start, end: end)
    }

    private static func locales(of catalogs: [Catalog]) -> (all: [LocaleID], byProject: [String: [LocaleID]], tablesByProject: [String: [LocaleID]]) {
        var all = Set<LocaleID>()
        var byProject: [String: Set<LocaleID>] = [:]
        var tablesByProject: [String: Set<LocaleID>] = [:]
        for catalog in catalogs {
            all.formUnion(catalog.locales)
            byProject[catalog.project, default: []].formUnion(catalog.isInfoPlist ? translatingLocales(of: catalog) : catalog.locales)
            if !catalog.isInfoPlist { tablesByProject[catalog.project, default: []].formUnion(catalog.locales) }
        }
        return (all.sorted(), byProject.mapValues { $0.sorted() }, tablesByProject.mapValues { $0.sorted() })
    }

    /// The locales of an `InfoPlist` table that translate something: a locale whose every value
    /// is the development language's text (an `.lproj` folder holding only the app's name, kept)
    /// does not make its language one the whole app must have.
    private static func translatingLocales(of catalog: Catalog) -> [LocaleID] {
        var translating: Set<LocaleID> = [catalog.sourceLanguage]
        for entry in catalog.entries {
            let source = catalog.sourceText(of: entry)
            for translation in entry.translations where !translating.contains(translation.locale) {
                if translation.value.variations != nil || translation.value.unit.map({ $0.value != source }) ?? false {
                    translating.insert(translation.locale)
                }
            }
        }
        return catalog.locales.filter(translating.contains)
    }

    /// The catalogs a Swift source's keys are looked up in: those of its own project.
    public func catalogs(forSwiftSource file: FileID) -> [Catalog] {
        let scope = swiftSourceProjects[file] ?? ""
        return catalogs.filter { $0.project == scope }
    }

    /// The locales a catalog of project `scope` must have by default: its Xcode project's
    /// `knownRegions`, else every locale of that project's catalogs (sorted).
    public func defaultRequiredLocales(inProject scope: String) -> [LocaleID] {
        if let known = knownRegions[scope], !known.isEmpty { return known }
        return localesByProject[scope] ?? []
    }

    /// Whether a file at display path `path` of project `scope` belongs to a nested Xcode
    /// project that ships one language and holds no catalog of its own: an example or demo
    /// app beside the localized app, whose text is never translated.
    public func isInUnlocalizedNestedProject(_ path: String, scope: String) -> Bool {
        guard let nested = nestedXcodeProject(holding: path, scope: scope), nested.locales.count <= 1 else { return false }
        return !catalogs.contains { catalog in catalog.files.contains { nested.holds(file($0).path) } }
    }

    /// ``defaultRequiredLocales(inProject:)`` of `catalog`, but the `knownRegions` of the
    /// nested Xcode project whose folder holds it (a demo app beside the app it demonstrates).
    ///
    /// A String Catalog ships every language it holds (Xcode builds them all unless the project
    /// sets `BUILD_ONLY_KNOWN_LOCALIZATIONS`), so its own locales are required beside the
    /// project's `knownRegions`; an `.lproj` folder the project does not list is not built.
    /// A `knownRegions` locale no table or catalog of the project has, nor a folder a device
    /// picks for it (`cy`, `Japanese` that an old Xcode template listed, `pt-PT` beside a
    /// `pt-BR.lproj` only) is no requirement of an `.lproj` table: the app ships no folder of
    /// it, and its users see another language throughout. Nor is a retired code (`in` beside
    /// the `id` the translations use). Nor is a locale only `InfoPlist`
    /// tables have, but of an `InfoPlist` table that has it: a team that translates a name
    /// (DuckDuckGo's share extension in Japanese) has not shipped its app in that language.
    public func defaultRequiredLocales(for catalog: Catalog) -> [LocaleID] {
        var known: [LocaleID]
        if let file = catalog.files.first, let nested = nestedXcodeProject(holding: self.file(file).path, scope: catalog.project), !nested.locales.isEmpty {
            known = nested.locales
        } else {
            known = defaultRequiredLocales(inProject: catalog.project)
        }
        // A retired code (`in`, `no`) no file of the project has, listed beside the current one
        // its translations use (`id`, `nb-NO`): the same language, asked of no file.
        let held = localesByProject[catalog.project] ?? []
        known.removeAll { region in
            guard let current = region.currentLanguageCode, !held.contains(region) else { return false }
            return held.contains { $0.languageCode == current }
        }
        if catalog.isLProjTable {
            var shipped = tableLocalesByProject[catalog.project] ?? localesByProject[catalog.project] ?? []
            if catalog.isInfoPlist { shipped += catalog.locales }
            known.removeAll { region in !shipped.contains { $0 == region || region.isServed(by: $0) } }
        }
        guard catalog.path.hasSuffix(".xcstrings"), knownRegions[catalog.project]?.isEmpty == false,
            !knownLocalizationsOnlyProjects.contains(catalog.project)
        else { return known }
        let listed = Set(known)
        return known + catalog.locales.filter { !listed.contains($0) && !$0.isBase }
    }

    /// The locales of an `.lproj` table its Xcode project does not build: folders of a language
    /// its `knownRegions` do not list (a translation contributed but never added to the project,
    /// Transmission's `el.lproj`). Their text reaches no user, so the rules of its wording leave
    /// it alone, as `missing-translation` requires none of them; a broken format specifier,
    /// which crashes the app the day the locale is added, is still reported. Inside a bundle
    /// copied whole (`Settings.bundle`, whose folders a translation platform fills for every
    /// language it has) such a folder ships, but beside an app its user reads in English: no
    /// team translates the Settings pane into a language the app lacks. Empty without
    /// `knownRegions` and for a String Catalog (Xcode builds every language it holds).
    public func unbuiltLocales(of catalog: Catalog) -> Set<LocaleID> {
        guard catalog.isLProjTable, knownRegions[catalog.project]?.isEmpty == false else { return [] }
        let built = Set(defaultRequiredLocales(for: catalog).map(\.languageCode))
        return Set(catalog.locales.filter { !$0.isBase && $0.languageCode != catalog.sourceLanguage.languageCode && !built.contains($0.languageCode) })
    }

    /// The texts the panes of its `Settings.bundle` show, for a table inside one whose panes
    /// were read; nil for any other table.
    public func settingsPaneTitles(of catalog: Catalog) -> Set<String>? {
        guard catalog.isLProjTable, !settingsPaneTitles.isEmpty else { return nil }
        return settingsPaneTitles[LProjTable(directory: catalog.directory, name: catalog.name)]
    }

    /// The innermost Xcode project of `scope` whose folder holds `path`, when that folder sits
    /// inside another project's of the same scope; nil for a file of the outermost project
    /// (or of sibling ones, which ship the scope's languages together).
    private func nestedXcodeProject(holding path: String, scope: String) -> XcodeProjectLocales? {
        let inScope = xcodeProjectRegions.filter { $0.scope == scope }
        guard inScope.count > 1, let innermost = inScope.filter({ $0.holds(path) }).max(by: { $0.directory.count < $1.directory.count }),
            inScope.contains(where: { $0.directory.count < innermost.directory.count && innermost.isInside($0) })
        else { return nil }
        return innermost
    }
}

/// One Xcode project's languages and where it sits: see ``Project/xcodeProjectRegions``.
public struct XcodeProjectLocales: Sendable, Equatable {
    /// The folder holding the `.xcodeproj`, as displayed ("" for the working directory).
    public var directory: String
    /// The project scope (``Catalog/project``) the Xcode project belongs to.
    public var scope: String
    /// Its `knownRegions` minus `Base`.
    public var locales: [LocaleID]

    public init(directory: String, scope: String, locales: [LocaleID]) {
        (self.directory, self.scope, self.locales) = (directory, scope, locales)
    }

    /// Whether a file at display path `path` is under this project's folder.
    func holds(_ path: String) -> Bool { directory.isEmpty || path.hasPrefix(directory + "/") }

    /// Whether this project's folder is inside (or is) `other`'s.
    func isInside(_ other: XcodeProjectLocales) -> Bool { other.directory.isEmpty || directory == other.directory || directory.hasPrefix(other.directory + "/") }
}
