import Foundation
import L10nModel
import L10nParsing

/// Dates every value of a `strings.json` by walking earlier versions of the file, newest first:
/// a value last changed where it first differs from the version before. Versions come from git
/// (``GitFileVersions``) or, in rule examples, are given.
package enum ValueHistoryLoader {
    /// One earlier version of the file.
    package struct Version: Sendable {
        package var commit: String
        package var date: String?
        package var bytes: [UInt8]

        package init(commit: String, date: String?, bytes: [UInt8]) {
            self.commit = commit
            self.date = date
            self.bytes = bytes
        }
    }

    /// Where earlier versions come from.
    package enum Source: Sendable {
        /// `git log` and `git cat-file` in the file's repository.
        case git
        /// Given per display path, newest first (rule examples, tests).
        case versions([String: [Version]])
    }

    /// The history of every `strings.json` catalog of `project`.
    package static func load(_ project: Project, source: Source, workingDirectory: String?) -> [FileID: ValueHistory] {
        var histories: [FileID: ValueHistory] = [:]
        var shallowness: [String: ValueHistory.Unavailable?] = [:]
        for catalog in project.catalogs where catalog.role == .source {
            for id in catalog.files {
                let path = project.file(id).path
                switch source {
                case .versions(let byPath):
                    histories[id] = build(current: catalog, versions: byPath[path] ?? [])
                case .git:
                    guard let workingDirectory else { continue }
                    let absolute = FilePaths.absolutePath(path, workingDirectory: workingDirectory)
                    switch GitFileVersions.read(absolute, repositories: &shallowness) {
                    case .success(let versions): histories[id] = build(current: catalog, versions: versions)
                    case .failure(let reason): histories[id] = ValueHistory(unavailable: reason)
                    }
                }
            }
        }
        return histories
    }

    /// Each value of `current` dated by the first older version (newest first) in which it
    /// differs; a value the same in every version is dated at the oldest one.
    package static func build(current: Catalog, versions: [Version]) -> ValueHistory {
        let order = versions.count  // the working tree; versions[i] has order count - 1 - i
        var pending = signatures(current)
        var history = ValueHistory()
        var newer = ValueHistory.Change(order: order, commit: nil, date: nil)
        for (index, version) in versions.enumerated() {
            let older = signatures(of: version.bytes, name: current.name)
            for (key, locales) in pending {
                for (locale, signature) in locales where older[key]?[locale] != signature {
                    history.lastChanges[key, default: [:]][locale] = newer
                    pending[key]?[locale] = nil
                }
                if pending[key]?.isEmpty == true { pending[key] = nil }
            }
            newer = ValueHistory.Change(order: order - 1 - index, commit: version.commit, date: version.date)
            if pending.isEmpty { break }
        }
        for (key, locales) in pending {
            for locale in locales.keys { history.lastChanges[key, default: [:]][locale] = newer }
        }
        history.isTruncated = versions.count >= ValueHistory.commitLimit
        return history
    }

    private static func signatures(of bytes: [UInt8], name: String) -> [String: [String: String]] {
        let file = SourceFile(id: FileID(0), path: "strings.json", text: SourceText(bytes: bytes))
        guard let catalog = StringsJSONLoader.load(file, name: name, directory: "").catalog else { return [:] }
        return signatures(catalog)
    }

    /// Per key and locale, the value's text in one string (every unit with its variant path):
    /// positions move between versions, texts are what a translator revisits.
    private static func signatures(_ catalog: Catalog) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for entry in catalog.entries {
            var locales: [String: String] = [:]
            for translation in entry.translations {
                locales[translation.locale.identifier] = translation.value.allUnits.map { $0.path.joined(separator: "\u{1}") + "\u{2}" + $0.unit.value }.joined(separator: "\u{3}")
            }
            result[entry.key] = locales
        }
        return result
    }
}

/// Earlier versions of one file from git, newest first: `git log` lists the commits that
/// changed it, one `git cat-file --batch` reads them all (three git runs per file at most, the
/// first shared by a repository's files, whatever the number of keys). No network.
package enum GitFileVersions {
    static func read(_ absolutePath: String, repositories: inout [String: ValueHistory.Unavailable?]) -> Result<[ValueHistoryLoader.Version], ValueHistory.Unavailable> {
        let directory = (absolutePath as NSString).deletingLastPathComponent
        let name = "./" + (absolutePath as NSString).lastPathComponent
        if repositories[directory] == nil {
            switch git(["rev-parse", "--is-shallow-repository"], in: directory) {
            case .success(let output):
                repositories[directory] = .some(String(decoding: output, as: UTF8.self).hasPrefix("true") ? .shallowClone : nil)
            case .failure(let failure):
                repositories[directory] = .some(failure == .notARepository ? .notARepository : failure)
            }
        }
        if let reason = repositories[directory] ?? nil { return .failure(reason) }
        let log: [UInt8]
        switch git(["log", "--no-renames", "--format=%H %cs", "-n", "\(ValueHistory.commitLimit)", "--", name], in: directory) {
        case .success(let output): log = output
        case .failure(let reason): return .failure(reason)
        }
        let commits = String(decoding: log, as: UTF8.self).split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 1)
            return (commit: String(parts[0]), date: parts.count > 1 ? String(parts[1]) : nil)
        }
        guard !commits.isEmpty else { return .failure(.notTracked) }
        let requests = commits.map { "\($0.commit):\(name)\n" }.joined()
        let batch: [UInt8]
        switch git(["cat-file", "--batch"], in: directory, input: Array(requests.utf8)) {
        case .success(let output): batch = output
        case .failure(let reason): return .failure(reason)
        }
        // `<sha> blob <size>\n<bytes>\n`, or `<name> missing\n` (the file deleted in that commit).
        var versions: [ValueHistoryLoader.Version] = []
        var index = 0
        for commit in commits {
            guard let newline = batch[index...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: batch[index..<newline], as: UTF8.self).split(separator: " ")
            index = newline + 1
            guard header.count == 3, let size = Int(header[2]), index + size <= batch.count else {
                versions.append(.init(commit: commit.commit, date: commit.date, bytes: []))
                continue
            }
            versions.append(.init(commit: commit.commit, date: commit.date, bytes: Array(batch[index..<(index + size)])))
            index += size + 1
        }
        return .success(versions)
    }

    /// Runs git with `arguments` in `directory`; its standard output, or why it failed.
    private static func git(_ arguments: [String], in directory: String, input: [UInt8]? = nil) -> Result<[UInt8], ValueHistory.Unavailable> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = standardInput
        do { try process.run() } catch { return .failure(.gitFailed("git could not be run")) }
        // Standard error is read on another thread while standard input is written and standard
        // output read here, so no full pipe can block git.
        final class Collected: @unchecked Sendable { var data = Data() }
        let errorText = Collected()
        let reader = errors.fileHandleForReading
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorText.data = reader.readDataToEndOfFile()
            group.leave()
        }
        let writer = standardInput.fileHandleForWriting
        let bytes = Data(input ?? [])
        group.enter()
        DispatchQueue.global().async {
            if !bytes.isEmpty { writer.write(bytes) }
            try? writer.close()
            group.leave()
        }
        let out = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let err = errorText.data
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: err, as: UTF8.self)
            if message.contains("not a git repository") { return .failure(.notARepository) }
            if process.terminationStatus == 127 { return .failure(.gitFailed("git is not installed")) }
            return .failure(.gitFailed(message.split(separator: "\n").first.map(String.init) ?? "git exited with \(process.terminationStatus)"))
        }
        return .success(Array(out))
    }
}
