import L10nModel
import L10nParsing

/// The worklist as XLIFF 1.2, the exchange format translation tools import (and Xcode's
/// `-exportLocalizations` writes): one `<file>` per catalog × locale, one `<trans-unit>` per
/// plain string or plural/device variant, with Xcode's ids: `key` for a plain string,
/// `key|==|plural.one`, `key|==|substitutions.NAME.plural.one`, `key|==|device.iphone` for
/// variants, so CAT tools that read Xcode's exports read ours. The catalog comment is a plain
/// `<note>`, as Xcode writes it; what l10n adds is in `<note from="l10n">`.
///
/// States: a target in state `new` stays `new`; `needs_review`, and a translated unit of a key
/// with findings, become `needs-review-l10n`, Xcode's own value; `machine_translated` becomes
/// `translated` with `state-qualifier="leveraged-mt"`, as Xcode writes it; other targets are
/// `translated`. A missing
/// or empty translation has no `<target>`, as in Xcode's export, so no tool imports "" as done.
public struct ReportXLIFFRenderer: Sendable {
    public static let namespace = XLIFFDocument.namespace

    public init() {}

    public func render(_ report: TranslationReport) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + Self.root + "\n"
        let items = report.worklist ?? []
        var itemsByFile: [String: [WorkItem]] = [:]
        for item in items { itemsByFile[Self.fileKey(item.catalog, item.locale), default: []].append(item) }
        for summary in report.locales {
            for row in summary.catalogs {
                output += file(row.catalog, locale: summary.locale, items: itemsByFile[Self.fileKey(row.catalog, summary.locale)] ?? [])
            }
        }
        return output + "</xliff>\n"
    }

    /// The root element exactly as Xcode's `-exportLocalizations` writes it (the XSI namespace and
    /// the strict XLIFF 1.2 schema), so tools that take Xcode's files take ours.
    static let root = "<xliff xmlns=\"\(namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        + "xsi:schemaLocation=\"\(namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">"

    private static func fileKey(_ catalog: CatalogReference, _ locale: LocaleID) -> String { "\(catalog.path)\u{0}\(locale)" }

    private func file(_ catalog: CatalogReference, locale: LocaleID, items: [WorkItem]) -> String {
        var output = "  <file original=\"\(Self.attribute(catalog.path))\" source-language=\"\(Self.attribute(catalog.sourceLanguage.identifier))\""
        output += " target-language=\"\(Self.attribute(locale.identifier))\" datatype=\"plaintext\">\n"
        output += "    <header>\n      <tool tool-id=\"\(ToolInfo.name)\" tool-name=\"\(ToolInfo.name)\" tool-version=\"\(ToolInfo.version)\"/>\n    </header>\n"
        guard !items.isEmpty else { return output + "    <body/>\n  </file>\n" }
        output += "    <body>\n"
        for item in items {
            for unit in item.units { output += transUnit(unit, of: item) }
        }
        return output + "    </body>\n  </file>\n"
    }

    private func transUnit(_ unit: WorkUnit, of item: WorkItem) -> String {
        var output = "      <trans-unit id=\"\(Self.attribute(Self.id(key: item.key, variant: unit.variant)))\" resname=\"\(Self.attribute(item.key))\""
        if let maxWidth = item.maxWidth { output += " maxwidth=\"\(maxWidth)\" size-unit=\"col\"" }
        output += " xml:space=\"preserve\">\n"
        output += "        <source>\(Self.content(unit.source))</source>\n"
        if let target = unit.target, !target.isEmpty {
            let state = Self.state(of: unit, in: item)
            let qualifier = state == "translated" && unit.targetState == .machineTranslated ? " state-qualifier=\"\(XLIFFDocument.machineTranslationQualifier)\"" : ""
            output += "        <target state=\"\(state)\"\(qualifier)>\(Self.content(target))</target>\n"
        }
        if let comment = item.comment, !comment.isEmpty { output += "        <note>\(Self.content(comment))</note>\n" }
        for note in Self.toolNotes(item) { output += "        <note from=\"\(ToolInfo.name)\">\(Self.content(note))</note>\n" }
        return output + "      </trans-unit>\n"
    }

    /// Xcode's id. A key with characters XML cannot carry (control characters) has them written
    /// as `\u{1}`, and its backslashes doubled, so ids stay distinct where U+FFFD would merge them.
    static func id(key: String, variant: String) -> String {
        var name = key
        if key.unicodeScalars.contains(where: { !isXMLCharacter($0) }) {
            name = ""
            for scalar in key.unicodeScalars {
                if scalar == "\\" {
                    name += "\\\\"
                } else if isXMLCharacter(scalar) {
                    name.unicodeScalars.append(scalar)
                } else {
                    name += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            }
        }
        return variant.isEmpty ? name : name + "|==|" + variant
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
    }

    /// The review state Xcode's `-exportLocalizations` writes (import reads any `needs-review-*`).
    static let needsReview = "needs-review-l10n"

    static func state(of unit: WorkUnit, in item: WorkItem) -> String {
        switch unit.targetState {
        case .new?: "new"
        case .needsReview?: needsReview
        default: item.findings.isEmpty ? "translated" : needsReview
        }
    }

    /// What the tool knows beyond the catalog: the state, findings, width and usages.
    private static func toolNotes(_ item: WorkItem) -> [String] {
        var notes = ["State: \(item.state.label)."]
        notes += item.findings.map { "\($0.ruleID): \($0.message)" }
        if let maxWidth = item.maxWidth { notes.append("Width budget: \(maxWidth) columns (source is \(item.sourceWidth); CJK characters count 2).") }
        if !item.usages.isEmpty { notes.append("Used at: " + item.usages.map(ReportFormatting.usage).joined(separator: ", ")) }
        return notes
    }

    /// Element content: markup characters escaped, `\r` kept as a reference (parsers would
    /// fold it into `\n`), characters XML 1.0 cannot carry replaced by U+FFFD.
    static func content(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Attribute values also keep quotes, tabs and line breaks as references (parsers
    /// normalize raw whitespace in attributes to spaces).
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            default:
                if isXMLCharacter(scalar) { result.unicodeScalars.append(scalar) } else { result += "\u{FFFD}" }
            }
        }
        return result
    }
}
