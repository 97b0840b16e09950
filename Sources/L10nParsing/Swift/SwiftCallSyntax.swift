/// One argument of a call: `label: value` or `value`, as token indices (`end` exclusive).
package struct SwiftArgumentSyntax {
    var label: String?
    var start: Int
    var end: Int
    /// The value is exactly one `{ … }`.
    var isClosure: Bool
}

/// A trailing closure: `{ … }` or, after the first, `label: { … }`.
package struct SwiftClosureSyntax {
    var label: String?
    var open: Int
    var close: Int
}

/// A call or modifier: `Name(args) { … } label: { … }`, or `.modifier(args) { … }`.
package struct SwiftCallSyntax {
    /// The first token (`SwiftUI` in `SwiftUI.Button`, the `.` of a modifier).
    var first: Int
    /// The callee's name token.
    var name: Int
    var arguments: [SwiftArgumentSyntax]
    var trailingClosures: [SwiftClosureSyntax]
    /// Index after the last token of the call.
    var end: Int
    /// Whether the call has a parenthesized argument list.
    var hasParentheses: Bool
    /// For a modifier inside `#if` blocks of a chain: the compilation condition (`os(iOS)`,
    /// `!(os(iOS))` in the `#else` branch), else nil.
    var condition: String? = nil

    func argument(labeled label: String) -> SwiftArgumentSyntax? {
        arguments.first { $0.label == label }
    }

    /// The first argument when it has no label and is not a closure (a title or a key).
    var leadingUnlabeledArgument: SwiftArgumentSyntax? {
        guard let first = arguments.first, first.label == nil, !first.isClosure, first.start < first.end else { return nil }
        return first
    }

    func trailingClosure(labeled label: String) -> SwiftClosureSyntax? {
        trailingClosures.first { $0.label == label }
    }
}

extension SwiftTokenIndex {
    /// Parses the call whose name token is at `name`: arguments in parentheses on the same
    /// line, then trailing closures. Nil when neither follows.
    func parseCall(name: Int, first: Int? = nil) -> SwiftCallSyntax? {
        var index = name + 1
        var arguments: [SwiftArgumentSyntax] = []
        var hasParentheses = false
        if kind(index, is: .leftParen), !hasNewlineBefore(index) {
            let close = self.close(index)
            arguments = parseArguments(open: index, close: close)
            hasParentheses = true
            index = close + 1
        }
        let (closures, end) = parseTrailingClosures(from: index)
        guard hasParentheses || !closures.isEmpty else { return nil }
        return SwiftCallSyntax(
            first: first ?? name, name: name, arguments: arguments, trailingClosures: closures, end: min(end, count),
            hasParentheses: hasParentheses)
    }

    func parseArguments(open: Int, close: Int) -> [SwiftArgumentSyntax] {
        var arguments: [SwiftArgumentSyntax] = []
        var start = open + 1
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.kind == .comma {
                arguments.append(argument(start, index))
                start = index + 1
            } else if token.isOpeningBracket {
                index = self.close(index)
                continue
            }
            index += 1
        }
        if start < close { arguments.append(argument(start, min(close, count))) }
        return arguments
    }

    private func argument(_ start: Int, _ end: Int) -> SwiftArgumentSyntax {
        var valueStart = start
        var label: String?
        if start + 1 < end, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
            label = text(start)
            valueStart = start + 2
        }
        let isClosure = valueStart < end && tokens[valueStart].kind == .leftBrace && close(valueStart) == end - 1
        return SwiftArgumentSyntax(label: label, start: valueStart, end: end, isClosure: isClosure)
    }

    func parseTrailingClosures(from start: Int) -> ([SwiftClosureSyntax], Int) {
        var closures: [SwiftClosureSyntax] = []
        var index = start
        while index < count {
            if closures.isEmpty, tokens[index].kind == .leftBrace {
                let close = self.close(index)
                closures.append(SwiftClosureSyntax(label: nil, open: index, close: close))
                index = close + 1
            } else if !closures.isEmpty, tokens[index].kind == .identifier, kind(index + 1, is: .colon), kind(index + 2, is: .leftBrace) {
                let close = self.close(index + 2)
                closures.append(SwiftClosureSyntax(label: text(index), open: index + 2, close: close))
                index = close + 1
            } else {
                break
            }
        }
        return (closures, index)
    }

    /// The postfix chain after a view: `.modifier(…)` calls (also across lines and `#if`
    /// blocks), postfix `?`/`!` and subscripts. Returns the modifiers and the index after them.
    func parseChain(from start: Int) -> ([SwiftCallSyntax], Int) {
        var modifiers: [SwiftCallSyntax] = []
        var conditions: [String] = []
        var index = start
        while index < count {
            let next = skipDirectives(from: index, conditions: &conditions)
            if kind(next, is: .period), kind(next + 1, is: .identifier) {
                var call = parseCall(name: next + 1, first: next)
                    ?? SwiftCallSyntax(first: next, name: next + 1, arguments: [], trailingClosures: [], end: next + 2, hasParentheses: false)
                if !conditions.isEmpty { call.condition = conditions.joined(separator: " && ") }
                modifiers.append(call)
                index = call.end
                continue
            }
            guard next == index else { break }
            let token = tokens[index]
            if token.kind == .operator, !token.flags.contains(.spaceBefore), isOperator(index, "?") || isOperator(index, "!") {
                index += 1
            } else if token.kind == .leftBracket, !token.flags.contains(.newlineBefore) {
                index = close(index) + 1
            } else {
                break
            }
        }
        return (modifiers, min(index, count))
    }

    /// Skips directive lines like ``skipDirectives(from:)``, tracking the conditions in force.
    func skipDirectives(from index: Int, conditions: inout [String]) -> Int {
        var index = index
        while index < count, tokens[index].kind == .pound {
            let directive = index
            let isIf = isPound(index, "#if")
            let isElseIf = isPound(index, "#elseif")
            guard isIf || isElseIf || isPound(index, "#else") || isPound(index, "#endif") else { break }
            index += 1
            let conditionStart = index
            if isIf || isElseIf {
                while index < count, !tokens[index].flags.contains(.newlineBefore) { index += 1 }
            }
            let condition = text(from: conditionStart, to: index)
            if isIf {
                conditions.append(condition)
            } else if isElseIf, !conditions.isEmpty {
                conditions[conditions.count - 1] = condition
            } else if isPound(directive, "#else"), let last = conditions.last {
                conditions[conditions.count - 1] = "!(\(last))"
            } else if isPound(directive, "#endif"), !conditions.isEmpty {
                conditions.removeLast()
            }
        }
        return index
    }

    /// Skips `#if cond`, `#elseif cond`, `#else`, `#endif` lines starting at `index`.
    func skipDirectives(from index: Int) -> Int {
        var index = index
        while index < count, tokens[index].kind == .pound {
            let hasCondition = isPound(index, "#if") || isPound(index, "#elseif")
            guard hasCondition || isPound(index, "#else") || isPound(index, "#endif") else { break }
            index += 1
            if hasCondition {
                while index < count, !tokens[index].flags.contains(.newlineBefore) { index += 1 }
            }
        }
        return index
    }

    /// True when `index` starts a view or function call expression rather than a declaration,
    /// a member of something else, or a type: `Button(`, `Button {`, `SwiftUI.Button(`.
    func isCallSite(_ index: Int) -> Bool {
        guard index + 1 < count, !tokens[index].flags.contains(.inString) else { return false }
        let next = tokens[index + 1]
        guard (next.kind == .leftParen && !next.flags.contains(.newlineBefore)) || next.kind == .leftBrace else { return false }
        let previous = index - 1
        guard previous >= 0 else { return true }
        if tokens[previous].kind == .period {
            return isIdentifier(previous - 1, "SwiftUI") && !kind(previous - 2, is: .period)
        }
        if isOperator(previous, "->") { return false }
        if tokens[previous].kind == .identifier {
            return !(isIdentifier(previous, "func") || isIdentifier(previous, "struct") || isIdentifier(previous, "class")
                || isIdentifier(previous, "enum") || isIdentifier(previous, "extension") || isIdentifier(previous, "protocol")
                || isIdentifier(previous, "actor") || isIdentifier(previous, "some") || isIdentifier(previous, "any")
                || isIdentifier(previous, "typealias") || isIdentifier(previous, "case") && next.kind == .leftParen
                || isIdentifier(previous, "var") || isIdentifier(previous, "let") || isIdentifier(previous, "macro"))
        }
        return true
    }

    /// The first token of the call at `name`: `SwiftUI` in `SwiftUI.Button`, else `name`.
    func callStart(_ name: Int) -> Int {
        kind(name - 1, is: .period) && isIdentifier(name - 2, "SwiftUI") ? name - 2 : name
    }
}
