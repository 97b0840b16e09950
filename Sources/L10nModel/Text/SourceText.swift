/// The UTF-8 text of one file plus a line table, so byte offsets recorded while parsing can be
/// turned into 1-based line:column (UTF-16 columns) on demand. Only `\n` ends a line (SARIF's
/// default `newlineSequences`); a `\r` before it is not part of the line's columns.
public struct SourceText: Sendable {
    /// UTF-8 bytes without a byte-order mark.
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [UInt32]
    /// For files with a line longer than a block: the UTF-16 offset of every block's first
    /// byte, so a column on a 10 MB minified line costs one block's count, not the line's.
    private let blockUTF16Offsets: [Int]

    /// Bytes per entry of `blockUTF16Offsets`.
    private static let blockSize = 1024

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        var longestLine = 0
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            for index in buffer.indices where buffer[index] == 0x0A {
                longestLine = max(longestLine, index - lineStart)
                lineStart = index + 1
                starts.append(UInt32(truncatingIfNeeded: lineStart))
            }
            longestLine = max(longestLine, buffer.count - lineStart)
        }
        self.lineStarts = starts
        self.blockUTF16Offsets = longestLine > Self.blockSize ? Self.blockOffsets(bytes) : []
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

    public var lineCount: Int { lineStarts.count }

    /// The position of a byte offset. Offsets inside a multi-byte character resolve to that
    /// character's column; offsets past the end resolve to the end of the text.
    public func position(at offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let lineIndex = self.lineIndex(containing: clamped)
        let lineStart = Int(lineStarts[lineIndex])
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
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D, line < lineStarts.count { end -= 1 }
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

    private func lineIndex(containing offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// UTF-16 code units contributed by a byte: 0 for continuation bytes, 2 for 4-byte leads.
    @inline(__always)
    static func utf16Width(leadByte byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
