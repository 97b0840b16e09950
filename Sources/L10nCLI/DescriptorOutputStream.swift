#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A text stream onto a file descriptor (standard output, a report file being staged), so a
/// report goes out as it is rendered instead of being held whole first. Small writes gather in
/// a buffer; the first error is kept in ``failure`` and every later write is skipped, since a
/// reporter has no way to stop midway and answer it.
package struct DescriptorOutputStream: TextOutputStream {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// The errno of the first write that failed; nil while all went out.
    package private(set) var failure: Int32?

    /// Bytes gathered before a `write`: a few system calls per megabyte of report.
    static let bufferSize = 1 << 16

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(Self.bufferSize)
    }

    package mutating func write(_ string: String) {
        guard failure == nil else { return }
        var string = string
        string.withUTF8 { bytes in
            if buffer.count + bytes.count > Self.bufferSize { flush() }
            if bytes.count >= Self.bufferSize {
                failure = failure ?? StandardStreams.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
            } else {
                buffer.append(contentsOf: bytes)
            }
        }
    }

    /// Writes what is gathered; call it once the report is complete.
    package mutating func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        failure = StandardStreams.writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }
}
