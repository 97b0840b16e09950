import Synchronization
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

    /// Takes ownership of `descriptor` (closed with the last copy), or nil when `budget` has
    /// none to spare: a project of thousands of tables keeps the rest of its texts in memory
    /// rather than fail to open files.
    static func keeping(_ descriptor: Int32, within budget: DescriptorBudget = .shared) -> OpenFile? {
        guard budget.reserve() else { return nil }
        return OpenFile(Descriptor(descriptor, budget), skipped: 0)
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
        private let budget: DescriptorBudget

        init(_ value: Int32, _ budget: DescriptorBudget) {
            self.value = value
            self.budget = budget
        }

        deinit {
            close(value)
            budget.release()
        }
    }
}

/// How many files may be kept open at once for reading their texts again.
final class DescriptorBudget: Sendable {
    let limit: Int
    private let kept = Mutex(0)

    init(limit: Int) { self.limit = limit }

    /// The budget for this process's limit of open descriptors (``limit(forProcessLimit:)``).
    static let shared = DescriptorBudget(limit: {
        var limits = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limits) == 0 else { return 0 }
        return limit(forProcessLimit: Int(clamping: min(limits.rlim_cur, 1 << 20)))
    }())

    /// Half the process's limit (128 of macOS's default 256, 512 of Linux's usual 1,024), and
    /// never the last 64: those stay for reading the other files on every core, the standard
    /// streams and the reports. Under a limit of 128 or less, no text is read on demand.
    static func limit(forProcessLimit processLimit: Int) -> Int {
        max(0, min(processLimit / 2, processLimit - 64))
    }

    /// Counts one more descriptor kept open, unless that would pass the limit.
    func reserve() -> Bool {
        kept.withLock { count in
            guard count < limit else { return false }
            count += 1
            return true
        }
    }

    func release() { kept.withLock { $0 -= 1 } }
}
