import L10nModel

/// CommonMark emphasis: which `*`/`_` runs may open or close, and how they pair up.
extension MarkdownScanner {
    /// The run of `*` or `_` at `start`, classified by the flanking rules. Placeholders count as
    /// letters; the edges of `bounds` count as whitespace.
    func delimiterRun(at start: Int, bounds: Range<Int>) -> Delimiter {
        let character = bytes[start]
        let count = runLength(at: start, of: character, limit: bounds.upperBound)
        let before = start > bounds.lowerBound ? neighbor(characterStart(before: start)) : nil
        let after = start + count < bounds.upperBound ? neighbor(start + count) : nil
        let beforeIsSpace = before.map(Self.isWhitespace) ?? true
        let afterIsSpace = after.map(Self.isWhitespace) ?? true
        let beforeIsPunctuation = before.map(Self.isPunctuation) ?? false
        let afterIsPunctuation = after.map(Self.isPunctuation) ?? false
        let leftFlanking = !afterIsSpace && (!afterIsPunctuation || beforeIsSpace || beforeIsPunctuation)
        let rightFlanking = !beforeIsSpace && (!beforeIsPunctuation || afterIsSpace || afterIsPunctuation)
        var canOpen = leftFlanking
        var canClose = rightFlanking
        if character == UInt8(ascii: "_") {
            canOpen = leftFlanking && (!rightFlanking || beforeIsPunctuation)
            canClose = rightFlanking && (!leftFlanking || afterIsPunctuation)
        } else if count == 1, let before, let after, Self.isAlphabeticLetter(before), Self.isAlphabeticLetter(after) {
            canOpen = false  // Lehrer*innen: a gender star, not emphasis
            canClose = false
        }
        return Delimiter(character: character, start: start, originalCount: count, count: count, canOpen: canOpen, canClose: canClose)
    }

    /// The character starting at `index`, next to a run, with placeholders standing in as a letter.
    private func neighbor(_ index: Int) -> Unicode.Scalar { isPlaceholder(index) ? "a" : scalar(at: index) }

    /// CommonMark's "process emphasis": each closer pairs with the nearest earlier opener of the
    /// same character (rule of three permitting), using two markers when both sides have two.
    ///
    /// As in cmark, a failed search records how far down it looked for that kind of closer, so
    /// the next one stops there and a value full of unpaired markers stays linear.
    /// The runs are ``delimiters`` from `first` on: the current segment's.
    mutating func processEmphasis(from first: Int) {
        var bottoms = SearchBottoms(first - 1)
        var closerIndex = first
        while closerIndex < delimiters.count {
            let closer = delimiters[closerIndex]
            guard closer.isActive, closer.canClose, closer.count > 0 else {
                closerIndex += 1
                continue
            }
            guard let openerIndex = opener(for: closer, before: closerIndex, above: bottoms[closer], in: delimiters) else {
                bottoms[closer] = closerIndex - 1
                closerIndex += 1
                continue
            }
            let opener = delimiters[openerIndex]
            let used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
            let openerEnd = opener.start + opener.count
            if used == 2 {
                result.boldCount += 1
                recordPlaceholders(openerEnd..<(closer.start + closer.originalCount - closer.count))
            } else {
                result.italicCount += 1
            }
            hide((openerEnd - used)..<openerEnd)
            let closerStart = closer.start + closer.originalCount - closer.count
            hide(closerStart..<(closerStart + used))
            delimiters[openerIndex].count -= used
            delimiters[closerIndex].count -= used
            for between in (openerIndex + 1)..<closerIndex { delimiters[between].isActive = false }
            if delimiters[closerIndex].count == 0 { closerIndex += 1 }
        }
        // Exactly two: `***` separators and `****1234` masks are meant literally.
        for delimiter in delimiters[first...] where delimiter.character == UInt8(ascii: "*") && delimiter.originalCount == 2 && delimiter.count > 0 {
            result.unmatchedStrongOffsets.append(delimiter.start + delimiter.originalCount - delimiter.count)
        }
    }

    /// How far down the last failed search looked, per kind of closer: its character, its
    /// length modulo 3 and whether it can open (the rule of three tells these apart). Twelve
    /// kinds, kept inline: a value's emphasis is processed without allocating.
    private struct SearchBottoms {
        private var storage: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)

        init(_ bottom: Int) { storage = (bottom, bottom, bottom, bottom, bottom, bottom, bottom, bottom, bottom, bottom, bottom, bottom) }

        subscript(closer: Delimiter) -> Int {
            get { withUnsafeBytes(of: storage) { $0.load(fromByteOffset: Self.offset(closer), as: Int.self) } }
            set { withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: newValue, toByteOffset: Self.offset(closer), as: Int.self) } }
        }

        private static func offset(_ closer: Delimiter) -> Int {
            let kind = (closer.character == UInt8(ascii: "*") ? 0 : 6) + closer.originalCount % 3 * 2 + (closer.canOpen ? 1 : 0)
            return kind * MemoryLayout<Int>.stride
        }
    }

    private func opener(for closer: Delimiter, before closerIndex: Int, above bottom: Int, in delimiters: [Delimiter]) -> Int? {
        var index = closerIndex - 1
        while index > bottom {
            let candidate = delimiters[index]
            if candidate.isActive, candidate.character == closer.character, candidate.canOpen, candidate.count > 0 {
                let sum = candidate.originalCount + closer.originalCount
                let breaksRuleOfThree = (candidate.canClose || closer.canOpen) && sum % 3 == 0
                    && !(candidate.originalCount % 3 == 0 && closer.originalCount % 3 == 0)
                if !breaksRuleOfThree { return index }
            }
            index -= 1
        }
        return nil
    }

    // MARK: Character classes

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}" }
        return CharacterClass.isSpaceSeparator(scalar: scalar)
    }

    /// ASCII punctuation and Unicode punctuation (P*), as cmark-gfm counts it.
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isASCIIPunctuation(scalar) : CharacterClass.isPunctuation(scalar: scalar)
    }

    static func isASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool { isASCIIPunctuation(UInt8(truncatingIfNeeded: scalar.value)) && scalar.isASCII }

    static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    /// A letter of a script that separates words with spaces (not CJK, whose `*` runs sit
    /// between letters by necessity).
    static func isAlphabeticLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic && !DisplayWidth.isWide(scalar)
    }
}

extension MarkdownScanner {
    /// Adds the placeholders in `range` (a bold span's content) to ``MarkdownInline/boldPlaceholders``.
    mutating func recordPlaceholders(_ range: Range<Int>) {
        var index = range.lowerBound
        while index < range.upperBound {
            guard isPlaceholder(index) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < range.upperBound, isPlaceholder(end) { end += 1 }
            // A literal percent sign (`%%`, whose first `%` is marked) is text, which a
            // translation may write its own way (Arabic `٪`, full-width `％`): only the
            // arguments must stay bold.
            let runEnd = end < bytes.count && bytes[end - 1] == UInt8(ascii: "%") && bytes[end] == UInt8(ascii: "%") ? end - 1 : end
            guard runEnd > index else {
                index = end
                continue
            }
            var text = string(index..<runEnd)
            if let dollar = text.firstIndex(of: "$"), text.dropFirst().prefix(while: \.isNumber).endIndex == dollar {
                text = "%" + text[text.index(after: dollar)...]
            }
            result.boldPlaceholders.append(text)
            index = end
        }
    }
}
