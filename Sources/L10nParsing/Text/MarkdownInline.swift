import L10nModel

/// What SwiftUI makes of a string's inline Markdown. `Text(LocalizedStringKey(...))` parses its
/// text as CommonMark (inline only), so `**bold**`, `*italic*`, `` `code` `` and `[text](url)`
/// are markup, and a marker that does not pair up shows as a literal asterisk.
///
/// The scanner follows CommonMark's delimiter-run rules (left- and right-flanking, the rule of
/// three, code spans before emphasis, link text parsed on its own) because translations break
/// them in ways English rarely does: `**“引号”**后` is not bold (punctuation inside the run),
/// while `解锁**全部**课程` is. Two deliberate departures keep real catalogs quiet:
/// - placeholders (`%@`, `%lld`, `%*d`, `%#@n@`) count as letters and never as markers;
/// - a single `*` between two letters of an alphabetic script (`Lehrer*innen`, the German gender
///   star) is not a marker, although CommonMark would let it open emphasis.
public struct MarkdownInline: Sendable, Equatable {
    public struct Link: Sendable, Hashable {
        public var text: String
        public var destination: String
        /// Where the destination starts in the text, in UTF-8 bytes.
        public var destinationOffset: Int
    }

    /// `**strong**` and `__strong__` spans.
    public var boldCount = 0
    /// The format placeholders inside bold spans (`%@` of `**%@**`), positions dropped (`%1$@`
    /// is `%@`): text every language bolds alike, unlike words whose order changes.
    public var boldPlaceholders: [String] = []
    /// `*emphasis*` and `_emphasis_` spans.
    public var italicCount = 0
    /// `` `code` `` spans.
    public var codeCount = 0
    /// Inline links in order.
    public var links: [Link] = []
    /// UTF-8 offsets (in the text) of `**` runs that stay literal, unpaired. Runs of three or
    /// more (`***`, `****1234`) are left out: they are separators and masks, not broken bold.
    public var unmatchedStrongOffsets: [Int] = []
    /// What a reader sees: markers, link destinations and placeholders removed (empty unless
    /// asked for when parsing).
    public var visibleText = ""

    /// True when the text has something Markdown could interpret.
    public static func mayContainMarkup(_ text: String) -> Bool { TextSearch.containsAnyByte(text, of: "*_`[\\<") }

    /// Parses `text`; `visibleText` is built only when `keepingVisibleText` (width checks).
    ///
    /// The scanner reads the text's own UTF-8 bytes and keeps its per-byte marks in a temporary
    /// buffer (on the stack when it is small enough): a copy of the bytes and an array of marks
    /// per value were two allocations for every unit a Markdown rule reads.
    public init(parsing text: String, keepingVisibleText: Bool = false) {
        self = text.withUTF8Bytes { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count) { marks in
                marks.initialize(repeating: 0)
                var scanner = MarkdownScanner(bytes: bytes, marks: marks)
                scanner.scan(0..<bytes.count, depth: 0)
                // Moved out, not copied: a copy retained the result's arrays, and letting the
                // scanner go released them again.
                var parsed = MarkdownInline()
                swap(&parsed, &scanner.result)
                if parsed.unmatchedStrongOffsets.count > 1 { parsed.unmatchedStrongOffsets.sort() }
                if !scanner.linkRanges.isEmpty {
                    parsed.links = scanner.linkRanges.map { ranges in
                        Link(text: scanner.string(ranges.text), destination: scanner.string(ranges.destination), destinationOffset: ranges.destination.lowerBound)
                    }
                }
                if keepingVisibleText { parsed.visibleText = scanner.visibleText() }
                return parsed
            }
        }
    }

    init() {}

    /// ``visibleText`` of a text in which Markdown can find nothing (see ``mayContainMarkup(_:)``):
    /// the text without its placeholders, found without running the scanner.
    package static func visibleTextOfPlainText(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let placeholders = bytes.withUnsafeBufferPointer { MarkdownScanner.placeholderRanges(in: $0) }
        guard !placeholders.isEmpty else { return text }
        var visible: [UInt8] = []
        visible.reserveCapacity(bytes.count)
        var next = 0
        for range in placeholders where range.lowerBound >= next {
            visible += bytes[next..<range.lowerBound]
            next = range.upperBound
        }
        visible += bytes[min(next, bytes.count)...]
        return String(decoding: visible, as: UTF8.self)
    }
}

/// The scanner behind ``MarkdownInline``: one pass for code spans, links and delimiter runs,
/// then CommonMark's "process emphasis" over the runs of each link-free segment.
///
/// It reads the text's UTF-8 bytes: every marker is ASCII, and no byte of a multi-byte
/// character is ASCII, so positions are byte offsets (what findings report) and a scalar is
/// decoded only where a rule needs its class (the neighbours of a `*` run, a non-ASCII space).
package struct MarkdownScanner {
    /// A run of `*` or `_`.
    package struct Delimiter {
        var character: UInt8
        var start: Int
        var originalCount: Int
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        var isActive = true
    }

    /// The text's UTF-8 bytes, borrowed for the scan.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Per byte: ``placeholderMark`` and ``hiddenMark`` bits (one buffer for both), borrowed.
    let marks: UnsafeMutableBufferPointer<UInt8>
    /// The `*`/`_` runs of the segments being scanned (a link's text is scanned inside its
    /// enclosing segment and takes its runs off again): one buffer for the whole text.
    var delimiters: [Delimiter] = []
    static let placeholderMark: UInt8 = 1
    static let hiddenMark: UInt8 = 2
    var result = MarkdownInline()
    /// Text and destination of each link, in UTF-8 offsets.
    var linkRanges: [(text: Range<Int>, destination: Range<Int>)] = []
    static let maximumLinkDepth = 4
    /// Steps left for looking ahead for the end of code spans and links. Real values use a
    /// small multiple of their length; a value built of unpaired `[`, `](` or backticks runs out,
    /// and the rest of it is read literally instead of taking quadratic time.
    var lookaheadBudget: Int

    /// `bytes` are a text's UTF-8 bytes and `marks` as many zeros; both outlive the scanner.
    init(bytes: UnsafeBufferPointer<UInt8>, marks: UnsafeMutableBufferPointer<UInt8>) {
        self.bytes = bytes
        self.marks = marks
        lookaheadBudget = 16 * bytes.count + 4096
        for range in Self.placeholderRanges(in: bytes) {
            for index in range { marks[index] = Self.placeholderMark | Self.hiddenMark }
        }
    }

    /// UTF-8 ranges of format placeholders (`%@`, `%1$lld`, `%#@count@`, `%arg`), from the
    /// shared format parser: their width is their argument's, and the `*` of `%*d` is not
    /// Markdown. Of `%%` only the first `%` is hidden, since one `%` shows.
    static func placeholderRanges(in bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        FormatStringParser.forEachToken(inUTF8: bytes, allowsArgumentPlaceholder: true) { kind, range in
            // A token ends where a character starts (its grammar is ASCII); anything else is kept.
            guard range.upperBound == bytes.count || !Self.isContinuation(bytes[range.upperBound]) else { return }
            switch kind {
            case .invalid: return
            case .percentLiteral: ranges.append(range.lowerBound..<(range.lowerBound + 1))
            case .specifier, .substitution, .argumentPlaceholder: ranges.append(range)
            }
        }
        return ranges
    }

    /// The UTF-8 offset of each of `scalars`, and of the end (a scanner of scalars that reports
    /// byte positions: addresses in `InlineLiterals`).
    package static func utf8Offsets(of scalars: [Unicode.Scalar]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        return offsets
    }

    func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func visibleText() -> String {
        var visible: [UInt8] = []
        visible.reserveCapacity(bytes.count)
        for index in bytes.indices where !isHidden(index) { visible.append(bytes[index]) }
        return String(decoding: visible, as: UTF8.self)
    }

    /// True for the bytes of a format placeholder (`%@`): letters to Markdown, never markers.
    func isPlaceholder(_ index: Int) -> Bool { marks[index] & Self.placeholderMark != 0 }

    /// True for the bytes a reader does not see (markers, link destinations, placeholders).
    func isHidden(_ index: Int) -> Bool { marks[index] & Self.hiddenMark != 0 }

    mutating func hide(_ indices: Range<Int>) {
        for index in indices { marks[index] |= Self.hiddenMark }
    }

    /// A byte inside a multi-byte character, not its first.
    static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The character starting at `index` (a valid UTF-8 text: it came from a `String`).
    func scalar(at index: Int) -> Unicode.Scalar { UTF8Scalar.decode(bytes, at: index).scalar }

    /// The first byte of the character ending just before `end`.
    func characterStart(before end: Int) -> Int { UTF8Scalar.start(endingBefore: end, in: bytes) }

    /// True when the character starting at `index` is whitespace (a continuation byte never is).
    func isWhitespace(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return Self.isWhitespace(Unicode.Scalar(byte)) }
        return !Self.isContinuation(byte) && Self.isWhitespace(scalar(at: index))
    }

    mutating func scan(_ bounds: Range<Int>, depth: Int) {
        let firstDelimiter = delimiters.count
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            if isPlaceholder(index) {
                index += 1
                continue
            }
            switch bytes[index] {
            case UInt8(ascii: "\\"):
                if index + 1 < bounds.upperBound, Self.isASCIIPunctuation(bytes[index + 1]) {
                    hide(index..<(index + 1))
                    index += 2
                } else {
                    index += 1
                }
            case UInt8(ascii: "`"):
                index = scanCode(at: index, limit: bounds.upperBound)
            case UInt8(ascii: "["):
                if index > bounds.lowerBound, bytes[index - 1] == UInt8(ascii: "^"), let end = attributeSpanEnd(at: index, limit: bounds.upperBound) {
                    index = end
                } else if depth < Self.maximumLinkDepth, let link = linkSyntax(at: index, limit: bounds.upperBound) {
                    recordLink(link, depth: depth)
                    index = link.end
                } else {
                    index += 1
                }
            case UInt8(ascii: "<"):
                index = autolinkEnd(at: index, limit: bounds.upperBound) ?? index + 1
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                let delimiter = delimiterRun(at: index, bounds: bounds)
                if delimiters.isEmpty { delimiters.reserveCapacity(8) }
                delimiters.append(delimiter)
                index += delimiter.originalCount
            default:
                index += 1
            }
        }
        processEmphasis(from: firstDelimiter)
        delimiters.removeSubrange(firstDelimiter...)
    }

    // MARK: Code spans

    /// A backtick run closes at the next run of the same length; otherwise it is literal.
    mutating func scanCode(at start: Int, limit: Int) -> Int {
        let length = runLength(at: start, of: UInt8(ascii: "`"), limit: limit)
        var index = start + length
        while index < limit, lookaheadBudget > 0 {
            lookaheadBudget -= 1
            guard bytes[index] == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            let closing = runLength(at: index, of: UInt8(ascii: "`"), limit: limit)
            if closing == length {
                result.codeCount += 1
                hide(start..<(start + length))
                hide(index..<(index + length))
                return index + length
            }
            index += closing
        }
        return start + length
    }

    func runLength(at start: Int, of byte: UInt8, limit: Int) -> Int {
        var index = start
        while index < limit, bytes[index] == byte, !isPlaceholder(index) { index += 1 }
        return index - start
    }

    // MARK: Links

    package struct LinkSyntax {
        var textStart: Int
        var textEnd: Int
        var destination: Range<Int>
        var end: Int
    }

    /// Records the link, hides its syntax and destination, and scans its text on its own
    /// (emphasis never pairs across a link's brackets).
    mutating func recordLink(_ link: LinkSyntax, depth: Int) {
        linkRanges.append((link.textStart..<link.textEnd, link.destination))
        hide((link.textStart - 1)..<link.textStart)
        hide(link.textEnd..<link.end)
        scan(link.textStart..<link.textEnd, depth: depth + 1)
    }

    /// `[text](destination "title")` starting at the `[`, with balanced brackets in the text and
    /// balanced parentheses in the destination.
    mutating func linkSyntax(at open: Int, limit: Int, attributes: Bool = false) -> LinkSyntax? {
        var depth = 0
        var index = open + 1
        var close: Int?
        while index < limit, close == nil, lookaheadBudget > 0 {
            lookaheadBudget -= 1
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): if depth == 0 { close = index } else { depth -= 1 }
            default: break
            }
            index += 1
        }
        guard let textEnd = close, textEnd + 1 < limit, bytes[textEnd + 1] == UInt8(ascii: "(") else { return nil }
        if attributes {
            guard let end = attributesEnd(from: textEnd + 2, limit: limit) else { return nil }
            return LinkSyntax(textStart: open + 1, textEnd: textEnd, destination: (textEnd + 2)..<(end - 1), end: end)
        }
        guard let (destination, end) = destinationSyntax(from: textEnd + 2, limit: limit) else { return nil }
        return LinkSyntax(textStart: open + 1, textEnd: textEnd, destination: destination, end: end)
    }

    /// The index after the `)` closing an attribute list (`inflect: true`, `morphology: {…}`):
    /// parentheses balanced, quoted strings skipped.
    mutating func attributesEnd(from start: Int, limit: Int) -> Int? {
        var parentheses = 0
        var inQuotes = false
        var index = start
        while index < limit, lookaheadBudget > 0 {
            lookaheadBudget -= 1
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if !inQuotes {
                if byte == UInt8(ascii: "(") { parentheses += 1 }
                if byte == UInt8(ascii: ")") {
                    if parentheses == 0 { return index + 1 }
                    parentheses -= 1
                }
            }
            index += 1
        }
        return nil
    }

    /// The destination and the index after the closing `)`.
    mutating func destinationSyntax(from start: Int, limit: Int) -> (Range<Int>, Int)? {
        var index = start
        while index < limit, bytes[index] == UInt8(ascii: " ") { index += 1 }
        let destinationStart = index
        var parentheses = 0
        while index < limit {
            lookaheadBudget -= 1
            guard lookaheadBudget > 0 else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "(") { parentheses += 1 }
            if byte == UInt8(ascii: ")") {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            if isWhitespace(at: index) { break }
            index += 1
        }
        let destination = destinationStart..<index
        while index < limit, bytes[index] == UInt8(ascii: " ") { index += 1 }
        if index < limit, bytes[index] == UInt8(ascii: "\"") {
            guard let quote = bytes[(index + 1)..<limit].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
            index = quote + 1
            while index < limit, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        guard index < limit, bytes[index] == UInt8(ascii: ")") else { return nil }
        return (destination, index + 1)
    }

    /// `^[text](attributes)` (Foundation's attribute markup: `inflect: true`, `agreeWithArgument`,
    /// …) at the `[`: not a link. Its `^`, brackets and attributes are hidden, its text scanned
    /// on its own; returns the index after the `)`, nil when it is not one.
    mutating func attributeSpanEnd(at open: Int, limit: Int) -> Int? {
        guard let link = linkSyntax(at: open, limit: limit, attributes: true) else { return nil }
        hide((open - 1)..<(open + 1))
        hide(link.textEnd..<link.end)
        scan(link.textStart..<link.textEnd, depth: Self.maximumLinkDepth)
        return link.end
    }

    /// `<https://…>` and `<name@example.com>`: literal text, never emphasis.
    func autolinkEnd(at open: Int, limit: Int) -> Int? {
        var index = open + 1
        while index < limit, bytes[index] != UInt8(ascii: ">") {
            if isWhitespace(at: index) || bytes[index] == UInt8(ascii: "<") { return nil }
            index += 1
        }
        guard index < limit else { return nil }
        guard bytes[(open + 1)..<index].contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "@") }) else { return nil }
        return index + 1
    }
}
