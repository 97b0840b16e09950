/// An XLIFF 1.2 document as `l10n report --format xliff` and Xcode's `-exportLocalizations`
/// write it: what `l10n import` needs from each `<file>` and `<trans-unit>`, with byte offsets
/// so every message can name its line and column. Other elements (`<header>`, `<note>`,
/// `<group>`, inline markup inside targets) are read past; `<group>` nesting is allowed.
package struct XLIFFDocument: Sendable {
    package struct File: Sendable {
        package var original: String
        var sourceLanguage: String
        package var targetLanguage: String?
        package var offset: Int
        package var units: [Unit]
    }

    package struct Unit: Sendable {
        package var id: String
        package var resname: String?
        var source: String
        /// Nil when the unit has no `<target>` (nothing to import).
        package var target: String?
        package var state: String?
        package var offset: Int
    }

    package var files: [File]

    /// Parses `bytes`; any malformed XML or XLIFF structure is an error at its offset.
    package static func parse(_ bytes: [UInt8]) -> Result<XLIFFDocument, TextSyntaxError> {
        XMLReader.read(bytes).flatMap { events in
            var builder = XLIFFBuilder()
            do throws(TextSyntaxError) {
                for event in events { try builder.accept(event) }
                return .success(XLIFFDocument(files: builder.files))
            } catch {
                return .failure(error)
            }
        }
    }
}

/// Folds the reader's events into files and units.
private struct XLIFFBuilder {
    var files: [XLIFFDocument.File] = []
    var path: [String] = []
    var unit: XLIFFDocument.Unit?
    /// The text of the `<source>` or `<target>` being read, inline markup's text included.
    var capture: String?

    mutating func accept(_ event: XMLReader.Event) throws(TextSyntaxError) {
        switch event {
        case .start(let name, let attributes, let offset):
            try start(name, attributes, offset)
            path.append(name)
        case .end(let name, _):
            path.removeLast()
            end(name)
        case .text(let text, _):
            if capture != nil { capture? += text }
        }
    }

    private mutating func start(_ name: String, _ attributes: [XMLReader.Attribute], _ offset: Int) throws(TextSyntaxError) {
        func value(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }
        let parent = path.last
        if path.isEmpty, name != "xliff" { throw TextSyntaxError("expected <xliff> as the root element, found <\(name)>", at: offset) }
        guard capture == nil else { return }  // inline markup inside <source>/<target>
        switch name {
        case "file":
            guard parent == "xliff" else { throw TextSyntaxError("<file> must be inside <xliff>", at: offset) }
            guard let original = value("original") else { throw TextSyntaxError("<file> lacks the 'original' attribute", at: offset) }
            guard let source = value("source-language") else { throw TextSyntaxError("<file> lacks the 'source-language' attribute", at: offset) }
            files.append(XLIFFDocument.File(original: original, sourceLanguage: source, targetLanguage: value("target-language"), offset: offset, units: []))
        case "trans-unit":
            guard !files.isEmpty, path.contains("body") else { throw TextSyntaxError("<trans-unit> must be inside a <file>'s <body>", at: offset) }
            guard let id = value("id") else { throw TextSyntaxError("<trans-unit> lacks the 'id' attribute", at: offset) }
            unit = XLIFFDocument.Unit(id: id, resname: value("resname"), source: "", offset: offset)
        case "source", "target":
            guard parent == "trans-unit", unit != nil else { return }
            capture = ""
            if name == "target" { unit?.state = value("state") }
        default:
            return
        }
    }

    private mutating func end(_ name: String) {
        switch name {
        case "source" where path.last == "trans-unit":
            unit?.source = capture ?? ""
            capture = nil
        case "target" where path.last == "trans-unit":
            unit?.target = capture ?? ""
            capture = nil
        case "trans-unit" where capture == nil:
            if let unit, !files.isEmpty { files[files.count - 1].units.append(unit) }
            unit = nil
        default:
            return
        }
    }
}
