import L10nModel

/// A problem in a JSON input (a catalog, the configuration, a rule's options, a baseline) at its
/// exact place. Printed as one line in the compiler's format, `FILE:LINE:COL: error: message`.
public struct JSONInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `path:line:column: error: message`, like every other positioned finding.
    /// Path and message are escaped for the terminal: both can quote the input.
    public var description: String {
        "\(location.path.escapingControlCharacters):\(location.start.line):\(location.start.column): error: \(message.escapingControlCharacters)"
    }
}

/// Every problem found in one input, in file order: an input is checked completely, so one run
/// shows all the mistakes instead of one per attempt.
public struct JSONInputErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [JSONInputError]

    public init(_ errors: [JSONInputError]) { self.errors = errors }

    /// One line per error, each ending in a newline.
    public var description: String { errors.map { $0.description + "\n" }.joined() }
}

/// The one reader of positioned JSON inputs: catalogs, `.l10nlint.json`, rule options and
/// baselines all read their values through it, so every mistake gets the same message style
/// ("WHAT must be EXPECTED, found ACTUAL") at the value's line and column. Errors are collected,
/// not thrown: a read returns nil for a value it rejected and decoding goes on with the next.
public struct JSONReader: Sendable {
    public let file: SourceFile
    public private(set) var errors: [JSONInputError] = []

    public init(file: SourceFile) { self.file = file }

    /// An in-memory input (tests, defaults, rule examples' options).
    public init(text: String, path: String) {
        self.init(file: SourceFile(id: FileID(0), path: path, text: SourceText(text)))
    }

    /// Parses the whole file, recording a syntax error at its position.
    public mutating func parse(_ options: JSONParser.Options = JSONParser.Options()) -> JSONDocument? {
        parse(options, maximumDepth: Int.max)
    }

    /// Parses the whole file, recording values only down to `maximumDepth` (see
    /// ``JSONParser/parse(_:options:maximumDepth:skipsDeeperText:)``).
    package mutating func parse(_ options: JSONParser.Options, maximumDepth: Int, skipsDeeperText: Bool = false) -> JSONDocument? {
        switch JSONParser.parse(file.text.bytes, options: options, maximumDepth: maximumDepth, skipsDeeperText: skipsDeeperText) {
        case .success(let document): return document
        case .failure(let error):
            fail(error.message, atOffset: error.offset)
            return nil
        }
    }

    /// The errors so far, sorted by position, as one throwable value; nil when there are none.
    public var failure: JSONInputErrors? {
        errors.isEmpty ? nil : JSONInputErrors(errors.sorted { $0.location < $1.location })
    }

    public func location(of value: JSONValue) -> SourceLocation { file.location(of: value) }

    public func range(of value: JSONValue) -> SourceRange {
        SourceRange(file: file.id, start: value.start, end: value.end)
    }

    public mutating func fail(_ message: String, at value: JSONValue) {
        errors.append(JSONInputError(message: message, location: location(of: value)))
    }

    public mutating func fail(_ message: String, atOffset offset: Int) {
        let position = file.text.position(at: offset)
        errors.append(JSONInputError(message: message, location: SourceLocation(path: file.path, start: position, end: position)))
    }

    public mutating func record(_ error: JSONInputError) { errors.append(error) }

    // MARK: Typed reads

    /// `value` when it is of `kind`, else "WHAT must be EXPECTED, found ACTUAL" and nil.
    public mutating func expect(_ kind: JSONKind, _ value: JSONValue, _ what: String, expected: String? = nil) -> JSONValue? {
        if value.kind == kind { return value }
        mismatch(value, what, expected: expected ?? kind.article)
        return nil
    }

    /// Records "WHAT must be EXPECTED, found ACTUAL" at `value`; `found` defaults to its kind.
    public mutating func mismatch(_ value: JSONValue, _ what: String, expected: String, found: String? = nil) {
        fail("\(what) must be \(expected), found \(found ?? value.kind.article)", at: value)
    }

    public mutating func string(_ value: JSONValue, _ what: String) -> String? {
        expect(.string, value, what)?.string
    }

    /// A string with something else than whitespace in it (reasons, messages, patterns).
    public mutating func nonEmptyString(_ value: JSONValue, _ what: String) -> String? {
        guard let text = string(value, what) else { return nil }
        guard text.contains(where: { !$0.isWhitespace }) else {
            fail("\(what) must not be empty", at: value)
            return nil
        }
        return text
    }

    public mutating func bool(_ value: JSONValue, _ what: String) -> Bool? {
        if let bool = value.bool { return bool }
        mismatch(value, what, expected: "a boolean")
        return nil
    }

    /// A number written without fraction or exponent ("found a fraction" for `1.5`).
    public mutating func int(_ value: JSONValue, _ what: String) -> Int? {
        if let int = value.int { return int }
        mismatch(value, what, expected: "an integer", found: value.kind == .number ? "a fraction" : nil)
        return nil
    }

    public mutating func double(_ value: JSONValue, _ what: String) -> Double? {
        if value.kind == .number, let number = value.double { return number }
        mismatch(value, what, expected: "a number")
        return nil
    }

    /// Array elements that are strings, with their values for positions; nil when `value` is
    /// not an array (an element of another kind is reported and left out).
    public mutating func strings(_ value: JSONValue, _ what: String) -> [(text: String, value: JSONValue)]? {
        guard expect(.array, value, what, expected: "an array of strings") != nil else { return nil }
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

    /// An object's members by name, after reporting duplicate and unknown keys (with a
    /// suggestion). `context` names the object in messages: "the configuration", "an ignore
    /// entry". `unlisted` keys are accepted but left out of the "expected one of" list (`$schema`,
    /// which only editors read).
    public mutating func members(of value: JSONValue, known: [String], unlisted: [String] = [], in context: String) -> [String: JSONMember]? {
        guard expect(.object, value, context) != nil else { return nil }
        var result: [String: JSONMember] = [:]
        for member in value.members {
            let name = member.key.string ?? ""
            if result[name] != nil {
                fail("duplicate key '\(name)' in \(context)", at: member.key)
            } else if !known.contains(name), !unlisted.contains(name) {
                let hint = Self.suggestion(for: name, among: known)
                let list = known.isEmpty ? "it has none" : "expected one of: \(known.joined(separator: ", "))"
                fail("unknown key '\(name)' in \(context)\(hint); \(list)", at: member.key)
            } else {
                result[name] = member
            }
        }
        return result
    }

    /// ` (did you mean 'rules'?)` when a candidate is close enough, or starts with the word
    /// (`warn` → `warning`, which is too far by edit distance alone).
    public static func suggestion(for word: String, among candidates: [String]) -> String {
        let prefixed = word.count >= 3 ? candidates.first { $0.hasPrefix(word) } : nil
        return prefixed.map { " (did you mean '\($0)'?)" } ?? DidYouMean.hint(for: word, among: candidates)
    }
}
