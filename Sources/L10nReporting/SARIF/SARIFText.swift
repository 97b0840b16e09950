import Foundation
import L10nModel
import L10nParsing

/// Small text conversions between our model's conventions and SARIF's.
package enum SARIFText {
    /// SARIF levels; our severities map one to one (we never emit `none`).
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// Our messages and summaries carry no trailing period (they are also printed after
    /// `file:line:col:`), while SARIF messages are sentences (SARIF2001) whose first sentence
    /// becomes the GitHub alert title. The text is kept as is; only a missing `.` is added.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// A result message: a sentence in which `[text](n)` cannot be mistaken for an embedded link
    /// to a related location (SARIF §3.11.6). Keys and values are quoted into messages verbatim,
    /// so brackets are escaped with a backslash, but only in messages that contain `](`, the one
    /// sequence that can form a link; other messages stay byte-identical to the text output.
    static func resultMessage(_ message: String) -> String {
        let text = sentence(message)
        // On the bytes: Foundation's `contains` was 1.3% of a SARIF run with 44,000 results.
        guard TextSearch.contains(text, "](") else { return text }
        var escaped = ""
        for character in text {
            if character == "[" || character == "]" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Rationale paragraphs (separated by blank lines), each collapsed onto one line.
    static func paragraphs(_ markdown: String) -> [String] {
        var result: [String] = []
        var current: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                if !current.isEmpty { result.append(current.joined(separator: " ")) }
                current = []
            } else {
                current.append(Substring(trimmed))
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: " ")) }
        return result
    }

    /// Markdown as plain text for `fullDescription`/`help.text`, which viewers show literally:
    /// code spans and bold markers are dropped. Single `*`/`_` are kept because rationales
    /// quote identifiers such as `needs_review`.
    static func plainText(_ markdown: String) -> String {
        markdown.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: "")
    }

    /// At most `limit` characters (UTF-16 units, as JavaScript consumers count), cut at a word
    /// boundary and ended with `…`.
    static func truncated(_ text: String, to limit: Int) -> String {
        guard text.utf16.count > limit else { return text }
        var cut = ""
        for character in text {
            if cut.utf16.count + character.utf16.count > limit - 1 { break }
            cut.append(character)
        }
        if let space = cut.lastIndex(of: " ") { cut = String(cut[..<space]) }
        return cut + "…"
    }

    /// RFC 3339 UTC with milliseconds (`2024-05-01T12:00:00.250Z`), as SARIF's `date-time`
    /// properties require; computed by hand so it is locale- and platform-independent.
    static func timestamp(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        let days = Int64((Double(milliseconds) / 86_400_000).rounded(.down))
        let millisecondOfDay = milliseconds - days * 86_400_000
        let (year, month, day) = civilDate(daysSince1970: days)
        let seconds = millisecondOfDay / 1000
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(seconds / 3600, 2) + ":"
            + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2) + "." + pad(millisecondOfDay % 1000, 3) + "Z"
    }

    /// Howard Hinnant's `civil_from_days`: proleptic Gregorian date of a day count.
    private static func civilDate(daysSince1970: Int64) -> (Int64, Int64, Int64) {
        let z = daysSince1970 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// One POSIX-shell-quoted line, so `commandLine` can be pasted back into a terminal:
    /// arguments with spaces or shell characters are single-quoted.
    static func commandLine(_ arguments: [String]) -> String {
        arguments.map(shellQuoted).joined(separator: " ")
    }

    private static func shellQuoted(_ argument: String) -> String {
        let safe = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "-_./=:,+@%".unicodeScalars.contains(scalar))
        }
        if safe { return argument }
        return "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
