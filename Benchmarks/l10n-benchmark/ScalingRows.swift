import Foundation
import L10nLint

/// Issue 28's super-linear shapes, each run at n and 2n in this process: a ratio near 2 shows
/// linear growth (4 would be quadratic).
struct ScalingRow: Sendable {
    var name: String
    var n: Int
    /// Prepares the work for one size in a scratch folder and returns it.
    var prepare: @Sendable (_ size: Int, _ folder: URL) throws -> @Sendable () -> Void

    /// The best of `rounds` runs at n and at 2n, printed as one line; returns 2n's time over n's.
    /// Each round runs n and then 2n, so a slow moment of a shared machine falls on both sizes
    /// alike rather than on whichever ran through it (measured all of n, then all of 2n, the
    /// XLIFF row read from 1.60x to 2.54x over four runs of one build).
    func run(in directory: URL, rounds: Int, measure: (Int, () -> Void) -> Double) throws -> Double {
        let sizes = [n, 2 * n]
        let folders = sizes.map { directory.appendingPathComponent("scaling-\(name.filter(\.isLetter))-\($0)") }
        defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
        var works: [@Sendable () -> Void] = []
        for (size, folder) in zip(sizes, folders) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            works.append(try prepare(size, folder))
        }
        var seconds = [Double](repeating: .infinity, count: sizes.count)
        for _ in 0..<rounds {
            for index in works.indices { seconds[index] = min(seconds[index], measure(1, works[index])) }
        }
        let ratio = seconds[1] / seconds[0]
        print(String(format: "  %@ n=%d %.3f s, 2n %.3f s: %.2fx", name.padding(toLength: 40, withPad: " ", startingAt: 0), n, seconds[0], seconds[1], ratio))
        return ratio
    }

    /// A row that lints one file (all default rules) with the library.
    static func lint(_ name: String, n: Int, file: @escaping @Sendable (Int) -> (name: String, text: String)) -> ScalingRow {
        ScalingRow(name: name, n: n) { size, folder in
            let (fileName, text) = file(size)
            try Data(text.utf8).write(to: folder.appendingPathComponent(fileName))
            let linter = Linter()
            return { _ = linter.lint(paths: [folder.path]) }
        }
    }

    static let all: [ScalingRow] = [
        // Item 13: one value's format arguments, a translation reading one as another type. At
        // 30 000 a run took 0.13 s, where a busy machine swung the ratio from 1.8× to 3.1×.
        lint("format-specifiers: %@ in one value", n: 60_000) { n in
            let source = String(repeating: "%@ ", count: n)
            return ("strings.json", #"{"k":{"en":"\#(source)","fr":"\#(String(repeating: "%@ ", count: n - 1))%3$d"}}"#)
        },
        // Item 16: localizations of one key (per-locale look-ups in rules and the report).
        lint("one key's localizations", n: 20_000) { n in
            let unit = #"{"stringUnit":{"state":"translated","value":"Hola"}}"#
            let locales = (0..<n).map { #""zz-\#(String($0, radix: 16))":"# + unit }.joined(separator: ",")
            return ("Localizable.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"k":{"localizations":{"en":"# + unit + "," + locales + "}}}}")
        },
        // Item 15: attributes of one XLIFF element (the reader's duplicate check). At 100 000 a
        // run took 40–100 ms, where noise alone swung the ratio from 1.5× to 2.5×.
        ScalingRow(name: "XLIFF: attributes on one element", n: 400_000) { n, _ in
            let attributes = (0..<n).map { " a\($0)=\"\($0)\"" }.joined()
            let bytes = Array(#"<xliff version="1.2"\#(attributes)></xliff>"#.utf8)
            return { _ = XLIFFDocument.parse(bytes) }
        },
    ]
}
