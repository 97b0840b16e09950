import L10nModel
import L10nParsing

/// The worklist as XLIFF 1.2, the exchange format translation tools import (and Xcode's
/// `-exportLocalizations` writes): one `<file>` per catalog × locale (an `.lproj` table's
/// `original` is its development-language file, as Xcode names it, and its `.stringsdict`
/// entries are a `<file>` of their own), one `<trans-unit>` per plain string or plural/device
/// variant, with Xcode's ids (``XcodeUnitID``), so CAT tools that read Xcode's exports read ours. The catalog comment is a plain
/// `<note>`, or `<note from="auto-generated">` when Xcode 26 generated it, as Xcode writes them;
/// what l10n adds is in `<note from="l10n">`.
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
                let items = itemsByFile[Self.fileKey(row.catalog, summary.locale)] ?? []
                guard let plural = row.catalog.pluralOriginal else {
                    output += file(row.catalog.original, of: row.catalog, locale: summary.locale, items: items)
                    continue
                }
                // Xcode exports an `.lproj` table's `.stringsdict` as a `<file>` of its own.
                let inStringsDict = items.filter { item in plural == row.catalog.original || item.units.contains { !$0.variant.isEmpty } }
                if plural != row.catalog.original {
                    let plain = items.filter { item in !item.units.contains { !$0.variant.isEmpty } }
                    output += file(row.catalog.original, of: row.catalog, locale: summary.locale, items: plain)
                }
                output += file(plural, of: row.catalog, locale: summary.locale, items: inStringsDict, inStringsDict: true)
            }
        }
        return output + "</xliff>\n"
    }

    /// The root element exactly as Xcode's `-exportLocalizations` writes it (the XSI namespace and
    /// the strict XLIFF 1.2 schema), so tools that take Xcode's files take ours.
    static let root = "<xliff xmlns=\"\(namespace)\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" version=\"1.2\" "
        + "xsi:schemaLocation=\"\(namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd\">"

    private static func fileKey(_ catalog: CatalogReference, _ locale: LocaleID) -> String { "\(catalog.path)\u{0}\(locale)" }

    private func file(_ original: String, of catalog: CatalogReference, locale: LocaleID, items: [WorkItem], inStringsDict: Bool = false) -> String {
        var output = "  <file original=\"\(Self.attribute(original))\" source-language=\"\(Self.attribute(catalog.sourceLanguage.identifier))\""
        output += " target-language=\"\(Self.attribute(locale.identifier))\" datatype=\"plaintext\">\n"
        output += "    <header>\n      <tool tool-id=\"\(ToolInfo.name)\" tool-name=\"\(ToolInfo.name)\" tool-version=\"\(ToolInfo.version)\"/>\n    </header>\n"
        guard !items.isEmpty else { return output + "    <body/>\n  </file>\n" }
        output += "    <body>\n"
        for item in items {
            for unit in item.units { output += transUnit(unit, of: item, inStringsDict: inStringsDict) }
        }
        return output + "    </body>\n  </file>\n"
    }

    private func transUnit(_ unit: WorkUnit, of item: WorkItem, inStringsDict: Bool) -> String {
        var output = "      <trans-unit id=\"\(Self.attribute(Self.id(key: item.key, variant: unit.variant, inStringsDict: inStringsDict)))\" resname=\"\(Self.attribute(item.key))\""
        if let maxWidth = item.maxWidth { output += " maxwidth=\"\(maxWidth)\" size-unit=\"col\"" }
        output += " xml:space=\"preserve\">\n"
        output += "        <source>\(Self.content(unit.source))</source>\n"
        if let target = unit.target, !target.isEmpty {
            let state = Self.state(of: unit, in: item)
            let qualifier = state == "translated" && unit.targetState == .machineTranslated ? " state-qualifier=\"\(XLIFFDocument.machineTranslationQualifier)\"" : ""
            output += "        <target state=\"\(state)\"\(qualifier)>\(Self.content(target))</target>\n"
        }
        if let comment = item.comment, !comment.isEmpty {
            output += "        <note\(item.isCommentAutoGenerated ? " from=\"auto-generated\"" : "")>\(Self.content(comment))</note>\n"
        }
        for note in Self.toolNotes(item) { output += "        <note from=\"\(ToolInfo.name)\">\(Self.content(note))</note>\n" }
        return output + "      </trans-unit>\n"
    }

    /// Xcode's id of a unit: a `.stringsdict` entry's as a path into its plist.
    static func id(key: String, variant: String, inStringsDict: Bool = false) -> String {
        inStringsDict ? XcodeUnitID.stringsDict(key: key, variant: variant) : XcodeUnitID.catalog(key: key, variant: variant)
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

    static func content(_ text: String) -> String { XMLText.content(text) }

    static func attribute(_ text: String) -> String { XMLText.attribute(text) }
}
