import L10nModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A large file kept open once read, so that its text is read again on demand (the lines of
/// reported findings) instead of staying in memory next to the catalog built from it. The
/// descriptor keeps reading the file that was linted even when an editor saves a new one over
/// it; a file truncated meanwhile reads short (as zeros), never as a crash.
package struct OpenFile: ByteSource {
    private let descriptor: Descriptor
    /// Bytes of the file before the text: a UTF-8 byte-order mark.
    private let skipped: Int

    /// Takes ownership of `descriptor`: it is closed with the last copy.
    init(descriptor: Int32) {
        self.descriptor = Descriptor(descriptor)
        self.skipped = 0
    }

    private init(_ descriptor: Descriptor, skipped: Int) {
        self.descriptor = descriptor
        self.skipped = skipped
    }

    /// The same file, its text starting `count` bytes further in.
    package func skipping(_ count: Int) -> OpenFile { OpenFile(descriptor, skipped: skipped + count) }

    package func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0, offset >= 0 else { return 0 }
        while true {
            let count = pread(descriptor.value, base, buffer.count, off_t(offset + skipped))
            if count < 0, errno == EINTR { continue }
            return max(0, count)
        }
    }

    /// Closes the descriptor when the last text reading it is gone.
    private final class Descriptor: Sendable {
        let value: Int32
        init(_ value: Int32) { self.value = value }
        deinit { close(value) }
    }
}
