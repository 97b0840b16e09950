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
        /// The target's `state-qualifier` (`leveraged-mt`: machine translation).
        package var stateQualifier: String?
        package var offset: Int
    }

    package var files: [File]

    /// The XLIFF 1.2 namespace: elements are matched by it, whatever prefix a document binds to it.
    package static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// XLIFF 1.2's `state-qualifier` for a target derived from machine translation: with
    /// `state="translated"`, Xcode's `machine_translated`.
    package static let machineTranslationQualifier = "leveraged-mt"

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

/// Folds the reader's events into files and units. Names are matched by namespace URI: XLIFF
/// 1.2 elements and attributes are those in its namespace or in none (documents without
/// `xmlns`, accepted as before), whatever their prefix; an element of another namespace (a CAT
/// tool's own, `sdl:`, `mq:`) is read past with everything inside it, and attributes of other
/// namespaces are ignored.
private struct XLIFFBuilder {
    var files: [XLIFFDocument.File] = []
    /// The open elements' XLIFF local names; nil for an element of another namespace.
    var path: [String?] = []
    /// How many of the open elements are of another namespace.
    var foreignDepth = 0
    var namespaces = XMLNamespaces()
    var unit: XLIFFDocument.Unit?
    /// The text of the `<source>` or `<target>` being read, inline markup's text included.
    var capture: String?

    mutating func accept(_ event: XMLReader.Event) throws(TextSyntaxError) {
        switch event {
        case .start(let name, let attributes, let offset):
            namespaces.enter(attributes)
            let local = try xliffName(name, at: offset)
            if let local { try start(local, attributes, offset) } else { foreignDepth += 1 }
            path.append(local)
        case .end:
            namespaces.leave()
            guard let last = path.popLast() else { return }
            if let local = last { end(local) } else { foreignDepth -= 1 }
        case .text(let text, _):
            if capture != nil { capture? += text }
        }
    }

    /// The local name of an XLIFF element, nil for another namespace's; the root must be XLIFF's `<xliff>`.
    private func xliffName(_ name: String, at offset: Int) throws(TextSyntaxError) -> String? {
        let resolved = namespaces.element(name)
        guard path.isEmpty else { return resolved.flatMap(Self.isXLIFF) == true ? resolved?.local : nil }
        guard let resolved else {
            throw TextSyntaxError("expected <xliff> as the root element, found <\(name)> (its namespace prefix is not declared)", at: offset)
        }
        guard resolved.local == "xliff" else { throw TextSyntaxError("expected <xliff> as the root element, found <\(name)>", at: offset) }
        guard Self.isXLIFF(resolved) else {
            throw TextSyntaxError(
                "expected <xliff> in the XLIFF 1.2 namespace '\(XLIFFDocument.namespace)', found <\(name)> in '\(resolved.namespace ?? "")'", at: offset)
        }
        return resolved.local
    }

    private static func isXLIFF(_ name: XMLNamespaces.Name) -> Bool { name.namespace == nil || name.namespace == XLIFFDocument.namespace }

    private mutating func start(_ name: String, _ attributes: [XMLReader.Attribute], _ offset: Int) throws(TextSyntaxError) {
        let namespaces = namespaces
        func value(_ attribute: String) -> String? {
            attributes.first { namespaces.attribute($0.name).map { Self.isXLIFF($0) && $0.local == attribute } == true }?.value
        }
        let parent = path.last ?? nil
        guard capture == nil, foreignDepth == 0 else { return }  // inline markup inside <source>/<target>, or a foreign element's content
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
            if name == "target" {
                unit?.state = value("state")
                unit?.stateQualifier = value("state-qualifier")
            }
        default:
            return
        }
    }

    private mutating func end(_ name: String) {
        guard foreignDepth == 0 else { return }
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
