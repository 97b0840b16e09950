import Foundation
import L10nModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// File-system access by raw path bytes, so discovery and reading see every file: names that
/// are not valid UTF-8 (which `String` and `FileManager` cannot carry) and paths longer than
/// `PATH_MAX` (opened one directory at a time, relative to the previous descriptor).
package enum PathAccess {
    /// One directory entry: its raw name and `lstat` type (`S_IFDIR`, `S_IFREG`, …), or the
    /// errno that made its type unknowable.
    package struct Entry {
        package var name: [UInt8]
        package var type: Result<mode_t, Errno>
    }

    package struct Errno: Error {
        package var code: Int32
    }

    /// `open(2)` that also works past `PATH_MAX`: a long path is opened component by component
    /// with `openat`. Returns the descriptor or -1 with `errno` set.
    package static func open(_ path: [UInt8], _ flags: Int32) -> Int32 {
        if path.count < Int(PATH_MAX) - 1 { return cOpen(path, flags, at: nil) }
        var components = path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).map(Array.init)
        guard let last = components.popLast() else { return cOpen(path, flags, at: nil) }
        var directory = path.first == UInt8(ascii: "/") ? cOpen(Array("/".utf8), O_RDONLY | O_DIRECTORY, at: nil) : AT_FDCWD
        for component in components {
            guard directory >= 0 || directory == AT_FDCWD else { return -1 }
            let next = cOpen(component, O_RDONLY | O_DIRECTORY, at: directory)
            let code = errno
            if directory != AT_FDCWD { close(directory) }
            errno = code
            directory = next
        }
        guard directory >= 0 || directory == AT_FDCWD else { return -1 }
        let descriptor = cOpen(last, flags, at: directory)
        let code = errno
        if directory != AT_FDCWD { close(directory) }
        errno = code
        return descriptor
    }

    /// The entries of a directory (without `.` and `..`), sorted by name bytes.
    package static func list(_ path: [UInt8]) -> Result<[Entry], Errno> {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return .failure(Errno(code: errno)) }
        guard let stream = fdopendir(descriptor) else {
            let code = errno
            close(descriptor)
            return .failure(Errno(code: code))
        }
        defer { closedir(stream) }
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            var info = stat()
            let found = withCString(name) { fstatat(dirfd(stream), $0, &info, AT_SYMLINK_NOFOLLOW) }
            entries.append(Entry(name: name, type: found == 0 ? .success(info.st_mode & S_IFMT) : .failure(Errno(code: errno))))
        }
        return .success(entries.sorted { $0.name.lexicographicallyPrecedes($1.name) })
    }

    /// A name for people and for matching: valid UTF-8 as is, each invalid byte as `\xFF`.
    package static func displayName(_ bytes: [UInt8]) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var index = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                index += encoded.count
            case .error(let length):
                for byte in bytes[index..<index + length] { result += "\\x" + byte.hexDigits(2) }
                index += length
            case .emptyInput:
                return result
            }
        }
    }

    private static func cOpen(_ path: [UInt8], _ flags: Int32, at directory: Int32?) -> Int32 {
        withCString(path) { name in directory.map { openat($0, name, flags | O_CLOEXEC) } ?? Foundation.open(name, flags | O_CLOEXEC) }
    }

    /// The file's size in bytes from `stat(2)`, 0 when it cannot be had (the read reports why):
    /// an estimate of the work a file is, to start the largest first.
    package static func size(_ path: [UInt8]) -> Int {
        var info = stat()
        let status = withCString(path) { name in stat(name, &info) }
        return status == 0 ? Int(info.st_size) : 0
    }

    /// Calls `body` with the bytes as a NUL-terminated C string.
    private static func withCString(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Int32) -> Int32 {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { name in name.baseAddress.map(body) ?? -1 }
        }
    }
}
