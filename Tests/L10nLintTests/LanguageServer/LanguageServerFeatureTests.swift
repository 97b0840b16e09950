import Foundation
import Testing
@testable import L10nParsing
@testable import L10nLanguageServer
@testable import L10nCLI

/// Diagnostics, hover, definition, references, completion and code actions on a small project,
/// driven with real JSON-RPC bodies.
@Suite struct LanguageServerFeatureTests {
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "common.done" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "OK" } }
              }
            },
            "settings.title" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
              }
            }
          },
          "version" : "1.0"
        }

        """
    static let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                VStack {
                    Text("settings.title")
                    Button("common.done") {}
                }
            }
        }

        """

    private func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        try directory.write("App/ContentView.swift", Self.view)
        return directory
    }

    @Test func publishesTheProjectsFindingsOnceInitializedAndTheBufferAsTyped() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        let initial = session.notify("initialized", [:])
        #expect(session.findings(initial, for: "App/Localizable.xcstrings") == ["translation-state 7:71"])
        #expect(session.findings(initial, for: "App/ContentView.swift") == nil)
        let published = initial.first { $0["params"]?["uri"]?.string == session.uri("App/Localizable.xcstrings") }
        let uri = session.uri("App/Localizable.xcstrings")
        #expect(published?.wire == """
            {"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\(uri)","diagnostics":[{"range":{"start":{"line":6,"character":70},"end":{"line":6,"character":74}},"severity":2,"code":"translation-state","codeDescription":{"href":"https://github.com/l10n-lint/l10n/blob/main/rules/translation-state.md"},"source":"l10n","message":"'common.done' in fr needs review"}]}}
            """)

        // The unsaved buffer replaces the file: a typo is found as typed, incrementally.
        // Opening publishes the buffer's (empty) diagnostics for its version.
        #expect(session.open("App/ContentView.swift").map(\.wire) == [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"\#(session.uri("App/ContentView.swift"))","version":1,"diagnostics":[]}}"#
        ])
        let typo = session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(session.uri("App/ContentView.swift")), "version": 2],
            "contentChanges": [["range": ["start": ["line": 5, "character": 30], "end": ["line": 5, "character": 31]], "text": "e"]],
        ])
        #expect(session.findings(typo, for: "App/ContentView.swift") == ["unknown-key 6:18"])
        #expect(typo.first?["params"]?["version"] == .int(2))
        #expect(typo.first?["params"]?["diagnostics"]?.array?.first?["message"]?.string == "'settings.titee' is not defined in any catalog")
        // The catalog's `settings.title` is now used by no code (`unused-key`): its findings changed too.
        #expect(session.findings(typo, for: "App/Localizable.xcstrings") == ["translation-state 7:71", "unused-key 10:5"])
        #expect(typo.count == 2, "only the files whose findings changed are published")
        // Full sync back to the original clears it; closing reads the file on disk again.
        let fixed = session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(session.uri("App/ContentView.swift")), "version": 3],
            "contentChanges": [["text": .string(Self.view)]],
        ])
        #expect(session.findings(fixed, for: "App/ContentView.swift") == [])
        #expect(session.notify("textDocument/didClose", ["textDocument": ["uri": .string(session.uri("App/ContentView.swift"))]]).isEmpty)
    }

    @Test func aCatalogEditRelintsTheSwiftFilesUsingItsKeys() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let renamed = Self.catalog.replacingOccurrences(of: "\"settings.title\"", with: "\"settings.heading\"")
        let edit = session.open("App/Localizable.xcstrings", text: renamed)
        #expect(session.findings(edit, for: "App/ContentView.swift") == ["unknown-key 6:18"])
        // The renamed key is used by no code.
        #expect(session.findings(edit, for: "App/Localizable.xcstrings") == ["translation-state 7:71", "unused-key 10:5"])
        #expect(edit.count == 2, "the files whose findings did not change are not published again")
    }

    @Test func aMalformedBufferIsADiagnosticAtItsPosition() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let broken = session.open("App/Localizable.xcstrings", text: "{\n  \"strings\" : {,\n}")
        let diagnostics = broken.last { $0["params"]?["uri"]?.string == session.uri("App/Localizable.xcstrings") }?["params"]?["diagnostics"]?.array
        #expect(diagnostics?.map(LanguageServerSession.summary) == ["parse-error 2:16"])
        #expect(diagnostics?.first?["message"] == "expected a string key or '}' after '{', found ','")
        // As in `l10n lint`, keys are not called unknown while a catalog cannot be read; the
        // server still answers, and the fixed buffer brings the findings back.
        #expect(session.findings(broken, for: "App/ContentView.swift") == nil)
        #expect(session.request("textDocument/hover", ["textDocument": ["uri": .string(session.uri("App/ContentView.swift"))], "position": ["line": 5, "character": 20]]).response?["result"]?["contents"] != nil)
        let fixed = session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(session.uri("App/Localizable.xcstrings")), "version": 2], "contentChanges": [["text": .string(Self.catalog)]],
        ])
        #expect(session.findings(fixed, for: "App/Localizable.xcstrings") == ["translation-state 7:71"])
    }

    @Test func configurationSuppressionsAndBaselineApplyAsInLint() throws {
        let directory = try project()
        try directory.write(".l10nlint.json", #"{ "rules": { "translation-state": "error" } }"#)
        var session = LanguageServerSession(root: directory.path)
        let configured = session.notify("initialized", [:])
        #expect(configured.first?["params"]?["diagnostics"]?.array?.first?["severity"] == .int(1))
        // Inline suppression in the buffer.
        let typo = Self.view.replacingOccurrences(of: "Text(\"settings.title\")", with: "// l10n-lint:disable-next-line unknown-key -- placeholder\n            Text(\"settings.titel\")")
        #expect(session.findings(session.open("App/ContentView.swift", text: typo), for: "App/ContentView.swift") == [])
        // A baseline written by `l10n lint --write-baseline` hides what it records.
        try directory.write(".l10nlint.json", "{}")
        #expect(CLI.run(["lint", "--write-baseline", "baseline.json", "."], in: directory).status == .success)
        var baselined = LanguageServerSession(root: directory.path, initializationOptions: ["baseline": "baseline.json"])
        #expect(baselined.findings(baselined.notify("initialized", [:]), for: "App/Localizable.xcstrings") == nil)
        // A broken configuration is reported in it; the server goes on with the defaults.
        try directory.write(".l10nlint.json", #"{ "rules": { "no-such-rule": "error" } }"#)
        var broken = LanguageServerSession(root: directory.path)
        let messages = broken.notify("initialized", [:])
        #expect(broken.findings(messages, for: ".l10nlint.json")?.count == 1)
        #expect(broken.findings(messages, for: "App/Localizable.xcstrings") == ["translation-state 7:71"])
    }

    @Test func hoverShowsEveryLocaleWithItsStateAndTheFindings() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let swift: JSONOutput = ["uri": .string(session.uri("App/ContentView.swift"))]
        let hover = session.request("textDocument/hover", ["textDocument": swift, "position": ["line": 6, "character": 22]]).response?["result"]
        #expect(hover?["contents"]?["value"]?.string == """
            **`common.done`**

            App/Localizable.xcstrings (source en)

            | locale | state | value |
            |---|---|---|
            | en | translated | Done |
            | fr | needs_review | OK |

            Findings:
            - warning: 'common.done' in fr needs review [translation-state]
            """)
        #expect(hover?["range"] == ["start": ["line": 6, "character": 19], "end": ["line": 6, "character": 32]])
        #expect(session.request("textDocument/hover", ["textDocument": swift, "position": ["line": 0, "character": 3]]).response?["result"] == .null)
        // On the key in the catalog too.
        let catalog: JSONOutput = ["uri": .string(session.uri("App/Localizable.xcstrings"))]
        let onCatalog = session.request("textDocument/hover", ["textDocument": catalog, "position": ["line": 9, "character": 8]]).response?["result"]
        #expect(onCatalog?["contents"]?["value"]?.string?.hasPrefix("**`settings.title`**") == true)
    }

    @Test func definitionAndReferencesJoinCodeAndCatalogs() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let swift: JSONOutput = ["uri": .string(session.uri("App/ContentView.swift"))]
        let definition = session.request("textDocument/definition", ["textDocument": swift, "position": ["line": 5, "character": 20]]).response?["result"]
        #expect(definition == [["uri": .string(session.uri("App/Localizable.xcstrings")), "range": ["start": ["line": 9, "character": 4], "end": ["line": 9, "character": 20]]]])
        let catalog: JSONOutput = ["uri": .string(session.uri("App/Localizable.xcstrings"))]
        let references = session.request("textDocument/references", ["textDocument": catalog, "position": ["line": 9, "character": 6], "context": ["includeDeclaration": false]]).response?["result"]
        #expect(references == [["uri": .string(session.uri("App/ContentView.swift")), "range": ["start": ["line": 5, "character": 17], "end": ["line": 5, "character": 33]]]])
    }

    @Test func completesKeysInsideLocalizingCallsOnly() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let text = Self.view.replacingOccurrences(of: "Text(\"settings.title\")", with: "Text(\"set")
        _ = session.open("App/ContentView.swift", text: text)
        let swift: JSONOutput = ["uri": .string(session.uri("App/ContentView.swift"))]
        let completion = session.request("textDocument/completion", ["textDocument": swift, "position": ["line": 5, "character": 21]]).response?["result"]
        let items = completion?["items"]?.array ?? []
        #expect(items.compactMap { $0["label"]?.string } == ["common.done", "settings.title"])
        #expect(items.last?["detail"] == "Settings")
        #expect(items.last?["textEdit"]?["range"] == ["start": ["line": 5, "character": 18], "end": ["line": 5, "character": 21]])
        #expect(EditorIndex.keyLiteralStart(line: #"    let x = String(localized: "ab"#, character: 32) == 31)
        #expect(EditorIndex.keyLiteralStart(line: #"    .accessibilityLabel("a"#, character: 26) == 25)
        #expect(EditorIndex.keyLiteralStart(line: #"    print("ab"#, character: 13) == nil)
        #expect(EditorIndex.keyLiteralStart(line: #"    Text("a") + Text(verbatim: "b"#, character: 32) == nil)
    }

    @Test func offersToSuppressAFindingWithAReason() throws {
        let directory = try project()
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let uri = session.uri("App/ContentView.swift")
        let diagnostic: JSONOutput = [
            "range": ["start": ["line": 5, "character": 17], "end": ["line": 5, "character": 33]], "code": "unknown-key", "source": "l10n", "message": "m",
        ]
        let actions = session.codeActions("App/ContentView.swift", for: diagnostic)
        #expect(actions.first?["title"] == "Suppress 'unknown-key' on this line with a reason")
        #expect(actions.first?["edit"] == ["changes": .object([(uri, .array([["range": ["start": ["line": 5, "character": 0], "end": ["line": 5, "character": 0]], "newText": "            // l10n-lint:disable-next-line unknown-key -- reason\n"]]))])])
    }

    @Test func offersToAddAnUnknownKeyToStringsJSON() throws {
        let directory = try TemporaryDirectory()
        let table = """
            {
              "$sourceLanguage": "en",
              "common": {
                "done": { "en": "Done", "fr": "OK" }
              }
            }

            """
        try directory.write("design/strings.json", table)
        try directory.write("App/View.swift", "import SwiftUI\n\nstruct V: View {\n    var body: some View { Text(\"settings.save\") }\n}\n")
        // The catalog Xcode generates from it, so the app has a table its keys are looked up in.
        try directory.write("App/Localizable.xcstrings", Self.catalog)
        var session = LanguageServerSession(root: directory.path)
        let initial = session.notify("initialized", [:])
        #expect(session.findings(initial, for: "App/View.swift") == ["unknown-key 4:32"])
        let diagnostic = try #require(session.firstDiagnostic(initial, for: "App/View.swift"))
        let actions = session.codeActions("App/View.swift", for: diagnostic)
        #expect(actions.compactMap { $0["title"]?.string } == ["Add 'settings.save' to design/strings.json", "Suppress 'unknown-key' on this line with a reason"])
        let edit = try #require(actions.first?["edit"]?["changes"]?[session.uri("design/strings.json")]?.array?.first)
        #expect(edit == ["range": ["start": ["line": 4, "character": 3], "end": ["line": 4, "character": 3]], "newText": ",\n  \"settings.save\": {\"en\": \"settings.save\"}"])
        // Applied as the editor applies it, the key is known (and the generated catalog is to
        // be regenerated from strings.json, as `catalog-sync` then says).
        var document = TextDocument(uri: session.uri("design/strings.json"), path: directory.path + "/design/strings.json", version: 1, text: table)
        let applied = document.apply(["range": edit["range"] ?? .null, "text": edit["newText"] ?? .null])
        #expect(applied)
        let after = session.open("design/strings.json", text: document.text)
        #expect(session.findings(after, for: "App/View.swift") == [])
    }

    /// The fix a finding carries is a code action (issue 33 item 5): applied as the editor
    /// applies it, the file is what `l10n fix` writes.
    @Test func offersTheFixAFindingCarries() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/zh-Hans.lproj/Localizable.strings", "\"hello\" = \"你好\";\n\"bye\" = \"再见 👋\";\n\"hello\" = \"您好\";\n")
        try directory.write("App/en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Bye\";\n")
        var session = LanguageServerSession(root: directory.path)
        let initial = session.notify("initialized", [:])
        let uri = session.uri("App/zh-Hans.lproj/Localizable.strings")
        #expect(session.findings(initial, for: "App/zh-Hans.lproj/Localizable.strings") == ["duplicate-key 3:1"])
        let diagnostic = try #require(session.firstDiagnostic(initial, for: "App/zh-Hans.lproj/Localizable.strings"))
        let actions = session.codeActions("App/zh-Hans.lproj/Localizable.strings", for: diagnostic)
        #expect(actions.compactMap { $0["title"]?.string } == ["Remove the definition of 'hello' this one overrides"])
        // A client that sends the positions back as decimals (Neovim 0.7 rebuilds the
        // diagnostic, `2.0` for `2`) gets the same action.
        guard case .object(let members) = diagnostic else { Issue.record("not an object"); return }
        let decimal = JSONOutput.object(members.map { key, value in
            key == "range" ? (key, ["start": ["line": .double(2), "character": .double(0)], "end": ["line": .double(2), "character": .double(7)]]) : (key, value)
        })
        let decimalActions = session.codeActions("App/zh-Hans.lproj/Localizable.strings", for: decimal)
        #expect(decimalActions.compactMap { $0["title"]?.string } == ["Remove the definition of 'hello' this one overrides"])
        let edit = try #require(actions.first?["edit"]?["changes"]?[uri]?.array?.first)
        #expect(edit == [
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]],
            "newText": "\"bye\" = \"再见 👋\";\n\"hello\" = \"您好\";\n",
        ])
    }

    /// Hover, definition and references on an Xcode generated symbol (`Text(.welcomeTitle)`)
    /// and a SwiftGen accessor (`L10n.Settings.title`) as on a key literal (issue 33 item 3, 4).
    @Test func generatedSymbolsAndAccessorsAreKeysToo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "settings.title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réglages" } }
                  }
                },
                "welcomeTitle" : {
                  "extractionState" : "manual",
                  "generatesSymbol" : true,
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } }
                  }
                }
              },
              "version" : "1.1"
            }

            """)
        try directory.write("App/Strings.swift", """
            enum L10n {
                enum Settings {
                    static let title = L10n.tr("Localizable", "settings.title")
                }
            }

            """)
        try directory.write("App/Home.swift", """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    Text(.welcomeTitle)
                    Text(L10n.Settings.title) // L10n.Settings.title in a comment is no use
                }
            }

            """)
        var session = LanguageServerSession(root: directory.path)
        _ = session.notify("initialized", [:])
        let home: JSONOutput = ["uri": .string(session.uri("App/Home.swift"))]
        let catalogURI = session.uri("App/Localizable.xcstrings")
        // The symbol: hover names its key, definition is the key's entry.
        let symbolHover = session.request("textDocument/hover", ["textDocument": home, "position": ["line": 4, "character": 16]]).response?["result"]
        #expect(symbolHover?["contents"]?["value"]?.string?.hasPrefix("**`welcomeTitle`**\n\nApp/Localizable.xcstrings (source en)") == true)
        #expect(symbolHover?["range"] == ["start": ["line": 4, "character": 13], "end": ["line": 4, "character": 26]])
        let symbolDefinition = session.request("textDocument/definition", ["textDocument": home, "position": ["line": 4, "character": 16]]).response?["result"]
        #expect(symbolDefinition == [["uri": .string(catalogURI), "range": ["start": ["line": 9, "character": 4], "end": ["line": 9, "character": 18]]]])
        // The accessor, hovered on any of its names.
        let accessorHover = session.request("textDocument/hover", ["textDocument": home, "position": ["line": 5, "character": 16]]).response?["result"]
        #expect(accessorHover?["contents"]?["value"]?.string?.hasPrefix("**`settings.title`**") == true)
        #expect(accessorHover?["range"] == ["start": ["line": 5, "character": 13], "end": ["line": 5, "character": 32]])
        let accessorDefinition = session.request("textDocument/definition", ["textDocument": home, "position": ["line": 5, "character": 30]]).response?["result"]
        #expect(accessorDefinition == [["uri": .string(catalogURI), "range": ["start": ["line": 3, "character": 4], "end": ["line": 3, "character": 20]]]])
        // References from the catalog reach the symbol's use, and the accessor's both where the
        // generated file reads the key and where code names it; the comment is not one.
        let catalog: JSONOutput = ["uri": .string(catalogURI)]
        let symbolUses = session.request("textDocument/references", ["textDocument": catalog, "position": ["line": 9, "character": 6], "context": ["includeDeclaration": false]]).response?["result"]
        #expect(symbolUses == [["uri": .string(session.uri("App/Home.swift")), "range": ["start": ["line": 4, "character": 13], "end": ["line": 4, "character": 26]]]])
        let accessorUses = session.request("textDocument/references", ["textDocument": catalog, "position": ["line": 3, "character": 6], "context": ["includeDeclaration": false]]).response?["result"]
        #expect(accessorUses == [
            ["uri": .string(session.uri("App/Strings.swift")), "range": ["start": ["line": 2, "character": 50], "end": ["line": 2, "character": 66]]],
            ["uri": .string(session.uri("App/Home.swift")), "range": ["start": ["line": 5, "character": 13], "end": ["line": 5, "character": 32]]],
        ])
    }

    /// Symbols complete after `Text(.` with their English text (issue 33 item 6).
    @Test func completesGeneratedSymbolsAfterTheLeadingDot() throws {
        #expect(EditorIndex.symbolStart(line: "        Text(.wel", character: 17) == 14)
        #expect(EditorIndex.symbolStart(line: "        Text(.Discover.la", character: 25) == 14)
        #expect(EditorIndex.symbolStart(line: "        let s = String(localized: .we", character: 37) == 35)
        #expect(EditorIndex.symbolStart(line: "        .padding(.hor", character: 21) == nil)
        #expect(EditorIndex.symbolStart(line: "        Text(title.up", character: 21) == nil)
    }

    /// An icon-only button offers its label as a code action; `l10n fix` never applies it.
    @Test func offersAnAccessibilityLabelForAnIconOnlyControl() throws {
        let directory = try TemporaryDirectory()
        let view = """
            import SwiftUI

            struct Bar: View {
                var body: some View {
                    Button(action: {}) { Image(systemName: "trash") }
                        .padding()
                }
            }

            """
        try directory.write("App/Bar.swift", view)
        var session = LanguageServerSession(root: directory.path)
        let initial = session.notify("initialized", [:])
        let uri = session.uri("App/Bar.swift")
        #expect(session.findings(initial, for: "App/Bar.swift") == ["voiceover-label 5:9"])
        let diagnostic = try #require(session.firstDiagnostic(initial, for: "App/Bar.swift"))
        let actions = session.codeActions("App/Bar.swift", for: diagnostic)
        #expect(actions.compactMap { $0["title"]?.string } == ["Add an accessibility label (\"Delete\")", "Suppress 'voiceover-label' on this line with a reason"])
        #expect(actions.first?["isPreferred"] == false)
        let edit = try #require(actions.first?["edit"]?["changes"]?[uri]?.array?.first)
        var document = TextDocument(uri: uri, path: directory.path + "/App/Bar.swift", version: 1, text: view)
        let applied = document.apply(["range": edit["range"] ?? .null, "text": edit["newText"] ?? .null])
        #expect(applied)
        #expect(document.text == view.replacingOccurrences(of: "}\n            .padding()", with: "}\n            .accessibilityLabel(\"Delete\")\n            .padding()"))
    }
}
