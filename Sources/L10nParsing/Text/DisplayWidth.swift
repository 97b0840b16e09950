/// Display width in columns, as a fixed-pitch UI or terminal lays text out: East Asian Wide and
/// Fullwidth characters and emoji take 2 columns, combining marks and zero-width characters 0,
/// everything else 1. Counting characters instead would call "开始录音" (8 columns) as short as
/// "Stop" (4), which is exactly the mistake a length budget exists to catch.
///
/// Widths are measured per grapheme cluster, so a ZWJ family (👨‍👩‍👧), a flag (🇨🇳), a keycap (1️⃣)
/// and a base letter with combining accents each count once.
public enum DisplayWidth {
    /// The most columns a text of `utf8Count` UTF-8 bytes can take, without reading it: no
    /// character is wider than its bytes (a 2-column character is at least three: East Asian
    /// Wide and Fullwidth scalars and emoji are beyond U+0800, and an emoji sequence adds a
    /// selector, a joiner or a keycap). A rule with a width threshold passes shorter texts by.
    public static func widest(utf8Count: Int) -> Int { utf8Count }

    /// The width of a whole string.
    public static func of(_ text: String) -> Int {
        if let simple = simpleWidth(text) { return simple }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The width of text made only of scalars that never join a grapheme cluster (see
    /// ``simpleWidth(of:)``), summed per scalar without grapheme breaking (most UI strings);
    /// nil for anything else.
    private static func simpleWidth(_ text: String) -> Int? {
        text.withUTF8Bytes { simpleWidth($0, hiding: []) }
    }

    /// ``simpleWidth(_:)`` of UTF-8 `bytes` without the byte ranges `hidden` (sorted, disjoint,
    /// on scalar boundaries), decoded by hand: values are measured by the hundred thousand.
    /// Scalars of the fast set never join their neighbours, so leaving text out changes no cluster.
    static func simpleWidth(_ bytes: UnsafeBufferPointer<UInt8>, hiding hidden: [Range<Int>]) -> Int? {
        var width = 0
        var index = 0
        var nextHidden = 0
        while index < bytes.count {
            if nextHidden < hidden.count, index >= hidden[nextHidden].lowerBound {
                index = max(index, hidden[nextHidden].upperBound)
                nextHidden += 1
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                guard lead >= 0x20, lead != 0x7F else { return nil }
                width += 1
                index += 1
                continue
            }
            let (value, length) = decodeScalar(bytes, at: index)
            guard let scalarWidth = simpleWidth(of: value) else { return nil }
            width += scalarWidth
            index += length
        }
        return width
    }

    /// The scalar starting at `index` of valid UTF-8 (a Swift string's) and its length in bytes.
    private static func decodeScalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        let continuation = { (offset: Int) in UInt32(bytes[index + offset] & 0x3F) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(1), 2) }
        if lead < 0xF0 { return ((lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3) }
        return ((lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
    }

    /// The width of a scalar that is a grapheme cluster on its own whatever its neighbours:
    /// Latin-1 and Latin Extended letters, general punctuation (dashes, curly quotes, ellipsis),
    /// CJK, kana, Hangul syllables, fullwidth forms and emoji-presentation pictographs (not skin
    /// tones, which extend the emoji before them); nil for any other scalar.
    static func simpleWidth(of value: UInt32) -> Int? {
        switch value {
        case 0x20..<0x7F, 0xA0..<0xAD, 0xAE..<0x300, 0x2010..<0x2028, 0x2030..<0x205F: return 1
        case 0x3000..<0x302A, 0x3030..<0x303F, 0x3041..<0x3097, 0x30A0..<0x3100, 0x4E00..<0xA000, 0xAC00..<0xD7A4, 0xFF01..<0xFF61:
            return 2
        case 0x1F300..<0x1F3FB, 0x1F400..<0x1FB00:
            return Unicode.Scalar(value)?.properties.isEmojiPresentation == true ? 2 : nil
        default: return nil
        }
    }

    /// The UTF-8 ranges of a value's format placeholders, as ``MarkdownInline`` hides them (of
    /// `%%` only the first `%`); a placeholder not on scalar boundaries stays visible.
    private static func placeholderBytes(in value: String) -> [Range<Int>] {
        let tokens = FormatStringParser.tokens(in: value, allowsArgumentPlaceholder: true)
        guard !tokens.isEmpty else { return [] }
        let utf8 = value.utf8
        let isBoundary = { (offset: Int) in
            offset == utf8.count || (offset < utf8.count && utf8[utf8.index(utf8.startIndex, offsetBy: offset)] & 0xC0 != 0x80)
        }
        return tokens.compactMap { token in
            guard isBoundary(token.range.lowerBound), isBoundary(token.range.upperBound) else { return nil }
            switch token.kind {
            case .invalid: return nil
            case .percentLiteral: return token.range.lowerBound..<(token.range.lowerBound + 1)
            case .specifier, .substitution, .argumentPlaceholder: return token.range
            }
        }
    }

    /// The width of a catalog value as rendered: Markdown markers, link destinations and format
    /// placeholders take no columns (a placeholder's width is its argument's, unknown here).
    public static func ofRendered(_ value: String) -> Int {
        guard TextSearch.containsAnyByte(value, of: "*_`[\\<%") else { return of(value) }
        guard MarkdownInline.mayContainMarkup(value) else {
            let hidden = placeholderBytes(in: value)
            var text = value
            if let width = text.withUTF8({ simpleWidth($0, hiding: hidden) }) { return width }
            return of(MarkdownInline.visibleTextOfPlainText(value))
        }
        return of(MarkdownInline(parsing: value, keepingVisibleText: true).visibleText)
    }

    /// The width of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.count == 1 {
            if first.value < 0x300 {
                return (first.value < 0x20 || (0x7F..<0xA0).contains(first.value) || first.value == 0xAD) ? 0 : 1
            }
            if isWide(first) || first.properties.isEmojiPresentation { return 2 }
            return isZeroWidth(first) ? 0 : 1
        }
        if isEmoji(scalars, first: first) { return 2 }
        guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
        return isWide(base) ? 2 : 1
    }

    /// Emoji presentation: an emoji-presentation scalar anywhere in the cluster (covers flags,
    /// skin tones and ZWJ sequences), or a text-default emoji forced by VS16 (❤️) or a keycap (1️⃣).
    static func isEmoji(_ scalars: Character.UnicodeScalarView, first: Unicode.Scalar) -> Bool {
        var forcesEmoji = false
        for scalar in scalars {
            if scalar.properties.isEmojiPresentation { return true }
            if scalar.value == 0xFE0F || scalar.value == 0x20E3 { forcesEmoji = true }
        }
        return forcesEmoji && first.properties.isEmoji
    }

    /// Marks, format characters (ZWSP, ZWJ, soft hyphen, bidi controls), controls and conjoining
    /// Hangul vowels and final consonants take no column of their own.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
        }
    }

    /// East Asian Width W or F (UAX #11). The standard library has no such property, so the
    /// ranges are data: `EastAsianWidth.txt`, with unassigned code points left out and the
    /// unassigned parts of the CJK ideograph blocks (wide by default) folded in.
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Sorted, disjoint ranges of wide and fullwidth code points (Unicode 14 East Asian Width;
    /// emoji added since are covered by `isEmojiPresentation`).
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693, 0x26A1...0x26A1,
        0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA,
        0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B,
        0x2728...0x2728, 0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55, 0x2E80...0x303E,
        0x3041...0x3247, 0x3250...0x4DBF, 0x4E00...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE6B, 0xFF01...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x1B2FB, 0x1F004...0x1F004,
        0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C,
        0x1F37E...0x1F393, 0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4...0x1F3F4, 0x1F3F8...0x1F43E,
        0x1F440...0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567, 0x1F57A...0x1F57A,
        0x1F595...0x1F596, 0x1F5A4...0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC...0x1F6CC, 0x1F6D0...0x1F6D2,
        0x1F6D5...0x1F6DF, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC, 0x1F7E0...0x1F7F0, 0x1F90C...0x1F93A, 0x1F93C...0x1F945,
        0x1F947...0x1F9FF, 0x1FA70...0x1FAF6, 0x20000...0x3FFFD,
    ]
}
