import Foundation
import L10nEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a file so readers see the old content or the new, never half of it: a temporary file
/// in the same directory, flushed, then renamed over the target. Only regular files (or a path
/// that does not exist yet) are replaced that way; a device, FIFO or socket (`/dev/null`,
/// `/dev/stdout`) is written in place, because renaming onto it would replace the device node.
/// The new file keeps the permissions of the one it replaces, else gets the umask's.
package enum AtomicFileWriter {
    package static func write(_ text: String, to path: String) throws(UsageError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// For files that are not UTF-8 (`.strings` files kept in UTF-16).
    package static func write(bytes: [UInt8], to path: String) throws(UsageError) {
        var target = path
        var info = stat()
        var mode = defaultMode()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw UsageError("cannot write '\(path)': it is a directory")
            case S_IFREG:
                mode = info.st_mode & 0o7777
                // Replace the file a symlink points to, not the link itself.
                if let resolved = realpath(path, nil) {
                    target = String(cString: resolved)
                    free(resolved)
                }
            default:
                return try writeInPlace(bytes, to: path)
            }
        }
        let directory = (target as NSString).deletingLastPathComponent
        guard stat(directory.isEmpty ? "." : directory, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw UsageError("cannot write '\(path)': directory '\(directory.isEmpty ? "." : directory)' does not exist")
        }
        let name = (target as NSString).lastPathComponent
        var template = Array(((directory.isEmpty ? "" : directory + "/") + ".\(name).tmp-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw UsageError("cannot write '\(path)': \(FileReader.reason(errno))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let code = StandardStreams.writeAll(bytes, to: descriptor) ?? (fchmod(descriptor, mode) == 0 ? nil : errno) {
            close(descriptor)
            unlink(temporary)
            throw UsageError("cannot write '\(path)': \(FileReader.reason(code))")
        }
        fsync(descriptor)
        close(descriptor)
        guard rename(temporary, target) == 0 else {
            let reason = FileReader.reason(errno)
            unlink(temporary)
            throw UsageError("cannot write '\(path)': \(reason)")
        }
    }

    /// A device or pipe: open it for writing (waiting for a FIFO's reader) and write through.
    private static func writeInPlace(_ bytes: [UInt8], to path: String) throws(UsageError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOCTTY)
        guard descriptor >= 0 else { throw UsageError("cannot write '\(path)': \(FileReader.reason(errno))") }
        let code = StandardStreams.writeAll(bytes, to: descriptor)
        close(descriptor)
        if let code { throw UsageError("cannot write '\(path)': \(FileReader.reason(code))") }
    }

    /// What `creat` would give a new file: read-write for everyone, less the umask.
    private static func defaultMode() -> mode_t { 0o666 & ~currentUmask() }

    /// Linux reports the umask without changing it; elsewhere it is set and restored at once.
    private static func currentUmask() -> mode_t {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        {
            return mask
        }
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
