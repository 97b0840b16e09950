import L10nModel
import L10nParsing
import L10nAnalysis

/// Reads and parses every input file concurrently, then assembles one normalized ``Project``.
package struct ProjectLoader: Sendable {
    var settings: LintSettings

    /// Where an input's bytes come from.
    package enum Source: Sendable {
        case disk
        case memory([UInt8])
    }

    /// One file's outcome; `file` is set whenever its bytes were read.
    private struct Loaded: Sendable {
        var file: SourceFile
        var catalog: Catalog?
        var tableFile: LocaleTableFile?
        var swiftFacts: SwiftSourceFacts?
        /// `l10n-lint:` comments of a `.strings` file (Swift files keep theirs in their facts).
        var directives: [SuppressionDirective] = []
        var findings = ParseFindings()
    }

    func load(_ inputs: [(input: InputFile, source: Source)]) -> Project {
        let indexed = inputs.enumerated().map { (id: FileID($0.offset), input: $0.element.input, source: $0.element.source) }
        let loaded = Parallel.map(indexed) { item in load(item.input, id: item.id, source: item.source) }

        var project = Project()
        project.files = loaded.map(\.file)
        var tableFiles: [LocaleTableFile] = []
        var catalogs: [Catalog] = []
        for result in loaded {
            if var catalog = result.catalog {
                if let sourceLanguage = settings.sourceLanguage { catalog.sourceLanguage = sourceLanguage }
                catalogs.append(catalog)
            }
            if let tableFile = result.tableFile { tableFiles.append(tableFile) }
            if let facts = result.swiftFacts {
                project.swiftSources.append(facts)
                if !facts.suppressions.isEmpty { project.suppressionDirectives[facts.file] = facts.suppressions }
            }
            if !result.directives.isEmpty { project.suppressionDirectives[result.file.id] = result.directives }
            project.duplicateKeys += result.findings.duplicates
            project.parseFailures += result.findings.failures
        }
        project.swiftSymbols = SwiftSymbolTable(project.swiftSources)
        project.catalogs = catalogs + LProjTableBuilder(sourceLanguage: settings.sourceLanguage).build(tableFiles)
        return project
    }

    private func load(_ input: InputFile, id: FileID, source: Source) -> Loaded {
        let placeholder = SourceFile(id: id, path: input.path, text: SourceText(bytes: []))
        let raw: [UInt8]
        switch source {
        case .memory(let bytes): raw = bytes
        case .disk:
            switch input.rawPath.map({ FileReader.read(bytes: $0) }) ?? FileReader.read(input.absolutePath ?? input.path) {
            case .success(let bytes): raw = bytes
            case .failure(let failure):
                return Loaded(file: placeholder, findings: ParseFindings(failures: [ParseFailure(location: .file(input.path), message: failure.message)]))
            }
        }
        let allowsUTF16: Bool
        switch input.kind {
        case .strings, .stringsdict: allowsUTF16 = true
        default: allowsUTF16 = false
        }
        let decoded: TextDecoder.Decoded
        switch TextDecoder.decode(raw, allowUTF16: allowsUTF16) {
        case .success(let value): decoded = value
        case .failure(let failure):
            let text = SourceText(bytes: raw)
            let position = text.position(at: failure.offset)
            return Loaded(
                file: SourceFile(id: id, path: input.path, text: text),
                findings: ParseFindings(failures: [ParseFailure(location: SourceLocation(path: input.path, start: position, end: position), message: failure.message)]))
        }
        let file = SourceFile(id: id, path: input.path, text: SourceText(bytes: decoded.bytes), encoding: decoded.encoding)
        return parse(file, as: input.kind)
    }

    private func parse(_ file: SourceFile, as kind: InputFile.Kind) -> Loaded {
        let directory = Self.directory(of: file.path)
        switch kind {
        case .stringsJSON(let name):
            let (catalog, findings) = StringsJSONLoader.load(file, name: name, directory: directory)
            return Loaded(file: file, catalog: catalog, findings: findings)
        case .xcstrings(let name):
            let (catalog, findings) = XCStringsLoader.load(file, name: name, directory: directory)
            return Loaded(file: file, catalog: catalog, findings: findings)
        case .strings(let table, let locale):
            let parsed = StringsFileParser.parse(file)
            let tableFile = LocaleTableFile(table: table, locale: locale, file: file.id, isPlural: false, entries: parsed.entries)
            let directives = parsed.comments.compactMap { comment in
                SuppressionComments.directive(text: comment.text, range: comment.range, in: file.text)
            }
            return Loaded(file: file, tableFile: tableFile, directives: directives, findings: parsed.findings)
        case .stringsdict(let table, let locale):
            let parsed = StringsDictParser.parse(file)
            let tableFile = LocaleTableFile(table: table, locale: locale, file: file.id, isPlural: true, entries: parsed.entries)
            return Loaded(file: file, tableFile: tableFile, findings: parsed.findings)
        case .swift:
            return Loaded(file: file, swiftFacts: SwiftUIScanner.scan(file))
        }
    }

    package static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
