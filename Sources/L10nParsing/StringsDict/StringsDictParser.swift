import L10nModel

/// Reads a `.stringsdict` file into the same entries as `.strings` files, with plural rules as
/// substitutions and device or width rules as device variations.
///
/// Foundation ignores what it does not understand in a `.stringsdict`, which hides real bugs, so
/// structural problems inside one entry are reported and reading goes on with the next entry;
/// only malformed XML (or a root that is not a `<dict>`) stops the file.
package enum StringsDictParser {
    /// Parses `file`, whose text is UTF-8 already. One entry per key in order of first
    /// appearance, holding the last definition, as on device.
    package static func parse(_ file: SourceFile) -> (entries: [LocaleTableEntry], findings: ParseFindings) {
        var findings = ParseFindings()
        guard let document = PlistDocument.read(file, into: &findings) else { return ([], findings) }
        var reader = StringsDictReader(file: file.id)
        let entries = reader.entries(of: document.root)
        findings.failures += reader.problems.map(file.parseFailure)
        return (entries, findings)
    }
}

/// Interprets the plist tree; collects problems instead of stopping at the first.
private struct StringsDictReader {
    let file: FileID
    var problems: [TextSyntaxError] = []

    init(file: FileID) { self.file = file }

    func sourceRange(_ range: Range<Int>) -> SourceRange {
        SourceRange(file: file, start: range.lowerBound, end: range.upperBound)
    }

    mutating func entries(of root: PlistValue) -> [LocaleTableEntry] {
        guard let rootEntries = root.dictEntries else {
            problems.append(TextSyntaxError(
                "expected <dict> as the root of a .stringsdict plist, found \(root.elementName)", at: root.range.lowerBound))
            return []
        }
        var entries: [LocaleTableEntry] = []
        for entry in rootEntries.lastDefinitions {
            guard let body = entry.value.dictEntries else {
                problems.append(TextSyntaxError(
                    "expected <dict> as the value of '\(entry.key)', found \(entry.value.elementName)",
                    at: entry.value.range.lowerBound))
                continue
            }
            let value = localizedValue(of: body, context: "'\(entry.key)'", at: entry.keyRange.lowerBound)
            entries.append(LocaleTableEntry(key: entry.key, keyRange: sourceRange(entry.keyRange), value: value))
        }
        return entries
    }

    /// An entry's dict (or a device variant's dict): the format string, its variables, and
    /// device or width variations.
    private mutating func localizedValue(of body: [PlistDictEntry], context: String, at keyOffset: Int) -> LocalizedValue {
        var value = LocalizedValue()
        var hasFormat = false
        for item in body.lastDefinitions {
            switch item.key {
            case "NSStringLocalizedFormatKey":
                hasFormat = true
                guard let text = item.value.string else {
                    expected("<string> as NSStringLocalizedFormatKey in \(context)", found: item.value)
                    continue
                }
                value.unit = StringUnit(value: text, state: .translated, range: sourceRange(item.value.range))
            case "NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType":
                guard let rules = item.value.dictEntries else {
                    expected("<dict> as \(item.key) in \(context)", found: item.value)
                    continue
                }
                // Foundation applies one of them; both in one entry is not a supported combination.
                if value.variations == nil { value.variations = deviceVariations(rules, context: context) }
            default:
                // Other strings (notes some tools add) are not part of the format; ignore them.
                guard let rule = item.value.dictEntries else { continue }
                if let substitution = substitution(item, rule: rule, context: context) {
                    value.substitutions.append(substitution)
                }
            }
        }
        if !hasFormat, value.variations == nil {
            problems.append(TextSyntaxError("expected NSStringLocalizedFormatKey in \(context)", at: keyOffset))
        }
        return value
    }

    private mutating func deviceVariations(_ rules: [PlistDictEntry], context: String) -> Variations {
        var variants: [Variant] = []
        for rule in rules.lastDefinitions {
            let value: LocalizedValue
            if let text = rule.value.string {
                value = LocalizedValue(unit: StringUnit(value: text, state: .translated, range: sourceRange(rule.value.range)))
            } else if let body = rule.value.dictEntries {
                value = localizedValue(of: body, context: "'\(rule.key)' of \(context)", at: rule.keyRange.lowerBound)
            } else {
                expected("<string> or <dict> for device '\(rule.key)' in \(context)", found: rule.value)
                continue
            }
            variants.append(Variant(selector: rule.key, selectorRange: sourceRange(rule.keyRange), value: value))
        }
        return Variations(kind: .device, variants: variants)
    }

    /// A `%#@name@` variable: a dict whose NSStringFormatSpecTypeKey is NSStringPluralRuleType.
    private mutating func substitution(_ item: PlistDictEntry, rule: [PlistDictEntry], context: String) -> Substitution? {
        let variable = "'\(item.key)' of \(context)"
        guard let specValue = rule.last("NSStringFormatSpecTypeKey") else {
            problems.append(TextSyntaxError("expected NSStringFormatSpecTypeKey in \(variable)", at: item.keyRange.lowerBound))
            return nil
        }
        guard let spec = specValue.string else {
            expected("<string> as NSStringFormatSpecTypeKey in \(variable)", found: specValue)
            return nil
        }
        guard spec == "NSStringPluralRuleType" else {
            problems.append(TextSyntaxError(
                "expected NSStringFormatSpecTypeKey NSStringPluralRuleType in \(variable), found '\(spec)'",
                at: specValue.range.lowerBound))
            return nil
        }
        var variants: [Variant] = []
        for category in rule.lastDefinitions
        where category.key != "NSStringFormatSpecTypeKey" && category.key != "NSStringFormatValueTypeKey" {
            guard let text = category.value.string else {
                expected("<string> for plural category '\(category.key)' in \(variable)", found: category.value)
                continue
            }
            let unit = StringUnit(value: text, state: .translated, range: sourceRange(category.value.range))
            variants.append(Variant(selector: category.key, selectorRange: sourceRange(category.keyRange), value: LocalizedValue(unit: unit)))
        }
        return Substitution(
            name: item.key, nameRange: sourceRange(item.keyRange),
            formatSpecifier: rule.last("NSStringFormatValueTypeKey")?.string,
            variations: Variations(kind: .plural, variants: variants))
    }

    private mutating func expected(_ expectation: String, found value: PlistValue) {
        problems.append(TextSyntaxError("expected \(expectation), found \(value.elementName)", at: value.range.lowerBound))
    }
}
