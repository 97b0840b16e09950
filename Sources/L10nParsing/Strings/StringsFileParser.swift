import Foundation
import L10nModel

/// Reads an old-style `.lproj/*.strings` file: `"key" = "value";` pairs with comments.
///
/// Foundation's CFPropertyList reader is the reference; this one accepts what it accepts (quoted
/// or unquoted keys and values, `'single'` quotes, the `"key";` shortcut meaning `"key" = "key";`,
/// U+2028/U+2029 as whitespace) and keeps what it throws away: the range of every key and value,
/// duplicate keys, comments. A missing `;`, even after the last entry, is an error there too.
///
/// Where Foundation is silently lenient we report instead, because the file almost surely does
/// not say what its author meant: text after the last `;` (ignored on device), an unterminated
/// `/*` (swallows the rest of the file on device), `\U` without hexadecimal digits (a NUL on
/// device), NUL bytes. Old-style `{ … }` dictionaries and XML or binary `.strings` files are
/// not read.
package enum StringsFileParser {
    /// A comment's text without its delimiters, trimmed, and its range with delimiters.
    package typealias Comment = (text: String, range: SourceRange)

    /// Parses `file`, whose text is UTF-8 already (``TextDecoder`` transcodes UTF-16 files).
    /// One entry per key in order of first appearance, holding the last definition, as on device.
    /// After a failure, the entries before it are returned; the caller decides whether to use them.
    ///
    /// `keepsNotes: false` is for a translation's file, whose notes its table drops (the
    /// development language's notes are the table's): entries get no comment, and `comments`
    /// holds only the comments that may be suppression directives. Xcode copies every note into
    /// every locale, so this spares a String per entry of nearly every file.
    ///
    /// `knownKeys`, for a translation's file: its table's keys, whose `String`s its entries take
    /// where a key is written the same way, instead of a copy each.
    package static func parse(_ file: SourceFile, keepsNotes: Bool = true, knownKeys: KnownKeys? = nil) -> (
        entries: [LocaleTableEntry], findings: ParseFindings, comments: [Comment]
    ) {
        file.text.bytes.withUnsafeBufferPointer { p in
            var scanner = StringsScanner(p: p, file: file.id, keepsNotes: keepsNotes, knownKeys: knownKeys?.isEmpty == false ? knownKeys : nil)
            var findings = ParseFindings()
            do throws(TextSyntaxError) {
                if let error = TextScanning.firstUnreadableByte(in: p) { throw error }
                try scanner.parseEntries()
            } catch {
                findings.failures.append(file.parseFailure(error))
            }
            findings.duplicates = scanner.duplicates
            findings.overriddenDefinitions = scanner.overridden
            return (scanner.entries, findings, scanner.comments)
        }
    }
}

private let quote = UInt8(ascii: "\"")
private let apostrophe = UInt8(ascii: "'")
private let backslash = UInt8(ascii: "\\")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let equals = UInt8(ascii: "=")
private let semicolon = UInt8(ascii: ";")

/// A key or value literal: its decoded text and its bytes, quotes included.
private struct Token {
    var text: String
    var range: Range<Int>
    /// The known key it spells, for a key of a translation's file.
    var known: KnownKeys.Index?
}

/// The scanning state; one instance per file.
private struct StringsScanner {
    let p: UnsafeBufferPointer<UInt8>
    let end: Int
    let file: FileID
    /// False: notes are not attached and only comments that may be directives are kept.
    let keepsNotes: Bool
    let knownKeys: KnownKeys?
    var position = 0
    var entries: [LocaleTableEntry] = []
    var duplicates: [DuplicateKey] = []
    var comments: [StringsFileParser.Comment] = []
    /// Byte ranges (key to `;`) of definitions a later one of the same key overrides.
    var overridden: [Range<Int>] = []
    /// Where each key's entry is, by the key's bytes; a known key's is in `knownEntries`.
    private var slots: [ExactKey: Int] = [:]
    /// Where each known key's entry is, by its ``KnownKeys/Index``, -1 before it is defined: the
    /// lookup that found the key's `String` found its place, so it is not hashed again.
    private var knownEntries: [Int]
    /// Each entry's latest definition (key to `;`), by the entry's position.
    private var statements: [Range<Int>] = []
    /// Where a key defined more than once was first written, by its entry's position.
    private var firstKeyRanges: [Int: SourceRange] = [:]
    private var lastSlot: Int?
    private var attacher = StringsCommentAttacher()

    init(p: UnsafeBufferPointer<UInt8>, file: FileID, keepsNotes: Bool, knownKeys: KnownKeys?) {
        self.p = p
        self.end = p.count
        self.file = file
        self.keepsNotes = keepsNotes
        self.knownKeys = knownKeys
        knownEntries = Array(repeating: -1, count: knownKeys?.count ?? 0)
        // A translation has about its table's keys (no more than a line of 16 bytes each can
        // hold): growing past a guess moved every entry to an array twice the size, 0.6% of a
        // `.strings` project's lint. Without known keys, real files average 70 to 130 bytes per
        // entry; reserving for 96 avoids most regrowth without touching pages a small-entry
        // file never needs.
        let capacity = knownKeys.map { min($0.count, p.count / 16) } ?? p.count / 96
        entries.reserveCapacity(capacity)
        statements.reserveCapacity(capacity)
        if knownKeys == nil { slots.reserveCapacity(capacity) }
    }

    mutating func parseEntries() throws(TextSyntaxError) {
        while true {
            try skipTrivia()
            guard position < end else { return }
            // A stray `;` after the last entry (`"k" = "v";;`): Foundation stops reading there
            // and loses nothing. One with entries after it loses them, and is an error below.
            if p[position] == semicolon, try endsAfterStraySemicolons() { return }
            let note = attacher.entryStarted()
            let key = try parseLiteral(expected: "a key", known: knownKeys)
            try skipTrivia()
            let value: Token
            if position < end, p[position] == equals {
                position += 1
                try skipTrivia()
                if position < end, p[position] == semicolon { throw unexpected("expected a value after '='") }
                value = try parseLiteral(expected: "a value after '='")
            } else if position < end, p[position] == semicolon {
                value = key  // Foundation's shortcut: `"Cancel";` is `"Cancel" = "Cancel";`
            } else {
                throw unexpected("expected '=' after key")
            }
            try skipTrivia()
            guard position < end, p[position] == semicolon else { throw unexpected("expected ';' after value") }
            position += 1
            record(key: key, value: value, note: note, statement: key.range.lowerBound..<position)
            attacher.entryEnded()
        }
    }

    /// Whether only `;` and trivia are left from here; `position` is unchanged when not.
    private mutating func endsAfterStraySemicolons() throws(TextSyntaxError) -> Bool {
        let start = position
        while position < end, p[position] == semicolon {
            position += 1
            try skipTrivia()
        }
        if position == end { return true }
        position = start
        return false
    }

    private mutating func record(key: Token, value: Token, note: String?, statement: Range<Int>) {
        let keyRange = SourceRange(file: file, start: key.range.lowerBound, end: key.range.upperBound)
        let valueRange = SourceRange(file: file, start: value.range.lowerBound, end: value.range.upperBound)
        // Made where it is stored: an entry bound to a local was copied into the array (a
        // retain and a release of each of its strings, for every entry of every file).
        func entry() -> LocaleTableEntry {
            LocaleTableEntry(key: key.text, keyRange: keyRange, value: LocalizedValue(unit: StringUnit(value: value.text, state: .translated, range: valueRange)), comment: note)
        }
        let newIndex = entries.count
        let existing: Int?
        if let known = key.known {
            existing = Self.claim(&knownEntries[known], for: newIndex)
        } else {
            // One hash lookup: the default inserts the new position in place.
            existing = Self.claim(&slots[ExactKey(key.text), default: newIndex], for: newIndex)
        }
        if let existing {
            let first = firstKeyRanges[existing] ?? entries[existing].keyRange
            firstKeyRanges[existing] = first
            overridden.append(statements[existing])
            statements[existing] = statement
            var duplicate = DuplicateKey(key: key.text, first: first, duplicate: keyRange)
            duplicate.hasSameValue = entries[existing].value.unit?.value == value.text
            duplicates.append(duplicate)
            entries[existing] = entry()
            lastSlot = existing
        } else {
            lastSlot = newIndex
            entries.append(entry())
            statements.append(statement)
        }
    }

    /// The entry's position if the key was defined before, nil (and `newIndex` claimed) if not.
    private static func claim(_ slot: inout Int, for newIndex: Int) -> Int? {
        if slot >= 0, slot != newIndex { return slot }
        slot = newIndex
        return nil
    }

    // MARK: - Literals

    /// - Parameter known: strings to take for a literal without escapes whose bytes spell one.
    private mutating func parseLiteral(expected expectation: String, known: KnownKeys? = nil) throws(TextSyntaxError) -> Token {
        guard position < end else { throw unexpected("expected \(expectation)") }
        let byte = p[position]
        if byte == quote || byte == apostrophe { return try parseQuoted(byte, known: known) }
        guard isUnquotedCharacter(byte) else { throw unexpected("expected \(expectation)") }
        let start = position
        while position < end, isUnquotedCharacter(p[position]) { position += 1 }
        return token(body: start..<position, hasEscapes: false, range: start..<position, known: known)
    }

    /// The token of a literal's `body`: a known key spelled by its text (its bytes, or its
    /// decoded escapes) and that key's place, else a new string.
    private func token(body: Range<Int>, hasEscapes: Bool, range: Range<Int>, known: KnownKeys?) -> Token {
        let decoded = hasEscapes ? StringsLiteralDecoder.decode(p, body) : nil
        var index: KnownKeys.Index?
        if let known {
            // An escaped literal is its decoded text: its bytes may spell another key.
            if let decoded { index = decoded.withUTF8Bytes(known.index(spelledBy:)) } else { index = known.index(spelledBy: UnsafeBufferPointer(rebasing: p[body])) }
        }
        guard let known, let index else { return Token(text: decoded ?? TextScanning.string(p, body), range: range) }
        return Token(text: known[index], range: range, known: index)
    }

    private mutating func parseQuoted(_ delimiter: UInt8, known: KnownKeys?) throws(TextSyntaxError) -> Token {
        let start = position
        position += 1
        var hasEscapes = false
        while position < end {
            skipPlainBytes(delimiter)
            guard position < end else { break }
            let byte = p[position]
            if byte == delimiter {
                position += 1
                let body = (start + 1)..<(position - 1)
                return token(body: body, hasEscapes: hasEscapes, range: start..<position, known: known)
            }
            if byte == backslash {
                // Foundation reads `\U` without a hex digit as a NUL, as in "C:\Users".
                if position + 2 < end, p[position + 1] == UInt8(ascii: "U"), JSONStringDecoder.hexValue(p[position + 2]) == nil {
                    let found = TextScanning.describeCharacter(p, at: position + 2)
                    throw TextSyntaxError("expected 1 to 4 hexadecimal digits after '\\U', found \(found)", at: position)
                }
                hasEscapes = true
                position = try skipEscape(at: position)
            } else {
                position += 1
            }
        }
        let closer = delimiter == quote ? "'\"'" : "\"'\""
        throw TextSyntaxError("unterminated string, expected \(closer)", at: start)
    }

    /// Past the escape at `start`; a `\U` surrogate must pair up (high then low), as in JSON:
    /// a Swift `String` cannot hold a lone one, and it would silently become U+FFFD.
    private func skipEscape(at start: Int) throws(TextSyntaxError) -> Int {
        guard start + 1 < end, p[start + 1] == UInt8(ascii: "U"), let (unit, next) = StringsLiteralDecoder.hexUnit(p, from: start + 2, end: end) else {
            return start + 2
        }
        let name = "\\U" + unit.hexDigits(4)
        if (0xDC00...0xDFFF).contains(unit) { throw TextSyntaxError("lone low surrogate \(name) in string escape", at: start) }
        guard (0xD800...0xDBFF).contains(unit) else { return next }
        guard next + 1 < end, p[next] == backslash, p[next + 1] == UInt8(ascii: "U"),
            let (low, after) = StringsLiteralDecoder.hexUnit(p, from: next + 2, end: end), (0xDC00...0xDFFF).contains(low)
        else {
            throw TextSyntaxError("lone high surrogate \(name) in string escape, expected a low surrogate", at: start)
        }
        return after
    }

    /// Skips eight bytes at a time while none is the delimiter or a backslash, then to the first
    /// that is (the lowest lane of the scan masks): values are mostly long runs of text, and
    /// this is the parser's hottest loop.
    @inline(__always)
    private mutating func skipPlainBytes(_ delimiter: UInt8) {
        guard let base = p.baseAddress else { return }
        while position + 8 <= end {
            let word = ByteWord.load(from: base, at: position)
            let found = ByteWord.scanBytesEqual(word, delimiter) | ByteWord.scanBytesEqual(word, backslash)
            if found != 0 {
                position += ByteWord.lowestLane(found)
                return
            }
            position += 8
        }
    }

    /// OpenStep's unquoted string characters: `[A-Za-z0-9_$/:.-]`.
    @inline(__always)
    private func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), slash,
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    // MARK: - Whitespace and comments

    /// Skips Foundation's whitespace (tab to carriage return, space, U+2028, U+2029) and comments.
    private mutating func skipTrivia() throws(TextSyntaxError) {
        while position < end {
            switch p[position] {
            case 0x20, 0x09, 0x0B, 0x0C:
                position += 1
            case 0x0A:
                attacher.lineBreak()
                position += 1
            case 0x0D:
                if position + 1 >= end || p[position + 1] != 0x0A { attacher.lineBreak() }
                position += 1
            case 0xE2 where isUnicodeSeparator(at: position):
                attacher.lineBreak()
                position += 3
            case slash where position + 1 < end && (p[position + 1] == slash || p[position + 1] == star):
                try skipComment()
            default:
                return
            }
        }
    }

    private mutating func skipComment() throws(TextSyntaxError) {
        let start = position
        let isLineComment = p[position + 1] == slash
        position += 2
        let body: Range<Int>
        if isLineComment {
            while position < end, !isLineEnd(at: position) { position += 1 }
            body = (start + 2)..<position
        } else {
            // From `*` to `*` with `memchr` (vectorized): Xcode writes a note before every entry
            // of every locale, and a byte walk through them was 2% of a `.strings` project's lint.
            while position + 1 < end, let found = memchr(p.baseAddress! + position, Int32(star), end - 1 - position) {
                position = UnsafeRawPointer(p.baseAddress!).distance(to: UnsafeRawPointer(found))
                if p[position + 1] == slash { break }
                position += 1
            }
            guard position + 1 < end, p[position] == star, p[position + 1] == slash else {
                throw TextSyntaxError("unterminated comment, expected '*/'", at: start)
            }
            body = (start + 2)..<position
            position += 2
        }
        let trimmed = TextScanning.trimmed(p, body)
        guard keepsNotes || TextSearch.contains(UnsafeBufferPointer(rebasing: p[trimmed]), SuppressionComments.markerText) else { return }
        let text = TextScanning.string(p, trimmed)
        comments.append((text, SourceRange(file: file, start: start, end: position)))
        guard keepsNotes else { return }
        if let note = attacher.comment(text, isLineComment: isLineComment), let slot = lastSlot,
            entries[slot].comment == nil
        {
            entries[slot].comment = note
        }
    }

    @inline(__always)
    private func isLineEnd(at index: Int) -> Bool {
        let byte = p[index]
        return byte == 0x0A || byte == 0x0D || (byte == 0xE2 && isUnicodeSeparator(at: index))
    }

    /// U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR (E2 80 A8 / E2 80 A9).
    @inline(__always)
    private func isUnicodeSeparator(at index: Int) -> Bool {
        index + 2 < end && p[index + 1] == 0x80 && (p[index + 2] == 0xA8 || p[index + 2] == 0xA9)
    }

    // MARK: - Errors

    /// An error at the current position that names what was found there.
    private func unexpected(_ expectation: String) -> TextSyntaxError {
        guard position < end else { return TextSyntaxError("unexpected end of file, \(expectation)", at: position) }
        return TextSyntaxError("\(expectation), found \(TextScanning.describeCharacter(p, at: position))", at: position)
    }
}
