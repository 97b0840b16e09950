/// Which branches of `#if` blocks never reach an App Store build: those compiled only with a
/// development flag set (`DEBUG`, `NIGHTLY`, `INTERNAL`, `DEV_MENU`, `REVIEW`…), or only without
/// a release flag (`#if !RELEASE`, `#if !APPSTORE`), and `#if false`. A condition is read as
/// Swift reads it (`!`, `&&`, `||`, parentheses), so `#if NIGHTLY || DEBUG` and the `#else` of
/// `#if !DEBUG` are development code, while `#if DEBUG || os(macOS)` ships.
struct UnshippedConditionalCode {
    private let index: SwiftTokenIndex

    init(index: SwiftTokenIndex) { self.index = index }

    /// Words of a compilation flag (split at `_`, any case) that name a build only the team runs.
    static let developmentWords: Set<String> = ["DEBUG", "NIGHTLY", "INTERNAL", "DEV", "DEVELOPMENT", "STAGING", "REVIEW", "ALPHA", "QA"]
    /// Words of a flag that names the build users get: code compiled without it never ships.
    static let releaseWords: Set<String> = ["RELEASE", "APPSTORE", "PRODUCTION", "PROD"]

    /// Token ranges of the branches that never ship, from their `#if`/`#elseif`/`#else` to the next one.
    func ranges() -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        // Per open `#if`: where its current branch starts, whether that branch is unshipped, and
        // whether some earlier condition of the block holds in every shipped build (so later branches never ship).
        var stack: [(start: Int, isUnshipped: Bool, earlierAlwaysShips: Bool)] = []
        for position in 0..<index.count where index[position].kind == .pound {
            if index.isPound(position, "#if") {
                let condition = parse(after: position)
                stack.append((position, condition.impliesDevelopment, condition.negationImpliesDevelopment))
            } else if index.isPound(position, "#elseif") || index.isPound(position, "#else"), let top = stack.last {
                if top.isUnshipped { ranges.append(top.start..<position) }
                let condition = index.isPound(position, "#elseif") ? parse(after: position) : .literal(true)
                stack[stack.count - 1] = (
                    position, top.earlierAlwaysShips || condition.impliesDevelopment,
                    top.earlierAlwaysShips || condition.negationImpliesDevelopment)
            } else if index.isPound(position, "#endif"), let top = stack.popLast(), top.isUnshipped {
                ranges.append(top.start..<position)
            }
        }
        return ranges
    }

    /// The condition on the directive's line, after the `#if`/`#elseif` at `pound`.
    private func parse(after pound: Int) -> CompilationCondition {
        var end = pound + 1
        while end < index.count, !index.hasNewlineBefore(end) { end += 1 }
        var parser = ConditionParser(items: items(pound + 1, end))
        return parser.expression()
    }

    /// The condition's tokens as the parser reads them; an operator run such as `&&!` is split.
    private func items(_ start: Int, _ end: Int) -> [ConditionParser.Item] {
        var items: [ConditionParser.Item] = []
        var position = start
        while position < end {
            let token = index[position]
            switch token.kind {
            case .operator:
                var text = Substring(index.text(position))
                while !text.isEmpty {
                    if text.hasPrefix("||") { items.append(.or); text = text.dropFirst(2) }
                    else if text.hasPrefix("&&") { items.append(.and); text = text.dropFirst(2) }
                    else if text.hasPrefix("!") { items.append(.not); text = text.dropFirst() }
                    else { items.append(.opaque); text = "" }
                }
            case .leftParen: items.append(.open)
            case .rightParen: items.append(.close)
            case .identifier where position + 1 < end && index[position + 1].kind == .leftParen:
                // `os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`: true in some shipped builds.
                items.append(.opaque)
                position = min(index.close(position + 1), end - 1)
            case .identifier:
                let name = index.text(position)
                if name == "true" || name == "false" { items.append(.literal(name == "true")) }
                else { items.append(.flag(Self.kind(ofFlag: name))) }
            default:
                items.append(.opaque)
            }
            position += 1
        }
        return items
    }

    /// What a flag's words say of the builds that set it.
    static func kind(ofFlag name: String) -> CompilationCondition.FlagKind {
        let words = name.split(separator: "_").map { $0.uppercased() }
        if words.contains(where: developmentWords.contains) { return .development }
        return words.contains(where: releaseWords.contains) ? .release : .other
    }
}

/// A compilation condition reduced to what matters here: does it (or its negation) hold only in
/// development builds?
enum CompilationCondition {
    /// What a flag's name says of the builds that set it.
    enum FlagKind { case development, release, other }

    case literal(Bool)
    /// A flag: set only in development builds (`DEBUG`), in the builds users get (`RELEASE`), or either.
    case flag(FlagKind)
    /// Something true in some shipped builds and false in others (`os(iOS)`, an unknown flag).
    case opaque
    indirect case not(CompilationCondition)
    indirect case and(CompilationCondition, CompilationCondition)
    indirect case or(CompilationCondition, CompilationCondition)

    /// True when every build in which the condition holds is a development build (or none is).
    var impliesDevelopment: Bool {
        switch self {
        case .literal(let value): !value
        case .flag(let kind): kind == .development
        case .opaque: false
        case .not(let inner): inner.negationImpliesDevelopment
        case .and(let left, let right): left.impliesDevelopment || right.impliesDevelopment
        case .or(let left, let right): left.impliesDevelopment && right.impliesDevelopment
        }
    }

    /// True when every build in which the condition fails is a development build.
    var negationImpliesDevelopment: Bool {
        switch self {
        case .literal(let value): value
        case .flag(let kind): kind == .release
        case .opaque: false
        case .not(let inner): inner.impliesDevelopment
        case .and(let left, let right): left.negationImpliesDevelopment && right.negationImpliesDevelopment
        case .or(let left, let right): left.negationImpliesDevelopment || right.negationImpliesDevelopment
        }
    }
}

/// Recursive descent over a condition's items: `||` binds looser than `&&`, `!` tightest.
/// Whatever it cannot read becomes `.opaque`, which ships.
struct ConditionParser {
    enum Item { case or, and, not, open, close, literal(Bool), flag(CompilationCondition.FlagKind), opaque }

    let items: [Item]
    private var position = 0

    init(items: [Item]) { self.items = items }

    mutating func expression() -> CompilationCondition {
        var left = conjunction()
        while case .or? = peek() {
            position += 1
            left = .or(left, conjunction())
        }
        return left
    }

    private mutating func conjunction() -> CompilationCondition {
        var left = unary()
        while case .and? = peek() {
            position += 1
            left = .and(left, unary())
        }
        return left
    }

    private mutating func unary() -> CompilationCondition {
        guard let item = peek() else { return .opaque }
        position += 1
        switch item {
        case .not: return .not(unary())
        case .open:
            let inner = expression()
            if case .close? = peek() { position += 1 }
            return inner
        case .literal(let value): return .literal(value)
        case .flag(let kind): return .flag(kind)
        case .or, .and, .close, .opaque: return .opaque
        }
    }

    private func peek() -> Item? { position < items.count ? items[position] : nil }
}
