import L10nModel

/// `.strings` files written as property lists. Foundation reads a `.strings` file as any
/// property list, so a table may be XML (`<plist><dict><key>…`) or binary (`bplist00`, as Xcode
/// compiles them into a product and some repositories commit them) as well as the text format.
/// Both give the same entries; the writing commands leave such a file alone (a text edit would
/// break it).
package enum StringsPlistReader {
    /// Whether `bytes` are a property list rather than `.strings` text: binary, or XML (the
    /// first character after whitespace and a byte-order mark is `<`, which text cannot start with).
    package static func isPropertyList(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: Array("bplist".utf8)) { return true }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "<")
    }

    /// The entries of a property-list `.strings` file, in key order for a binary one (it keeps
    /// no order or positions: every entry is placed at the file's start) and in document order
    /// for XML, each at its `<key>`.
    package static func parse(_ file: SourceFile) -> (entries: [LocaleTableEntry], findings: ParseFindings) {
        let bytes = file.text.bytes
        var findings = ParseFindings()
        guard !bytes.starts(with: Array("bplist".utf8)) else {
            guard let table = BinaryPlistStrings(bytes)?.table() else {
                findings.failures.append(file.parseFailure(TextSyntaxError("expected a binary property list whose root is a dictionary of strings", at: 0)))
                return ([], findings)
            }
            let start = SourceRange(file: file.id, start: 0, end: 0)
            var entries: [LocaleTableEntry] = []
            for (key, value) in table.sorted(by: { $0.key < $1.key }) {
                guard let value else {
                    findings.failures.append(file.parseFailure(TextSyntaxError("expected a string as the value of '\(key)' in a binary property list", at: 0)))
                    continue
                }
                entries.append(LocaleTableEntry(key: key, keyRange: start, value: LocalizedValue(unit: StringUnit(value: value, state: .translated, range: start))))
            }
            return (entries, findings)
        }
        guard let document = PlistDocument.read(file, into: &findings) else { return ([], findings) }
        func range(_ bytes: Range<Int>) -> SourceRange { SourceRange(file: file.id, start: bytes.lowerBound, end: bytes.upperBound) }
        guard let root = document.root.dictEntries else {
            findings.failures.append(file.parseFailure(TextSyntaxError(
                "expected <dict> as the root of a property-list .strings file, found \(document.root.elementName)", at: document.root.range.lowerBound)))
            return ([], findings)
        }
        var entries: [LocaleTableEntry] = []
        for entry in root.lastDefinitions {
            guard let text = entry.value.string else {
                findings.failures.append(file.parseFailure(TextSyntaxError(
                    "expected <string> as the value of '\(entry.key)', found \(entry.value.elementName)", at: entry.value.range.lowerBound)))
                continue
            }
            let unit = StringUnit(value: text, state: .translated, range: range(entry.value.range))
            entries.append(LocaleTableEntry(key: entry.key, keyRange: range(entry.keyRange), value: LocalizedValue(unit: unit)))
        }
        return (entries, findings)
    }
}
