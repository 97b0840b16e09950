import L10nModel

/// Reading expressions that give labels and keys: `"key"`, `Text("key")`, `cond ? "a" : "b"`,
/// `Text("a") + Text("b")`, `String(localized:)`, `NSLocalizedString`, `localized("key")`.
extension SwiftScanContext {
    /// The expression in tokens `start..<end`, split into its alternatives.
    func labelExpression(_ start: Int, _ end: Int) -> LabelExpression {
        var alternatives: [LabelValue] = []
        var work = [(start, end)]
        var steps = 0
        while let (rangeStart, rangeEnd) = work.popLast() {
            steps += 1
            guard steps <= 32 else { alternatives.append(.dynamic); break }
            let (from, to) = unwrapParentheses(rangeStart, rangeEnd)
            guard from < to else { alternatives.append(.dynamic); continue }
            if let (question, colon) = topLevelTernary(from, to) {
                work.append((colon + 1, to))
                work.append((question + 1, colon))
                continue
            }
            let parts = topLevelSplit(from, to, onPlus: true)
            if parts.count > 1 {
                work.append(contentsOf: parts.reversed())
                continue
            }
            alternatives.append(value(from, to, depth: 0))
        }
        return LabelExpression(range: index.range(file, start, end), alternatives: alternatives)
    }

    /// The keys a `LocalizedStringKey` argument uses: a literal, or literals in a ternary.
    func keyAlternatives(_ start: Int, _ end: Int) -> [LocalizedKey] {
        labelExpression(start, end).alternatives.compactMap {
            if case .key(let key, _) = $0 { return key }
            return nil
        }
    }

    func isLiteral(_ start: Int, _ end: Int) -> Bool {
        index.kind(start, is: .stringBegin) && index.close(start) == end - 1
    }

    /// A literal with no text (`""`, `"  "`), judged from its tokens without decoding it.
    func isBlankLiteral(_ start: Int, _ end: Int) -> Bool {
        guard isLiteral(start, end) else { return false }
        let close = end - 1
        if close == start + 1 { return true }
        guard close == start + 2, index.kind(start + 1, is: .stringSegment) else { return false }
        let segment = index[start + 1]
        return index.bytes[segment.start..<segment.end].allSatisfy { $0 == UInt8(ascii: " ") }
    }

    /// The decoded text of a literal argument (`tableName: "Onboarding"`).
    func literalText(_ argument: SwiftArgumentSyntax?) -> String? {
        guard let argument, isLiteral(argument.start, argument.end) else { return nil }
        return literal(at: argument.start).text
    }

    /// Whether tokens `start..<end` are a literal, or a ternary whose branches all are (nested
    /// ternaries too, in parentheses or not): where a `LocalizedStringKey` is expected, Swift
    /// types every literal of it as one.
    func isLiteralOrTernaryOfLiterals(_ start: Int, _ end: Int, depth: Int = 0) -> Bool {
        let (from, to) = unwrapParentheses(start, end)
        if isLiteral(from, to) { return true }
        guard depth < 16, let (question, colon) = topLevelTernary(from, to) else { return false }
        return isLiteralOrTernaryOfLiterals(question + 1, colon, depth: depth + 1) && isLiteralOrTernaryOfLiterals(colon + 1, to, depth: depth + 1)
    }

    func unwrapParentheses(_ start: Int, _ end: Int) -> (Int, Int) {
        var start = start
        var end = end
        while start < end, index.kind(start, is: .leftParen), index.close(start) == end - 1 {
            start += 1
            end -= 1
        }
        return (start, end)
    }

    /// A `cond ? a : b` at the top level: the `?` (spaced, so not optional chaining) and its `:`.
    func topLevelTernary(_ start: Int, _ end: Int) -> (Int, Int)? {
        var question: Int?
        var depth = 0
        var position = start
        while position < end {
            let token = index[position]
            if token.isOpeningBracket {
                position = index.close(position) + 1
                continue
            }
            if token.kind == .operator, token.flags.contains(.spaceBefore), index.isOperator(position, "?") {
                if question == nil { question = position } else { depth += 1 }
            } else if token.kind == .colon, let question {
                if depth == 0 { return (question, position) }
                depth -= 1
            }
            position += 1
        }
        return nil
    }

    /// Top-level operands of `+` (or arguments split at commas).
    func topLevelSplit(_ start: Int, _ end: Int, onPlus: Bool) -> [(Int, Int)] {
        var parts: [(Int, Int)] = []
        var partStart = start
        var position = start
        while position < end {
            let token = index[position]
            if token.isOpeningBracket {
                position = index.close(position) + 1
                continue
            }
            if onPlus ? index.isOperator(position, "+") : token.kind == .comma {
                parts.append((partStart, position))
                partStart = position + 1
            }
            position += 1
        }
        parts.append((partStart, end))
        return parts
    }

    /// A generated String Catalog symbol starting at the `.` at `start`: `.name`,
    /// `.Namespace.name`, either with a call's arguments on the same line; and the index after
    /// it. Nil for what cannot be one: `.init(…)`, `.self`, an uppercase member alone.
    func symbol(at start: Int) -> (LocalizedSymbol, Int)? {
        guard index.kind(start, is: .period), index.kind(start + 1, is: .identifier), !index.hasNewlineBefore(start + 1) else { return nil }
        var name = start + 1
        var namespace: String?
        if index.startsUppercase(name), index.kind(name + 1, is: .period), index.kind(name + 2, is: .identifier), !index.startsUppercase(name + 2) {
            namespace = index.text(name)
            name += 2
        }
        guard !index.startsUppercase(name), !index.isIdentifier(name, "init"), !index.isIdentifier(name, "self") else { return nil }
        var labels: [String?]?
        var after = name + 1
        if index.kind(after, is: .leftParen), !index.hasNewlineBefore(after) {
            let close = index.close(after)
            labels = index.parseArguments(open: after, close: close).map(\.label)
            after = close + 1
        }
        return (LocalizedSymbol(name: index.text(name), namespace: namespace, argumentLabels: labels, range: index.range(file, start, name + 1)), after)
    }

    /// One operand: a literal, a known API call, a localization-function candidate, a variable.
    private func value(_ start: Int, _ end: Int, depth: Int) -> LabelValue {
        if index.kind(start, is: .period) {  // `.shareAction`: where a resource is expected, a generated symbol
            guard let (symbol, after) = symbol(at: start), after == end else { return .dynamic }
            return .symbol(symbol)
        }
        if index.kind(start, is: .stringBegin) {
            let close = index.close(start)
            let key = literal(at: start)
            let hasText = key.hasVisibleText
            if close == end - 1 { return hasText ? .key(key, table: nil) : .dynamic }
            // "key".localized / "key".localized()
            if index.kind(close + 1, is: .period), index.kind(close + 2, is: .identifier) {
                let (_, chainEnd) = index.parseChain(from: close + 1)
                if chainEnd == end { return .call(function: index.text(close + 2), key: key) }
            }
            return .dynamic
        }
        guard index.kind(start, is: .identifier) else { return .dynamic }
        var nameIndex = start
        while index.kind(nameIndex + 1, is: .period), index.kind(nameIndex + 2, is: .identifier) { nameIndex += 2 }
        let path = index.text(from: start, to: nameIndex + 1)
        if nameIndex == end - 1 {
            let name = index.text(nameIndex)
            if nameIndex > start, index.startsUppercase(start), !index.startsUppercase(nameIndex) { return .accessor(path) }  // `L10n.Common.close`
            guard nameIndex == start || (nameIndex == start + 2 && index.isIdentifier(start, "self")) else { return .dynamic }
            return declarations.types[name] == "String" && !declarations.computedStrings.contains(name) ? .plainString(name: name) : .dynamic
        }
        guard index.kind(nameIndex + 1, is: .leftParen), let call = index.parseCall(name: nameIndex, first: start) else { return .dynamic }
        let (_, chainEnd) = index.parseChain(from: call.end)
        guard chainEnd == end else { return .dynamic }
        return callValue(path, call, depth: depth)
    }

    private func callValue(_ path: String, _ call: SwiftCallSyntax, depth: Int) -> LabelValue {
        let lead = call.leadingUnlabeledArgument
        let leadKey = lead.flatMap { isLiteral($0.start, $0.end) ? literal(at: $0.start) : nil }
        switch path {
        case "Text", "SwiftUI.Text":
            if let verbatim = call.argument(labeled: "verbatim") {
                // Shown as it is: a literal never is localized, but a string localized already
                // (`Text(verbatim: L10n.close)`, `NSLocalizedString(…)`) is what its argument is.
                guard !isLiteral(verbatim.start, verbatim.end), depth < 3 else { return .verbatim }
                return value(verbatim.start, verbatim.end, depth: depth + 1)
            }
            if let leadKey { return .key(leadKey, table: literalText(call.argument(labeled: "tableName"))) }
            if let lead, depth < 3, !Self.formatsAValue(call) {
                let inner = value(lead.start, lead.end, depth: depth + 1)
                switch inner {
                case .plainString, .key, .call, .accessor, .symbol: return inner
                default: break
                }
            }
            return .dynamic
        case "String":
            if let localized = call.argument(labeled: "localized"), isLiteral(localized.start, localized.end) {
                let key = literal(at: localized.start)
                return .key(key, table: literalText(call.argument(labeled: "table")))
            }
            if let localized = call.argument(labeled: "localized"), let (symbol, after) = symbol(at: localized.start), after == localized.end {
                return .symbol(symbol)
            }
            if let format = call.argument(labeled: "format"), depth < 3 { return value(format.start, format.end, depth: depth + 1) }
            return .dynamic
        case "NSLocalizedString":
            guard let leadKey else { return .dynamic }
            return .key(leadKey, table: literalText(call.argument(labeled: "tableName")))
        case "LocalizedStringKey", "LocalizedStringResource":
            guard let leadKey else { return .dynamic }
            return .key(leadKey, table: literalText(call.argument(labeled: "table")))
        default:
            if path.hasSuffix("localizedString"), let forKey = call.argument(labeled: "forKey"), isLiteral(forKey.start, forKey.end) {
                let key = literal(at: forKey.start)
                return .key(key, table: literalText(call.argument(labeled: "table")))
            }
            if let (function, argument) = localizationCall(path, call) {
                return .call(function: function, key: literal(at: argument.start))
            }
            // `R.string.localizable.close()`, SwiftGen's `L10n.items(count)`
            if index.startsUppercase(call.first), index.kind(call.name - 1, is: .period), !index.startsUppercase(call.name) { return .accessor(path) }
            return .dynamic
        }
    }

    /// `Text(.now, style: .time)`, `Text(date, format: …)`: the lead is a value to format, not a resource.
    static func formatsAValue(_ call: SwiftCallSyntax) -> Bool {
        call.arguments.contains { $0.label == "style" || $0.label == "format" || $0.label == "formatter" }
    }

    /// The table a call looks up with a key that is no literal, else nil: SwiftGen's
    /// `tr("Table", key)`, and `localizedString(forKey:value:table:)` or a wrapper of it
    /// (`preferredLocalizedString(forKey: title, value: nil, table: "Controls")`, a xib's title
    /// localized by a runtime attribute).
    func tableWithBuiltKey(_ path: String, _ call: SwiftCallSyntax) -> String? {
        if path == "tr" || path.hasSuffix(".tr") {
            guard call.arguments.count >= 2, call.arguments[1].label == nil, !call.arguments[1].isClosure,
                !isLiteral(call.arguments[1].start, call.arguments[1].end)
            else { return nil }
            return literalText(call.leadingUnlabeledArgument)
        }
        guard let key = call.argument(labeled: "forKey"), !isLiteral(key.start, key.end) else { return nil }
        return literalText(call.argument(labeled: "table") ?? call.argument(labeled: "tableName"))
    }

    /// The key argument of a call that may be a localization function, and the name the
    /// configuration matches: `localized("key")` → `localized`; `localized(key: "key")` →
    /// `localized(key:)`; SwiftGen's `L10n.tr("Localizable", "key")` → `L10n.tr`, second literal.
    func localizationCall(_ path: String, _ call: SwiftCallSyntax) -> (String, SwiftArgumentSyntax)? {
        let literals = call.arguments.prefix(2).filter { !$0.isClosure && isLiteral($0.start, $0.end) }
        if let lead = call.leadingUnlabeledArgument, isLiteral(lead.start, lead.end) {
            if path == "tr" || path.hasSuffix(".tr"), literals.count == 2, call.arguments[1].label == nil { return (path, call.arguments[1]) }
            return (path, lead)
        }
        guard let labelled = call.arguments.first(where: { $0.label != nil && !$0.isClosure && isLiteral($0.start, $0.end) }) else { return nil }
        return ("\(path)(\(labelled.label ?? ""):)", labelled)
    }
}
