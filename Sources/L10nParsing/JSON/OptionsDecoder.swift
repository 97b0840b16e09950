import L10nModel

/// Reads one rule's `options` object from configuration into typed values. Every key must be
/// read by the rule's ``RuleOptions/decode(from:)``; whatever is left over is an unknown option
/// and reported with a "did you mean" suggestion.
public struct OptionsDecoder: Sendable {
    package let object: JSONValue
    package let file: SourceFile
    package let ruleID: RuleID
    private(set) var consumed: Set<String> = []

    package init(object: JSONValue, file: SourceFile, ruleID: RuleID) {
        self.object = object
        self.file = file
        self.ruleID = ruleID
    }

    /// An in-memory decoder, for tests and defaults (`{}` decodes to the defaults).
    public static func parse(_ json: String, ruleID: RuleID, path: String = "<options>") -> Result<OptionsDecoder, ConfigurationError> {
        let file = SourceFile(id: FileID(0), path: path, text: SourceText(json))
        switch JSONParser.parse(file.text.bytes, options: .jsonc) {
        case .success(let document): return .success(OptionsDecoder(object: document.root, file: file, ruleID: ruleID))
        case .failure(let error):
            let position = file.text.position(at: error.offset)
            return .failure(ConfigurationError(message: error.message, location: SourceLocation(path: path, start: position, end: position)))
        }
    }

    public func error(_ message: String, at value: JSONValue) -> ConfigurationError {
        ConfigurationError(message: message, location: file.location(of: value))
    }

    private mutating func take(_ key: String) -> JSONValue? {
        consumed.insert(key)
        return object[key]
    }

    public mutating func double(_ key: String) throws(ConfigurationError) -> Double? {
        guard let value = take(key) else { return nil }
        guard value.kind == .number, let number = value.double else { throw error("option '\(key)' of '\(ruleID)' must be a number", at: value) }
        return number
    }

    public mutating func int(_ key: String) throws(ConfigurationError) -> Int? {
        guard let value = take(key) else { return nil }
        guard let number = value.int else { throw error("option '\(key)' of '\(ruleID)' must be an integer", at: value) }
        return number
    }

    public mutating func bool(_ key: String) throws(ConfigurationError) -> Bool? {
        guard let value = take(key) else { return nil }
        guard let flag = value.bool else { throw error("option '\(key)' of '\(ruleID)' must be true or false", at: value) }
        return flag
    }

    public mutating func string(_ key: String) throws(ConfigurationError) -> String? {
        guard let value = take(key) else { return nil }
        guard let text = value.string else { throw error("option '\(key)' of '\(ruleID)' must be a string", at: value) }
        return text
    }

    public mutating func strings(_ key: String) throws(ConfigurationError) -> [String]? {
        guard let value = take(key) else { return nil }
        guard value.isArray else { throw error("option '\(key)' of '\(ruleID)' must be an array of strings", at: value) }
        var result: [String] = []
        for element in value.elements {
            guard let text = element.string else { throw error("option '\(key)' of '\(ruleID)' must be an array of strings", at: element) }
            result.append(text)
        }
        return result
    }

    /// An object of string keys to values read by `read` (per-locale numbers, overrides, …).
    public mutating func dictionary<Value>(_ key: String, _ read: (JSONValue) -> Value?, expected: String) throws(ConfigurationError) -> [String: Value]? {
        guard let value = take(key) else { return nil }
        guard value.isObject else { throw error("option '\(key)' of '\(ruleID)' must be an object of \(expected)", at: value) }
        var result: [String: Value] = [:]
        for member in value.members {
            guard let item = read(member.value) else { throw error("'\(key).\(member.key.string ?? "")' of '\(ruleID)' must be \(expected)", at: member.value) }
            result[member.key.string ?? ""] = item
        }
        return result
    }

    /// Throws for the first key no option read.
    public func finish(known: [String]) throws(ConfigurationError) {
        guard object.isObject else { throw error("options of '\(ruleID)' must be an object", at: object) }
        for member in object.members {
            let name = member.key.string ?? ""
            guard !consumed.contains(name) else { continue }
            let hint = DidYouMean.hint(for: name, among: known)
            let list = known.isEmpty ? "it has no options" : "known options: \(known.joined(separator: ", "))"
            throw error("unknown option '\(name)' for rule '\(ruleID)'\(hint); \(list)", at: member.key)
        }
    }
}
