import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nAnalysis
@testable import L10nRules
@testable import L10nEngine
@testable import L10nConfiguration
@testable import L10nReporting
@testable import L10nWriting
@testable import L10nCLI

/// The XLIFF export is well-formed XLIFF 1.2 and gives back, through Foundation's XMLParser,
/// exactly the units, states and notes that were written, whatever the text contains.
@Suite struct ReportXLIFFTests {
    static let catalog = CatalogReference(name: "Localizable", path: "App/<Loc> & \"Co\".xcstrings", label: "Localizable", role: .generated, sourceLanguage: "en")

    static let nasty: [WorkItem] = [
        WorkItem(
            catalog: catalog, locale: "zh-Hans", key: "a <b> & \"c\" 'd'|e\nf", state: .needsReview, comment: "Keep <short> & sweet\r\nline 2",
            units: [WorkUnit(variant: "", source: "Tab\there ]]> \u{1}bell 🎉", target: "制表符\t在这里 ]]> 🎉", targetState: .needsReview)],
            maxWidth: 12, sourceWidth: 20, translationWidth: 22,
            findings: [WorkItem.Finding(ruleID: "length-budget", message: "'a' in zh-Hans is 22 columns wide, budget 12")],
            usages: [SourceLocation(path: "App/V.swift", start: SourcePosition(line: 3, column: 5), end: SourcePosition(line: 3, column: 5))]),
        WorkItem(
            catalog: catalog, locale: "zh-Hans", key: "%lld lessons", state: .missing,
            units: [WorkUnit(variant: "plural.one", source: "%lld lesson"), WorkUnit(variant: "plural.other", source: "%lld lessons")],
            sourceWidth: 12),
        WorkItem(
            catalog: catalog, locale: "zh-Hans", key: "Done", state: .new,
            units: [WorkUnit(variant: "", source: "Done", target: "完成", targetState: .new)], sourceWidth: 4, translationWidth: 4),
    ]

    static var report: TranslationReport {
        TranslationReport(
            catalogs: [catalog],
            locales: [LocaleSummary(locale: "zh-Hans", totals: LocaleStatistics(), catalogs: [CatalogStatistics(catalog: catalog, statistics: LocaleStatistics())])],
            focusLocale: "zh-Hans", worklist: nasty)
    }

    @Test func roundTripsThroughXMLParser() throws {
        let xml = ReportXLIFFRenderer().render(Self.report)
        let parsed = try XLIFFReader.read(xml)
        #expect(parsed.version == "1.2")
        #expect(parsed.namespace == ReportXLIFFRenderer.namespace)
        #expect(parsed.files == [["original": "App/<Loc> & \"Co\".xcstrings", "source-language": "en", "target-language": "zh-Hans", "datatype": "plaintext"]])
        #expect(parsed.units.map(\.id) == ["a <b> & \"c\" 'd'|e\nf", "%lld lessons|==|plural.one", "%lld lessons|==|plural.other", "Done"])
        #expect(parsed.units.map(\.resname) == ["a <b> & \"c\" 'd'|e\nf", "%lld lessons", "%lld lessons", "Done"])
        #expect(parsed.units.map(\.source) == ["Tab\there ]]> \u{FFFD}bell 🎉", "%lld lesson", "%lld lessons", "Done"])
        #expect(parsed.units.map(\.target) == ["制表符\t在这里 ]]> 🎉", nil, nil, "完成"])
        #expect(parsed.units.map(\.state) == ["needs-review-l10n", nil, nil, "new"])
        #expect(parsed.units[0].maxWidth == "12")
        #expect(parsed.units[0].notes == [
            "Keep <short> & sweet\r\nline 2",
            "l10n: State: needs review.",
            "l10n: length-budget: 'a' in zh-Hans is 22 columns wide, budget 12",
            "l10n: Width budget: 12 columns (source is 20; CJK characters count 2).",
            "l10n: Used at: App/V.swift:3",
        ])
    }

    @Test func idsAreXcodesAndStayDistinctForKeysWithControlCharacters() throws {
        #expect(ReportXLIFFRenderer.id(key: "streak", variant: "") == "streak")
        #expect(ReportXLIFFRenderer.id(key: "%lld files", variant: "plural.one") == "%lld files|==|plural.one")
        #expect(ReportXLIFFRenderer.id(key: "%#@n@ 🔥", variant: "substitutions.n.plural.few") == "%#@n@ 🔥|==|substitutions.n.plural.few")
        #expect(ReportXLIFFRenderer.id(key: "Tap", variant: "device.iphone") == "Tap|==|device.iphone")
        let keys = ["a\u{1}b", "a\u{2}b", "a\u{FFFD}b", "a\\\u{1}b"]
        let ids = keys.map { ReportXLIFFRenderer.id(key: $0, variant: "") }
        #expect(ids == ["a\\u{1}b", "a\\u{2}b", "a\u{FFFD}b", "a\\\\\\u{1}b"])
        let items = keys.map { key in
            WorkItem(catalog: Self.catalog, locale: "zh-Hans", key: key, state: .missing, units: [WorkUnit(variant: "", source: "x")], sourceWidth: 1)
        }
        var report = Self.report
        report.worklist = items
        let parsed = try XLIFFReader.read(ReportXLIFFRenderer().render(report))
        #expect(parsed.units.map(\.id) == ids)
        #expect(Set(parsed.units.map(\.id)).count == keys.count)
    }

    @Test func sampleExportRoundTripsToTheWorklist() throws {
        let result = Linter().lint(paths: ["strings"], workingDirectory: PackagePaths.root.path)
        let report = TranslationReport(result: result, options: .init(focusLocale: "zh-Hans"))
        let parsed = try XLIFFReader.read(ReportXLIFFRenderer().render(report))
        // A `.stringsdict` entry is written in a `<file>` of its own, with a plist-path id.
        let expected = (report.worklist ?? []).flatMap { item in
            let inStringsDict = item.catalog.pluralOriginal != nil && item.units.contains { !$0.variant.isEmpty }
            return item.units.map { unit in
                let id = ReportXLIFFRenderer.id(key: item.key, variant: unit.variant, inStringsDict: inStringsDict)
                return "\(id)\u{0}\(unit.source)\u{0}\(unit.target.flatMap { $0.isEmpty ? nil : $0 } ?? "-")"
            }
        }
        #expect(parsed.units.map { "\($0.id)\u{0}\($0.source)\u{0}\($0.target ?? "-")" }.sorted() == expected.sorted())
        let catalogs = report.locales.flatMap(\.catalogs).map(\.catalog)
        #expect(parsed.files.count == catalogs.count + catalogs.filter { $0.pluralOriginal != nil && $0.pluralOriginal != $0.original }.count)
    }
}

/// Reads XLIFF back with Foundation's XMLParser (namespace-aware), failing on malformed XML.
final class XLIFFReader: NSObject, XMLParserDelegate {
    struct Unit: Equatable {
        var id = "", resname = "", source = "", target: String?, state: String?, maxWidth: String?, notes: [String] = []
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var version: String?
    private(set) var namespace: String?
    private(set) var files: [[String: String]] = []
    private(set) var units: [Unit] = []
    private var text: String?
    private var noteFrom = ""

    static func read(_ xml: String) throws -> XLIFFReader {
        let reader = XLIFFReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        guard parser.parse() else {
            throw Failure(description: "XML error at line \(parser.lineNumber): \(parser.parserError.map { "\($0)" } ?? "unknown")")
        }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "xliff":
            version = attributes["version"]
            namespace = namespaceURI
        case "file": files.append(attributes)
        case "trans-unit": units.append(Unit(id: attributes["id"] ?? "", resname: attributes["resname"] ?? "", maxWidth: attributes["maxwidth"]))
        case "source", "target", "note":
            text = ""
            if name == "target" { units[units.count - 1].state = attributes["state"] }
            if name == "note" { noteFrom = attributes["from"] ?? "" }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text? += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let value = text, !units.isEmpty else { return }
        switch name {
        case "source": units[units.count - 1].source = value
        case "target": units[units.count - 1].target = value
        case "note": units[units.count - 1].notes.append(noteFrom.isEmpty ? value : "\(noteFrom): \(value)")
        default: return
        }
        text = nil
    }
}
