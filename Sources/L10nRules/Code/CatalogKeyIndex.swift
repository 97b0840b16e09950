import L10nModel

/// Finds the catalog entries a key used in code resolves to. Interpolated keys
/// (`"streak \(days)"`) match a catalog key with any format specifiers in the same places
/// (`streak %lld`, `streak %d`, `streak %1$@`).
package struct CatalogKeyIndex: Sendable {
    package struct Hit: Sendable {
        var catalog: Catalog
        var entry: CatalogEntry
    }

    private let catalogs: [Catalog]
    private var exact: [String: [(catalog: Int, entry: Int)]] = [:]
    /// Catalog keys with format specifiers, split around them.
    private var patterns: [(segments: [String], catalog: Int, entry: Int)] = []
    /// Table names (`Localizable`, `Onboarding`).
    let tableNames: Set<String>

    init(_ catalogs: [Catalog]) {
        self.catalogs = catalogs
        tableNames = Set(catalogs.map(\.name))
        for (catalogIndex, catalog) in catalogs.enumerated() {
            for (entryIndex, entry) in catalog.entries.enumerated() {
                exact[entry.key, default: []].append((catalogIndex, entryIndex))
                if entry.key.utf8.contains(UInt8(ascii: "%")) {
                    let segments = FormatKey.segments(of: entry.key)
                    if segments.count > 1 { patterns.append((segments, catalogIndex, entryIndex)) }
                }
            }
        }
    }

    /// True when there is no catalog entry at all to check against.
    var isEmpty: Bool { exact.isEmpty }

    /// Entries for a key; with a table, only that table's (when the project has such a table).
    func lookup(_ key: LocalizedKey, table: String?) -> [Hit] {
        let restrictTo = table.flatMap { tableNames.contains($0) ? $0 : nil }
        var hits = (exact[key.text] ?? []).map { Hit(catalog: catalogs[$0.catalog], entry: catalogs[$0.catalog].entries[$0.entry]) }
        if hits.isEmpty, key.isInterpolated {
            hits = patterns.filter { $0.segments == key.segments }.map {
                Hit(catalog: catalogs[$0.catalog], entry: catalogs[$0.catalog].entries[$0.entry])
            }
        }
        guard let restrictTo else { return hits }
        return hits.filter { $0.catalog.name == restrictTo }
    }

    /// The first catalog key equal to `text` (for "the catalogs define 'x'" hints).
    func contains(_ text: String) -> Bool { exact[text] != nil }

    /// Catalog source keys, for judging the project's key style.
    var sourceKeys: [String] { catalogs.flatMap { $0.entries.filter(\.isSourceKey).map(\.key) } }
}

/// Splitting a catalog key at its printf-style format specifiers, and at App Intents'
/// `${name}` parameter placeholders (`Summary("Get \(\.$settings)")` is the key `Get ${settings}`).
package enum FormatKey {
    /// `"streak %lld days"` → `["streak ", " days"]`, `"${toggle} Search"` → `["", " Search"]`;
    /// `%%` stays literal text.
    static func segments(of key: String) -> [String] {
        let bytes = Array(key.utf8)
        var segments: [String] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                current.append(UInt8(ascii: "%"))
                index += 2
            } else if bytes[index] == UInt8(ascii: "%"), let end = specifierEnd(bytes, from: index + 1) {
                segments.append(String(decoding: current, as: UTF8.self))
                current = []
                index = end
            } else if bytes[index] == UInt8(ascii: "$"), let end = placeholderEnd(bytes, from: index + 1) {
                segments.append(String(decoding: current, as: UTF8.self))
                current = []
                index = end
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        segments.append(String(decoding: current, as: UTF8.self))
        return segments
    }

    /// The index after an App Intents placeholder whose `$` precedes `start`: `{name}`.
    private static func placeholderEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{"),
            let close = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "}")), close > start + 1,
            bytes[(start + 1)..<close].allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
        else { return nil }
        return close + 1
    }

    /// The index after a specifier whose `%` precedes `start`: `1$`, flags, width, precision,
    /// length and conversion, or `#@name@`.
    private static func specifierEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        if index < bytes.count, bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") {
            guard let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "@")) else { return nil }
            return close + 1
        }
        func skip(_ allowed: (UInt8) -> Bool) { while index < bytes.count, allowed(bytes[index]) { index += 1 } }
        let isDigit: (UInt8) -> Bool = { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let positional = index
        skip(isDigit)
        if index < bytes.count, bytes[index] == UInt8(ascii: "$") { index += 1 } else { index = positional }
        skip { "-+ #0'".utf8.contains($0) }
        skip { isDigit($0) || $0 == UInt8(ascii: "*") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; skip { isDigit($0) || $0 == UInt8(ascii: "*") } }
        skip { "hlqLztj".utf8.contains($0) }
        guard index < bytes.count, "@dDiuUxXoOfFeEgGaAcCsSp".utf8.contains(bytes[index]) else { return nil }
        return index + 1
    }
}

/// Configured localization functions (`localized`, `L10n.tr`): which calls in code count.
package struct LocalizationFunctions {
    let names: [String]

    init(_ names: [String]) { self.names = names }

    /// `L10n.tr` matches `L10n.tr("…")`; `localized` also matches `x.localized("…")` and `"…".localized`.
    func matches(_ path: String) -> Bool {
        names.contains { name in path == name || path.hasSuffix("." + name) }
    }
}

/// What stands between a key and a usable translation in each required locale.
package enum KeyTranslations {
    /// Required locales where no catalog defining the key has a usable translation, with why.
    static func problems(_ hits: [CatalogKeyIndex.Hit], context: RuleContext) -> [(locale: LocaleID, reason: String)] {
        var required: [LocaleID] = []
        for hit in hits {
            for locale in context.requiredLocales(for: hit.catalog) where !required.contains(locale) { required.append(locale) }
        }
        var problems: [(LocaleID, String)] = []
        for locale in required.sorted() {
            let relevant = hits.filter { context.requiredLocales(for: $0.catalog).contains(locale) }
            let reasons = relevant.map { reason($0.entry, locale) }
            if reasons.contains(where: { $0 == nil }) { continue }
            if let reason = reasons.first, let reason { problems.append((locale, reason)) }
        }
        return problems
    }

    /// Nil when the entry is usable in the locale; else why not.
    private static func reason(_ entry: CatalogEntry, _ locale: LocaleID) -> String? {
        guard entry.shouldTranslate else { return nil }
        guard let translation = entry.translation(for: locale) else { return "no \(locale) translation" }
        let units = translation.value.allUnits
        if units.contains(where: { $0.unit.state == .new }) { return "a \(locale) translation marked new" }
        if units.isEmpty || units.contains(where: { $0.unit.value.isEmpty }) { return "an empty \(locale) translation" }
        return nil
    }
}
