import L10nModel
import L10nParsing

/// Edits `.strings` files in place, in their own encoding, changing only the bytes of the
/// definitions concerned.
package enum StringsTableWriter {
    /// The `duplicate-key` fix: every definition that a later one of the same key overrides is
    /// removed, so the one that wins at run time (Foundation keeps the last) is the only one
    /// left. `overriding`: the byte offsets of the overriding definitions' keys whose findings
    /// were reported (nil: every one). Nil when nothing is removed; a message when the file
    /// cannot be parsed.
    package static func removingOverriddenDefinitions(
        _ raw: [UInt8], path: String, overriding offsets: Set<Int>? = nil
    ) -> Result<(bytes: [UInt8], removed: Int)?, WriteFailure> {
        let decoded: TextDecoder.Decoded
        switch TextDecoder.decode(raw, allowUTF16: true) {
        case .success(let value): decoded = value
        case .failure(let failure):
            return .failure(WriteFailure("\(path.escapingControlCharacters): error: \(failure.message.escapingControlCharacters)\n"))
        }
        let file = SourceFile(id: FileID(0), path: path, text: SourceText(bytes: decoded.bytes), encoding: decoded.encoding)
        let parsed = StringsFileParser.parse(file)
        if let failure = parsed.findings.failures.first {
            return .failure(WriteFailure("\(failure.location.path.escapingControlCharacters):\(failure.location.start): error: \(failure.message.escapingControlCharacters)\n"))
        }
        // The parser records each duplicate with the definition it overrides, in step.
        let pairs = zip(parsed.findings.duplicates, parsed.findings.overriddenDefinitions)
        let ranges = pairs.filter { offsets?.contains($0.0.duplicate.start) ?? true }.map(\.1).sorted { $0.lowerBound > $1.lowerBound }
        guard !ranges.isEmpty else { return .success(nil) }
        var text = decoded.bytes
        for range in ranges { text.removeSubrange(lineAware(range, in: text)) }
        return .success((encode(text, like: raw, encoding: decoded.encoding), ranges.count))
    }

    /// The definition's bytes, widened to its whole line when nothing else is on that line.
    private static func lineAware(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        var end = range.upperBound
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        let lineStarts = start == 0 || text[start - 1] == 0x0A
        if lineStarts, end < text.count, text[end] == 0x0A { return start..<(end + 1) }
        if lineStarts, end < text.count, text[end] == 0x0D, end + 1 < text.count, text[end + 1] == 0x0A { return start..<(end + 2) }
        return range
    }

    /// UTF-8 text back in the file's encoding, with the byte-order mark it had.
    static func encode(_ text: [UInt8], like raw: [UInt8], encoding: TextEncoding) -> [UInt8] {
        switch encoding {
        case .utf8:
            let bom: [UInt8] = raw.starts(with: [0xEF, 0xBB, 0xBF]) ? [0xEF, 0xBB, 0xBF] : []
            return bom + text
        case .utf16LittleEndian, .utf16BigEndian:
            let little = encoding == .utf16LittleEndian
            var output: [UInt8] = raw.starts(with: [0xFF, 0xFE]) || raw.starts(with: [0xFE, 0xFF]) ? (little ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let high = UInt8(unit >> 8)
                let low = UInt8(unit & 0xFF)
                output += little ? [low, high] : [high, low]
            }
            return output
        }
    }
}
