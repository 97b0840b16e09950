import Foundation
import L10nLint

/// Issue 28's super-linear shapes, each linted at n and 2n in this process: a ratio near 2
/// shows linear growth (4 would be quadratic). One file in a fresh folder per size.
struct ScalingRow: Sendable {
    var name: String
    /// The file name and contents for size n.
    var file: @Sendable (Int) -> (name: String, text: String)
    var n: Int

    /// The best of `repetitions` library lints of the shape at n and at 2n, printed as one line.
    func run(in directory: URL, repetitions: Int, measure: (Int, () -> Void) -> Double) throws -> Double {
        let linter = Linter()
        var seconds: [Double] = []
        for size in [n, 2 * n] {
            let folder = directory.appendingPathComponent("scaling-\(name.filter(\.isLetter))-\(size)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let (fileName, text) = file(size)
            try Data(text.utf8).write(to: folder.appendingPathComponent(fileName))
            seconds.append(measure(repetitions) { _ = linter.lint(paths: [folder.path]) })
            try FileManager.default.removeItem(at: folder)
        }
        let ratio = seconds[1] / seconds[0]
        print(String(format: "  %@ n=%d %.3f s, 2n %.3f s: %.2fx", name.padding(toLength: 36, withPad: " ", startingAt: 0), n, seconds[0], seconds[1], ratio))
        return ratio
    }

    static let all: [ScalingRow] = [
        // Item 13: one value's format arguments, a translation reading one as another type.
        ScalingRow(name: "format-specifiers: %@ in one value", file: { n in
            let source = String(repeating: "%@ ", count: n)
            return ("strings.json", #"{"k":{"en":"\#(source)","fr":"\#(String(repeating: "%@ ", count: n - 1))%3$d"}}"#)
        }, n: 30_000),
    ]
}
