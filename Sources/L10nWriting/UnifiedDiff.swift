import L10nModel
/// A unified diff (`diff -u` layout, three lines of context) of two texts, for `--dry-run`.
/// Lines are matched with Myers' algorithm, so a catalog edit shows as the few lines it changes.
package enum UnifiedDiff {
    /// Beyond this many differing lines the texts are shown as one replaced block.
    static let maximumEdits = 4_000

    private enum Edit: Equatable {
        case same, delete, insert
    }

    package static func diff(_ old: String, _ new: String, path: String) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let edits = script(a, b)
        let path = path.escapingControlCharacters
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script, emitting hunks around changes with 3 lines of context.
        var items: [(edit: Edit, text: String, oldLine: Int, newLine: Int)] = []
        var i = 0
        var j = 0
        for edit in edits {
            switch edit {
            case .same: items.append((.same, a[i], i, j)); i += 1; j += 1
            case .delete: items.append((.delete, a[i], i, j)); i += 1
            case .insert: items.append((.insert, b[j], i, j)); j += 1
            }
        }
        var index = 0
        while index < items.count {
            guard items[index].edit != .same else { index += 1; continue }
            let start = max(0, index - 3)
            var end = index
            var lastChange = index
            while end < items.count, end - lastChange <= 6 {
                if items[end].edit != .same { lastChange = end }
                end += 1
            }
            end = min(items.count, lastChange + 4)
            let hunk = items[start..<end]
            let oldCount = hunk.filter { $0.edit != .insert }.count
            let newCount = hunk.filter { $0.edit != .delete }.count
            let oldStart = hunk.first.map { $0.oldLine + (oldCount == 0 ? 0 : 1) } ?? 0
            let newStart = hunk.first.map { $0.newLine + (newCount == 0 ? 0 : 1) } ?? 0
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for item in hunk {
                // File content reaches a terminal or a CI log: one line each, escaped as text.
                output += (item.edit == .same ? " " : item.edit == .delete ? "-" : "+") + item.text.escapingControlCharacters + "\n"
            }
            if !old.isEmpty, !old.hasSuffix("\n"), hunk.contains(where: { $0.edit != .insert && $0.oldLine == a.count - 1 }) {
                output += "\\ No newline at end of file\n"
            }
            index = end
        }
        return output
    }

    private static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { result.removeLast() }
        return result
    }

    /// The shortest edit script (Myers 1986), or delete-all-insert-all when it is too long.
    private static func script(_ a: [String], _ b: [String]) -> [Edit] {
        let n = a.count
        let m = b.count
        let offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...min(n + m, maximumEdits) {
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { found = true; break search }
            }
        }
        guard found else { return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m) }
        var edits: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[offset + previousK]
            let previousY = previousX - previousK
            while x > previousX, y > previousY { edits.append(.same); x -= 1; y -= 1 }
            if d > 0 { edits.append(x == previousX ? .insert : .delete) }
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }
}
