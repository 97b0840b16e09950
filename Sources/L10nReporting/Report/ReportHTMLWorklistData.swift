import L10nModel
import L10nParsing
import L10nAnalysis
import L10nRules

/// The worklist as compact JSON for the page's script, which renders it a page of rows at a
/// time: 50 locales × 10,000 keys as HTML rows weighs tens of megabytes and takes the browser
/// seconds to lay out; as data it is a tenth of that and a page renders at once.
///
/// Every string is stored once in `strings` and referred to by index (a key's source text
/// repeats in every locale that misses it); a key's own facts (catalog, comment, source,
/// usages) are stored once in `keys`, and a row holds what differs per locale:
///
///     row  = [key, locale, state, targets, location, translationWidth, findings]
///     key  = [catalog, key, comment, sourceWidth, maxWidth, usages, sourceUnits, location]
///     note = [key, locale, rule, message, location]
///
/// `targets` is one string index (or -1) per source unit of the key, or, when the locale's
/// variants differ from the key's (Russian `few` where English has `one`), a list of
/// `[variant, source, target]`; trailing defaults (0, -1, []) are left out. A location is
/// `[file, line]`, 0 for the key's own. Notes (note-severity findings) are kept apart.
struct ReportHTMLWorklistData {
    private var strings: [String] = []
    private var stringIndex: [String: Int] = [:]
    private var files: [String] = []
    private var fileIndex: [String: Int] = [:]
    private var keys: [JSONOutput] = []
    private var keyIndex: [String: KeyRecord] = [:]
    private var rules: [String] = []
    private var ruleIndex: [String: Int] = [:]
    private var rows: [JSONOutput] = []
    private var notes: [JSONOutput] = []
    private var seenNotes = Set<[Int]>()

    /// The finding kinds the script turns into actions, in the order of its table.
    static let columns: [RuleDescription.ReportColumn] = [.pluralGaps, .formatErrors, .overBudget, .unchanged, .completeness, .translationState]

    /// What a left-out trailing field of a row stands for.
    private static let rowDefaults: [JSONOutput?] = [nil, nil, nil, .int(0), .int(0), .int(-1), .array([])]

    private struct KeyRecord {
        var index: Int
        /// `[variant, source]` string indices per unit.
        var units: [[Int]]
        var location: JSONOutput
    }

    let locales: [LocaleID]
    let catalogs: [CatalogReference]
    let links: SourceLinks

    init(items: [WorkItem], locales: [LocaleID], catalogs: [CatalogReference], links: SourceLinks) {
        self.locales = locales
        self.catalogs = catalogs
        self.links = links
        let localeIndex = Dictionary(locales.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let catalogIndex = Dictionary(catalogs.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let stateIndex = Dictionary(uniqueKeysWithValues: WorkItem.State.allCases.enumerated().map { ($0.element, $0.offset) })
        for item in items {
            let key = self.key(item, catalog: catalogIndex[item.catalog.path] ?? 0)
            let locale = localeIndex[item.locale] ?? 0
            let location = self.location(item.location, besides: key.location)
            let work = item.findings.filter { $0.severity > .note }
            for note in item.findings where note.severity == .note {
                let fields = [key.index, locale, rule(note.ruleID.rawValue), string(note.message)]
                guard seenNotes.insert(fields).inserted else { continue }
                notes.append(.array(fields.map(JSONOutput.int) + [location]))
            }
            // A key listed only for notes is not work: it is in the notes section alone.
            guard item.state != .translated || !work.isEmpty else { continue }
            var row: [JSONOutput] = [.int(key.index), .int(locale), .int(stateIndex[item.state] ?? 0)]
            if item.units.map({ [string($0.variant), string($0.source)] }) == key.units {
                let targets = item.units.map { $0.target.map { string($0) } ?? -1 }
                row.append(targets.allSatisfy { $0 == -1 } ? .int(0) : .array(targets.map(JSONOutput.int)))
            } else {
                row.append(.array(item.units.map { .array([.int(string($0.variant)), .int(string($0.source)), .int($0.target.map { string($0) } ?? -1)]) }))
            }
            row.append(location)
            row.append(.int(item.translationWidth ?? -1))
            row.append(.array(work.flatMap { finding -> [JSONOutput] in
                [.int(rule(finding.ruleID.rawValue)), .int(string(finding.message)), .int(finding.column.flatMap { Self.columns.firstIndex(of: $0) } ?? -1)]
            }))
            while row.count > 3, row[row.count - 1] == Self.rowDefaults[row.count - 1] { row.removeLast() }
            rows.append(.array(row))
        }
    }

    /// The data as a JSON text safe inside `<script type="application/json">`: `<` is written
    /// `\u003c` (only string literals can hold one), so no value can close the element.
    func json() -> String {
        let document: JSONOutput = .object([
            ("strings", .array(strings.map(JSONOutput.string))),
            ("files", .array(files.map { path in
                let (base, separator) = links.parts(path)
                return .array([.string(path), .string(base), separator.map(JSONOutput.string) ?? .null, .string(links.title(path, line: 0))])
            })),
            ("locales", .array(locales.map { .array([.string($0.identifier), LanguageNames.endonym(of: $0.identifier).map(JSONOutput.string) ?? .null]) })),
            ("catalogs", .array(catalogs.map { .array([.string($0.label), .string($0.path), .string($0.sourceLanguage.identifier)]) })),
            ("states", .array(WorkItem.State.allCases.map { .array([.string($0.rawValue), .string($0.label)]) })),
            ("rules", .array(rules.map(JSONOutput.string))),
            ("keys", .array(keys)),
            ("rows", .array(rows)),
            ("notes", .array(notes)),
        ])
        return document.minified.replacingOccurrences(of: "<", with: "\\u003c")
    }

    var rowCount: Int { rows.count }
    var noteCount: Int { notes.count }

    private mutating func string(_ text: String) -> Int {
        if let index = stringIndex[text] { return index }
        strings.append(text)
        stringIndex[text] = strings.count - 1
        return strings.count - 1
    }

    private mutating func rule(_ id: String) -> Int {
        if let index = ruleIndex[id] { return index }
        rules.append(id)
        ruleIndex[id] = rules.count - 1
        return rules.count - 1
    }

    private mutating func file(_ path: String) -> Int {
        if let index = fileIndex[path] { return index }
        files.append(path)
        fileIndex[path] = files.count - 1
        return files.count - 1
    }

    private mutating func location(_ location: SourceLocation?) -> JSONOutput {
        guard let location else { return .int(-1) }
        return .array([.int(file(location.path)), .int(location.start.line)])
    }

    /// `0` when the row's location is the key's own, else `[file, line]` (or -1 for none).
    private mutating func location(_ location: SourceLocation?, besides own: JSONOutput) -> JSONOutput {
        let encoded = self.location(location)
        return encoded == own ? .int(0) : encoded
    }

    /// The key's record, made on its first row: its source units as that row pairs them.
    private mutating func key(_ item: WorkItem, catalog: Int) -> KeyRecord {
        let id = item.catalog.path + "\u{0}" + item.key
        if let known = keyIndex[id] { return known }
        let units = item.units.map { [string($0.variant), string($0.source)] }
        let location = self.location(item.location)
        keys.append(.array([
            .int(catalog), .int(string(item.key)), .int(item.comment.map { string($0) } ?? -1), .int(item.sourceWidth),
            .int(item.maxWidth ?? -1), .array(item.usages.flatMap { [.int(file($0.path)), .int($0.start.line)] }),
            .array(units.joined().map(JSONOutput.int)), location,
        ]))
        let record = KeyRecord(index: keys.count - 1, units: units, location: location)
        keyIndex[id] = record
        return record
    }
}
