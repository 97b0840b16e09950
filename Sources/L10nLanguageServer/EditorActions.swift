import L10nParsing
import L10nModel
import L10nRules

/// Completion of keys inside localizing calls, and code actions on findings.
extension WorkspaceModel {
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

    func completion(_ document: TextDocument?, _ position: TextDocument.Position?) -> JSONOutput {
        guard let document, let position, document.path.hasSuffix(".swift") else { return .null }
        let lines = document.text.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line < lines.count, let start = Self.keyLiteralStart(line: String(lines[position.line]), character: position.character) else {
            return .null
        }
        let range: JSONOutput = [
            "start": ["line": .int(position.line), "character": .int(start)],
            "end": ["line": .int(position.line), "character": .int(position.character)],
        ]
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
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// "Suppress with a reason" for each finding in a Swift file the client sends in the
    /// request's context: a `disable-next-line` comment above its line, at its indentation.
    func codeActions(_ path: String, params: JSONOutput, document: TextDocument?) -> JSONOutput {
        guard path.hasSuffix(".swift") else { return .array([]) }
        let uri = document?.uri ?? FileURI.uri(path)
        let text = document?.text ?? fileIDs[path].map { String(decoding: project.file($0).text.bytes, as: UTF8.self) } ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var actions: [JSONOutput] = []
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
