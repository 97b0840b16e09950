import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so readers see the old content or the new, never half of it: a temporary file
/// in the same directory, flushed, then renamed over the target.
package enum AtomicFileWriter {
    package static func write(_ text: String, to path: String) throws(UsageError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// For files that are not UTF-8 (`.strings` files kept in UTF-16).
    package static func write(bytes: [UInt8], to path: String) throws(UsageError) {
        let directory = (path as NSString).deletingLastPathComponent
        var info = stat()
        guard stat(directory.isEmpty ? "." : directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw UsageError("cannot write '\(path)': directory '\(directory.isEmpty ? "." : directory)' does not exist")
        }
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw UsageError("cannot write '\(path)': it is a directory")
        }
        let name = (path as NSString).lastPathComponent
        let template = (directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-XXXXXX"
        var templateBytes = Array(template.utf8CString)
        let descriptor = mkstemp(&templateBytes)
        guard descriptor >= 0 else { throw UsageError("cannot write '\(path)': \(FileReader.reason(errno))") }
        let temporary = String(decoding: templateBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var bytes = bytes
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let reason = FileReader.reason(errno)
                close(descriptor)
                unlink(temporary)
                throw UsageError("cannot write '\(path)': \(reason)")
            }
            written += count
        }
        bytes.removeAll()
        fchmod(descriptor, 0o644)
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let reason = FileReader.reason(errno)
            unlink(temporary)
            throw UsageError("cannot write '\(path)': \(reason)")
        }
    }
}
