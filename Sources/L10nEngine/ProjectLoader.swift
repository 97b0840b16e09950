import Foundation
import L10nModel
import L10nParsing
import L10nAnalysis

/// Reads and parses every input file concurrently, then assembles one normalized ``Project``.
package struct ProjectLoader: Sendable {
    var settings: LintSettings
    var textRetention: TextRetention = .inMemory
    /// Files parsed by an earlier run (the language server's): a file whose bytes did not change
    /// is not parsed again.
    var cache: ParseCache?

    /// Where an input's bytes come from.
    package enum Source: Sendable {
        case disk
        case memory([UInt8])
    }

    /// One file's outcome; `file` is set whenever its bytes were read.
    private typealias Loaded = ParsedInput
    /// An input with the id its file gets.
    private typealias Indexed = (id: FileID, input: InputFile, source: Source)

    func load(_ inputs: [(input: InputFile, source: Source)]) -> Project {
        let indexed: [Indexed] = inputs.enumerated().map { (id: FileID($0.offset), input: $0.element.input, source: $0.element.source) }
        // Translations' `.strings` files after the rest, with the keys of their table that the
        // rest defined: their entries share those keys' strings instead of a copy per locale.
        let language = LProjTableBuilder.developmentLanguage(settings.sourceLanguage)
        var first: [Indexed] = []
        var second: [(item: Indexed, table: LProjTable)] = []
        for item in indexed {
            if let table = Self.translatedTable(of: item.input, developmentLanguage: language) { second.append((item, table)) } else { first.append(item) }
        }
        // Largest first, so that a big catalog does not start last and load alone.
        var loaded = Parallel.map(first, costliestFirst: { Self.size(of: $0.input, $0.source) }) { item in
            load(item.input, id: item.id, source: item.source)
        }
        if !second.isEmpty {
            let keys = Self.knownKeys(zip(first.map(\.input), loaded))
            loaded += Parallel.map(second, costliestFirst: { Self.size(of: $0.item.input, $0.item.source) }) { item, table in
                load(item.input, id: item.id, source: item.source, knownKeys: keys[table])
            }
            loaded.sort { $0.file.id < $1.file.id }
        }

        var project = Project()
        project.files = loaded.map(\.file)
        var tableFiles: [LocaleTableFile] = []
        var catalogs: [Catalog] = []
        var unreadable: [LProjTable: Set<LocaleID>] = [:]
        // `loaded` is in file id order, the order of `indexed`.
        for (item, result) in zip(indexed, loaded) where !result.findings.failures.isEmpty {
            guard let (table, folder) = Self.lprojTable(of: item.input) else { continue }
            unreadable[table, default: []].insert(LProjTableBuilder.tableLocale(ofFolder: folder, developmentLanguage: language))
        }
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
            if let reason = result.findings.otherFormat { project.otherFormatFiles.append(OtherFormatFile(path: result.file.path, reason: reason)) }
        }
        project.swiftSymbols = SwiftSymbolTable(project.swiftSources)
        loaded = []  // the table files are now the only holders of their entries
        var tables = LProjTableBuilder(sourceLanguage: settings.sourceLanguage).build(&tableFiles)
        if !unreadable.isEmpty {
            for index in tables.indices {
                tables[index].unreadableLocales = unreadable[LProjTable(directory: tables[index].directory, name: tables[index].name)] ?? []
            }
        }
        project.catalogs = catalogs + tables
        return project
    }

    /// The `.lproj` table and folder locale of a `.strings` or `.stringsdict` file.
    private static func lprojTable(of input: InputFile) -> (LProjTable, LocaleID)? {
        switch input.kind {
        case .strings(let table, let locale), .stringsdict(let table, let locale): (table, locale)
        default: nil
        }
    }

    /// The table a `.strings` file translates, nil for any other file (the development
    /// language's own `.strings` files included).
    private static func translatedTable(of input: InputFile, developmentLanguage: LocaleID) -> LProjTable? {
        guard case .strings(let table, let locale) = input.kind,
            LProjTableBuilder.tableLocale(ofFolder: locale, developmentLanguage: developmentLanguage) != developmentLanguage
        else { return nil }
        return table
    }

    /// The keys of each table's development-language `.strings` files.
    private static func knownKeys(_ loaded: some Sequence<(InputFile, Loaded)>) -> [LProjTable: KnownKeys] {
        var files: [LProjTable: [LocaleTableFile]] = [:]
        for (input, result) in loaded {
            guard case .strings(let table, _) = input.kind, let tableFile = result.tableFile else { continue }
            files[table, default: []].append(tableFile)
        }
        return files.mapValues(KnownKeys.init)
    }

    private func load(_ input: InputFile, id: FileID, source: Source, knownKeys: KnownKeys? = nil) -> Loaded {
        let placeholder = SourceFile(id: id, path: input.path, text: SourceText(bytes: []))
        let raw: [UInt8]
        var openFile: OpenFile?
        switch source {
        case .memory(let bytes): raw = bytes
        case .disk:
            switch FileReader.read(bytes: input.rawPath ?? Array((input.absolutePath ?? input.path).utf8), keepsOpenFrom: textRetention.onDemandFromSize) {
            case .success(let contents):
                raw = contents.bytes
                openFile = contents.openFile
            case .failure(let failure):
                return Loaded(file: placeholder, findings: ParseFindings(failures: [ParseFailure(location: .file(input.path), message: failure.message)]))
            }
        }
        let context = ParseContext(
            directory: FilePaths.directory(of: input.path), developmentLanguage: LProjTableBuilder.developmentLanguage(settings.sourceLanguage),
            knownKeys: knownKeys)
        if let cache, let known = cache.parsed(input, id: id, bytes: raw, context: context) { return known }
        let format = FileFormats.format(of: input.kind)
        let allowsUTF16 = format.allowsUTF16
        let decoded: TextDecoder.Decoded
        // The parsers of the formats that may be UTF-16 (`.strings`, `.stringsdict`) report
        // invalid UTF-8 and NUL bytes at their place, as the UTF-8-only formats' are left to:
        // the bytes are checked once, there.
        switch TextDecoder.decode(raw, allowUTF16: allowsUTF16, checksUTF8: false) {
        case .success(let value): decoded = value
        case .failure(let failure):
            let text = SourceText(bytes: raw)
            let position = text.position(at: failure.offset)
            return Loaded(
                file: SourceFile(id: id, path: input.path, text: text),
                findings: ParseFindings(failures: [ParseFailure(location: SourceLocation(path: input.path, start: position, end: position), message: failure.message)]))
        }
        // UTF-8 text is the file's bytes after any byte-order mark, so the open file can read it
        // again; UTF-16 text was transcoded.
        let source = decoded.encoding == .utf8 ? openFile?.skipping(raw.count - decoded.bytes.count) : nil
        let text = source.map { SourceText(bytes: decoded.bytes, source: $0) } ?? SourceText(bytes: decoded.bytes)
        var parsed = format.parse(
            SourceFile(id: id, path: input.path, text: text, encoding: decoded.encoding), as: input.kind, in: context)
        // Parsed: from now on the catalog is what rules read, and the text only for positions.
        parsed.file.text = parsed.file.text.readingOnDemand()
        cache?.store(parsed, for: input, id: id, bytes: raw, context: context)
        return parsed
    }

    /// Whether a large file's text stays in memory once parsed.
    package enum TextRetention: Sendable, Equatable {
        /// Every text stays: writers edit the bytes they parsed.
        case inMemory
        /// Files of `fromSize` bytes or more are kept open instead and read again where a finding
        /// needs their lines (read-only runs: lint, report).
        case onDemand(fromSize: Int)

        /// Every file of a page or more (a smaller one costs less in memory than an open
        /// descriptor): a legacy project's hundreds of tables weigh as much as one large catalog.
        package static let filesOnDemand = TextRetention.onDemand(fromSize: 4096)

        var onDemandFromSize: Int? {
            guard case .onDemand(let size) = self else { return nil }
            return size
        }
    }

    private static func size(of input: InputFile, _ source: Source) -> Int {
        switch source {
        case .memory(let bytes): bytes.count
        case .disk: PathAccess.size(input.rawPath ?? Array((input.absolutePath ?? input.path).utf8))
        }
    }

    /// Parsed files by path, with the bytes they were parsed from: what a long-lived process
    /// (the language server) keeps between runs, so an edit re-parses the edited file only.
    /// A file keeps its entry only under the same id (positions name files by id) and the same
    /// development language (a `.lproj` file keeps notes only in that language).
    package final class ParseCache: @unchecked Sendable {
        private struct Entry {
            var id: FileID
            var kind: InputFile.Kind
            var bytes: [UInt8]
            var developmentLanguage: LocaleID
            var parsed: ParsedInput
        }

        private let lock = NSLock()
        private var entries: [String: Entry] = [:]

        package init() {}

        func parsed(_ input: InputFile, id: FileID, bytes: [UInt8], context: ParseContext) -> ParsedInput? {
            lock.lock()
            let entry = entries[input.path]
            lock.unlock()
            guard let entry, entry.id == id, entry.kind == input.kind, entry.developmentLanguage == context.developmentLanguage, entry.bytes == bytes
            else { return nil }
            return entry.parsed
        }

        func store(_ parsed: ParsedInput, for input: InputFile, id: FileID, bytes: [UInt8], context: ParseContext) {
            lock.lock()
            entries[input.path] = Entry(id: id, kind: input.kind, bytes: bytes, developmentLanguage: context.developmentLanguage, parsed: parsed)
            lock.unlock()
        }
    }
}
