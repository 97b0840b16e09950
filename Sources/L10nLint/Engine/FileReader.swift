import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files with POSIX calls, so failures carry the system's reason
/// ("permission denied", "is a directory") instead of a Foundation error dump.
enum FileReader {
    struct Failure: Error, Sendable, Equatable {
        var message: String
    }

    static func read(_ path: String) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY)
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
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: max(4096, bytes.count / 2))) }
            let count = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(message: "cannot read file: \(reason(errno))"))
            }
            if count == 0 { break }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    /// strerror, lowercased to match the rest of our messages.
    static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
