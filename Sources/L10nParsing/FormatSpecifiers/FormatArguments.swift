/// One argument a format string reads: which one (1-based), as what, and through which token.
public struct FormatArgumentUse: Sendable, Hashable {
    public enum Role: Sendable, Hashable {
        /// A conversion's value (`%@`, `%lld`).
        case value
        /// A `*` width or precision, always an `int`.
        case widthOrPrecision
        /// A `%#@name@` reference: selects a variant, prints nothing itself.
        case substitution(name: String)
        /// `%arg` in a substitution's variant: prints the substitution's argument.
        case placeholder
    }

    public var index: Int
    /// Nil when unknown (a substitution whose type is not declared).
    public var type: FormatArgumentType?
    public var role: Role
    /// The token that reads the argument.
    public var token: FormatToken

    public init(index: Int, type: FormatArgumentType?, role: Role, token: FormatToken) {
        self.index = index
        self.type = type
        self.role = role
        self.token = token
    }

    /// True when the argument's value ends up in the text (not only selecting a plural variant).
    public var isPrinted: Bool {
        switch role {
        case .value, .placeholder: true
        case .widthOrPrecision, .substitution: false
        }
    }
}

/// A parsed format string and the arguments it reads.
public struct FormatString: Sendable, Hashable {
    public let tokens: [FormatToken]

    public init(_ string: String, allowsArgumentPlaceholder: Bool = false) {
        tokens = FormatStringParser.tokens(in: string, allowsArgumentPlaceholder: allowsArgumentPlaceholder)
    }

    /// A format string of the given tokens (a filtered parse).
    public init(tokens: [FormatToken]) {
        self.tokens = tokens
    }

    /// True when the text has at least one valid `%` token, so `%` signs in it must be escaped.
    public var isFormat: Bool {
        tokens.contains { $0.kind != .invalid }
    }

    /// True when some token reads an argument (`%lld`, `%#@name@`, `%arg`): the text prints a value.
    public var readsArguments: Bool {
        tokens.contains { token in
            switch token.kind {
            case .specifier, .substitution, .argumentPlaceholder: true
            case .percentLiteral, .invalid: false
            }
        }
    }

    public var invalidTokens: [FormatToken] { tokens.filter { $0.kind == .invalid } }

    /// The arguments read, in token order. Conversions without `n$` take the next number from a
    /// counter that starts at `firstIndex` (the substitution's argument inside `.stringsdict`
    /// variants, whose text replaces the `%#@name@` reference); `*` widths take one before the
    /// value, as in C. A `%#@name@` reference reads one argument too. A named `%(count)lld`
    /// takes the next number at its name's first use and reads that argument again wherever the
    /// name recurs (how Xcode numbers them when it compiles the catalog).
    ///
    /// - Parameters:
    ///   - placeholder: the argument and type `%arg` stands for.
    ///   - substitution: the declared argument number and type of a substitution, by name.
    ///   - named: the argument a name stands for when it is fixed elsewhere (a translation's
    ///     names are its source's arguments, in any order); such names take no number here.
    ///     Nil numbers the name by first use.
    public func argumentUses(
        firstIndex: Int = 1, placeholder: (index: Int, type: FormatArgumentType?)? = nil,
        substitution: (String) -> (index: Int?, type: FormatArgumentType?) = { _ in (nil, nil) },
        named: (String) -> Int? = { _ in nil }
    ) -> [FormatArgumentUse] {
        var next = firstIndex
        var uses: [FormatArgumentUse] = []
        var firstUses: [String: Int] = [:]
        func take(_ position: Int?) -> Int {
            if let position { return position }
            defer { next += 1 }
            return next
        }
        func index(of specifier: FormatSpecifier) -> Int {
            guard let name = specifier.name else { return take(specifier.position) }
            // `%2$(name)@`: its number is the argument, and the name's wherever it recurs.
            if let position = specifier.position {
                if firstUses[name] == nil { firstUses[name] = position }
                return position
            }
            if let fixed = named(name) { return fixed }
            if let known = firstUses[name] { return known }
            let index = take(nil)
            firstUses[name] = index
            return index
        }
        for token in tokens {
            switch token.kind {
            case .specifier(let specifier):
                for amount in [specifier.width, specifier.precision] {
                    if case .argument(let position)? = amount {
                        uses.append(FormatArgumentUse(index: take(position), type: .integer(bits: 32), role: .widthOrPrecision, token: token))
                    }
                }
                uses.append(FormatArgumentUse(index: index(of: specifier), type: specifier.argumentType, role: .value, token: token))
            case .substitution(let name, let position):
                let declared = substitution(name)
                let sequential = take(position)
                uses.append(FormatArgumentUse(
                    index: declared.index ?? sequential, type: declared.type, role: .substitution(name: name), token: token))
            case .argumentPlaceholder:
                guard let placeholder else { continue }
                uses.append(FormatArgumentUse(index: placeholder.index, type: placeholder.type, role: .placeholder, token: token))
            case .percentLiteral, .invalid:
                continue
            }
        }
        return uses
    }
}
