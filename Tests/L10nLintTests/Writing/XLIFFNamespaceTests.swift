import Foundation
import Testing
@testable import L10nModel
@testable import L10nParsing
@testable import L10nWriting
@testable import L10nCLI

/// `l10n import` resolves XLIFF names by namespace URI: Xcode's default namespace, no namespace,
/// any prefix (Python's ElementTree writes `ns0:`) and documents carrying a CAT tool's own
/// namespaces all import into the same catalog bytes.
@Suite struct XLIFFNamespaceTests {
    /// Xcode 26's `-exportLocalizations` shape (`xmlns:xsi`, `xsi:schemaLocation`, `<header><tool>`),
    /// with a translator's targets.
    static let xcodeExport = PackagePaths.root.appendingPathComponent("Tests/L10nLintTests/Fixtures/XcodeExport/zh-Hans.xliff")
    static let expectedOutput = "App/Localizable.xcstrings: 3 updated\n3 updated, 0 unchanged, 0 unknown\n"

    /// Imports `xliff` into a fresh copy of the project; the outcome and the catalog's bytes.
    static func importing(_ xliff: Data) throws -> (outcome: CommandOutcome, catalog: Data) {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", ImportCommandTests.catalog)
        try directory.write("x.xliff", xliff)
        let outcome = CLI.run(["import", "x.xliff"], in: directory)
        return (outcome, try Data(contentsOf: directory.url.appendingPathComponent("App/Localizable.xcstrings")))
    }

    static func fixture() throws -> String { try String(contentsOf: xcodeExport, encoding: .utf8) }

    /// The fixture with every element name given `prefix:` and the namespace bound to it.
    static func prefixed(_ text: String, _ prefix: String) -> String {
        text.replacingOccurrences(of: "<(/?)([a-z])", with: "<$1\(prefix):$2", options: .regularExpression)
            .replacingOccurrences(of: "xmlns=\"urn:oasis", with: "xmlns:\(prefix)=\"urn:oasis")
    }

    /// The catalog Xcode's export gives: the greeting replaced, the plural form added in review,
    /// the iPhone variant translated; the unit without a target (`device.mac`) left as it was.
    static let expectedCatalog = ImportCommandTests.catalog
        .replacingOccurrences(of: "\"value\" : \"你好 👋\"", with: "\"value\" : \"您好 👋\"")
        .replacingOccurrences(of: "\n        }\n      }\n    },\n    \"tap\"", with: """

                    },
                    "zh-Hans" : {
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "other" : {
                                "stringUnit" : {
                                  "state" : "needs_review",
                                  "value" : "%lld 个项目 📦"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                },
                "tap"
            """)
        .replacingOccurrences(of: "\"state\" : \"new\",\n                  \"value\" : \"\"", with: "\"state\" : \"translated\",\n                  \"value\" : \"轻点\"")

    @Test func xcodesExportImportsAsBefore() throws {
        let (outcome, catalog) = try Self.importing(Data(try Self.fixture().utf8))
        #expect(outcome == CommandOutcome(status: .success, standardOutput: Self.expectedOutput))
        #expect(String(decoding: catalog, as: UTF8.self) == Self.expectedCatalog)
    }

    @Test func noNamespaceAnyPrefixAndForeignNamespacesImportIdentically() throws {
        let xcode = try Self.fixture()
        let expected = try Self.importing(Data(xcode.utf8)).catalog
        let cat = """
            xmlns:sdl="http://sdl.com/FileTypes/SdlXliff/1.0" xmlns:mq="MQXliff" version="1.2"
            """
        let foreign = xcode.replacingOccurrences(of: "version=\"1.2\"", with: cat)
            .replacingOccurrences(of: "<target state=", with: "<target sdl:conf=\"Translated\" mq:status=\"Confirmed\" state=")
            .replacingOccurrences(of: "<note>Greeting</note>", with: """
                <note>Greeting</note>
                        <sdl:seg-defs><sdl:seg id="1" conf="Translated"><sdl:value key="x">y</sdl:value></sdl:seg></sdl:seg-defs>
                        <mq:historical-unit><target state="translated">旧的问候</target></mq:historical-unit>
                """)
        let variants: [(String, String)] = [
            ("no namespace", xcode.replacingOccurrences(of: "xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" ", with: "")),
            ("prefix ns0", Self.prefixed(xcode, "ns0")),
            ("prefix xlf", Self.prefixed(xcode, "xlf")),
            ("CAT tool namespaces", foreign),
            ("CAT tool namespaces, prefixed", Self.prefixed(foreign, "x").replacingOccurrences(of: "<x:sdl:", with: "<sdl:").replacingOccurrences(of: "</x:sdl:", with: "</sdl:")
                .replacingOccurrences(of: "<x:mq:", with: "<mq:").replacingOccurrences(of: "</x:mq:", with: "</mq:")),
        ]
        for (name, text) in variants {
            #expect(text != xcode, "\(name) differs from the export")
            let result = try Self.importing(Data(text.utf8))
            #expect(result.outcome == CommandOutcome(status: .success, standardOutput: Self.expectedOutput), "\(name)")
            #expect(result.catalog == expected, "\(name) writes the same catalog bytes")
        }
    }

    /// What real tools write: Python's ElementTree re-serializing Xcode's export with its `ns0:`
    /// prefix, with a registered prefix (as lxml keeps a document's own), and with the default
    /// namespace; each imports into the bytes Xcode's own export gives.
    @Test(.enabled(if: Python.isAvailable, "needs python3"))
    func filesWrittenByPythonsElementTreeImportIdentically() throws {
        let expected = try Self.importing(Data(try Self.fixture().utf8)).catalog
        let directory = try TemporaryDirectory()
        let script = """
            import sys, xml.etree.ElementTree as ET
            source, target, prefix = sys.argv[1:4]
            if prefix != "ns0":
                ET.register_namespace(prefix, "urn:oasis:names:tc:xliff:document:1.2")
            ET.parse(source).write(target, encoding="UTF-8", xml_declaration=True)
            """
        for (prefix, root) in [("ns0", "<ns0:xliff xmlns:ns0="), ("xlf", "<xlf:xliff xmlns:xlf="), ("", "<xliff xmlns=")] {
            let run = try Python.run(script, [Self.xcodeExport.path, "out.xliff", prefix], in: directory.url)
            try #require(run.status == 0, "\(run.standardError)")
            let written = try Data(contentsOf: directory.url.appendingPathComponent("out.xliff"))
            #expect(String(decoding: written, as: UTF8.self).contains(root), "ElementTree wrote \(root)")
            let result = try Self.importing(written)
            #expect(result.outcome == CommandOutcome(status: .success, standardOutput: Self.expectedOutput), "prefix '\(prefix)'")
            #expect(result.catalog == expected, "prefix '\(prefix)' writes the same catalog bytes")
        }
    }

    @Test func aRootOutsideXLIFF12sNamespaceOrWithAnUndeclaredPrefixIsAnError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Localizable.xcstrings", ImportCommandTests.catalog)
        try directory.write("a.xliff", "<?xml version=\"1.0\"?>\n<ns0:xliff xmlns:ns1=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\"/>\n")
        #expect(CLI.run(["import", "a.xliff"], in: directory) == CommandOutcome(
            status: .failure, standardError: "a.xliff:2:1: error: expected <xliff> as the root element, found <ns0:xliff> (its namespace prefix is not declared)\n"))
        try directory.write("b.xliff", "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\"/>\n")
        #expect(CLI.run(["import", "b.xliff"], in: directory) == CommandOutcome(
            status: .failure,
            standardError: "b.xliff:1:1: error: expected <xliff> in the XLIFF 1.2 namespace 'urn:oasis:names:tc:xliff:document:1.2', found <xliff> in 'urn:oasis:names:tc:xliff:document:2.0'\n"))
    }

    @Test func prefixesAreScopedToTheirElement() throws {
        var namespaces = XMLNamespaces()
        namespaces.enter([XMLReader.Attribute(name: "xmlns:a", value: "urn:one", offset: 0), XMLReader.Attribute(name: "xmlns", value: "urn:default", offset: 0)])
        #expect(namespaces.element("a:x") == XMLNamespaces.Name(namespace: "urn:one", local: "x"))
        #expect(namespaces.element("x") == XMLNamespaces.Name(namespace: "urn:default", local: "x"))
        #expect(namespaces.attribute("x") == XMLNamespaces.Name(namespace: nil, local: "x"), "unprefixed attributes are in no namespace")
        #expect(namespaces.attribute("xml:space") == XMLNamespaces.Name(namespace: XMLNamespaces.xml, local: "space"))
        namespaces.enter([XMLReader.Attribute(name: "xmlns:a", value: "urn:two", offset: 0), XMLReader.Attribute(name: "xmlns", value: "", offset: 0)])
        #expect(namespaces.element("a:x")?.namespace == "urn:two")
        #expect(namespaces.element("x")?.namespace == nil, "xmlns=\"\" undeclares the default namespace")
        namespaces.leave()
        #expect(namespaces.element("a:x")?.namespace == "urn:one")
        #expect(namespaces.element("x")?.namespace == "urn:default")
        #expect(namespaces.element("b:x") == nil)
        #expect(namespaces.attribute("xmlns:a") == nil)
    }
}
