import Foundation
import L10nModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX calls, so failures carry the system's reason
/// ("permission denied", "is a directory") instead of a Foundation error dump.
package enum FileReader {
    package struct Failure: Error, Sendable, Equatable {
        package var message: String
    }

    package static func read(_ path: String) -> Result<[UInt8], Failure> { read(bytes: Array(path.utf8)) }

    /// A file's bytes, and the file itself still open when it is `keepsOpenFrom` bytes or more.
    package struct Contents: Sendable {
        package var bytes: [UInt8]
        package var openFile: OpenFile?
    }

    /// Files of this size or more are refused: positions are kept in 32 bits (``SourceRange``).
    package static let maximumSize = SourceRange.maximumOffset

    static let tooLarge = Failure(message: "cannot read file: it is too large (4 GiB or more)")

    /// Files of this size or more are read in parts on every core (see ``readInParts(_:size:)``).
    package static let sizeReadInParts = 16 << 20

    /// Reads by raw path bytes: names that are not UTF-8 and paths past `PATH_MAX` included.
    static func read(bytes path: [UInt8], maximumSize: Int = maximumSize, inPartsFrom partSize: Int = sizeReadInParts) -> Result<[UInt8], Failure> {
        read(bytes: path, maximumSize: maximumSize, inPartsFrom: partSize, keepsOpenFrom: nil).map(\.bytes)
    }

    /// ``read(bytes:maximumSize:inPartsFrom:)``, keeping a file of `keepsOpenFrom` bytes or
    /// more open for reading again on demand (``OpenFile``), as long as descriptors can be spared.
    package static func read(bytes path: [UInt8], maximumSize: Int = maximumSize, inPartsFrom partSize: Int = sizeReadInParts, keepsOpenFrom openSize: Int?) -> Result<Contents, Failure> {
        // O_NONBLOCK: a FIFO named like a catalog must not block the run waiting for a writer.
        let descriptor = PathAccess.open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(message: "cannot read file: \(reason(errno))")) }
        var keptOpen: OpenFile?
        defer { if keptOpen == nil { close(descriptor) } }
        let result = read(descriptor, maximumSize: maximumSize, inPartsFrom: partSize)
        guard case .success(let bytes) = result else { return result.map { Contents(bytes: $0) } }
        if let openSize, bytes.count >= openSize { keptOpen = OpenFile.keeping(descriptor) }
        return .success(Contents(bytes: bytes, openFile: keptOpen))
    }

    /// The whole file behind an open descriptor.
    private static func read(_ descriptor: Int32, maximumSize: Int, inPartsFrom partSize: Int) -> Result<[UInt8], Failure> {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Failure(message: "cannot read file: \(reason(errno))")) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(Failure(message: "cannot read file: it is a directory"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            return .failure(Failure(message: "cannot read file: not a regular file"))
        }
        // Read exactly the size fstat reported into uninitialized storage (no zero-fill of a
        // 100 MB buffer first), then keep going in chunks in case the file grew (or the file
        // system reports no size), so a large catalog is read without a copy.
        let size = Int(info.st_size)
        guard size < maximumSize else { return .failure(tooLarge) }
        var bytes: [UInt8]
        if size >= partSize, let parts = readInParts(descriptor, size: size) {
            bytes = parts
        } else {
            var failure: Int32?
            bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                (initialized, failure) = fill(buffer.baseAddress, count: size) { to, length, _ in Foundation.read(descriptor, to, length) }
            }
            if let failure { return .failure(Failure(message: "cannot read file: \(reason(failure))")) }
        }
        guard bytes.count == size else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let (count, failure) = chunk.withUnsafeMutableBufferPointer { chunk in
                fill(chunk.baseAddress, count: chunk.count) { to, length, _ in Foundation.read(descriptor, to, length) }
            }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count >= maximumSize { return .failure(tooLarge) }
            if let failure { return .failure(Failure(message: "cannot read file: \(reason(failure))")) }
            if count < chunk.count { break }
        }
        return .success(bytes)
    }

    /// The file's first `size` bytes, read by one `pread` loop per core into its own part of the
    /// buffer (the kernel's zeroing and copying of the pages is most of a large file's read
    /// time), with the file offset left at `size` for the check that the file has not grown.
    /// Nil when a part comes back short or with an error: the caller then reads it the
    /// sequential way, for the same result and message as ever.
    private static func readInParts(_ descriptor: Int32, size: Int) -> [UInt8]? {
        let parts = 4
        let partLength = (size + parts - 1) / parts
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            let target = DisjointWrites(base)
            let done = Parallel.map(Array(0..<parts)) { part in
                let start = part * partLength
                let length = max(0, min(partLength, size - start))
                let read = fill(target.base + start, count: length) { pread(descriptor, $0, $1, off_t(start + $2)) }
                return read.count == length
            }
            complete = done.allSatisfy { $0 }
            if complete { initialized = size }
        }
        guard complete, lseek(descriptor, off_t(size), SEEK_SET) == off_t(size) else { return nil }
        return bytes
    }

    /// Reads `count` bytes to `base` by `transfer(to, length, filled)`, one `read` or `pread` of
    /// at most `length` bytes to `to` when `filled` are in, again after EINTR, until all are in,
    /// the file ends (it shrank) or a call fails: the one retry loop of every read here.
    private static func fill(
        _ base: UnsafeMutablePointer<UInt8>?, count: Int, by transfer: (UnsafeMutablePointer<UInt8>, Int, Int) -> Int
    ) -> (count: Int, failure: Int32?) {
        var filled = 0
        while filled < count, let base {
            let read = transfer(base + filled, count - filled, filled)
            if read < 0, errno == EINTR { continue }
            if read < 0 { return (filled, errno) }
            if read == 0 { break }
            filled += read
        }
        return (filled, nil)
    }

    /// strerror, lowercased to match the rest of our messages.
    package static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
