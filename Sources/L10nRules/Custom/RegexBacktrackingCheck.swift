/// Finds the pattern shapes that make a backtracking engine (Swift `Regex`) take exponential
/// time on a near-miss: a repeated group whose body can itself repeat or alternate, such as
/// `(\w+\s?)*` or `(a|aa)+`. A 45-character sentence against `^(\w+\s?)*$` never finishes, and
/// `Regex` has no time limit, so configuration refuses these shapes instead: a hostile
/// `.l10nlint.json` in a pull request must not hang CI.
package enum RegexBacktrackingCheck {
    /// The first nested repetition, e.g. `(\w+\s?)*`, or nil when the pattern is safe.
    static func nestedRepetition(in pattern: String) -> String? {
        let characters = Array(pattern)
        var groups: [(start: Int, repeatsInside: Bool)] = []
        var index = 0
        var afterAtom = false
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index = endOfEscape(characters, from: index)
                afterAtom = true
                continue
            case "[":
                index = endOfClass(characters, from: index)
                afterAtom = true
                continue
            case "(":
                groups.append((index, false))
                afterAtom = false
                index += 1
                if index < characters.count, characters[index] == "?" { index = endOfGroupPrefix(characters, from: index) }
                continue
            case "|":
                if !groups.isEmpty { groups[groups.count - 1].repeatsInside = true }
                afterAtom = false
            case ")":
                guard let group = groups.popLast() else { break }
                let (end, repeats, variable) = quantifier(characters, at: index + 1)
                if group.repeatsInside, repeats { return String(characters[group.start..<end]) }
                if group.repeatsInside || variable, !groups.isEmpty { groups[groups.count - 1].repeatsInside = true }
                index = max(end, index + 1)
                afterAtom = false
                continue
            case "*", "+", "?", "{":
                let (end, _, variable) = quantifier(characters, at: index)
                if afterAtom, variable, !groups.isEmpty { groups[groups.count - 1].repeatsInside = true }
                index = max(end, index + 1)
                afterAtom = false
                continue
            default:
                afterAtom = true
            }
            index += 1
        }
        return nil
    }

    /// The end of a quantifier starting at `index` (with a lazy `?` or possessive `+`), whether
    /// it can repeat more than once, and whether its count varies (`{3}` does not).
    private static func quantifier(_ characters: [Character], at index: Int) -> (end: Int, repeats: Bool, variable: Bool) {
        guard index < characters.count else { return (index, false, false) }
        var end = index + 1
        let repeats: Bool
        let variable: Bool
        switch characters[index] {
        case "*", "+": (repeats, variable) = (true, true)
        case "?": (repeats, variable) = (false, true)
        case "{":
            guard let close = characters[index...].firstIndex(of: "}") else { return (index, false, false) }
            let bounds = String(characters[(index + 1)..<close]).split(separator: ",", omittingEmptySubsequences: false)
            guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0.allSatisfy(\.isNumber) }), let low = Int(bounds[0]) else {
                return (index, false, false)
            }
            let high = bounds.count == 2 ? Int(bounds[1]) : low
            repeats = high.map { $0 > 1 } ?? true
            variable = high != low
            end = close + 1
        default: return (index, false, false)
        }
        if end < characters.count, characters[end] == "?" || characters[end] == "+" { end += 1 }
        return (end, repeats, variable)
    }

    /// Past a `[...]` class (a leading `]` or `^]` is literal, `\]` is escaped, classes nest).
    private static func endOfClass(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "^" { index += 1 }
        if index < characters.count, characters[index] == "]" { index += 1 }
        var depth = 1
        while index < characters.count {
            switch characters[index] {
            case "\\":
                index = endOfEscape(characters, from: index)
                continue
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return index
    }

    /// Past an escape at `start`: `\Q…\E` quotes everything up to `\E` (so `\Q[\E` is a
    /// literal `[`, not a class hiding the rest of the pattern), `\p{…}`, `\x{…}`, `\N{…}` and
    /// `\u{…}` end at their brace (`\x{41}` is no `{41}` quantifier); any other is two characters.
    private static func endOfEscape(_ characters: [Character], from start: Int) -> Int {
        let next = start + 1
        guard next < characters.count else { return characters.count }
        switch characters[next] {
        case "Q":
            var index = next + 1
            while index + 1 < characters.count, !(characters[index] == "\\" && characters[index + 1] == "E") { index += 1 }
            return min(index + 2, characters.count)
        case "p", "P", "x", "N", "u":
            guard next + 1 < characters.count, characters[next + 1] == "{" else { return next + 1 }
            return (characters[next...].firstIndex(of: "}")).map { $0 + 1 } ?? characters.count
        default:
            return next + 1
        }
    }

    /// Past `?:`, `?=`, `?!`, `?<name>`, `?<=`, `?i:` and the like after a `(`.
    private static func endOfGroupPrefix(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        if index < characters.count, characters[index] == "<" || characters[index] == "'" || characters[index] == "P" {
            let close: Character = characters[index] == "'" ? "'" : ">"
            if index + 1 < characters.count, "=!".contains(characters[index + 1]) { return index + 2 }
            while index < characters.count, characters[index] != close { index += 1 }
            return min(index + 1, characters.count)
        }
        while index < characters.count, characters[index].isLetter || characters[index] == "-" || characters[index] == "^" { index += 1 }
        if index < characters.count, ":=!>)".contains(characters[index]), characters[index] != ")" { index += 1 }
        return index
    }
}
