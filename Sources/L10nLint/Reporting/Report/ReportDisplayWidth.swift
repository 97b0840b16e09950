/// Terminal display width: East Asian wide and fullwidth characters and emoji take two
/// columns, combining marks and zero-width characters none, everything else one (ambiguous
/// characters count one, as in non-CJK terminals). Used to align report columns holding
/// Chinese or Japanese text and to measure translations against a width budget.
///
/// A local helper so the report does not wait for a shared one; replace it with the project's
/// `DisplayWidth` when that lands (the numbers must agree with the `length-budget` rule).
enum ReportDisplayWidth {
    static func of(_ text: String) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || scalars.contains(where: isWide) { return 2 }
        if first.properties.isEmojiPresentation { return 2 }
        return scalars.allSatisfy(isZeroWidth) ? 0 : 1
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if scalar.properties.isEmojiPresentation { return true }
        return wideRanges.contains { $0.contains(value) }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Width W and F blocks (Unicode 15), coarsely: CJK, Hangul, kana, fullwidth forms.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18AFF, 0x1B000...0x1B16F, 0x1F200...0x1F2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// `text` padded with spaces to `width` columns (left-aligned, or right-aligned for numbers).
    static func pad(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return right ? padding + text : text + padding
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = of(character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }
}
