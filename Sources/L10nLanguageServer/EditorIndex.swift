import L10nParsing
import Foundation
import L10nModel
import L10nEngine
import L10nRules

/// Requests the server answers from the last run's model.
enum Feature: String {
    case hover = "textDocument/hover"
    case definition = "textDocument/definition"
    case references = "textDocument/references"
    case completion = "textDocument/completion"
    case codeAction = "textDocument/codeAction"
}

/// One lint run's project, indexed for the editor's questions: which key is at a position,
/// where a key is defined, where it is used. Indexes are built on the first question after a
/// run, so typing (one run per batch of edits) never pays for them.
final class EditorIndex {
    let result: LintResult
    let root: String

    init(result: LintResult, session: EditorSession) {
        self.result = result
        self.root = session.root
    }

    var project: Project { result.project }

    func absolute(_ path: String) -> String { FilePaths.absolutePath(path, workingDirectory: root) }

    /// Loaded files by absolute path.
    private(set) lazy var fileIDs: [String: FileID] = {
        var ids: [String: FileID] = [:]
        for file in project.files { ids[absolute(file.path)] = file.id }
        return ids
    }()

    /// Catalog entries by key: (catalog index, entry index).
    private(set) lazy var definitions: [String: [(catalog: Int, entry: Int)]] = {
        var byKey: [String: [(catalog: Int, entry: Int)]] = [:]
        for (catalogIndex, catalog) in project.catalogs.enumerated() {
            for (entryIndex, entry) in catalog.entries.enumerated() { byKey[entry.key, default: []].append((catalogIndex, entryIndex)) }
        }
        return byKey
    }()

    /// Where the code looks each key up: key literals, generated symbols resolved to their keys
    /// (the run's ``KeyUsage``), and SwiftGen/R.swift accessor chains naming the key.
    private(set) lazy var uses: [String: [SourceRange]] = {
        var byKey: [String: [SourceRange]]
        if let usage = result.analyses?.keyUsage {
            byKey = usage.locations
        } else {
            byKey = [:]
            for source in project.swiftSources {
                for reference in source.keyReferences { byKey[reference.key.text, default: []].append(reference.key.range) }
            }
        }
        for (key, ranges) in accessorUses { byKey[key, default: []].append(contentsOf: ranges) }
        return byKey
    }()

    /// Uses of generated accessors (`L10n.Settings.title`) by the key each reads: the scan keeps
    /// the accessors a project declares, so their uses are found by name in its Swift files.
    private lazy var accessorUses: [String: [SourceRange]] = {
        var byKey: [String: [SourceRange]] = [:]
        for source in project.swiftSources {
            let scope = project.swiftSourceProjects[source.file] ?? ""
            guard let accessors = project.swiftSymbols.accessors[scope], !accessors.isEmpty else { continue }
            for chain in AccessorChain.all(in: project.file(source.file).text.bytes) {
                guard let accessor = AccessorChain.resolve(chain.text, accessors) else { continue }
                byKey[accessor.key.text, default: []].append(SourceRange(file: source.file, start: chain.start, end: chain.end))
            }
        }
        return byKey
    }()

    /// The key at a position: a key literal, a generated symbol or an accessor chain in Swift,
    /// or an entry's key in a catalog.
    func key(at path: String, _ position: TextDocument.Position?) -> (key: String, range: SourceRange)? {
        guard let position, let id = fileIDs[path] else { return nil }
        let text = project.file(id).text
        let offset = text.offset(of: SourcePosition(line: position.line + 1, column: position.character + 1))
        if let source = project.swiftSources.first(where: { $0.file == id }) {
            if let reference = source.keyReferences.first(where: { $0.key.range.start <= offset && offset < $0.key.range.end }) {
                return (reference.key.text, reference.key.range)
            }
            return symbolKey(in: source, at: offset) ?? accessorKey(in: source, at: offset)
        }
        for catalog in project.catalogs where catalog.files.contains(id) {
            if let entry = catalog.entries.first(where: { $0.keyRange.file == id && $0.keyRange.start <= offset && offset < $0.keyRange.end }) {
                return (entry.key, entry.keyRange)
            }
        }
        return nil
    }

    /// The key generating the Xcode symbol at `offset` (`Text(.welcomeTitle)`).
    private func symbolKey(in source: SwiftSourceFacts, at offset: Int) -> (key: String, range: SourceRange)? {
        guard let analyses = result.analyses,
            let symbol = analyses.keyUsage.symbolUses[source.file]?.first(where: { $0.symbol.range.start <= offset && offset < $0.symbol.range.end })?.symbol,
            let hit = analyses.symbolIndex(scope: project.swiftSourceProjects[source.file] ?? "").lookup(symbol).first
        else { return nil }
        return (hit.entry.key, symbol.range)
    }

    /// The key a generated accessor chain at `offset` reads (`L10n.Settings.title`).
    private func accessorKey(in source: SwiftSourceFacts, at offset: Int) -> (key: String, range: SourceRange)? {
        let scope = project.swiftSourceProjects[source.file] ?? ""
        guard let accessors = project.swiftSymbols.accessors[scope], !accessors.isEmpty,
            let chain = AccessorChain.chain(in: project.file(source.file).text.bytes, at: offset),
            let accessor = AccessorChain.resolve(chain.text, accessors)
        else { return nil }
        return (accessor.key.text, SourceRange(file: source.file, start: chain.start, end: chain.end))
    }

    func location(_ range: SourceRange) -> JSONOutput {
        DiagnosticConversion.location(project.location(of: range), absolute: absolute)
    }

    func answer(_ feature: Feature, path: String, position: TextDocument.Position?, params: JSONOutput, document: TextDocument?) -> JSONOutput {
        switch feature {
        case .hover: hover(path, position)
        case .definition: definition(path, position)
        case .references: references(path, position, includeDeclaration: params["context"]?["includeDeclaration"]?.bool ?? false)
        case .completion: completion(document, position)
        case .codeAction: codeActions(path, params: params, document: document)
        }
    }

    // MARK: Definition and references

    private func definition(_ path: String, _ position: TextDocument.Position?) -> JSONOutput {
        guard let found = key(at: path, position) else { return .null }
        return .array((definitions[found.key] ?? []).map { location(project.catalogs[$0.catalog].entries[$0.entry].keyRange) })
    }

    private func references(_ path: String, _ position: TextDocument.Position?, includeDeclaration: Bool) -> JSONOutput {
        guard let found = key(at: path, position) else { return .null }
        var locations = (uses[found.key] ?? []).map(location)
        if includeDeclaration {
            locations = (definitions[found.key] ?? []).map { location(project.catalogs[$0.catalog].entries[$0.entry].keyRange) } + locations
        }
        return .array(locations)
    }

    // MARK: Hover

    private func hover(_ path: String, _ position: TextDocument.Position?) -> JSONOutput {
        guard let found = key(at: path, position) else { return .null }
        let location = project.location(of: found.range)
        return [
            "contents": ["kind": "markdown", "value": .string(hoverText(found.key))],
            "range": DiagnosticConversion.range(location),
        ]
    }

    /// The key's source text and every locale's value and state, per catalog; its width budget;
    /// the findings on it.
    func hoverText(_ key: String) -> String {
        var lines = ["**`\(key)`**"]
        let found = definitions[key] ?? []
        if found.isEmpty { lines += ["", "Not defined in any catalog."] }
        for (catalogIndex, entryIndex) in found {
            let catalog = project.catalogs[catalogIndex]
            let entry = catalog.entries[entryIndex]
            lines += ["", "\(catalog.path) (source \(catalog.sourceLanguage.identifier))"]
            if let comment = entry.comment, !comment.isEmpty { lines += ["", "_\(comment)_"] }
            if let width = entry.maxWidth { lines += ["", "Width budget: \(width)"] }
            lines += ["", "| locale | state | value |", "|---|---|---|"]
            for locale in catalog.locales {
                guard let translation = entry.translation(for: locale) else {
                    lines.append("| \(locale.identifier) | missing | |")
                    continue
                }
                for row in Self.rows(translation.value) {
                    let name = row.selector.map { "\(locale.identifier) (\($0))" } ?? locale.identifier
                    lines.append("| \(name) | \(row.state) | \(Self.cell(row.value)) |")
                }
            }
        }
        let findings = result.diagnostics.filter { $0.key == key }
        if !findings.isEmpty {
            lines += ["", "Findings:"]
            for finding in findings.prefix(20) { lines.append("- \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID.rawValue)]") }
        }
        return lines.joined(separator: "\n")
    }

    /// A value's units: the plain one, or each variant (plural category, device).
    private static func rows(_ value: LocalizedValue) -> [(selector: String?, state: String, value: String)] {
        if let unit = value.unit { return [(nil, state(unit.state), unit.value)] }
        if let set = value.stringSet { return set.values.map { (nil, state(set.state), $0.value) } }
        if let variations = value.variations {
            return variations.variants.flatMap { variant in
                rows(variant.value).map { (variant.selector + ($0.selector.map { "/" + $0 } ?? ""), $0.state, $0.value) }
            }
        }
        return [(nil, "empty", "")]
    }

    private static func state(_ state: TranslationState) -> String { state == .unspecified ? "—" : state.description }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: "⏎")
    }
}
