/// The UTF-8 text of one file plus a line index, so byte offsets recorded while parsing can be
/// turned into 1-based line:column (UTF-16 columns) on demand. Only `\n` ends a line (SARIF's
/// default `newlineSequences`); a `\r` before it is not part of the line's columns.
public struct SourceText: Sendable {
    /// UTF-8 bytes without a byte-order mark.
    public let bytes: [UInt8]
    /// One entry per block of ``blockSize`` bytes, instead of one per line: a 100 MB catalog
    /// has four million lines, and only the few reported offsets are ever resolved (each by
    /// scanning at most one block).
    private let blocks: [Block]
    /// `\n` bytes in the whole text.
    private let newlineCount: Int
    /// For files with a line longer than a block: the UTF-16 offset of every block's first
    /// byte, so a column on a 10 MB minified line costs one block's count, not the line's.
    private let blockUTF16Offsets: [Int]

    /// Bytes per entry of `blocks` and `blockUTF16Offsets`.
    private static let blockSize = 1024

    /// Where a block starts, in lines.
    private struct Block: Sendable {
        /// `\n` bytes before the block's first byte: the 0-based line that byte is on.
        var newlinesBefore: UInt32
        /// The offset at which that line starts (at or before the block).
        var lineStart: UInt32
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var blocks: [Block] = []
        blocks.reserveCapacity(bytes.count / Self.blockSize + 1)
        var newlines = 0
        var hasLongLine = false
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var blockStart = 0
            repeat {
                blocks.append(Block(newlinesBefore: UInt32(truncatingIfNeeded: newlines), lineStart: UInt32(truncatingIfNeeded: lineStart)))
                let blockEnd = min(blockStart + Self.blockSize, buffer.count)
                // A count eight bytes at a time, then only the block's first and last `\n`: a
                // line within one block is shorter than a block, so only a line reaching into a
                // later block can be long.
                let count = Self.newlines(in: buffer, blockStart..<blockEnd)
                if count > 0 {
                    var first = blockStart
                    while buffer[first] != 0x0A { first += 1 }
                    if first - lineStart > Self.blockSize { hasLongLine = true }
                    var last = blockEnd - 1
                    while buffer[last] != 0x0A { last -= 1 }
                    lineStart = last + 1
                    newlines += count
                }
                blockStart = blockEnd
            } while blockStart < buffer.count
            if buffer.count - lineStart > Self.blockSize { hasLongLine = true }
        }
        self.blocks = blocks
        self.newlineCount = newlines
        self.blockUTF16Offsets = hasLongLine ? Self.blockOffsets(bytes) : []
    }

    /// The `\n` bytes in `range`, counted a word at a time: a word's bytes that equal `\n`
    /// are zero after the XOR, and exactly those get their high bit set below.
    static func newlines(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let newline: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
        var count = 0
        var index = range.lowerBound
        guard let base = buffer.baseAddress else { return 0 }
        while index + 8 <= range.upperBound {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ newline
            count += (~(((word & low7) &+ low7) | word | low7)).nonzeroBitCount
            index += 8
        }
        while index < range.upperBound {
            if buffer[index] == 0x0A { count += 1 }
            index += 1
        }
        return count
    }

    private static func blockOffsets(_ bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(bytes.count / blockSize + 1)
        var units = 0
        for index in bytes.indices {
            if index % blockSize == 0 { offsets.append(units) }
            units += utf16Width(leadByte: bytes[index])
        }
        return offsets
    }

    /// UTF-16 code units from the start of the text to a byte offset (cumulative, so any two
    /// offsets' difference is the units between them).
    private func utf16Offset(at offset: Int) -> Int {
        // The end of a text whose length is a multiple of the block size has no block of its own.
        let block = min(offset / Self.blockSize, blockUTF16Offsets.count - 1)
        var units = blockUTF16Offsets[block]
        var index = block * Self.blockSize
        while index < offset {
            units += Self.utf16Width(leadByte: bytes[index])
            index += 1
        }
        return units
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    public var lineCount: Int { newlineCount + 1 }

    /// The position of a byte offset. Offsets inside a multi-byte character resolve to that
    /// character's column; offsets past the end resolve to the end of the text.
    public func position(at offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let (lineIndex, lineStart) = line(containing: clamped)
        if !blockUTF16Offsets.isEmpty, clamped - lineStart > Self.blockSize {
            // A `\r` ending the line is not part of its columns.
            let end = clamped < bytes.count && bytes[clamped] == 0x0A && bytes[clamped - 1] == 0x0D ? clamped - 1 : clamped
            return SourcePosition(line: lineIndex + 1, column: utf16Offset(at: end) - utf16Offset(at: lineStart) + 1)
        }
        var column = 1
        var index = lineStart
        while index < clamped {
            let byte = bytes[index]
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                break
            }
            column += Self.utf16Width(leadByte: byte)
            index += 1
        }
        return SourcePosition(line: lineIndex + 1, column: column)
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineCount else { return bytes.count..<bytes.count }
        let start = startOfLine(line - 1)
        var end = line < lineCount ? startOfLine(line) - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D, line < lineCount { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a 1-based line, without its terminator.
    public func line(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    /// The byte offset of a 1-based line and UTF-16 column (the inverse of ``position(at:)``).
    public func offset(of position: SourcePosition) -> Int {
        let range = lineRange(position.line)
        var column = 1
        var index = range.lowerBound
        while index < range.upperBound, column < position.column {
            column += Self.utf16Width(leadByte: bytes[index])
            index += 1
            while index < range.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        return index
    }

    /// The 0-based line holding `offset` (`\n` bytes before it) and where that line starts.
    private func line(containing offset: Int) -> (index: Int, start: Int) {
        let block = min(offset / Self.blockSize, blocks.count - 1)
        let blockStart = block * Self.blockSize
        // The block's newlines before the offset a word at a time, then back to the line's start
        // (lines are short; a findings-heavy run resolves 100 000 offsets).
        return bytes.withUnsafeBufferPointer { buffer in
            let index = Int(blocks[block].newlinesBefore) + Self.newlines(in: buffer, blockStart..<offset)
            var position = offset
            while position > blockStart, buffer[position - 1] != 0x0A { position -= 1 }
            return (index, position > blockStart ? position : Int(blocks[block].lineStart))
        }
    }

    /// The offset at which the 0-based line `index` (at most ``newlineCount``) starts: just
    /// after the `index`-th `\n`, found in the last block that starts before it.
    private func startOfLine(_ index: Int) -> Int {
        guard index > 0 else { return 0 }
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(blocks[mid].newlinesBefore) < index { low = mid } else { high = mid - 1 }
        }
        var remaining = index - Int(blocks[low].newlinesBefore)
        return bytes.withUnsafeBufferPointer { buffer in
            for position in (low * Self.blockSize)..<buffer.count where buffer[position] == 0x0A {
                remaining -= 1
                if remaining == 0 { return position + 1 }
            }
            return buffer.count
        }
    }

    /// UTF-16 code units contributed by a byte: 0 for continuation bytes, 2 for 4-byte leads.
    @inline(__always)
    static func utf16Width(leadByte byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
