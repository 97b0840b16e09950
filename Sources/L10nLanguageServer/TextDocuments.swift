import L10nParsing
import Foundation

/// An open editor buffer: the text the client sent, which replaces the file on disk while open.
/// Kept as UTF-8 bytes, what the linter reads: an edit in a 2 MB catalog then costs a scan to
/// its line and one splice, not a transcoding of the whole text.
public struct TextDocument: Sendable, Equatable {
    public var uri: String
    public var path: String
    public var version: Int
    public var bytes: [UInt8]

    public init(uri: String, path: String, version: Int, text: String) {
        self.uri = uri
        self.path = path
        self.version = version
        self.bytes = Array(text.utf8)
    }

    public var text: String {
        get { String(decoding: bytes, as: UTF8.self) }
        set { bytes = Array(newValue.utf8) }
    }

    /// A position as LSP gives it: 0-based line, UTF-16 offset in the line.
    public struct Position: Sendable, Equatable, Hashable {
        public var line: Int
        public var character: Int

        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }

        init?(_ value: JSONOutput?) {
            guard let line = value?["line"]?.int, let character = value?["character"]?.int, line >= 0, character >= 0 else { return nil }
            self.init(line: line, character: character)
        }
    }

    /// Applies one `TextDocumentContentChangeEvent`: with a range it replaces that range
    /// (incremental sync), without it the whole text (full sync). Positions past a line's end
    /// or the text's end clamp to it, as the specification asks.
    public mutating func apply(_ change: JSONOutput) -> Bool {
        guard let newText = change["text"]?.string else { return false }
        guard let range = change["range"] else {
            text = newText
            return true
        }
        guard let start = Position(range["start"]), let end = Position(range["end"]) else { return false }
        let lower = Self.offset(of: start, in: bytes), upper = max(lower, Self.offset(of: end, in: bytes))
        bytes.replaceSubrange(lower..<upper, with: newText.utf8)
        return true
    }

    /// The UTF-8 offset of a position: its line's start, then UTF-16 units counted along the line
    /// (a four-byte sequence is two units).
    static func offset(of position: Position, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            var line = 0
            while line < position.line {
                while index < buffer.count, buffer[index] != 10 { index += 1 }
                guard index < buffer.count else { return buffer.count }
                index += 1
                line += 1
            }
            var column = 0
            while column < position.character, index < buffer.count, buffer[index] != 10 {
                let lead = buffer[index]
                let length = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                column += length == 4 ? 2 : 1
                index = min(buffer.count, index + length)
            }
            return index
        }
    }
}

/// `file://` URIs and paths, both ways, with percent-encoding.
public enum FileURI {
    public static func path(_ uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        return url.standardizedFileURL.path
    }

    public static func uri(_ path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
