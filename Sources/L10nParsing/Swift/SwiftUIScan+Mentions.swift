import L10nModel

/// What the scan records of the names and texts a file mentions, for `unused-key`: literals,
/// enum cases, generated accessors and leading-dot members.
extension SwiftUIScan {
    /// Every literal's text, for ``SwiftSourceFacts/literalMentions``.
    mutating func recordMention(_ position: Int) {
        let key = context.literal(at: position)
        if key.isInterpolated {
            facts.interpolatedMentions.insert(key.segments)
        } else if !key.text.isEmpty {
            facts.literalMentions.insert(key.text)
            // A key built by concatenation frames keys as an interpolation does:
            // `"alert." + name + ".title"` is `"alert.\(name)"…` and `"…\(name).title"`.
            let end = index.close(position)
            if index.isOperator(end + 1, "+"), !index.kind(end + 2, is: .stringBegin) { facts.interpolatedMentions.insert([key.text, ""]) }
            if index.isOperator(position - 1, "+"), !index.kind(position - 2, is: .stringEnd) { facts.interpolatedMentions.insert(["", key.text]) }
            // `"Here is a link. " + "I'm enjoying it."`: Swift joins literals when it compiles,
            // and genstrings extracts the joined key.
            if index.isOperator(end + 1, "+"), index.kind(end + 2, is: .stringBegin), !index.isOperator(position - 1, "+"), let joined = joinedLiterals(from: end + 2) {
                facts.literalMentions.insert(key.text + joined)
            }
        }
    }

    /// The texts of the literals joined by `+` from the one opening at `begin` on; nil when one
    /// is interpolated.
    func joinedLiterals(from begin: Int) -> String? {
        var joined = ""
        var next = begin
        while true {
            let part = context.literal(at: next)
            guard !part.isInterpolated else { return nil }
            joined += part.text
            let end = index.close(next)
            guard index.isOperator(end + 1, "+"), index.kind(end + 2, is: .stringBegin) else { return joined }
            next = end + 2
        }
    }

    /// `case settings(Int)`, `case a, b`: enum cases (a switch's `case .a:`, `case let x` name none).
    mutating func recordCaseNames(after position: Int) {
        var name = position + 1
        while index.kind(name, is: .identifier), !index.isIdentifier(name, "let"), !index.isIdentifier(name, "var") {
            facts.declaredCaseNames.append(index.text(name))
            var next = name + 1
            if index.kind(next, is: .leftParen) { next = index.close(next) + 1 }
            if index.isOperator(next, "=") { next += 2 }  // a raw value
            guard index.kind(next, is: .comma) else { return }
            name = next + 1
        }
    }

    /// `L10n.Settings.title`, `R.string.localizable.close`: the chain after its root, lowercased
    /// to letters and digits, as SwiftGen and R.swift derive accessor names from keys. Nothing
    /// unless `root` starts such a chain (an uppercase name followed by a member, not itself one).
    /// Inlined, so the test every identifier takes costs no call (most are no chain's root).
    @inline(__always) mutating func recordAccessorMention(_ root: Int) {
        guard index.kind(root + 1, is: .period), index.startsUppercase(root), !index.kind(root - 1, is: .period) else { return }
        recordAccessorChain(root)
    }

    /// ``recordAccessorMention(_:)`` at a chain's root.
    private mutating func recordAccessorChain(_ root: Int) {
        var end = root
        while index.kind(end + 1, is: .period), index.kind(end + 2, is: .identifier) { end += 2 }
        var first = root + 2
        if index.isIdentifier(root, "R"), index.isIdentifier(root + 2, "string"), end >= root + 6 { first = root + 6 }
        guard first <= end else { return }
        // The chain and each of its leading parts: an accessor is often read on
        // (`L10n.Home.title.uppercased()`, `L10n.Home.title\n.set(font: …)`).
        var chain = ""
        for name in stride(from: first, through: end, by: 2) {
            chain += accessorSpelling(bytes: index[name].start..<index[name].end)
            if !chain.isEmpty { facts.accessorMentions.insert(chain) }
        }
    }

    /// The names of a leading-dot member chain at `period` (`.authenticating`, `return .done`),
    /// each a mention: `.localizable.someone`, `.reply.zappedYou(n)` name a table's namespace
    /// before the member (xcstrings-tool's accessors). Not a member of a value (`a.b`, `f().b`).
    mutating func recordLeadingDotMentions(_ period: Int) {
        guard index.kind(period + 1, is: .identifier), !index[max(period - 1, 0)].isClosingBracket,
            !index.kind(period - 1, is: .identifier) || Self.expressionKeywords.contains(where: { index.isIdentifier(period - 1, $0) })
        else { return }
        var member = period + 1
        recordMemberMention(member)
        while index.kind(member + 1, is: .period), index.kind(member + 2, is: .identifier) {
            member += 2
            recordMemberMention(member)
        }
    }

    /// Keywords an expression follows: a leading dot after one is a member of the expected type.
    static let expressionKeywords: [StaticString] = ["return", "case", "in", "try", "await", "throw"]

    /// `.authenticating`: an enum case, whose name may be the key its text is looked up by
    /// (code outside the linted paths, `"\(step)".capitalized`, a raw value).
    mutating func recordMemberMention(_ name: Int) {
        let token = index[name]
        // Four letters or digits at least: an ASCII name has no more than its bytes.
        guard token.end - token.start >= 4 else { return }
        let spelled = accessorSpelling(bytes: token.start..<token.end)
        if spelled.count >= 4 { facts.memberMentions.insert(spelled) }
    }

    /// The source text at `bytes` lowercased to its letters and digits, as accessor generators
    /// spell a key. An ASCII name (nearly every one) is read byte by byte: lowercasing and
    /// filtering its `Character`s was most of the cost of the mentions, as every leading-dot
    /// member (`.center`, `.zero`) is one.
    private func accessorSpelling(bytes: Range<Int>) -> String {
        let text = index.bytes[bytes]
        guard text.allSatisfy({ $0 < 0x80 }) else {
            return String(decoding: text, as: UTF8.self).lowercased().filter { CharacterClass.isLetter($0) || CharacterClass.isNumber($0) }
        }
        return String(unsafeUninitializedCapacity: text.count) { buffer in
            var count = 0
            for byte in text {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): buffer[count] = byte
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): buffer[count] = byte + 32
                default: continue
                }
                count += 1
            }
            return count
        }
    }
}
