/// Finds printf-style placeholders (`%@`, `%lld`, `%1$@`, `%.2f`, `%*d`), String Catalog
/// substitutions (`%#@count@`, `%arg`) and the escaping `%` of `%%` in a string, so that width and Markdown checks
/// can ignore them: a placeholder's width is the width of whatever replaces it at run time, and
/// the `*` of `%*d` is not Markdown.
///
/// Deliberately small and local: the shared format-specifier parser (being written for the
/// `format-specifiers` rule) should replace it once it lands.
enum FormatPlaceholders {
    private static let flags: Set<UInt32> = [0x2D, 0x2B, 0x23, 0x30, 0x27]  // - + # 0 '
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaAn".unicodeScalars.map(\.value))

    /// Ranges (in scalar indices) of every placeholder in `scalars`, in order.
    static func ranges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                result.append(index..<index + 1)  // `%%` shows one `%`
                index += 2
            } else if let end = placeholderEnd(scalars, from: index) {
                result.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return result
    }

    /// The end of the placeholder starting at the `%` at `start`, or nil for a literal `%`.
    private static func placeholderEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            guard let close = scalars[(index + 2)...].firstIndex(of: "@") else { return nil }
            return close + 1
        }
        if matches(scalars, at: index, "arg") { return index + 3 }
        let digitsEnd = skipDigits(scalars, from: index)
        if digitsEnd > index, digitsEnd < scalars.count, scalars[digitsEnd] == "$" { index = digitsEnd + 1 }
        while index < scalars.count, flags.contains(scalars[index].value) { index += 1 }
        index = skipWidth(scalars, from: index)
        if index < scalars.count, scalars[index] == "." { index = skipWidth(scalars, from: index + 1) }
        index = skipLengthModifier(scalars, from: index)
        guard index < scalars.count, conversions.contains(scalars[index].value) else { return nil }
        return index + 1
    }

    private static func skipDigits(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        return index
    }

    /// A width or precision: digits, or `*` (taken from an argument).
    private static func skipWidth(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        if start < scalars.count, scalars[start] == "*" { return start + 1 }
        return skipDigits(scalars, from: start)
    }

    private static func skipLengthModifier(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        for modifier in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] where matches(scalars, at: start, modifier) {
            return start + modifier.unicodeScalars.count
        }
        return start
    }

    private static func matches(_ scalars: [Unicode.Scalar], at start: Int, _ text: String) -> Bool {
        var index = start
        for scalar in text.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return true
    }
}
