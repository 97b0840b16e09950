import L10nModel
import L10nParsing
import L10nRules
import L10nEngine

/// Turns the ``Fix``es of a run's reported findings into new file contents. It knows no rule:
/// each edit says what to change, and only findings that survived every filter (file filter,
/// rule states, inline suppressions, `ignore` entries, the baseline) bring one. It keeps the
/// safety guarantees of the writing commands: a fix that would lose data is refused with the
/// reason, only files the run loaded are written, and a source that did not parse is not a
/// source. Writing (atomically, all files or none) is the caller's.
package struct FixApplier {
    /// One file's new content and one line per change.
    package struct FileFix: Sendable, Equatable {
        package var path: String
        package var old: [UInt8]
        package var new: [UInt8]
        package var changes: [String]
    }

    package struct Outcome: Sendable {
        /// Changed files, in the order first edited.
        package var fixes: [FileFix] = []
        /// `path: refused … fix: reason` lines.
        package var refusals: [String] = []
        /// `error:` lines: a file that could not be read or parsed.
        package var errors: [String] = []
    }

    let result: LintResult
    /// A file of the project by its display path: its bytes on disk (or in memory, for tests).
    let read: (String) -> Result<[UInt8], WriteFailure>

    package init(result: LintResult, read: @escaping (String) -> Result<[UInt8], WriteFailure>) {
        self.result = result
        self.read = read
    }

    /// The fixes of the reported findings that apply up to `applicability` (`.onRequest`
    /// includes the fixes that always apply).
    package static func fixes(of result: LintResult, upTo applicability: Fix.Applicability = .always) -> [Fix] {
        result.diagnostics.compactMap { diagnostic in diagnostic.fix.flatMap { $0.applicability <= applicability ? $0 : nil } }
    }

    package func apply(_ fixes: [Fix]) -> Outcome {
        var session = Session(applier: self)
        let loaded = Set(result.project.files.map(\.path))
        var syncKeys: [String: Set<String>] = [:], overridden: [String: Set<Int>] = [:], removals: [String: Set<String>] = [:]
        var replacements: [String: Set<Replacement>] = [:], layouts: [String] = []
        var propertyListTables: [String: Bool] = [:]  // by path: each file read once for it
        for (title, edit) in fixes.flatMap({ fix in fix.edits.map { (fix.title, $0) } }) {
            // Never a file outside the run: whatever the configuration excludes was not loaded.
            guard loaded.contains(edit.path) else {
                session.outcome.refusals.append("\(edit.path): refused fix: not a file of the linted project\n")
                continue
            }
            // A `.strings` file written as a property list: a text edit would break it.
            let isPropertyList = propertyListTables[edit.path] ?? {
                guard edit.path.hasSuffix(".strings"), case .success(let bytes) = read(edit.path) else { return false }
                return StringsPlistReader.isPropertyList(bytes)
            }()
            propertyListTables[edit.path] = isPropertyList
            if isPropertyList {
                session.outcome.refusals.append("\(edit.path): refused fix: a .strings file written as a property list is not edited\n")
                continue
            }
            switch edit {
            case .syncKey(let catalog, let key): syncKeys[catalog, default: []].insert(key)
            case .removeOverriddenDefinition(let file, _, let offset): overridden[file, default: []].insert(offset)
            case .removeKey(let catalog, let key): removals[catalog, default: []].insert(key)
            case .replace(let file, let start, let end, let text):
                replacements[file, default: []].insert(Replacement(start: start, end: end, text: text, title: title))
            case .setValue(let file, let start, let end, let value):
                replacements[file, default: []].insert(Replacement(start: start, end: end, text: ValueLiteral.text(value, inFileAt: file), title: title))
            case .formatCatalog(let catalog): if !layouts.contains(catalog) { layouts.append(catalog) }
            }
        }
        session.outcome.refusals = Array(Set(session.outcome.refusals)).sorted()
        // Text first: its offsets are those of the file as loaded.
        for (path, edits) in replacements.sorted(by: { $0.key < $1.key }) { session.replace(path, edits) }
        session.syncCatalogs(syncKeys)
        for (path, offsets) in overridden.sorted(by: { $0.key < $1.key }) { session.removeOverriddenDefinitions(path, offsets) }
        for (path, keys) in removals.sorted(by: { $0.key < $1.key }) { session.removeKeys(path, keys) }
        // Last: the layout of the file the other edits left.
        for path in layouts.sorted() { session.formatCatalog(path) }
        return session.outcome
    }

    /// A span of a file's text and what replaces it.
    private struct Replacement: Hashable {
        var start: Int
        var end: Int
        var text: String
        /// The fix's title, as the change line.
        var title: String
    }

    /// The edits of one application, each file's content carried from one edit to the next.
    private struct Session {
        let applier: FixApplier
        var outcome = Outcome()
        /// Files as read, before any edit.
        var originals: [String: [UInt8]] = [:]
        /// Per file, the text replacements made (offsets of the file as loaded, and how many
        /// bytes each added), so later edits given as offsets of the loaded file still find their place.
        var replaced: [String: [(start: Int, end: Int, delta: Int)]] = [:]

        var project: Project { applier.result.project }

        /// The file as the previous edits left it.
        mutating func current(_ path: String) -> [UInt8]? {
            if let fix = outcome.fixes.first(where: { $0.path == path }) { return fix.new }
            if let bytes = originals[path] { return bytes }
            switch applier.read(path) {
            case .success(let bytes):
                originals[path] = bytes
                return bytes
            case .failure(let failure):
                outcome.errors.append(failure.line)
                return nil
            }
        }

        mutating func record(_ path: String, _ new: [UInt8], _ changes: [String]) {
            if let index = outcome.fixes.firstIndex(where: { $0.path == path }) {
                outcome.fixes[index].new = new
                outcome.fixes[index].changes += changes
            } else if let old = originals[path] {
                outcome.fixes.append(FileFix(path: path, old: old, new: new, changes: changes))
            }
        }

        /// A String Catalog's editable tree; nil after recording why it cannot be edited.
        mutating func catalog(_ path: String) -> CatalogFormatter.Parsed? {
            guard let bytes = current(path) else { return nil }
            switch CatalogFormatter.parse(bytes) {
            case .success(let parsed): return parsed
            case .failure(let error):
                outcome.errors.append(WriteFailure.syntax(path, bytes, error).line)
                return nil
            }
        }

        /// `catalog-sync`: each generated catalog made to match its source for the keys reported.
        mutating func syncCatalogs(_ keysByCatalog: [String: Set<String>]) {
            let catalogs = project.catalogs
            let pairing = applier.result.pairing
            let unparsed = Set(project.parseFailures.map(\.location.path))
            for pair in pairing.pairs {
                let generated = catalogs[pair.generated]
                guard generated.files.count == 1, let fileID = generated.files.first else { continue }
                let path = project.file(fileID).path
                guard let keys = keysByCatalog[path] else { continue }
                let source = catalogs[pair.source]
                // A source that did not parse is not a source: nothing derived from it is written.
                if let broken = source.files.map({ project.file($0).path }).first(where: unparsed.contains) {
                    outcome.refusals.append("\(path): refused catalog-sync fix: \(broken) could not be parsed; fix it first, then run 'l10n fix' again\n")
                    continue
                }
                // A key written twice is two values for one key: which one a fix would edit is a guess.
                if let duplicate = project.duplicateKeys.first(where: { $0.duplicate.file == fileID }) {
                    let line = project.location(of: duplicate.duplicate).start.line
                    outcome.refusals.append(
                        "\(path): refused catalog-sync fix: '\(duplicate.key)' is defined twice (again at line \(line)); remove one definition first, then run 'l10n fix' again\n")
                    continue
                }
                let siblings = catalogs.indices.filter { $0 != pair.generated && pairing.sourceIndex(forCatalogAt: $0) == pair.source }
                let fixer = CatalogSyncFixer(
                    source: source, generated: generated,
                    keysElsewhere: Set(siblings.flatMap { catalogs[$0].entries.map(\.key) }), generatedCount: siblings.count + 1, keys: keys)
                guard let parsed = catalog(path) else { continue }
                switch fixer.fix(parsed.tree) {
                case .unchanged: continue
                case .refused(let reason): outcome.refusals.append("\(path): refused catalog-sync fix: \(reason)\n")
                case .changed(let tree, let changes):
                    let text = XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline)
                    record(path, Array(text.utf8), changes.map { "catalog-sync: \($0)" })
                }
            }
        }

        /// Text replacements, in the file's own encoding; overlapping ones are refused (which
        /// one is right is a guess).
        mutating func replace(_ path: String, _ edits: Set<Replacement>) {
            guard let raw = current(path) else { return }
            guard case .success(let decoded) = TextDecoder.decode(raw, allowUTF16: true) else {
                outcome.errors.append("\(path): error: the file is not valid UTF-8 or UTF-16 text\n")
                return
            }
            let sorted = edits.sorted { ($0.start, $0.end) > ($1.start, $1.end) }
            var text = decoded.bytes
            var limit = text.count
            for edit in sorted {
                guard 0 <= edit.start, edit.start <= edit.end, edit.end <= limit else {
                    outcome.refusals.append("\(path): refused fix: its edits overlap or the file changed since it was linted\n")
                    return
                }
                text.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
                replaced[path, default: []].append((edit.start, edit.end, edit.text.utf8.count - (edit.end - edit.start)))
                limit = edit.start
            }
            record(path, StringsTableWriter.encode(text, like: raw, encoding: decoded.encoding), sorted.reversed().map(\.title))
        }

        /// `catalog-layout`: the catalog as the other edits left it, in Xcode's layout.
        mutating func formatCatalog(_ path: String) {
            guard let parsed = catalog(path), let bytes = current(path) else { return }
            let text = Array(parsed.text.utf8)
            if text != bytes { record(path, text, ["catalog-layout: rewritten in Xcode's layout"]) }
        }

        /// Where an offset of the file as loaded is after this session's text replacements; nil
        /// inside a replaced span.
        func shifted(_ offset: Int, in path: String) -> Int? {
            var result = offset
            for edit in replaced[path] ?? [] {
                if edit.end <= offset { result += edit.delta } else if edit.start < offset { return nil }
            }
            return result
        }

        /// `duplicate-key`: the definitions the reported ones override, removed in the file's encoding.
        mutating func removeOverriddenDefinitions(_ path: String, _ offsets: Set<Int>) {
            guard let raw = current(path) else { return }
            switch StringsTableWriter.removingOverriddenDefinitions(raw, path: path, overriding: Set(offsets.compactMap { shifted($0, in: path) })) {
            case .failure(let failure): outcome.errors.append(failure.line)
            case .success(nil): return
            case .success(let fixed?):
                let plural = fixed.removed == 1 ? "" : "s"
                record(path, fixed.bytes, ["duplicate-key: removed \(fixed.removed) overridden definition\(plural) (the last one wins at run time)"])
            }
        }

        /// `unused-key`: the keys removed from their String Catalog (in Xcode's layout). A
        /// `.strings` table spans one file per language: refused.
        mutating func removeKeys(_ path: String, _ keys: Set<String>) {
            guard path.hasSuffix(".xcstrings") else {
                let count = keys.count == 1 ? "1 key" : "\(keys.count) keys"
                outcome.refusals.append("\(path): refused unused-key fix: only String Catalogs are edited; remove \(count) from every language's table by hand\n")
                return
            }
            guard let parsed = catalog(path) else { return }
            var tree = parsed.tree
            var changes: [String] = []
            for key in keys.sorted() where tree[path: ["strings", key]] != nil {
                tree[path: ["strings", key]] = nil
                changes.append("unused-key: removed '\(key)' (no code of the linted project uses it)")
            }
            guard !changes.isEmpty else { return }
            record(path, Array(XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline).utf8), changes)
        }
    }
}
