/// The UTF-8 text of one file plus a line table, so byte offsets recorded while parsing can be
/// turned into 1-based line:column (UTF-16 columns) on demand. Only `\n` ends a line (SARIF's
/// default `newlineSequences`); a `\r` before it is not part of the line's columns.
public struct SourceText: Sendable {
    /// UTF-8 bytes without a byte-order mark.
    public let bytes: [UInt8]
    /// Byte offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [UInt32]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 24 + 1)
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(UInt32(truncatingIfNeeded: index + 1))
            }
        }
        self.lineStarts = starts
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    public var lineCount: Int { lineStarts.count }

    /// The position of a byte offset. Offsets inside a multi-byte character resolve to that
    /// character's column; offsets past the end resolve to the end of the text.
    public func position(at offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        let lineIndex = self.lineIndex(containing: clamped)
        let lineStart = Int(lineStarts[lineIndex])
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
