import L10nModel

extension Catalog {
    /// `CFBundleName`, `CFBundleDisplayName` or `CFBundleSpokenName` of an `InfoPlist` table
    /// that no translation in the source's script changes: the app's name, a brand. A locale
    /// without it shows Info.plist's own value, the same name, and one that keeps it is right,
    /// even where a locale of another script writes the name its own way (`愛読` for `Aidoku`).
    /// A name that a locale of the source's script translates (`Open in Ice Cubes`, `Abrir en
    /// Ice Cubes`) is text: every locale needs it translated.
    package func keepsAppName(_ entry: CatalogEntry) -> Bool {
        guard isInfoPlist, ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName"].contains(entry.key),
            let source = sourceValue(of: entry)?.unit?.value
        else { return false }
        return entry.translations.allSatisfy { translation in
            translation.value.variations == nil
                && (translation.value.unit.map { $0.value == source } ?? true || translation.locale.isWritten(inAnotherScriptThan: sourceLanguage))
        }
    }

    /// `NSHumanReadableCopyright` (or the older `CFBundleGetInfoString`) of an `InfoPlist`
    /// table: a legal line, which apps (Apple's among them) keep in English; a locale without it
    /// shows Info.plist's own, and one that keeps it is right.
    package func isCopyrightNotice(_ entry: CatalogEntry) -> Bool {
        isInfoPlist && (entry.key == "NSHumanReadableCopyright" || entry.key == "CFBundleGetInfoString")
    }

    /// An `InfoPlist` value a locale may go without: the app's name (``keepsAppName(_:)``), its
    /// copyright line (``isCopyrightNotice(_:)``), a build setting the build fills in
    /// (`$(PRODUCT_NAME)`), or
    /// a value that every locale having it keeps as the source text, two locales or more (a
    /// plug-in's `FriendlyName` = `Instapaper`, a URL template). A locale without it shows
    /// Info.plist's own value, that same text; one locale that changes it (a `fr.wikipedia.org`
    /// address) makes it text to translate.
    package func keepsInfoPlistValue(_ entry: CatalogEntry) -> Bool {
        guard isInfoPlist else { return false }
        if keepsAppName(entry) || isCopyrightNotice(entry) { return true }
        guard let source = sourceValue(of: entry)?.unit?.value else { return false }
        // `$(PRODUCT_NAME)`: the build fills it in; a locale without it shows that value.
        if Self.isBuildSettingReference(source) { return true }
        var kept = 0
        for translation in entry.translations where translation.locale != sourceLanguage && !translation.locale.isBase {
            guard translation.value.variations == nil, translation.value.unit?.value == source else { return false }
            kept += 1
        }
        return kept >= 2
    }

    /// A value that is one build setting reference alone: `$(PRODUCT_NAME)`, `${PRODUCT_NAME}`.
    static func isBuildSettingReference(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "$") else { return false }
        let close: UInt8 = bytes[1] == UInt8(ascii: "(") ? UInt8(ascii: ")") : bytes[1] == UInt8(ascii: "{") ? UInt8(ascii: "}") : 0
        guard close != 0, bytes.last == close else { return false }
        return bytes[2..<(bytes.count - 1)].allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ":") }
    }
}
