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
    public init(parsing text: String, keepingVisibleText: Bool = false) {
        var scanner = MarkdownScanner(text)
        scanner.scan(0..<scanner.scalars.count, depth: 0)
        self = scanner.result
        // The scanner records scalar indices; findings want UTF-8 offsets (one pass, when needed).
        if !unmatchedStrongOffsets.isEmpty || !scanner.linkRanges.isEmpty {
            let offsets = scanner.utf8Offsets()
            unmatchedStrongOffsets = unmatchedStrongOffsets.sorted().map { offsets[$0] }
            var utf8 = text
            links = utf8.withUTF8 { bytes in
                scanner.linkRanges.map { ranges in
                    let slice = { (range: Range<Int>) in
                        String(decoding: UnsafeBufferPointer(rebasing: bytes[offsets[range.lowerBound]..<offsets[range.upperBound]]), as: UTF8.self)
                    }
                    return Link(text: slice(ranges.text), destination: slice(ranges.destination), destinationOffset: offsets[ranges.destination.lowerBound])
                }
            }
        }
        if keepingVisibleText { visibleText = scanner.visibleText() }
    }

    init() {}

    /// ``visibleText`` of a text in which Markdown can find nothing (see ``mayContainMarkup(_:)``):
    /// the text without its placeholders, found without running the scanner.
    package static func visibleTextOfPlainText(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var view = String.UnicodeScalarView()
        var next = 0
        for range in MarkdownScanner.placeholderRanges(in: text, scalars: scalars) where range.lowerBound >= next {
            view.append(contentsOf: scalars[next..<range.lowerBound])
            next = range.upperBound
        }
        view.append(contentsOf: scalars[min(next, scalars.count)...])
        return String(view)
    }
}

/// The scanner behind ``MarkdownInline``: one pass for code spans, links and delimiter runs,
/// then CommonMark's "process emphasis" over the runs of each link-free segment.
package struct MarkdownScanner {
    /// A run of `*` or `_`.
    package struct Delimiter {
        var character: Unicode.Scalar
        var start: Int
        var originalCount: Int
        var count: Int
        var canOpen: Bool
        var canClose: Bool
        var isActive = true
    }

    let scalars: [Unicode.Scalar]
    var isPlaceholder: [Bool]
    var isHidden: [Bool]
    var result = MarkdownInline()
    /// Text and destination of each link, in scalar indices.
    var linkRanges: [(text: Range<Int>, destination: Range<Int>)] = []
    static let maximumLinkDepth = 4
    /// Steps left for looking ahead for the end of code spans and links. Real values use a
    /// small multiple of their length; a value built of unpaired `[`, `](` or backticks runs out,
    /// and the rest of it is read literally instead of taking quadratic time.
    var lookaheadBudget: Int

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        lookaheadBudget = 16 * scalars.count + 4096
        isPlaceholder = Array(repeating: false, count: scalars.count)
        isHidden = isPlaceholder
        for range in Self.placeholderRanges(in: text, scalars: scalars) {
            for index in range {
                isPlaceholder[index] = true
                isHidden[index] = true
            }
        }
    }

    /// Scalar ranges of format placeholders (`%@`, `%1$lld`, `%#@count@`, `%arg`), from the
    /// shared format parser: their width is their argument's, and the `*` of `%*d` is not
    /// Markdown. Of `%%` only the first `%` is hidden, since one `%` shows.
    static func placeholderRanges(in text: String, scalars: [Unicode.Scalar]) -> [Range<Int>] {
        let tokens = FormatStringParser.tokens(in: text, allowsArgumentPlaceholder: true)
        guard !tokens.isEmpty else { return [] }
        let offsets = utf8Offsets(of: scalars)
        // The scalar starting at a UTF-8 offset; nil inside a scalar. Offsets only grow.
        let scalarIndex = { (offset: Int) -> Int? in
            var (low, high) = (0, offsets.count)
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < offset { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count && offsets[low] == offset ? low : nil
        }
        return tokens.compactMap { token in
            guard let start = scalarIndex(token.range.lowerBound), let end = scalarIndex(token.range.upperBound) else { return nil }
            switch token.kind {
            case .invalid: return nil
            case .percentLiteral: return start..<(start + 1)
            case .specifier, .substitution, .argumentPlaceholder: return start..<end
            }
        }
    }

    /// The UTF-8 offset of every scalar, and of the end.
    func utf8Offsets() -> [Int] { Self.utf8Offsets(of: scalars) }

    /// The UTF-8 offset of each of `scalars`, and of the end (any scanner of scalars that
    /// reports byte positions: Markdown here, numbers and addresses in `InlineLiterals`).
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

    func visibleText() -> String {
        var view = String.UnicodeScalarView()
        for index in scalars.indices where !isHidden[index] { view.append(scalars[index]) }
        return String(view)
    }

    mutating func scan(_ bounds: Range<Int>, depth: Int) {
        var delimiters: [Delimiter] = []
        var index = bounds.lowerBound
        while index < bounds.upperBound {
            if isPlaceholder[index] {
                index += 1
                continue
            }
            switch scalars[index] {
            case "\\":
                if index + 1 < bounds.upperBound, Self.isASCIIPunctuation(scalars[index + 1]) {
                    isHidden[index] = true
                    index += 2
                } else {
                    index += 1
                }
            case "`":
                index = scanCode(at: index, limit: bounds.upperBound)
            case "[":
                if index > bounds.lowerBound, scalars[index - 1] == "^", let end = attributeSpanEnd(at: index, limit: bounds.upperBound) {
                    index = end
                } else if depth < Self.maximumLinkDepth, let link = linkSyntax(at: index, limit: bounds.upperBound) {
                    recordLink(link, depth: depth)
                    index = link.end
                } else {
                    index += 1
                }
            case "<":
                index = autolinkEnd(at: index, limit: bounds.upperBound) ?? index + 1
            case "*", "_":
                let delimiter = delimiterRun(at: index, bounds: bounds)
                delimiters.append(delimiter)
                index += delimiter.originalCount
            default:
                index += 1
            }
        }
        processEmphasis(&delimiters)
    }

    // MARK: Code spans

    /// A backtick run closes at the next run of the same length; otherwise it is literal.
    mutating func scanCode(at start: Int, limit: Int) -> Int {
        let length = runLength(at: start, of: "`", limit: limit)
        var index = start + length
        while index < limit, lookaheadBudget > 0 {
            lookaheadBudget -= 1
            guard scalars[index] == "`" else {
                index += 1
                continue
            }
            let closing = runLength(at: index, of: "`", limit: limit)
            if closing == length {
                result.codeCount += 1
                for hidden in start..<start + length { isHidden[hidden] = true }
                for hidden in index..<index + length { isHidden[hidden] = true }
                return index + length
            }
            index += closing
        }
        return start + length
    }

    func runLength(at start: Int, of scalar: Unicode.Scalar, limit: Int) -> Int {
        var index = start
        while index < limit, scalars[index] == scalar, !isPlaceholder[index] { index += 1 }
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
        isHidden[link.textStart - 1] = true
        for index in link.textEnd..<link.end { isHidden[index] = true }
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
            switch scalars[index] {
            case "\\": index += 1
            case "[": depth += 1
            case "]": if depth == 0 { close = index } else { depth -= 1 }
            default: break
            }
            index += 1
        }
        guard let textEnd = close, textEnd + 1 < limit, scalars[textEnd + 1] == "(" else { return nil }
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
            let scalar = scalars[index]
            if scalar == "\\" {
                index += 2
                continue
            }
            if scalar == "\"" { inQuotes.toggle() }
            if !inQuotes {
                if scalar == "(" { parentheses += 1 }
                if scalar == ")" {
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
        while index < limit, scalars[index] == " " { index += 1 }
        let destinationStart = index
        var parentheses = 0
        while index < limit {
            lookaheadBudget -= 1
            guard lookaheadBudget > 0 else { return nil }
            let scalar = scalars[index]
            if scalar == "(" { parentheses += 1 }
            if scalar == ")" {
                if parentheses == 0 { break }
                parentheses -= 1
            }
            if Self.isWhitespace(scalar) { break }
            index += 1
        }
        let destination = destinationStart..<index
        while index < limit, scalars[index] == " " { index += 1 }
        if index < limit, scalars[index] == "\"" {
            guard let quote = scalars[(index + 1)..<limit].firstIndex(of: "\"") else { return nil }
            index = quote + 1
            while index < limit, scalars[index] == " " { index += 1 }
        }
        guard index < limit, scalars[index] == ")" else { return nil }
        return (destination, index + 1)
    }

    /// `^[text](attributes)` (Foundation's attribute markup: `inflect: true`, `agreeWithArgument`,
    /// …) at the `[`: not a link. Its `^`, brackets and attributes are hidden, its text scanned
    /// on its own; returns the index after the `)`, nil when it is not one.
    mutating func attributeSpanEnd(at open: Int, limit: Int) -> Int? {
        guard let link = linkSyntax(at: open, limit: limit, attributes: true) else { return nil }
        isHidden[open - 1] = true
        isHidden[open] = true
        for index in link.textEnd..<link.end { isHidden[index] = true }
        scan(link.textStart..<link.textEnd, depth: Self.maximumLinkDepth)
        return link.end
    }

    /// `<https://…>` and `<name@example.com>`: literal text, never emphasis.
    func autolinkEnd(at open: Int, limit: Int) -> Int? {
        var index = open + 1
        while index < limit, scalars[index] != ">" {
            if Self.isWhitespace(scalars[index]) || scalars[index] == "<" { return nil }
            index += 1
        }
        guard index < limit else { return nil }
        guard scalars[(open + 1)..<index].contains(where: { $0 == ":" || $0 == "@" }) else { return nil }
        return index + 1
    }
}
