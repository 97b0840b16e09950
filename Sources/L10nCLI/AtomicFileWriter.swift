import Foundation
import L10nEngine
import L10nParsing

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
        try write(to: path) { $0.write(text) }
    }

    /// For files that are not UTF-8 (`.strings` files kept in UTF-16).
    package static func write(bytes: [UInt8], to path: String) throws(UsageError) {
        try stage(to: path) { StandardStreams.writeAll(bytes, to: $0) }.commit()
    }

    /// Writes what `content` writes to its stream as it writes it (a report of 100,000
    /// findings is never held whole), all or nothing as ever.
    package static func write(to path: String, streaming content: @escaping (inout DescriptorOutputStream) -> Void) throws(UsageError) {
        try stage(to: path) { descriptor in
            var stream = DescriptorOutputStream(descriptor: descriptor)
            content(&stream)
            stream.flush()
            return stream.failure
        }.commit()
    }

    /// Writes several files all or none, for commands that change a project in one step
    /// (`import`, `fix`, `format`): every new content is written and flushed beside its target
    /// first; only when all are staged are they renamed into place. A file that cannot be
    /// staged leaves every target untouched. A rename that fails midway (the disk changed
    /// under us) names the files already replaced.
    package static func writeAll(_ files: [(bytes: [UInt8], path: String)]) throws(UsageError) {
        var staged: [Staged] = []
        for file in files {
            do throws(UsageError) {
                let bytes = file.bytes
                staged.append(try stage(to: file.path) { StandardStreams.writeAll(bytes, to: $0) })
            } catch {
                for earlier in staged { earlier.discard() }
                throw UsageError(error.message + "; nothing was written")
            }
        }
        var written: [String] = []
        for (index, file) in staged.enumerated() {
            do throws(UsageError) {
                try file.commit()
                written.append(file.path)
            } catch {
                for later in staged[(index + 1)...] { later.discard() }
                let done = written.isEmpty ? "nothing was written" : "already written: " + written.joined(separator: ", ")
                throw UsageError(error.message + "; " + done)
            }
        }
    }

    /// New content written and flushed beside its target, waiting to be renamed over it.
    package struct Staged {
        let path: String
        /// The temporary file; nil for a device or pipe, written at commit.
        let temporary: String?
        let target: String
        /// Writes the content to a descriptor, returning the errno of a failure; kept only
        /// for a device or pipe, which is written at commit.
        let content: ((Int32) -> Int32?)?

        func commit() throws(UsageError) {
            guard let temporary else { return try writeInPlace(to: path, content ?? { _ in nil }) }
            guard rename(temporary, target) == 0 else {
                let reason = FileReader.reason(errno)
                unlink(temporary)
                throw UsageError("cannot write '\(path)': \(reason)")
            }
        }

        func discard() {
            if let temporary { unlink(temporary) }
        }
    }

    /// `content` writes the new text to the descriptor it is given and returns the errno of a
    /// failure.
    private static func stage(to path: String, _ content: @escaping (Int32) -> Int32?) throws(UsageError) -> Staged {
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
                return Staged(path: path, temporary: nil, target: path, content: content)
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
        if let code = content(descriptor) ?? (fchmod(descriptor, mode) == 0 ? nil : errno) {
            close(descriptor)
            unlink(temporary)
            throw UsageError("cannot write '\(path)': \(FileReader.reason(code))")
        }
        fsync(descriptor)
        close(descriptor)
        return Staged(path: path, temporary: temporary, target: target, content: nil)
    }

    /// A device or pipe: open it for writing (waiting for a FIFO's reader) and write through.
    fileprivate static func writeInPlace(to path: String, _ content: (Int32) -> Int32?) throws(UsageError) {
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_NOCTTY)
        guard descriptor >= 0 else { throw UsageError("cannot write '\(path)': \(FileReader.reason(errno))") }
        let code = content(descriptor)
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
