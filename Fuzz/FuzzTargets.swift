// libFuzzer entry point for l10n's parsers. Compiled together with the library sources (so
// internal parsers are reachable) by Fuzz/run.sh; the target is chosen with L10N_FUZZ_TARGET.
// Not part of the Swift package.

#if canImport(Glibc)
    import Glibc
#endif

/// Each target takes raw bytes and must return without crashing, hanging or leaking.
enum FuzzTarget: String, CaseIterable {
    // fix: `l10n fix`'s catalog-sync fix (input: a strings.json); import: `l10n import` (input:
    // an XLIFF file). Both write into a fixed String Catalog (import also into its strings.json),
    // and what they write must load again.
    case json, config, stringsJSON = "strings-json", xcstrings, strings, stringsdict, swift, objc, writer, fix, importXLIFF = "import", glob, regex, xliff

    func run(_ bytes: [UInt8]) {
        switch self {
        case .json:
            if case .success(let document) = JSONParser.parse(bytes) {
                _ = document.duplicateKeys()
                touch(document.root, depth: 0)
            }
        case .config:
            // The whole decoder (globs, custom-rule patterns, options), as `l10n lint` reads it.
            let file = SourceFile(id: FileID(0), path: ".l10nlint.json", text: SourceText(bytes: bytes))
            if let configuration = try? ConfigurationLoader.decode(file, directory: "/project") {
                _ = configuration.linter(workingDirectory: "/project")
            }
        case .stringsJSON: lint(bytes, path: "strings.json")
        case .xcstrings: lint(bytes, path: "Localizable.xcstrings")
        case .strings: lint(bytes, path: "zh-Hans.lproj/Localizable.strings")
        case .stringsdict: lint(bytes, path: "zh-Hans.lproj/Localizable.stringsdict")
        case .swift: lint(bytes, path: "Sources/View.swift")
        case .objc: lint(bytes, path: "App/Greeter.m")
        case .writer: roundTrip(bytes)
        case .fix: syncFix(bytes)
        case .importXLIFF: importXLIFF(bytes)
        case .glob: matchGlob(bytes)
        case .regex: checkPattern(bytes)
        case .xliff:
            if case .success(let document) = XLIFFDocument.parse(bytes) {
                _ = document.files.reduce(0) { $0 + $1.units.count }
            }
        }
    }

    /// First line: a glob; the rest: a path and a key it is matched against (must stay linear).
    private func matchGlob(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        guard let pattern = parts.first.map(String.init), pattern.count <= Glob.maximumLength else { return }
        let subject = parts.count > 1 ? String(parts[1]) : "a/b/c"
        _ = Glob(pattern, kind: .path).matches(subject)
        _ = Glob(pattern, kind: .key).matches(subject)
    }

    /// A custom-rule pattern the configuration accepts must match a near-miss sentence in
    /// bounded time, as `customRules` matches it: with the step budget (libFuzzer's -timeout
    /// catches a pattern that escapes both the shape check and the budget).
    private func checkPattern(_ bytes: [UInt8]) {
        let pattern = String(decoding: bytes.prefix(256), as: UTF8.self)
        guard RegexBacktrackingCheck.nestedRepetition(in: pattern) == nil, let bounded = BoundedPattern(pattern) else { return }
        _ = bounded.firstMatch(in: "Une phrase française de quarante-cinq caractères!")
    }

    /// Loads the bytes as a file of the given kind and runs every rule, as `l10n lint` would.
    private func lint(_ bytes: [UInt8], path: String) {
        let project = load([(path, bytes)])
        let rules = RuleRegistry.builtIn.map { $0.makeDefault() }
        for rule in rules {
            let description = type(of: rule).description
            let diagnostics = rule.check(RuleContext(project: project, settings: LintSettings(), ruleID: description.id, severity: description.defaultSeverity))
            _ = diagnostics.map { TextReporter().line(for: $0) }
        }
    }

    /// Parse, write in Xcode's layout, parse again: the same tree, the same catalog values, and
    /// writing again changes nothing. A difference stops the fuzzer with the input saved.
    private func roundTrip(_ bytes: [UInt8]) {
        guard case .success(let parsed) = CatalogFormatter.parse(bytes) else { return }
        let text = parsed.text
        guard case .success(let again) = CatalogFormatter.parse(Array(text.utf8)), again.tree == sorted(parsed.tree),
            again.text == text, values(bytes) == values(Array(text.utf8))
        else { fatalError("writer round trip changed the catalog") }
    }

    /// The catalog `fix` and `import` write into: a plain key, a translated key, a plural
    /// substitution and device variations.
    static let generatedCatalog = Array("""
        {"sourceLanguage":"en","strings":{"Hello":{"comment":"Greeting","localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"你好"}}}},\
        "items":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%#@count@"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld",\
        "variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}}}},\
        "tap":{"localizations":{"en":{"variations":{"device":{"iphone":{"stringUnit":{"state":"translated","value":"Tap"}},\
        "mac":{"stringUnit":{"state":"translated","value":"Click"}}}}},"zh-Hans":{"stringUnit":{"state":"new","value":""}}}}},"version":"1.0"}
        """.utf8)

    /// Loads files as `l10n lint` does, from memory.
    private func load(_ files: [(path: String, bytes: [UInt8])]) -> Project {
        ProjectLoader(settings: LintSettings()).load(files.compactMap { file in
            InputFile.kind(ofPath: file.path).map { (input: InputFile(path: file.path, absolutePath: nil, kind: $0), source: .memory(file.bytes)) }
        })
    }

    /// The strings.json the catalog is generated from: `import` writes an edited unit of the
    /// catalog into it when it has the key.
    static let sourceOfTruth = Array("""
        {"Hello": {"en": "Hello", "zh-Hans": "你好"}, "items": {"en": {"one": "%lld item", "other": "%lld items"}, "zh-Hans": {"other": "%lld 项"}}, "tap": {"en": "Tap"}}
        """.utf8)

    /// A written file must parse and load without a failure or a duplicate key: the writers
    /// never produce a file the linter cannot read.
    private func expectLoadable(_ bytes: [UInt8], path: String, _ what: String) {
        let reloaded = load([(path, bytes)])
        var parses = true
        if path.hasSuffix(".xcstrings"), case .failure = CatalogFormatter.parse(bytes) { parses = false }
        guard parses, reloaded.parseFailures.isEmpty, reloaded.duplicateKeys.isEmpty else { fatalError("\(what) wrote \(path) so that it does not load") }
    }

    private func syncFix(_ bytes: [UInt8]) {
        let project = load([("App/strings.json", bytes), ("App/Localizable.xcstrings", Self.generatedCatalog)])
        guard project.catalogs.count == 2, let source = project.catalogs.first(where: { $0.role == .source }),
            let generated = project.catalogs.first(where: { $0.role == .generated }),
            case .success(let parsed) = CatalogFormatter.parse(Self.generatedCatalog)
        else { return }
        let fixer = CatalogSyncFixer(source: source, generated: generated, keysElsewhere: [], generatedCount: 1)
        guard case .changed(let tree, _) = fixer.fix(parsed.tree) else { return }
        expectLoadable(Array(XcodeJSONWriter.text(tree, trailingNewline: parsed.trailingNewline).utf8), path: "App/Localizable.xcstrings", "fix")
    }

    private func importXLIFF(_ bytes: [UInt8]) {
        guard case .success(let document) = XLIFFDocument.parse(bytes) else { return }
        let project = load([("App/Localizable.xcstrings", Self.generatedCatalog), ("App/strings.json", Self.sourceOfTruth)])
        guard project.parseFailures.isEmpty else { fatalError("the import target's files do not load") }
        var session = ImportSession(plan: XLIFFImportPlan(project: project, pairing: CatalogPairing(catalogs: project.catalogs, configured: [])))
        guard session.add(document, path: "zh-Hans.xliff", text: SourceText(bytes: bytes)) == nil else { return }
        let writer = XLIFFImportWriter(project: project)
        for (index, units) in session.units {
            for edit in writer.write(units, catalog: project.catalogs[index], raw: { project.file($0).text.bytes }).edits {
                expectLoadable(edit.new, path: project.file(edit.file).path, "import")
            }
        }
    }

    /// The tree with every object's members in Xcode's order, as the writer puts them.
    private func sorted(_ tree: JSONTree) -> JSONTree {
        switch tree {
        case .object(let members):
            var order = XcodeKeyOrder.Memo()
            return .object(order.sortedMembers(members).map { JSONTree.Member($0.key, sorted($0.value)) })
        case .array(let elements): return .array(elements.map(sorted))
        default: return tree
        }
    }

    /// Every key's units as the linter loads them, sorted (positions and order left out: the
    /// layout moves and sorts them).
    private func values(_ bytes: [UInt8]) -> [String] {
        let project = load([("Localizable.xcstrings", bytes)])
        return project.catalogs.flatMap(\.entries).flatMap { entry in
            entry.translations.flatMap { translation in
                translation.value.allUnits.map { "\(entry.key)|\(translation.locale)|\($0.path)|\($0.unit.value)|\($0.unit.state)" }
            }
        }.sorted()
    }

    /// Reads every string and number so lazy decoding paths run too.
    private func touch(_ value: JSONValue, depth: Int) {
        guard depth < 64 else { return }
        _ = value.string
        _ = value.double
        for member in value.members {
            _ = member.key.string
            touch(member.value, depth: depth + 1)
        }
        for element in value.elements { touch(element, depth: depth + 1) }
    }
}

nonisolated(unsafe) private var selectedTarget: FuzzTarget?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if selectedTarget == nil {
        let name = getenv("L10N_FUZZ_TARGET").map { String(cString: $0) } ?? "json"
        selectedTarget = FuzzTarget(rawValue: name) ?? .json
    }
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    selectedTarget?.run(bytes)
    return 0
}
