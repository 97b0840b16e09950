#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a text's bytes can be read again once they are no longer held in memory: a large
/// file kept open (see ``SourceText/readingOnDemand()``).
public protocol ByteSource: Sendable {
    /// Copies the bytes from `offset` on into `buffer` and returns how many it copied: fewer
    /// when the source ended (a file that shrank meanwhile), never more than the buffer holds.
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int
}

/// The UTF-8 text of one file plus a line index, so byte offsets recorded while parsing can be
/// turned into 1-based line:column (UTF-16 columns) on demand. Only `\n` ends a line (SARIF's
/// default `newlineSequences`); a `\r` before it is not part of the line's columns.
///
/// A large file's text need not stay in memory after it is parsed: its catalog is what the rules
/// read, and only the few reported offsets need bytes again, a line's worth each
/// (``readingOnDemand()``).
public struct SourceText: Sendable {
    /// Where the bytes are.
    private let storage: Storage
    /// The length of the text in UTF-8 bytes.
    public let byteCount: Int
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

    private enum Storage: Sendable {
        case memory([UInt8])
        /// In memory while a loader reads it once, front to back, giving back the pages it is done
        /// with (``discardBytes(in:)``); the source reads them again.
        case loading([UInt8], any ByteSource)
        /// Only the source: each access reads the bytes it needs.
        case onDemand(any ByteSource)
    }

    /// UTF-8 bytes without a byte-order mark. A text read on demand reads all of them again: for
    /// writers and whole-file hashes, not for positions.
    public var bytes: [UInt8] {
        switch storage {
        case .memory(let bytes), .loading(let bytes, _): bytes
        case .onDemand(let source): Self.read(source, 0..<byteCount)
        }
    }

    public init(bytes: [UInt8]) { self.init(storage: .memory(bytes), bytes: bytes) }

    /// A text whose bytes `source` can read again, so that a loader may give their memory back
    /// as it goes (``discardBytes(in:)``) and the rules read them on demand afterwards.
    public init(bytes: [UInt8], source: any ByteSource) { self.init(storage: .loading(bytes, source), bytes: bytes) }

    private init(storage: Storage, bytes: [UInt8]) {
        self.storage = storage
        self.byteCount = bytes.count
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

    private init(_ text: SourceText, storage: Storage) {
        self.storage = storage
        byteCount = text.byteCount
        blocks = text.blocks
        newlineCount = text.newlineCount
        blockUTF16Offsets = text.blockUTF16Offsets
    }

    public init(_ string: String) { self.init(bytes: Array(string.utf8)) }

    // MARK: Memory

    /// True when the bytes are not held in memory but read again as needed.
    public var readsOnDemand: Bool {
        if case .onDemand = storage { return true }
        return false
    }

    /// The same text without its bytes in memory, when a source can read them again; else itself.
    public func readingOnDemand() -> SourceText {
        guard case .loading(_, let source) = storage else { return self }
        return SourceText(self, storage: .onDemand(source))
    }

    /// The text read again from its source into memory (index rebuilt, so it matches), for a
    /// loader that gave back pages (``discardBytes(in:)``) and then needs the whole text after
    /// all; itself when it has no source.
    public func readAgain() -> SourceText {
        switch storage {
        case .memory: self
        case .loading(_, let source), .onDemand(let source): SourceText(bytes: Self.read(source, 0..<byteCount), source: source)
        }
    }

    /// Gives the memory of the whole pages inside `range` back to the system, for a loader that
    /// is done with them: afterwards this value (and every copy) reads zeros there, so only
    /// ``readingOnDemand()`` or ``readAgain()`` may read them. Nothing happens to a text
    /// without a source.
    public func discardBytes(in range: Range<Int>) {
        guard case .loading(let bytes, _) = storage else { return }
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, range.lowerBound >= 0, range.upperBound <= buffer.count else { return }
            let page = Int(sysconf(Int32(_SC_PAGESIZE)))
            guard page > 0 else { return }
            let lower = (Int(bitPattern: base + range.lowerBound) + page - 1) / page * page
            let upper = Int(bitPattern: base + range.upperBound) / page * page
            guard upper > lower, let start = UnsafeMutableRawPointer(bitPattern: lower) else { return }
            _ = madvise(start, upper - lower, Int32(MADV_DONTNEED))
        }
    }

    // MARK: Bytes

    /// A part of the text, indexed by offsets into the whole text.
    package struct Window {
        package let start: Int
        package let buffer: UnsafeBufferPointer<UInt8>
        package var end: Int { start + buffer.count }

        @inline(__always)
        package subscript(offset: Int) -> UInt8 { buffer[offset - start] }

        /// `\n` bytes in `range` (within the window).
        func newlines(in range: Range<Int>) -> Int {
            SourceText.newlines(in: buffer, (range.lowerBound - start)..<(range.upperBound - start))
        }

        /// The first `\n` at or after `offset` (`memchr`), else `end`.
        func lineFeed(from offset: Int) -> Int {
            guard offset < end, let base = buffer.baseAddress, let found = memchr(base + (offset - start), 0x0A, end - offset) else { return end }
            return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
        }
    }

    /// Calls `body` with the bytes of `range` (clamped to the text): a view of the memory, or
    /// the part read from the source.
    package func withWindow<R>(_ range: Range<Int>, _ body: (Window) -> R) -> R {
        let lower = max(0, min(range.lowerBound, byteCount))
        let upper = max(lower, min(range.upperBound, byteCount))
        switch storage {
        case .memory(let bytes), .loading(let bytes, _):
            return bytes.withUnsafeBufferPointer { buffer in
                body(Window(start: lower, buffer: UnsafeBufferPointer(rebasing: buffer[lower..<upper])))
            }
        case .onDemand(let source):
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: upper - lower) { buffer in
                Self.fill(buffer, from: source, at: lower)
                return body(Window(start: lower, buffer: UnsafeBufferPointer(buffer)))
            }
        }
    }

    /// The bytes of `range` (clamped to the text).
    public func bytes(in range: Range<Int>) -> [UInt8] {
        withWindow(range) { Array($0.buffer) }
    }

    private static func read(_ source: any ByteSource, _ range: Range<Int>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: range.count) { buffer, count in
            fill(buffer, from: source, at: range.lowerBound)
            count = range.count
        }
    }

    /// `buffer` filled from `source` at `offset`, zeros past what the source still has.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from source: any ByteSource, at offset: Int) {
        var filled = 0
        while filled < buffer.count {
            let count = source.read(into: UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[filled...])), at: offset + filled)
            if count <= 0 { break }
            filled += min(count, buffer.count - filled)
        }
        if filled < buffer.count { UnsafeMutableBufferPointer(rebasing: buffer[filled...]).initialize(repeating: 0) }
    }

    // MARK: Positions

    /// The `\n` bytes in `range`, counted sixteen bytes at a time: each lane of a vector counts
    /// the `\n` it meets (a match is a lane of all ones, so subtracting it adds one), added up
    /// before a lane can overflow. Every byte of a loaded file is counted once, before it is
    /// parsed: a word at a time, this was 1.6% of a large catalog's lint, on one core.
    static func newlines(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        guard let base = UnsafeRawPointer(buffer.baseAddress) else { return 0 }
        let lineFeeds = SIMD16<UInt8>(repeating: 0x0A)
        while index + 16 <= range.upperBound {
            var lanes = SIMD16<UInt8>()
            var rounds = 0
            while rounds < Int(UInt8.max), index + 16 <= range.upperBound {
                let bytes = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                lanes &-= unsafeBitCast(bytes .== lineFeeds, to: SIMD16<UInt8>.self)
                index += 16
                rounds += 1
            }
            for lane in lanes.indices { count += Int(lanes[lane]) }
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
        return withWindow((block * Self.blockSize)..<offset) { window in
            var units = blockUTF16Offsets[block]
            for index in window.start..<window.end { units += Self.utf16Width(leadByte: window[index]) }
            return units
        }
    }

    public var lineCount: Int { newlineCount + 1 }

    /// The position of a byte offset. Offsets inside a multi-byte character resolve to that
    /// character's column; offsets past the end resolve to the end of the text.
    public func position(at offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, byteCount))
        return withWindow(windowStart(resolving: clamped)..<(clamped + 1)) { position(at: clamped, in: $0) }
    }

    /// The positions of a range's two ends, from one read of the bytes when they are close (a
    /// text read on demand reads once per finding, not four times).
    public func positions(of start: Int, _ end: Int) -> (start: SourcePosition, end: SourcePosition) {
        let lower = max(0, min(start, byteCount))
        let upper = max(0, min(end, byteCount))
        guard lower <= upper, upper - lower <= 4 * Self.blockSize else { return (position(at: start), position(at: end)) }
        return withWindow(windowStart(resolving: lower)..<(upper + 1)) { (position(at: lower, in: $0), position(at: upper, in: $0)) }
    }

    /// Where the bytes needed to resolve `offset` begin: its block's start, or the start of the
    /// line that block begins in when that is earlier, but no more than a block earlier (a line
    /// that long resolves through ``blockUTF16Offsets``, reading its own bytes). Every later
    /// offset needs no earlier byte either.
    private func windowStart(resolving offset: Int) -> Int {
        let block = min(offset / Self.blockSize, blocks.count - 1)
        let blockStart = block * Self.blockSize
        return max(min(blockStart, Int(blocks[block].lineStart)), blockStart - Self.blockSize)
    }

    /// ``position(at:)`` of a clamped offset, from a window that starts at or before
    /// ``windowStart(resolving:)`` and ends after the offset's byte (or at the text's end).
    private func position(at clamped: Int, in window: Window) -> SourcePosition {
        let (lineIndex, lineStart) = line(containing: clamped, in: window)
        if !blockUTF16Offsets.isEmpty, clamped - lineStart > Self.blockSize {
            // A `\r` ending the line is not part of its columns.
            let endsWithCR = clamped < window.end && window[clamped] == 0x0A && window[clamped - 1] == 0x0D
            let end = endsWithCR ? clamped - 1 : clamped
            return SourcePosition(line: lineIndex + 1, column: utf16Offset(at: end) - utf16Offset(at: lineStart) + 1)
        }
        var column = 1
        var index = lineStart
        while index < clamped {
            let byte = window[index]
            if byte == 0x0D, index + 1 < window.end, window[index + 1] == 0x0A {
                break
            }
            column += Self.utf16Width(leadByte: byte)
            index += 1
        }
        return SourcePosition(line: lineIndex + 1, column: column)
    }

    /// The byte range of a 1-based line, without its line terminator.
    public func lineRange(_ line: Int) -> Range<Int> {
        guard line >= 1, line <= lineCount else { return byteCount..<byteCount }
        let start = startOfLine(line - 1)
        var end = line < lineCount ? startOfLine(line) - 1 : byteCount
        if end > start, line < lineCount, withWindow((end - 1)..<end, { $0[end - 1] == 0x0D }) { end -= 1 }
        return start..<max(start, end)
    }

    /// The text of a 1-based line, without its terminator.
    public func line(_ line: Int) -> String {
        withWindow(lineRange(line)) { String(decoding: $0.buffer, as: UTF8.self) }
    }

    /// The text from `start` to `end` (1-based lines, UTF-16 columns, as ``offset(of:)`` reads
    /// them), or nil when they are out of order, past the last line, or more than `maximumBytes`
    /// apart: a SARIF region's snippet. The blocks they span are read once; resolving each end
    /// with ``offset(of:)`` and then reading the bytes read a file on demand nine times.
    public func text(from start: SourcePosition, to end: SourcePosition, maximumBytes: Int) -> String? {
        guard start < end, start.line >= 1, end.line <= lineCount else { return nil }
        func resolved(_ lower: Int, _ upper: Int, _ bytes: (Range<Int>) -> String) -> String? {
            guard lower < upper, upper - lower <= maximumBytes else { return nil }
            return bytes(lower..<upper)
        }
        // From the block where the first line starts to where the last column can be: a UTF-16
        // unit takes at most 3 bytes, and a `\r\n` 2 more.
        let windowStart = blockHoldingStart(ofLine: start.line) * Self.blockSize
        let windowEnd = min(byteCount, (blockHoldingStart(ofLine: end.line) + 1) * Self.blockSize + 3 * max(start.column, end.column) + 2)
        if windowEnd - windowStart <= 16 * Self.blockSize + 3 * maximumBytes {
            let found = withWindow(windowStart..<windowEnd) { window -> String?? in
                guard let lower = offset(of: start, in: window), let upper = offset(of: end, in: window) else { return .none }
                return .some(resolved(lower, upper) { range in String(decoding: window.buffer[(range.lowerBound - window.start)..<(range.upperBound - window.start)], as: UTF8.self) })
            }
            if let found { return found }
        }
        return resolved(offset(of: start), offset(of: end)) { String(decoding: bytes(in: $0), as: UTF8.self) }
    }

    /// The block holding the first byte of the 1-based `line` (at most ``lineCount``): the last
    /// block with fewer `\n` before it than the line has.
    private func blockHoldingStart(ofLine line: Int) -> Int {
        let index = line - 1
        guard index > 0 else { return 0 }
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(blocks[mid].newlinesBefore) < index { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// ``offset(of:)`` within `window`, which starts at a block boundary; nil when the line or
    /// the column reaches past the window.
    private func offset(of position: SourcePosition, in window: Window) -> Int? {
        guard position.line >= 1, position.line <= lineCount else { return byteCount }
        var lineStart = 0
        if position.line > 1 {
            let block = blockHoldingStart(ofLine: position.line)
            guard block * Self.blockSize >= window.start else { return nil }
            guard let start = startOfLine(position.line - 1, inBlock: block, of: window) else { return nil }
            lineStart = start
        }
        var lineEnd = window.lineFeed(from: lineStart)
        if lineEnd == window.end, lineEnd < byteCount { return nil }
        // As ``lineRange(_:)``: a `\r` before the `\n` is not part of the line.
        if lineEnd < byteCount, lineEnd > lineStart, window[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        var column = 1
        var index = lineStart
        while index < lineEnd, column < position.column {
            column += Self.utf16Width(leadByte: window[index])
            index += 1
            while index < lineEnd, window[index] & 0xC0 == 0x80 { index += 1 }
        }
        return index
    }

    /// The byte offset at which a 1-based line starts (``offset(of:)`` of its column 1, the end
    /// of the text past the last line): one block read, where ``offset(of:)`` reads the line's
    /// range first (four reads of a file read on demand, for each of a SARIF run's 44,000 lines).
    public func offset(ofLine line: Int) -> Int {
        guard line >= 1, line <= lineCount else { return byteCount }
        return startOfLine(line - 1)
    }

    /// The byte offset of a 1-based line and UTF-16 column (the inverse of ``position(at:)``).
    public func offset(of position: SourcePosition) -> Int {
        withWindow(lineRange(position.line)) { window in
            var column = 1
            var index = window.start
            while index < window.end, column < position.column {
                column += Self.utf16Width(leadByte: window[index])
                index += 1
                while index < window.end, window[index] & 0xC0 == 0x80 { index += 1 }
            }
            return index
        }
    }

    /// The 0-based line holding `offset` (`\n` bytes before it) and where that line starts.
    private func line(containing offset: Int, in window: Window) -> (index: Int, start: Int) {
        let block = min(offset / Self.blockSize, blocks.count - 1)
        let blockStart = block * Self.blockSize
        // The block's newlines before the offset a word at a time, then back to the line's start
        // (lines are short; a findings-heavy run resolves 100 000 offsets).
        let index = Int(blocks[block].newlinesBefore) + window.newlines(in: blockStart..<offset)
        var position = offset
        while position > blockStart, window[position - 1] != 0x0A { position -= 1 }
        return (index, position > blockStart ? position : Int(blocks[block].lineStart))
    }

    /// The offset at which the 0-based line `index` (at most ``newlineCount``) starts: just
    /// after the `index`-th `\n`, found in the last block that starts before it (so within
    /// that block: the next one starts after it).
    private func startOfLine(_ index: Int) -> Int {
        guard index > 0 else { return 0 }
        let block = blockHoldingStart(ofLine: index + 1)
        return withWindow((block * Self.blockSize)..<((block + 1) * Self.blockSize)) { startOfLine(index, inBlock: block, of: $0) } ?? byteCount
    }

    /// ``startOfLine(_:)`` within `block`, whose bytes `window` holds from the block's start:
    /// nil when its `\n` is not among them.
    private func startOfLine(_ index: Int, inBlock block: Int, of window: Window) -> Int? {
        let blockEnd = min((block + 1) * Self.blockSize, window.end)
        let remaining = index - Int(blocks[block].newlinesBefore)
        var position = block * Self.blockSize - 1
        for _ in 0..<max(0, remaining) where position < blockEnd { position = window.lineFeed(from: position + 1) }
        return remaining > 0 && position < blockEnd ? position + 1 : nil
    }

    /// ``offset(ofLine:)`` of each of `lines`, reading the blocks that hold their starts up to
    /// ``blocksPerRead`` at a time (lines in increasing order share reads): a read per line was
    /// a system call for each finding of a large catalog read on demand.
    package func offsets(ofLines lines: [Int]) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(lines.count)
        var next = 0
        while next < lines.count {
            guard lines[next] > 1, lines[next] <= lineCount else {
                offsets.append(offset(ofLine: lines[next]))
                next += 1
                continue
            }
            let first = blockHoldingStart(ofLine: lines[next])
            withWindow((first * Self.blockSize)..<((first + Self.blocksPerRead) * Self.blockSize)) { window in
                while next < lines.count {
                    let line = lines[next]
                    guard line > 1, line <= lineCount else {
                        offsets.append(offset(ofLine: line))
                        next += 1
                        continue
                    }
                    let block = blockHoldingStart(ofLine: line)
                    guard block * Self.blockSize >= window.start, (block + 1) * Self.blockSize <= window.end || window.end == byteCount else { return }
                    offsets.append(startOfLine(line - 1, inBlock: block, of: window) ?? byteCount)
                    next += 1
                }
            }
        }
        return offsets
    }

    /// Blocks read at once by ``offsets(ofLines:)``.
    private static let blocksPerRead = 64

    /// UTF-16 code units contributed by a byte: 0 for continuation bytes, 2 for 4-byte leads.
    @inline(__always)
    static func utf16Width(leadByte byte: UInt8) -> Int {
        if byte & 0xC0 == 0x80 { return 0 }
        return byte >= 0xF0 ? 2 : 1
    }
}
