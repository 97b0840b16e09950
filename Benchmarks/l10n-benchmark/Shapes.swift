import Foundation
import L10nLint

/// One input measured end to end against its reference, Python's `json.load` of the same
/// content, in the same run: the shapes teams have, not the one where the reference is slowest.
struct Shape {
    var name: String
    /// The folder `l10n lint` is given.
    var directory: URL
    /// The JSON files the reference reads (for a `.lproj` project, its content as one JSON file).
    var jsonFiles: [URL]
    /// Bytes of the input l10n reads.
    var bytes: Int
    /// The same shape at half the size, for the linearity target.
    var half: URL?

    var megabytes: Double { Double(bytes) / 1_000_000 }

    /// Writes `text` as `name` under `directory` (created), returning the file.
    @discardableResult
    static func write(_ text: String, _ name: String, in directory: URL) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A one-catalog shape and its half, from a generator of `keys` keys.
    static func catalog(_ name: String, in root: URL, keys: Int, render: (Int) -> String) throws -> Shape {
        let text = render(keys)
        let file = try write(text, "Localizable.xcstrings", in: root.appendingPathComponent(name))
        let half = try write(render(keys / 2), "Localizable.xcstrings", in: root.appendingPathComponent(name + "-half"))
        return Shape(name: name, directory: file.deletingLastPathComponent(), jsonFiles: [file], bytes: text.utf8.count, half: half.deletingLastPathComponent())
    }

    /// The corpus's translated String Catalogs (five locales or more) merged into one, its keys
    /// repeated `copies` times (prefixed `app/copy/`), in Xcode's layout: real apps' text,
    /// comments and states. Only the locales every one of them has are kept, so a key is not
    /// "missing" in a language only another app ships (a merge artifact, not a real catalog).
    static func corpus(_ corpus: String, in root: URL, copies: Int) throws -> Shape? {
        var catalogs: [(app: String, strings: [JSONTree.Member], locales: Set<String>)] = []
        let enumerator = FileManager.default.enumerator(atPath: corpus)
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".xcstrings"), let data = FileManager.default.contents(atPath: corpus + "/" + path),
                case .success(let parsed) = CatalogFormatter.parse([UInt8](data)),
                case .object(let strings)? = parsed.tree["strings"]
            else { continue }
            let locales = Set(strings.flatMap { $0.value["localizations"]?.members?.map(\.key) ?? [] })
            guard locales.count >= 5 else { continue }
            catalogs.append((path.split(separator: "/").first.map(String.init) ?? path, strings, locales))
        }
        guard let first = catalogs.first else { return nil }
        let shared = catalogs.dropFirst().reduce(first.locales) { $0.intersection($1.locales) }
        let entries: [[JSONTree.Member]] = catalogs.map { catalog in
            catalog.strings.map { member in
                var value = member.value
                if case .object(let localizations)? = value["localizations"] {
                    value["localizations"] = .object(localizations.filter { shared.contains($0.key) })
                }
                return JSONTree.Member(catalog.app + "/" + member.key, value)
            }
        }
        guard !entries.isEmpty else { return nil }
        func render(_ copies: Int) -> String {
            var members: [JSONTree.Member] = []
            for copy in 0..<copies {
                for catalog in entries { members += catalog.map { JSONTree.Member("\(copy)/" + $0.key, $0.value) } }
            }
            let tree = JSONTree.object([.init("sourceLanguage", .string("en")), .init("strings", .object(members)), .init("version", .string("1.0"))])
            return XcodeJSONWriter.text(tree, trailingNewline: true)
        }
        let text = render(copies)
        let file = try write(text, "Localizable.xcstrings", in: root.appendingPathComponent("corpus-merged"))
        let half = try write(render(copies / 2), "Localizable.xcstrings", in: root.appendingPathComponent("corpus-merged-half"))
        return Shape(name: "corpus-merged", directory: file.deletingLastPathComponent(), jsonFiles: [file], bytes: text.utf8.count, half: half.deletingLastPathComponent())
    }

    /// A legacy project: `tables` `.strings` tables in `locales` `.lproj` folders, `keys` keys
    /// each, with comments; 5% of translations missing. The reference reads the same text as
    /// one JSON file (`{table: {locale: {key: value}}}`).
    static func writeLproj(in root: URL, name: String, tables: Int, keys: Int, locales: Int) throws -> (directory: URL, json: URL, bytes: Int) {
        let directory = root.appendingPathComponent(name)
        let targets = ["en"] + Array(CatalogGenerator.localePool.prefix(max(0, locales - 1)))
        var bytes = 0
        var json = "{\n"
        for table in 0..<tables {
            json += "  \"Table\(table)\": {\n"
            for (position, locale) in targets.enumerated() {
                var text = ""
                var members: [String] = []
                for index in 0..<keys where position == 0 || (index + position * 7 + table) % 20 != 0 {
                    let word = CatalogGenerator.words[(index + table) % 10]
                    let value = locale.hasPrefix("zh") || locale == "ja"
                        ? "\(CatalogGenerator.cjk[index % 10])：%@ 的第 \(index) 项"
                        : "\(word.capitalized) “%@” item \(index) (\(locale))"
                    let key = "table\(table).\(word).\(index)"
                    text += "/* The \(word) row, item \(index). */\n\"\(key)\" = \"\(value)\";\n\n"
                    members.append("      \"\(key)\": \"\(value)\"")
                }
                try write(text, "Table\(table).strings", in: directory.appendingPathComponent(locale + ".lproj"))
                bytes += text.utf8.count
                json += "    \"\(locale)\": {\n" + members.joined(separator: ",\n") + "\n    }" + (position == targets.count - 1 ? "\n" : ",\n")
            }
            json += "  }" + (table == tables - 1 ? "\n" : ",\n")
        }
        let reference = try write(json + "}\n", name + ".json", in: root.appendingPathComponent(name + "-reference"))
        return (directory, reference, bytes)
    }

    static func lproj(in root: URL, tables: Int, keys: Int, locales: Int) throws -> Shape {
        let full = try writeLproj(in: root, name: "lproj", tables: tables, keys: keys, locales: locales)
        let half = try writeLproj(in: root, name: "lproj-half", tables: tables, keys: keys / 2, locales: locales)
        return Shape(name: "lproj", directory: full.directory, jsonFiles: [full.json], bytes: full.bytes, half: half.directory)
    }
}
