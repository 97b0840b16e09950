import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a file lives, however its path is spelled: device and inode after symlinks, so
/// `up/proj/Localizable.xcstrings` with `up -> ..`, a hard link and (on case-insensitive
/// volumes) another case all name one file. A path that does not exist yet is identified by
/// its directory's identity and its name (compared without case on macOS).
package struct FileIdentity: Hashable, Sendable {
    private var device: UInt64
    private var inode: UInt64
    private var name: String?

    package init?(path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            (device, inode, name) = (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino), nil)
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        guard stat(parent.isEmpty ? "." : parent, &info) == 0 else { return nil }
        let last = (path as NSString).lastPathComponent
        #if os(macOS)
            let folded = last.lowercased()
        #else
            let folded = last
        #endif
        (device, inode, name) = (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino), folded)
    }
}

/// Keeps the files a command writes away from the files it reads: no report or baseline may
/// replace a linted input, the configuration or the baseline in use, and no two outputs may
/// name one file (the second write would destroy the first).
package enum OutputGuard {
    /// One file a command will write, as the user named it.
    package struct Output: Sendable {
        /// "report" or "baseline", for the message.
        package var role: String
        /// The option as typed, e.g. `--report sarif:l10n.sarif`.
        package var option: String
        package var path: String
        package var absolutePath: String

        package init(role: String, option: String, path: String, absolutePath: String) {
            (self.role, self.option, self.path, self.absolutePath) = (role, option, path, absolutePath)
        }
    }

    /// Fails when two outputs are one file.
    package static func requireDistinct(_ outputs: [Output]) throws(UsageError) {
        var seen: [FileIdentity: Output] = [:]
        var seenPaths: [String: Output] = [:]
        for output in outputs {
            let earlier: Output?
            if let identity = FileIdentity(path: output.absolutePath) {
                earlier = seen.updateValue(output, forKey: identity)
            } else {
                earlier = seenPaths.updateValue(output, forKey: output.absolutePath)
            }
            if let earlier {
                throw UsageError("'\(earlier.option)' and '\(output.option)' name the same file; give each output its own file")
            }
        }
    }

    /// Fails when an output is one of the `protected` files; each comes with what it is
    /// ("one of the linted input files", "the configuration file in use"). `protected` is only
    /// listed when something is written: a run's hundreds of input paths cost a stat each.
    package static func requireUnprotected(_ outputs: [Output], protected: @autoclosure () -> [(path: String, what: String)]) throws(UsageError) {
        guard !outputs.isEmpty else { return }
        var identities: [FileIdentity: String] = [:]
        for file in protected() {
            guard let identity = FileIdentity(path: file.path) else { continue }
            if identities[identity] == nil { identities[identity] = file.what }
        }
        for output in outputs {
            guard let identity = FileIdentity(path: output.absolutePath), let what = identities[identity] else { continue }
            throw UsageError("refusing to write the \(output.role) to '\(output.path)': it is \(what)")
        }
    }
}
