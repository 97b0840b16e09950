import L10nModel
import L10nEngine
import L10nRules

/// The compiler-style format editors and Xcode jump from:
/// `path:line:col: error|warning|note: message [rule-id]`. Columns are UTF-16 code units,
/// the same numbers SARIF and GitHub annotations carry.
public struct TextReporter: LintResultReporter {
    public var usesColor: Bool

    public init(usesColor: Bool = false) { self.usesColor = usesColor }

    public func render(_ result: LintResult) -> String {
        var output = ""
        // Room for typical lines up front: growing by doubling copies the text each time and
        // leaves the report's memory at twice its size (pages never written are not resident).
        output.reserveCapacity(result.diagnostics.count * 192)
        write(result, to: &output)
        return output
    }

    /// One line per finding, in chunks rendered on every core and written in order.
    public func write(_ result: LintResult, to output: inout some TextOutputStream) {
        writeLines(of: result, to: &output) { appendLine(for: $0, to: &$1) }
    }

    public func line(for diagnostic: Diagnostic) -> String {
        var bytes: [UInt8] = []
        appendLine(for: diagnostic, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``line(for:)``'s bytes, appended: a line built by interpolation was a dozen `String`
    /// appends (some 450 instructions each) for every finding of a report.
    func appendLine(for diagnostic: Diagnostic, to bytes: inout [UInt8]) {
        let location = diagnostic.location
        bytes.append(contentsOf: location.path.escapingControlCharacters.utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(location.start.line)
        bytes.append(UInt8(ascii: ":"))
        bytes.appendDecimal(location.start.column)
        bytes.append(contentsOf: ": ".utf8)
        appendPainted(diagnostic.severity.rawValue, color(for: diagnostic.severity), to: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        bytes.append(contentsOf: diagnostic.message.escapingControlCharacters.utf8)
        bytes.append(UInt8(ascii: " "))
        appendPainted("[\(diagnostic.ruleID)]", "2", to: &bytes)
    }

    /// `path:line:col: error: message [parse-error]`: how every command names an input it could
    /// not read or parse, the same line `lint` prints for it as a finding.
    public static func line(for failure: ParseFailure) -> String {
        let location = failure.location
        let path = location.path.escapingControlCharacters
        return "\(path):\(location.start.line):\(location.start.column): error: \(failure.message.escapingControlCharacters) [\(ParseErrorRule.description.id)]"
    }

    /// One line for standard error: `Found 3 errors, 1 warning and 0 notes in 12 files.`
    public func summary(_ result: LintResult) -> String {
        let files = result.project.files.count
        let fileText = files == 1 ? "1 file" : "\(files) files"
        let counts = [
            Self.plural(result.count(.error), "error"),
            Self.plural(result.count(.warning), "warning"),
            Self.plural(result.count(.note), "note"),
        ]
        var text = result.diagnostics.isEmpty
            ? "No problems found in \(fileText)\(suppressedNote(result))."
            : "Found \(counts[0]), \(counts[1]) and \(counts[2]) in \(fileText)\(suppressedNote(result))."
        if result.hasParseFailures {
            // Files, not errors: one catalog with 13 parse errors is one file that failed.
            let failures = Set(result.project.parseFailures.map(\.location.path)).count
            text += " \(Self.plural(failures, "file")) could not be read or parsed."
        }
        return text
    }

    /// ` (3 baselined, 1 ignored, 2 already at origin/main)`: findings not shown, so a clean run
    /// is not mistaken for a clean project.
    private func suppressedNote(_ result: LintResult) -> String {
        var parts = [(Suppression.Origin.baseline, "baselined"), (.ignore, "ignored"), (.inline, "suppressed inline")]
            .compactMap { origin, label in result.count(origin) > 0 ? "\(result.count(origin)) \(label)" : nil }
        if let unchanged = result.unchangedSince, unchanged.count > 0 {
            parts.append("\(unchanged.count) already at \(unchanged.revision)")
        }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }

    package static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: "1;31"
        case .warning: "1;33"
        case .note: "1;36"
        }
    }

    /// `text`, in the color `code` when the output is a terminal.
    private func appendPainted(_ text: String, _ code: String, to bytes: inout [UInt8]) {
        guard usesColor else { return bytes.append(contentsOf: text.utf8) }
        bytes.append(contentsOf: "\u{1B}[\(code)m".utf8)
        bytes.append(contentsOf: text.utf8)
        bytes.append(contentsOf: "\u{1B}[0m".utf8)
    }
}
