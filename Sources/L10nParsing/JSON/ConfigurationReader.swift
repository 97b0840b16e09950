import L10nModel

/// Reads values out of a parsed configuration document, turning every mistake into a
/// positioned ``ConfigurationError``. Errors are collected, not thrown, so that one run reports
/// every problem of the file; a reader returns nil for a value it rejected and decoding goes on
/// with the next one.
package struct ConfigurationReader {
    package let file: SourceFile
    package private(set) var errors: [ConfigurationError] = []

    package init(file: SourceFile) { self.file = file }

    package func location(of value: JSONValue) -> SourceLocation {
        file.location(of: value)
    }

    package mutating func fail(_ message: String, at value: JSONValue) {
        errors.append(ConfigurationError(message: message, location: location(of: value)))
    }

    package mutating func record(_ error: ConfigurationError) { errors.append(error) }

    /// An object's members by name, after reporting duplicate and unknown keys (with a
    /// suggestion). `context` names the object in messages: "the configuration", "an ignore
    /// entry". `unlisted` keys are accepted but left out of the "expected one of" list (`$schema`,
    /// which only editors read).
    package mutating func members(of value: JSONValue, known: [String], unlisted: [String] = [], in context: String) -> [String: JSONMember]? {
        guard value.isObject else {
            fail("\(context) must be an object, found \(value.kind.article)", at: value)
            return nil
        }
        var result: [String: JSONMember] = [:]
        for member in value.members {
            let name = member.key.string ?? ""
            if result[name] != nil {
                fail("duplicate key '\(name)' in \(context)", at: member.key)
            } else if !known.contains(name), !unlisted.contains(name) {
                let hint = Self.suggestion(for: name, among: known)
                fail("unknown key '\(name)' in \(context)\(hint); expected one of: \(known.joined(separator: ", "))", at: member.key)
            } else {
                result[name] = member
            }
        }
        return result
    }

    package mutating func string(_ value: JSONValue, _ what: String) -> String? {
        guard let text = value.string else {
            fail("\(what) must be a string, found \(value.kind.article)", at: value)
            return nil
        }
        return text
    }

    /// A non-empty string (reasons, messages, patterns).
    package mutating func nonEmptyString(_ value: JSONValue, _ what: String) -> String? {
        guard let text = string(value, what) else { return nil }
        guard !text.trimmingWhitespace.isEmpty else {
            fail("\(what) must not be empty", at: value)
            return nil
        }
        return text
    }

    /// Array elements that are strings; nil when the value is not an array.
    package mutating func strings(_ value: JSONValue, _ what: String) -> [(text: String, value: JSONValue)]? {
        guard value.isArray else {
            fail("\(what) must be an array of strings, found \(value.kind.article)", at: value)
            return nil
        }
        var result: [(text: String, value: JSONValue)] = []
        for element in value.elements {
            guard let text = element.string else {
                fail("\(what) must contain only strings, found \(element.kind.article)", at: element)
                continue
            }
            result.append((text, element))
        }
        return result
    }

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

    package mutating func severity(_ value: JSONValue, _ what: String) -> ConfiguredSeverity? {
        guard let text = string(value, what) else { return nil }
        guard let severity = ConfiguredSeverity(text) else {
            let hint = Self.suggestion(for: text, among: ConfiguredSeverity.names)
            fail("invalid severity '\(text)' for \(what)\(hint); expected off, note, warning or error", at: value)
            return nil
        }
        return severity
    }

    package mutating func locale(_ text: String, at value: JSONValue) -> LocaleID? {
        guard LocaleID.isLocaleIdentifier(text) else {
            fail("'\(text)' is not a BCP 47 locale identifier (for example en, zh-Hans, pt-BR)", at: value)
            return nil
        }
        return LocaleID(text)
    }

    /// A rule id that names a known rule, else an error with the closest known id.
    package mutating func ruleID(_ text: String, at value: JSONValue, known: [RuleID]) -> RuleID? {
        let id = RuleID(text)
        guard known.contains(id) else {
            let hint = Self.suggestion(for: text, among: known.map(\.rawValue))
            fail("unknown rule '\(text)'\(hint); run 'l10n rules' for the list", at: value)
            return nil
        }
        return id
    }

    /// ` (did you mean 'rules'?)` when a candidate is close enough, or starts with the word
    /// (`warn` → `warning`, which is too far by edit distance alone).
    package static func suggestion(for word: String, among candidates: [String]) -> String {
        let prefixed = word.count >= 3 ? candidates.first { $0.hasPrefix(word) } : nil
        return prefixed.map { " (did you mean '\($0)'?)" } ?? DidYouMean.hint(for: word, among: candidates)
    }
}

extension String {
    package var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
