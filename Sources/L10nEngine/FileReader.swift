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

    /// Files of this size or more are refused: positions are kept in 32 bits (``SourceRange``).
    static let maximumSize = SourceRange.maximumOffset

    static let tooLarge = Failure(message: "cannot read file: it is too large (4 GiB or more)")

    /// Reads by raw path bytes: names that are not UTF-8 and paths past `PATH_MAX` included.
    static func read(bytes path: [UInt8], maximumSize: Int = maximumSize) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: a FIFO named like a catalog must not block the run waiting for a writer.
        let descriptor = PathAccess.open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(Failure(message: "cannot read file: \(reason(errno))")) }
        defer { close(descriptor) }
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
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                if count < 0, errno == EINTR { continue }
                if count < 0 { failure = errno }
                if count <= 0 { return }
                initialized += count
            }
        }
        if let failure { return .failure(Failure(message: "cannot read file: \(reason(failure))")) }
        guard bytes.count == size else { return .success(bytes) }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return .failure(Failure(message: "cannot read file: \(reason(errno))")) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[..<count])
            if bytes.count >= maximumSize { return .failure(tooLarge) }
        }
        return .success(bytes)
    }

    /// strerror, lowercased to match the rest of our messages.
    package static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
