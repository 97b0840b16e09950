/// `partialFingerprints.primaryLocationLineHash`, computed exactly like GitHub's `upload-sarif`
/// (a port of `computeFirstMod`/`hash` in github/codeql-action `src/fingerprints.ts`).
///
/// GitHub matches alerts across commits by this value. The action fills it in only when it is
/// absent, so API uploads without it get duplicate alerts; and when it is present but differs
/// from what the action computes, the action logs an "inconsistent fingerprint" warning. Writing
/// the action's own value keeps both upload paths in agreement.
///
/// The algorithm: a rolling hash (base 37, wrapping mod 2^64) over a window of the next 100
/// UTF-16 code units from the start of each line, skipping spaces and tabs and reaching into the
/// following lines. CR, LF and CRLF each end a line (normalized to LF). After the text comes one
/// EOF marker (65535) and zero padding. Each line's value is `hex:n`, where `n` counts how often
/// the same hash was already produced in this file, so repeated lines stay distinct.
public enum PrimaryLocationLineHash {
    private static let blockSize = 100
    private static let base: UInt64 = 37
    private static let endOfFile: UInt16 = 65535
    private static let tab: UInt16 = 0x09
    private static let space: UInt16 = 0x20
    private static let lineFeed: UInt16 = 0x0A
    private static let carriageReturn: UInt16 = 0x0D

    /// base^blockSize mod 2^64: the weight of the code unit that leaves the window.
    private static let firstMod: UInt64 = {
        var value: UInt64 = 1
        for _ in 0..<blockSize { value = value &* base }
        return value
    }()

    /// The hash of every line of `text`; element `i` belongs to line `i + 1`, where CR, LF and
    /// CRLF all end a line (so the count can exceed the number of LF-terminated lines).
    public static func lineHashes(of text: String) -> [String] {
        var state = State()
        for unit in text.utf16 { state.process(unit) }
        state.process(endOfFile)
        for _ in 0..<blockSize {
            if state.lineNumbers[state.index] != -1 { state.outputHash() }
            state.update(0)
        }
        return state.hashes
    }

    /// The hash of one 1-based line (CR, LF and CRLF ending lines), or nil past the end.
    public static func hash(ofLine line: Int, in text: String) -> String? {
        let hashes = lineHashes(of: text)
        return hashes.indices.contains(line - 1) ? hashes[line - 1] : nil
    }

    /// The rolling state of `hash()` in fingerprints.ts; field names follow the original.
    private struct State {
        var window = [UInt16](repeating: 0, count: blockSize)
        /// The line that starts at each window slot, or -1.
        var lineNumbers = [Int](repeating: -1, count: blockSize)
        var hashRaw: UInt64 = 0
        var index = 0
        var lineNumber = 0
        var lineStart = true
        var previousWasCR = false
        var hashCounts: [UInt64: Int] = [:]
        /// Lines are emitted in increasing order (each output is the oldest pending line), so an
        /// array indexed by line - 1 is enough.
        var hashes: [String] = []

        mutating func process(_ unit: UInt16) {
            var current = unit
            if current == space || current == tab || (previousWasCR && current == lineFeed) {
                previousWasCR = false
                return
            }
            if current == carriageReturn {
                current = lineFeed
                previousWasCR = true
            } else {
                previousWasCR = false
            }
            if lineNumbers[index] != -1 { outputHash() }
            if lineStart {
                lineStart = false
                lineNumber += 1
                lineNumbers[index] = lineNumber
            }
            if current == lineFeed { lineStart = true }
            update(current)
        }

        mutating func outputHash() {
            let count = (hashCounts[hashRaw] ?? 0) + 1
            hashCounts[hashRaw] = count
            hashes.append(String(hashRaw, radix: 16) + ":" + String(count))
            lineNumbers[index] = -1
        }

        mutating func update(_ current: UInt16) {
            let begin = window[index]
            window[index] = current
            hashRaw = (base &* hashRaw) &+ UInt64(current) &- (firstMod &* UInt64(begin))
            index = (index + 1) % blockSize
        }
    }
}
