import L10nModel

/// The base protocol of LSP: each message is `Content-Length: N\r\n` (other headers allowed),
/// an empty line, then N bytes of JSON. Bytes arrive in arbitrary pieces from a pipe, so the
/// framer buffers them and hands out whole bodies.
public struct MessageFramer: Sendable {
    /// A header block the framer cannot read; the stream is unusable from here on (the
    /// specification gives no way to find the next message), so the server stops.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    private var buffer: [UInt8] = []
    private var consumed = 0

    public init() {}

    public mutating func append(_ bytes: some Sequence<UInt8>) { buffer.append(contentsOf: bytes) }

    /// True when bytes of an unfinished message are waiting.
    public var hasPartialMessage: Bool { consumed < buffer.count }

    /// The next complete body, nil when more bytes are needed.
    public mutating func next() throws(Failure) -> [UInt8]? {
        guard let headerEnd = ByteSearch.firstIndex(of: [13, 10, 13, 10], in: buffer, from: consumed) else {
            if buffer.count - consumed > 8_192 { throw Failure(message: "message header longer than 8192 bytes without an empty line") }
            return nil
        }
        var length: Int?
        let header = String(decoding: buffer[consumed..<headerEnd], as: UTF8.self)
        for line in header.split(separator: "\r\n", omittingEmptySubsequences: true) {
            guard let colon = line.firstIndex(of: ":") else { throw Failure(message: "malformed header line '\(line)'") }
            let name = line[..<colon].trimmingSpaces.lowercased()
            guard name == "content-length" else { continue }
            guard let value = Int(line[line.index(after: colon)...].trimmingSpaces), value >= 0 else {
                throw Failure(message: "invalid Content-Length '\(line[line.index(after: colon)...].trimmingSpaces)'")
            }
            length = value
        }
        guard let length else { throw Failure(message: "message header without Content-Length") }
        let bodyStart = headerEnd + 4
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        consumed = bodyStart + length
        // Drop what was read once it is most of the buffer, so the buffer does not grow forever.
        if consumed > 65_536, consumed * 2 > buffer.count {
            buffer.removeFirst(consumed)
            consumed = 0
        }
        return body
    }

    /// A body with its header, ready to write.
    public static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result.removeFirst() }
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
        return result
    }
}
