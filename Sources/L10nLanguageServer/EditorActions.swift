import L10nParsing
import L10nModel
import L10nRules
import L10nEngine
import L10nWriting

/// Completion of keys inside localizing calls, and code actions on findings.
extension EditorIndex {
    /// Calls whose first string literal is a localization key (SwiftUI and Foundation).
    static let localizingCalls: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Picker", "Section", "Link", "Menu", "NavigationLink", "TextField", "LocalizedStringKey",
        "LocalizedStringResource", "NSLocalizedString", "navigationTitle", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
        "help", "localized",
    ]

    /// The key being typed: the literal opened before the cursor when it is a localizing call's
    /// first argument (`Text("`, `String(localized: "`, `.accessibilityLabel("`); the UTF-16
    /// column where its text starts.
    static func keyLiteralStart(line: String, character: Int) -> Int? {
        let prefix = Array(line.utf16.prefix(character))
        var quotes: [Int] = []
        var index = 0
        while index < prefix.count {
            if prefix[index] == 92 { index += 2; continue }  // backslash escape
            if prefix[index] == 34 { quotes.append(index) }
            index += 1
        }
        guard quotes.count % 2 == 1, let open = quotes.last else { return nil }
        var before = String(decoding: prefix[..<open], as: UTF16.self)
        while before.last?.isWhitespace == true { before.removeLast() }
        if before.hasSuffix(":") {
            before.removeLast()
            guard before.hasSuffix("localized") else { return nil }
            return open + 1
        }
        guard before.hasSuffix("(") else { return nil }
        before.removeLast()
        let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return localizingCalls.contains(String(name.reversed())) ? open + 1 : nil
    }

    /// The generated symbol being typed: after `Text(.`, `String(localized: .`,
    /// `.accessibilityLabel(.` (namespaces included: `Text(.Discover.`); the UTF-16 column
    /// after the leading dot.
    static func symbolStart(line: String, character: Int) -> Int? {
        let prefix = Array(line.utf16.prefix(character))
        var dot = prefix.count
        while dot > 0, let scalar = Unicode.Scalar(prefix[dot - 1]), Character(scalar).isLetter || Character(scalar).isNumber || scalar == "_" || scalar == "." {
            dot -= 1
        }
        // `dot` is at the start of `.name…`; step onto the leading dot.
        guard dot < prefix.count, prefix[dot] == 46 else { return nil }
        var before = String(decoding: prefix[..<dot], as: UTF16.self)
        while before.last?.isWhitespace == true { before.removeLast() }
        if before.hasSuffix(":") {
            before.removeLast()
            return before.hasSuffix("localized") ? dot + 1 : nil
        }
        guard before.hasSuffix("(") else { return nil }
        before.removeLast()
        let name = String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        return localizingCalls.contains(name) || name == "String" ? dot + 1 : nil
    }

    func completion(_ document: TextDocument?, _ position: TextDocument.Position?) -> JSONOutput {
        guard let document, let position, document.path.hasSuffix(".swift") else { return .null }
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line < lines.count else { return .null }
        let line = String(lines[position.line])
        func range(from start: Int) -> JSONOutput {
            [
                "start": ["line": .int(position.line), "character": .int(start)],
                "end": ["line": .int(position.line), "character": .int(position.character)],
            ]
        }
        if let start = Self.keyLiteralStart(line: line, character: position.character) {
            return ["isIncomplete": false, "items": .array(keyItems(range(from: start)))]
        }
        if let start = Self.symbolStart(line: line, character: position.character) {
            return ["isIncomplete": false, "items": .array(symbolItems(range(from: start), path: document.path))]
        }
        return .null
    }

    /// The generated symbols of the project the file belongs to, `Localizable`'s first (its
    /// symbols have no namespace), each label once, in the order `sortText` gives them.
    private func symbolItems(_ range: JSONOutput, path: String) -> [JSONOutput] {
        guard let analyses = result.analyses else { return [] }
        let scope = fileIDs[path].flatMap { project.swiftSourceProjects[$0] } ?? project.swiftSourceProjects.values.first ?? ""
        let hits = analyses.symbolIndex(scope: scope).allHits.compactMap { hit -> (sortText: String, label: String, hit: StringSymbolIndex.Hit)? in
            guard let name = hit.symbol.name else { return nil }
            let label = (hit.symbol.namespace.map { $0 + "." } ?? "") + name
            return ((hit.symbol.namespace == nil ? "0" : "1") + label, label, hit)
        }
        // Sorted before the duplicates go, so the entry a label shows does not depend on hash order.
        var seen = Set<String>()
        return hits.sorted { ($0.sortText, $0.hit.entry.key) < ($1.sortText, $1.hit.entry.key) }.filter { seen.insert($0.label).inserted }.map { item in
            [
                "label": .string(item.label),
                "kind": .int(item.hit.symbol.arguments == nil ? 10 : 3),
                "detail": .string(item.hit.catalog.sourceText(of: item.hit.entry) ?? ""),
                "labelDetails": ["description": .string(item.hit.catalog.name)],
                "sortText": .string(item.sortText),
                "textEdit": ["range": range, "newText": .string(item.label)],
            ]
        }
    }

    /// Every catalog key, ranked by table: the default table (Localizable) first.
    private func keyItems(_ range: JSONOutput) -> [JSONOutput] {
        // Ranked by table: the default table (Localizable) first, then the others by name.
        var items: [JSONOutput] = []
        var seen = Set<String>()
        let ranked = project.catalogs.indices.sorted { lhs, rhs in
            let left = project.catalogs[lhs].name, right = project.catalogs[rhs].name
            if (left == "Localizable") != (right == "Localizable") { return left == "Localizable" }
            return (left, lhs) < (right, rhs)
        }
        for (rank, index) in ranked.enumerated() {
            let catalog = project.catalogs[index]
            for entry in catalog.entries where !entry.key.isEmpty && seen.insert(entry.key).inserted {
                items.append([
                    "label": .string(entry.key),
                    "kind": 21,
                    "detail": .string(catalog.sourceText(of: entry) ?? ""),
                    "labelDetails": ["description": .string(catalog.name)],
                    "sortText": .string(String(format: "%03d", rank) + entry.key),
                    "textEdit": ["range": range, "newText": .string(entry.key)],
                ])
            }
        }
        return items
    }

    /// For each finding the client sends in the request's context: the fix it carries (as
    /// `l10n fix` would apply it), and in a Swift file "suppress with a reason", a
    /// `disable-next-line` comment above its line, at its indentation.
    func codeActions(_ path: String, params: JSONOutput, document: TextDocument?) -> JSONOutput {
        let fixes = fixActions(path, params: params, document: document)
        guard path.hasSuffix(".swift") else { return .array(fixes) }
        let uri = document?.uri ?? FileURI.uri(path)
        let text = document?.text ?? fileIDs[path].map { String(decoding: project.file($0).text.bytes, as: UTF8.self) } ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var actions = fixes
        for diagnostic in params["context"]?["diagnostics"]?.array ?? [] {
            guard let rule = diagnostic["code"]?.string, diagnostic["source"]?.string == "l10n",
                let line = diagnostic["range"]?["start"]?["line"]?.int, line < lines.count
            else { continue }
            let indentation = String(lines[line].prefix { $0 == " " || $0 == "\t" })
            let comment = "\(indentation)// l10n-lint:disable-next-line \(rule) -- reason\n"
            let at: JSONOutput = ["line": .int(line), "character": 0]
            if rule == UnknownKeyRule.description.id.rawValue, let add = addKeyAction(for: diagnostic, in: path) { actions.append(add) }
            actions.append([
                "title": .string("Suppress '\(rule)' on this line with a reason"),
                "kind": "quickfix",
                "diagnostics": [diagnostic],
                "edit": ["changes": .object([(uri, .array([["range": ["start": at, "end": at], "newText": .string(comment)]]))])],
            ])
        }
        return .array(actions)
    }

    /// The fixes of the run's findings the client asks about, each a whole-file replacement of
    /// every file it writes (a catalog-sync fix found at `strings.json` writes the catalog). A
    /// fix `l10n fix` would refuse is not offered.
    private func fixActions(_ path: String, params: JSONOutput, document: TextDocument?) -> [JSONOutput] {
        var actions: [JSONOutput] = []
        for requested in params["context"]?["diagnostics"]?.array ?? [] {
            // Positions compare as numbers: a client may send `16.0` where the server sent `16`
            // (Neovim 0.7 rebuilds the diagnostics it passes back).
            guard requested["source"]?.string == "l10n", let code = requested["code"]?.string,
                let start = TextDocument.Position(requested["range"]?["start"])
            else { continue }
            let findings = result.diagnostics.filter { finding in
                finding.fix != nil && finding.ruleID.rawValue == code
                    && TextDocument.Position(DiagnosticConversion.position(finding.location.start)) == start && absolute(finding.location.path) == path
            }
            for finding in findings {
                guard let fix = finding.fix, let edit = workspaceEdit(fix, document: document) else { continue }
                actions.append([
                    "title": .string(fix.title), "kind": "quickfix", "diagnostics": [requested],
                    "isPreferred": .bool(fix.applicability == .always), "edit": edit,
                ])
            }
        }
        return actions
    }

    /// The fix applied to the files (the open buffer in place of its file), as LSP edits.
    private func workspaceEdit(_ fix: Fix, document: TextDocument?) -> JSONOutput? {
        let outcome = FixApplier(result: result) { display in
            let path = self.absolute(display)
            if let document, document.path == path { return .success(document.bytes) }
            return FileReader.read(path).mapError { WriteFailure("\(display): error: \($0.message)\n") }
        }.apply([fix])
        guard outcome.refusals.isEmpty, outcome.errors.isEmpty, !outcome.fixes.isEmpty else { return nil }
        var changes: [(String, JSONOutput)] = []
        for file in outcome.fixes {
            // An editor holds text: a file in UTF-16 or with a byte-order mark is left to `l10n fix`.
            guard !file.old.starts(with: [0xEF, 0xBB, 0xBF]), let old = String(validating: file.old, as: UTF8.self),
                let new = String(validating: file.new, as: UTF8.self)
            else { return nil }
            let lines = old.split(separator: "\n", omittingEmptySubsequences: false)
            let end: JSONOutput = ["line": .int(lines.count - 1), "character": .int(lines.last?.utf16.count ?? 0)]
            let range: JSONOutput = ["start": ["line": 0, "character": 0], "end": end]
            changes.append((FileURI.uri(absolute(file.path)), [["range": range, "newText": .string(new)]]))
        }
        return ["changes": .object(changes)]
    }

    /// "Add 'key' to strings.json" for an unknown key: a member `"key": { "<source>": "key" }`
    /// at the end of the first `strings.json` source table, the key as its source text (a
    /// natural-language key is its English text; a dotted one gets a placeholder to replace).
    private func addKeyAction(for diagnostic: JSONOutput, in path: String) -> JSONOutput? {
        guard let start = TextDocument.Position(diagnostic["range"]?["start"]), let found = key(at: path, start), !found.key.contains("%"),
            let catalog = project.catalogs.first(where: { $0.role == .source && $0.path.hasSuffix("strings.json") }),
            let file = catalog.files.first
        else { return nil }
        let text = project.file(file).text
        let bytes = text.bytes
        guard let close = bytes.lastIndex(of: UInt8(ascii: "}")) else { return nil }
        var last = close - 1
        while last >= 0, [9, 10, 13, 32].contains(bytes[last]) { last -= 1 }
        guard last >= 0 else { return nil }
        let isEmpty = bytes[last] == UInt8(ascii: "{")
        let value = JSONOutput.object([(catalog.sourceLanguage.identifier, .string(found.key))]).compact
        let member = (isEmpty ? "" : ",") + "\n  " + JSONOutput.string(found.key).compact + ": " + value
        let at = DiagnosticConversion.position(text.position(at: last + 1))
        let uri = FileURI.uri(absolute(catalog.path))
        return [
            "title": .string("Add '\(found.key)' to \(catalog.path)"),
            "kind": "quickfix",
            "diagnostics": [diagnostic],
            "edit": ["changes": .object([(uri, .array([["range": ["start": at, "end": at], "newText": .string(member)]]))])],
        ]
    }
}
