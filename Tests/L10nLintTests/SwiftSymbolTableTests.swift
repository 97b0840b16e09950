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

/// The project-wide symbols the Swift scan declares (icon views, image members, generated
/// accessors) and the label shapes that use them.
@Suite struct SwiftSymbolTableTests {
    private func scan(_ source: String) -> SwiftSourceFacts {
        SwiftUIScanner.scan(SourceFile(id: FileID(0), path: "View.swift", text: SourceText(source)))
    }

    @Test func membersViewsAndAccessorsAreDeclared() {
        let facts = scan("""
            enum Icons {
                static let close = Image(systemName: "xmark")
                static var edit: Image { Image(systemName: "pencil") }
                static var more: some View { Image(systemName: "ellipsis").font(.title) }
                static let stored: Image
                static let name = "static let fake = Image(systemName: \\"x\\")"
                enum Nav { static let back = Image(systemName: "chevron.left") }
            }
            struct Badge<Content: View>: View {
                var body: some View { Group { ZStack { Image("badge"); Circle() } } }
            }
            internal enum L10n {
              internal enum Common {
                internal static let close = L10n.tr("Localizable", "common.close", fallback: "Close")
                internal static func items(_ p1: Int) -> String {
                  return L10n.tr("Plurals", "common.items", p1)
                }
              }
            }
            """)
        let components = Dictionary(uniqueKeysWithValues: facts.viewComponents.map { ($0.name, $0.body.shape) })
        #expect(components == [
            "Icons.close": "icon [\"xmark\"]", "Icons.edit": "icon [\"pencil\"]", "Icons.more": "icon [\"ellipsis\"]",
            "Icons.stored": "icon []", "Icons.Nav.back": "icon [\"chevron.left\"]", "Badge": "icon []",
        ])
        #expect(facts.generatedAccessors.map { "\($0.name) \($0.table) \($0.key.text)" } == [
            "L10n.Common.close Localizable common.close", "L10n.Common.items Plurals common.items",
        ])
        #expect(facts.keyReferences.map { "\($0.source) \($0.key.text)" } == [
            "function(\"L10n.tr\") common.close", "function(\"L10n.tr\") common.items",
        ])
    }

    @Test func labelShapes() {
        let facts = scan("""
            struct V: View {
                let icon: Image
                func row(badge: Image, title: String) -> some View {
                    Button(action: f) { badge.resizable() }
                }
                var body: some View {
                    Button(action: f) { icon }
                    Button(action: f) { self.icon }
                    Button(action: f) { Icons.close }
                    Button(action: f) { Icons.Nav.back.foregroundStyle(.tint) }
                    Button(action: f) { if busy { ProgressView() } else { Image(systemName: "a") } }
                    Button(action: f) { if busy { ProgressView("k.busy") } else { Image(systemName: "a") } }
                    Button(action: f) { switch s { case .a(let x): Image(systemName: "b"); default: Image(systemName: "c") } }
                    Button(action: f) { Image(systemName: "d").overlay { Text("k.count") } }
                    Button(action: f) { Image(systemName: "e").overlay(alignment: .top) { Circle() } }
                    Button(action: f) { let n = x ? "f" : "g"; Image(systemName: n) }
                    Toggle("", isOn: $x)
                    Toggle(isOn: $x) { }
                    Picker(selection: $x) { Text("k.a") } label: { EmptyView() }
                    DatePicker("k.date", selection: $d)
                    Button(action: f) { Text("") }
                }
            }
            """)
        #expect(facts.controls.map(\.label.shape) == [
            "icon []", "icon []", "icon []", "component Icons.close", "component Icons.Nav.back", "icon [\"a\"]", "text",
            "icon [\"b\", \"c\"]", "text", "icon [\"e\"]", "icon []", "empty", "empty", "empty", "title [\"k.date\"]", "empty",
        ])
    }

    @Test func accessorLabelsAndLabelledLocalizationFunctions() throws {
        let facts = scan("""
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(L10n.Common.close)
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(R.string.localizable.close())
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(Text(Strings.close))
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(tr(key: "k.close"))
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(L10n.tr("Localizable", "k.close"))
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(model.title)
            Button(action: f) { Image(systemName: "x") }.accessibilityLabel(L10n.Common.items(count))
            """)
        let labels = facts.controls.compactMap { $0.modifiers.first?.argument?.alternatives.first?.keyText }
        #expect(labels == [
            "accessor L10n.Common.close", "accessor R.string.localizable.close", "accessor Strings.close", "tr(key:)(k.close)",
            "L10n.tr(k.close)", "dynamic", "accessor L10n.Common.items",
        ])
    }

    @Test func projectTableDropsAmbiguousNames() {
        let first = scan("struct Icon: View { var body: some View { Image(systemName: \"a\") } }")
        var second = scan("struct Icon: View { var body: some View { Text(\"b.c\") } }\nenum L10n { static let x = L10n.tr(\"T\", \"k.x\") }")
        second.file = FileID(1)
        let table = SwiftSymbolTable([first, second])
        #expect(table.views["Icon"] == nil)
        #expect(table.accessor("L10n.x", in: "")?.key.text == "k.x")
        let scoped = SwiftSymbolTable([first, second], projects: [FileID(1): "/apps/b"])
        #expect(scoped.accessor("L10n.x", in: "/apps/b")?.key.text == "k.x")
        #expect(scoped.accessor("L10n.x", in: "") == nil, "another project's generated file names no key here")
        #expect(Project(swiftSources: [first]).swiftSymbols.views["Icon"] != nil)
    }
}
