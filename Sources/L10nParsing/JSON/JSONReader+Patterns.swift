import L10nModel

/// Globs and locales, read through the one ``JSONReader`` with its messages and positions: the
/// configuration (`include`, `ignore`, `requiredLocales`) and custom rules (`keys`, `locales`,
/// decoded in L10nRules) both read them, so they live below both.
extension JSONReader {
    package mutating func globs(_ value: JSONValue, _ what: String, kind: Glob.Kind) -> [Glob] {
        (strings(value, what) ?? []).compactMap { item in
            guard !item.text.isEmpty else {
                fail("\(what) must not contain an empty pattern", at: item.value)
                return nil
            }
            guard item.text.count <= Glob.maximumLength else {
                fail("\(what) pattern is \(item.text.count) characters long; patterns are limited to \(Glob.maximumLength)", at: item.value)
                return nil
            }
            // Path globs are relative to the configuration's folder; one that climbs out of it
            // (or is absolute) could never match a linted file and would silently do nothing.
            let components = item.text.split(separator: "/", omittingEmptySubsequences: false)
            if kind == .path, item.text.hasPrefix("/") || components.contains("..") {
                fail("\(what) pattern '\(item.text)' leaves the project: patterns are relative to the folder of the configuration file and cannot use '..' or start with '/'", at: item.value)
                return nil
            }
            return Glob(item.text, kind: kind)
        }
    }

    package mutating func locale(_ text: String, at value: JSONValue) -> LocaleID? {
        // Any case and `_` separators (`zh_hans`), as on the command line; kept canonical.
        guard let locale = LocaleID.canonical(text) else {
            fail("'\(text)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)", at: value)
            return nil
        }
        return locale
    }
}

extension String {
    package var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
