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

@Suite struct SwiftUIScannerTests {
    private func scan(_ source: String) -> (facts: SwiftSourceFacts, text: SourceText) {
        let file = SourceFile(id: FileID(0), path: "View.swift", text: SourceText(source))
        return (SwiftUIScanner.scan(file), file.text)
    }

    @Test func controlWithLabelShapeAndModifiers() throws {
        let (facts, text) = scan("""
            Button(action: play) {
                Image(systemName: "play.fill")
            }
            #if os(iOS)
            .accessibilityLabel(isOn ? "a.b" : Text("c.d"))
            #else
            .help("e.f")
            #endif
            """)
        let control = try #require(facts.controls.first)
        #expect(control.name == "Button")
        #expect(text.position(at: control.range.start) == SourcePosition(line: 1, column: 1))
        guard case .iconOnly(let images) = control.label else { Issue.record("not icon-only: \(control.label)"); return }
        #expect(images.map(\.symbols) == [["play.fill"]])
        #expect(control.modifiers.map(\.name) == ["accessibilityLabel", "help"])
        #expect(control.modifiers.map(\.condition) == ["os(iOS)", "!(os(iOS))"])
        let label = try #require(control.modifiers.first?.argument)
        #expect(label.alternatives.map(\.keyText) == ["a.b", "c.d"])
    }

    @Test func labelShapes() {
        let (facts, _) = scan("""
            Button("title.key") { }
            Button { } label: { HStack { Image(systemName: "a"); Text("b.c") } }
            Menu { } label: { customIcon }
            ShareLink(item: url)
            Toggle(isOn: $x) { if x { Image(systemName: "on") } else { Image(systemName: "off") } }
            NavigationLink(value: item) { Circle().fill(.red) }
            Link(destination: url) { BrandIcon(size: 20) }
            """)
        let shapes = facts.controls.map(\.label.shape)
        #expect(shapes == ["title [\"title.key\"]", "text", "unknown", "system", "icon [\"off\", \"on\"]", "icon []", "component BrandIcon"])
    }

    @Test func componentsAndLabelFunctionsAreDeclarations() {
        let (facts, _) = scan("""
            struct BrandIcon: View {
                let size: CGFloat
                var body: some View { Image("brand").resizable().frame(width: size, height: size) }
            }
            struct Row: View, Equatable {
                var body: some View { HStack { Text("a.b") } }
            }
            extension View {
                func iconLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
                func card() -> some View { padding().background(.thinMaterial) }
            }
            """)
        #expect(facts.viewComponents.map(\.name) == ["BrandIcon", "Row"])
        #expect(facts.viewComponents.map(\.body) == [.iconOnly([facts.viewComponents[0].body.images[0]]), .text])
        #expect(facts.labelModifierFunctions == ["iconLabel"])
    }

    @Test func keyReferencesWithTablesAndInterpolation() {
        let (facts, _) = scan(#"""
            let count: Int = 3
            Text("a.b", tableName: "Onboarding")
            Text("streak \(count) days \(name)")
            Text("speed \(rate, specifier: "%.1f")")
            String(localized: "c.d", table: "T")
            NSLocalizedString("e.f", comment: "")
            L10n.tr("g.h")
            "i.j".localized
            Text(#"raw \(x) "q""#)
            Text("""
                multi
                  line
                """)
            Text("esc\t\u{1F600}")
            // Text("in.comment")
            let s = "Text(\"in.string\")"
            """#)
        let keys = facts.keyReferences.map { reference -> String in
            let source: String
            switch reference.source {
            case .api(let name): source = name
            case .function(let name): source = "fn " + name
            }
            return "\(reference.key.text)|\(source)|\(reference.table ?? "-")"
        }
        #expect(keys == [
            "a.b|Text|Onboarding", "streak %lld days %@|Text|-", "speed %.1f|Text|-", "c.d|String(localized:)|T",
            "e.f|NSLocalizedString|-", "g.h|fn L10n.tr|-", "i.j|fn localized|-", #"raw \(x) "q"|Text|-"#, "multi\n  line|Text|-",
            "esc\t😀|Text|-",
        ])
        #expect(facts.keyReferences[1].key.segments == ["streak ", " days ", ""])
    }

    @Test func containersAndStandaloneImages() throws {
        let (facts, _) = scan("""
            HStack {
                Button(action: a) { Image(systemName: "a") }
                Image(systemName: "deco")
            }
            .accessibilityLabel("row.label")
            VStack {
                Image(systemName: "alone")
                Label("x.y", systemImage: "in.label")
                Thumbnail(image: Image(systemName: "argument"))
            }
            """)
        let control = try #require(facts.controls.first)
        #expect(control.enclosingLabelledContainers.map(\.name) == ["HStack"])
        #expect(facts.labelledContainers.count == 1)
        #expect(facts.standaloneImages.flatMap(\.symbols) == ["alone"])
    }

    @Test func previewsAreNotScanned() {
        let (facts, _) = scan("""
            #Preview { Button(action: {}) { Image(systemName: "a") } }
            struct P: PreviewProvider { static var previews: some View { Button(action: {}) { Image(systemName: "b") } } }
            Button(action: {}) { Image(systemName: "c") }
            """)
        #expect(facts.controls.count == 1)
    }
}

@Suite struct InlineSuppressionsTests {
    private func directives(_ source: String) -> [SuppressionDirective] {
        SwiftUIScanner.scan(SourceFile(id: FileID(0), path: "V.swift", text: SourceText(source))).suppressions
    }

    @Test func parsesDirectives() {
        let found = directives("""
            // l10n-lint:disable-next-line voiceover-label, unknown-key -- icons explained on screen
            /* l10n-lint:disable */
            // l10n-lint:enable all
            // l10n-lint:unknown-command x
            // an ordinary comment mentioning l10n-lint
            let s = "// l10n-lint:disable voiceover-label"
            """)
        #expect(found.map(\.kind) == [.disableNextLine, .disable, .enable])
        #expect(found[0].rules == ["voiceover-label", "unknown-key"])
        #expect(found[1].rules.isEmpty && found[2].rules.isEmpty)
        #expect(found.map(\.line) == [1, 2, 3])
    }

    @Test func regionsAndNextLine() {
        let found = directives("""
            // l10n-lint:disable-next-line voiceover-label
            a
            b
            // l10n-lint:disable unknown-key
            c
            // l10n-lint:enable unknown-key
            d
            """)
        func suppressed(_ rule: RuleID, _ line: Int) -> Bool { InlineSuppressions.suppressor(of: rule, line: line, among: found) != nil }
        #expect(suppressed("voiceover-label", 2))
        #expect(!suppressed("voiceover-label", 3))
        #expect(!suppressed("unknown-key", 2))
        #expect(suppressed("unknown-key", 5))
        #expect(!suppressed("unknown-key", 7))
        #expect(!suppressed("voiceover-label", 5))
    }

    @Test func engineDropsSuppressedFindingsInSwiftFilesOnly() {
        let swift = """
            // l10n-lint:disable-next-line voiceover-label
            Button(action: a) { Image(systemName: "a") }
            Button(action: b) { Image(systemName: "b") }
            """
        let result = Linter(rules: [VoiceOverLabelRule.makeDefault()]).lint(files: [("V.swift", swift)])
        #expect(result.diagnostics.map(\.location.start.line) == [3])
    }
}

@Suite struct VoiceOverCoverageTests {
    @Test func countsIconOnlyLabelledAndLocalized() {
        let catalog = #"{ "a.ok": { "en": "OK", "zh-Hans": "好" }, "a.half": { "en": "Half" } }"#
        let swift = """
            Button(action: f) { Image(systemName: "1") }
            Button(action: f) { Image(systemName: "2") }.accessibilityLabel("a.ok")
            Button(action: f) { Image(systemName: "3") }.accessibilityLabel("a.half")
            Button(action: f) { Image(systemName: "4") }.accessibilityLabel(title)
            Button("a.ok") { }
            Button(action: f) { Image(systemName: "5") }.accessibilityHidden(true)
            """
        let result = Linter(rules: []).lint(files: [("strings.json", catalog), ("V.swift", swift)])
        #expect(result.voiceOverCoverage.counts == VoiceOverCoverage(iconOnlyControls: 4, labelled: 3, localized: 1).counts)
        #expect(result.voiceOverCoverage.labelledFraction == 0.75)
        #expect(VoiceOverCoverage(project: result.project) == result.voiceOverCoverage)
    }
}

extension ControlLabel {
    /// `title ["key"]`, `text`, `icon ["play"]`, `component Name`, `empty`, …
    var shape: String {
        switch self {
        case .title(let expression): "title \(expression.alternatives.map(\.keyText))"
        case .text: "text"
        case .iconOnly(let images): "icon \(images.flatMap(\.symbols))"
        case .system: "system"
        case .component(let name): "component \(name)"
        case .empty: "empty"
        case .unknown: "unknown"
        }
    }

    var images: [SwiftImage] {
        if case .iconOnly(let images) = self { return images }
        return []
    }
}

extension LabelValue {
    /// The key text of a key alternative, else a description of the kind.
    var keyText: String {
        switch self {
        case .key(let key, _): key.text
        case .call(let function, let key): "\(function)(\(key.text))"
        case .verbatim: "verbatim"
        case .plainString(let name): "string \(name)"
        case .accessor(let name): "accessor \(name)"
        case .symbol(let symbol): "symbol \(symbol.spelled)"
        case .dynamic: "dynamic"
        }
    }
}
