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

@Suite struct XCStringsLoaderTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld lessons 📚" : {
              "comment" : "课程数量",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : {
                  "variations" : {
                    "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld lesson" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld lessons 📚" } }
                    }
                  }
                },
                "zh-Hans" : {
                  "variations" : {
                    "device" : {
                      "iphone" : { "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld 节课" } } } } },
                      "other" : { "stringUnit" : { "state" : "", "value" : "%lld 节课 📚" } }
                    }
                  }
                }
              }
            },
            "%.1f pixel(s)" : {
              "localizations" : {
                "ar" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@value@" },
                  "substitutions" : {
                    "value" : {
                      "argNum" : 1,
                      "formatSpecifier" : "f",
                      "variations" : { "plural" : { "zero" : { "stringUnit" : { "state" : "translated", "value" : "%.1f بكسل" } } } }
                    }
                  }
                }
              }
            },
            "Logo" : { "shouldTranslate" : false, "futureField" : [1, 2, 3] },
            "Old" : { "extractionState" : "stale" }
          },
          "version" : "1.3"
        }
        """

    @Test func loadsVariationsSubstitutionsStatesAndPositions() throws {
        let loaded = Loaded("App/Localizable.xcstrings", Self.catalog)
        #expect(loaded.failures.isEmpty)
        let catalog = try #require(loaded.catalog)
        #expect(catalog.name == "Localizable")
        #expect(catalog.role == .generated)
        #expect(catalog.locales == ["ar", "en", "zh-Hans"])
        #expect(catalog.entries.map(\.key) == ["%lld lessons 📚", "%.1f pixel(s)", "Logo", "Old"])
        #expect(catalog.entries.allSatisfy { $0.isSourceKey })

        let lessons = try #require(loaded.entry("%lld lessons 📚"))
        #expect(lessons.comment == "课程数量")
        #expect(loaded.position(lessons.keyRange) == "4:5")
        let zh = try #require(lessons.translation(for: "zh-Hans"))
        #expect(zh.value.variations?.kind == .device)
        #expect(zh.value.hasPluralVariants)
        let units = zh.value.allUnits
        #expect(units.map(\.path) == [["iphone", "other"], ["other"]])
        #expect(units.map(\.unit.state) == [.needsReview, .unspecified])
        #expect(units.map { loaded.position($0.unit.range) } == ["19:123", "20:68"])
        #expect(zh.value.effectiveState == .needsReview)

        let pixels = try #require(loaded.entry("%.1f pixel(s)"))
        let ar = try #require(pixels.translation(for: "ar"))
        #expect(ar.value.unit?.value == "%#@value@")
        let substitution = try #require(ar.value.substitutions.first)
        #expect(substitution.name == "value")
        #expect(substitution.argumentNumber == 1)
        #expect(substitution.formatSpecifier == "f")
        #expect(substitution.variations?.pluralCategories == [.zero])
        #expect(ar.value.hasPluralVariants)
        #expect(loaded.entry("Logo")?.shouldTranslate == false)
        #expect(loaded.entry("Old")?.isStale == true)
        #expect(catalog.sourceText(of: lessons) == nil)
        let old = try #require(loaded.entry("Old"))
        #expect(catalog.sourceText(of: old) == "Old")
    }

    /// `forEachUnit`, `firstUnit(where:)`, `firstUnitIgnoringPath(where:)`,
    /// `forEachUnitIgnoringPath`, `unitTexts`, `unit(at:)`, `isEmpty`, `status`, `effectiveState`
    /// and `primaryRange` skip building `allUnits`: they must say what `allUnits` says, for every shape.
    @Test func unitShortcutsAgreeWithAllUnits() throws {
        let catalog = try #require(Loaded("App/Localizable.xcstrings", Self.catalog).catalog)
        let range = SourceRange(file: FileID(0), start: 3, end: 9)
        let plain: [LocalizedValue] = [
            LocalizedValue(), LocalizedValue(unit: StringUnit(value: "", state: .translated, range: range)),
            LocalizedValue(unit: StringUnit(value: "Hi", state: .new, range: range)),
            LocalizedValue(stringSet: StringSet(state: .translated, values: [], range: range)),
        ]
        // Every part at once, with a variant selector that repeats a phrase's path (the phrase comes first).
        let unit = { (text: String, state: TranslationState) in LocalizedValue(unit: StringUnit(value: text, state: state, range: range)) }
        let variant = { (selector: String, value: LocalizedValue) in Variant(selector: selector, selectorRange: range, value: value) }
        let composite = LocalizedValue(
            unit: StringUnit(value: "%#@n@", state: .translated, range: range),
            stringSet: StringSet(state: .needsReview, values: [StringUnit(value: "a", state: .needsReview, range: range)], range: range),
            variations: Variations(kind: .device, variants: [
                variant("phrase 1", unit("dup", .translated)),
                variant("mac", LocalizedValue(variations: Variations(kind: .plural, variants: [variant("other", unit("", .translated))]))),
            ]),
            substitutions: [Substitution(name: "n", nameRange: range, variations: Variations(kind: .plural, variants: [variant("one", unit("x", .new))]))])
        let loaded = catalog.entries.flatMap { $0.translations.map(\.value) }
        let variants = loaded.flatMap { value in
            (value.variations?.variants ?? []).map(\.value) + value.substitutions.flatMap { ($0.variations?.variants ?? []).map(\.value) }
        }
        let values = loaded + variants + plain + [composite]
        #expect((loaded.count, variants.count) == (3, 5))
        for value in values {
            let all = value.allUnits
            var visited: [(path: [String], unit: StringUnit)] = []
            value.forEachUnit { visited.append(($0, $1)) }
            #expect(visited.map(\.path) == all.map(\.path))
            #expect(visited.map(\.unit) == all.map(\.unit))
            // Real paths, their prefixes (a substitution marker alone), and paths leading nowhere.
            let paths = all.map(\.path) + all.map { Array($0.path.dropLast()) } + all.map { $0.path + ["other"] }
            for path in paths + [[], ["other"], ["nowhere"], ["phrase 1"], ["%#@nowhere@", "other"]] {
                #expect(value.unit(at: path) == all.first { $0.path == path }?.unit)
            }
            #expect(value.firstUnit { _, unit in unit.value.isEmpty }?.path == all.first { $0.unit.value.isEmpty }?.path)
            #expect(value.firstUnit { _, unit in unit.state == .new }?.unit == all.first { $0.unit.state == .new }?.unit)
            #expect(value.firstUnit { _, _ in true }?.path == all.first?.path)
            // The walk without paths visits the same units in the same order.
            #expect(value.unitTexts == all.map(\.unit.value))
            var units: [StringUnit] = []
            value.forEachUnitIgnoringPath { units.append($0) }
            #expect(units == all.map(\.unit))
            for index in all.indices {
                let target = all[index].unit
                #expect(value.firstUnitIgnoringPath { $0 == target } == all.first { $0.unit == target }?.unit)
            }
            #expect(value.firstUnitIgnoringPath { $0.state == .new } == all.first { $0.unit.state == .new }?.unit)
            #expect(value.firstUnitIgnoringPath { $0.value == "nowhere" } == nil)
            // A value without units is missing (nothing to show), as missing-translation and the report count it.
            let status: TranslationStatus = all.contains { $0.unit.state == .new } ? .new : all.isEmpty ? .missing
                : all.contains { $0.unit.value.isEmpty } ? .empty : all.contains { $0.unit.state == .needsReview } ? .needsReview : .translated
            #expect(value.status == status)
            #expect(value.isEmpty == all.allSatisfy { $0.unit.value.isEmpty })
            #expect(value.primaryRange == all.first?.unit.range ?? value.stringSet?.range)
            let states = all.map(\.unit.state)
            let worst: TranslationState = states.contains(.new) ? .new : states.contains(.needsReview) ? .needsReview
                : states.contains(.stale) ? .stale : states.first ?? .unspecified
            #expect(value.effectiveState == worst)
        }
    }

    @Test(arguments: [
        ("{\"strings\" : {}}", "1:1: missing 'sourceLanguage' in String Catalog"),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : []}", "1:39: 'strings' must be an object, found an array"),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\"localizations\" : {\"de\" : {\"stringUnit\" : {\"value\" : 5}}}}}}",
         "1:100: 'value' must be a string, found a number"),
        ("{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\"localizations\" : {\"de\" : {\"substitutions\" : {\"n\" : {\"argNum\" : 1.5}}}}}}}",
         "1:111: 'argNum' must be an integer, found a fraction"),
    ])
    func wrongShapesArePositioned(text: String, failure: String) {
        #expect(Loaded("Localizable.xcstrings", text).failures == [failure])
    }

    /// Member names are matched on their bytes; an escaped spelling still names the field, and
    /// another name of the same length does not.
    @Test func escapedFieldNamesAreRecognizedAndLookalikesIgnored() throws {
        let text = """
            {"sourceLanguage" : "en", "strings" : {"k" : {"\\u0063omment" : "note", "commenT" : "no",
              "localizations" : {"de" : {"stringUnit" : {"st\\u0061te" : "translat\\u0065d", "value" : "Hallo"}},
                "fr" : {"stringUnit" : {"state" : "needs_review", "valuE" : "x"}}}}}}
            """
        let loaded = Loaded("Localizable.xcstrings", text)
        #expect(loaded.failures.isEmpty)
        let entry = try #require(loaded.entry("k"))
        #expect(entry.comment == "note")
        #expect(entry.translations.map(\.locale) == ["de", "fr"])
        #expect(entry.translation(for: "de")?.value.unit?.state == .translated)
        #expect(entry.translation(for: "de")?.value.unit?.value == "Hallo")
        #expect(entry.translation(for: "fr")?.value.unit?.state == .needsReview)
        #expect(entry.translation(for: "fr")?.value.unit?.value == "")
    }

    @Test func brokenFilesGetPositionedParseFailures() {
        #expect(Loaded("Localizable.xcstrings", "").failures == ["1:1: empty document, expected a JSON value"])
        #expect(Loaded("Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {").failures
            == ["4:12: unexpected end of file, expected a string key or '}' after '{'"])
    }
}

/// ``LocalizedValue`` boxes its string set, variations and substitutions: it must still behave
/// as a plain value (independent copies, equality and hashing by content).
@Suite struct LocalizedValueStorageTests {
    private static let range = SourceRange(file: FileID(0), start: 1, end: 2)
    private static let unit = StringUnit(value: "x", state: .translated, range: range)

    @Test func copiesAreIndependentAndEqualByContent() {
        let plain = LocalizedValue(unit: Self.unit)
        var copy = plain
        copy.substitutions = [Substitution(name: "n", nameRange: Self.range)]
        #expect(plain.substitutions.isEmpty)
        #expect(copy.substitutions.map(\.name) == ["n"])
        #expect(copy != plain)
        copy.substitutions = []
        #expect(copy == plain)
        #expect(copy.hashValue == plain.hashValue)

        let variations = Variations(kind: .plural, variants: [Variant(selector: "one", selectorRange: Self.range, value: plain)])
        var a = LocalizedValue(unit: Self.unit, variations: variations)
        let b = LocalizedValue(unit: Self.unit, variations: variations)
        #expect(a == b && a.hashValue == b.hashValue)
        a.variations?.variants[0].value.unit = nil
        #expect(a != b)
        #expect(b.variations?.variants[0].value.unit == Self.unit)
        #expect(a.variations?.variants[0].value.unit == nil)
        a.stringSet = StringSet(state: .new, values: [Self.unit], range: Self.range)
        #expect(a.stringSet?.values == [Self.unit] && a.variations?.kind == .plural)
    }
}
