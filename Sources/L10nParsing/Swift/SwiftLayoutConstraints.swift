import L10nModel


/// Finds the places in a SwiftUI file where text cannot grow, and the keys used inside them.
///
/// The places: a view (or container) with `.lineLimit(1)`, a `.frame(width:)` or
/// `.frame(maxWidth:)` of at most ``maximumFixedWidth`` points, a `.tabItem { … }` or a
/// `Tab("title", …)`, and `.toolbar { … }`, `ToolbarItem { … }`, `ToolbarItemGroup { … }`.
/// What opens a surface of its own inside them is not constrained: the items of a `Menu` or a
/// `Picker`, and the content of `.sheet`, `.popover`, `.alert`, `.contextMenu` and the like.
package struct SwiftLayoutConstraints {
    /// Widths above this are windows and sheets, not controls (an iPhone SE screen is 320 points wide).
    static let maximumFixedWidth = 320.0
    /// Modifiers whose closures present their own surface, which the constraint does not reach.
    static let ownSurfaces: Set<String> = [
        "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "contextMenu", "navigationDestination", "inspector",
    ]

    /// Names worth parsing a call for.
    private static let names = TokenNameSet(["lineLimit", "frame", "tabItem", "toolbar", "Tab", "ToolbarItem", "ToolbarItemGroup", "Menu", "Picker"] + ownSurfaces)

    private let index: SwiftTokenIndex
    private let file: FileID

    init(index: SwiftTokenIndex, file: FileID) {
        self.index = index
        self.file = file
    }

    /// The references of `references` that lie inside a constrained place, each with the
    /// innermost constraint around it. A place does not reach into an own surface inside it.
    func uses(of references: [LocalizedKeyReference]) -> [ConstrainedKeyUse] {
        guard !references.isEmpty else { return [] }
        let names = Self.names
        let candidates = (0..<index.count).filter { position in
            !index[position].flags.contains(.inString) && index.contains(position, in: names)
        }
        guard !candidates.isEmpty else { return [] }
        let (places, surfaces) = constrainedPlaces(candidates)
        guard !places.isEmpty else { return [] }
        // One sweep over the offsets in order, keeping only the ranges around the current one
        // (a few, as deep as the nesting), instead of testing every reference against every place.
        var placeSweep = RangeSweep(places.map(\.bytes))
        var surfaceSweep = RangeSweep(surfaces)
        var found = [ConstrainedKeyUse?](repeating: nil, count: references.count)
        for order in references.indices.sorted(by: { references[$0].key.range.start < references[$1].key.range.start }) {
            let reference = references[order]
            let offset = reference.key.range.start
            let around = surfaceSweep.containing(offset).map { surfaces[$0] }
            let reaching = placeSweep.containing(offset).filter { candidate in
                let place = places[candidate].bytes
                return !around.contains { place.lowerBound <= $0.lowerBound && $0.upperBound <= place.upperBound }
            }
            // The innermost place; of equal ones, the first found.
            guard let chosen = reaching.min(by: { (places[$0].bytes.count, $0) < (places[$1].bytes.count, $1) }) else { continue }
            let place = places[chosen]
            found[order] = ConstrainedKeyUse(key: reference.key, table: reference.table, constraint: place.constraint, range: place.range)
        }
        return found.compactMap { $0 }
    }

    private struct Place {
        var bytes: Range<Int>
        var constraint: String
        var range: SourceRange
    }

    /// Every constrained place (byte ranges) and every own surface inside the file.
    private func constrainedPlaces(_ candidates: [Int]) -> (places: [Place], surfaces: [Range<Int>]) {
        var places: [Place] = []
        var surfaces: [Range<Int>] = []
        for position in candidates {
            let isMember = index.kind(position - 1, is: .period)
            guard let call = index.parseCall(name: position) else { continue }
            let name = index.text(position)
            let range = index.range(file, isMember ? position - 1 : position, position + 1)
            if isMember {
                if let place = memberPlace(name, call: call, period: position - 1, range: range) { places.append(place) }
                // The whole call, title included: `.alert("Delete?", isPresented:) { … }` is not in the bar.
                if Self.ownSurfaces.contains(name) { surfaces.append(bytes(position, call.end)) }
                continue
            }
            switch name {
            case "Tab" where call.hasParentheses:
                places.append(Place(bytes: bytes(position, call.trailingClosures.first?.open ?? call.end), constraint: "in a tab item", range: range))
            case "ToolbarItem", "ToolbarItemGroup":
                places += call.trailingClosures.map { Place(bytes: bytes(of: $0), constraint: "in a toolbar", range: range) }
            case "Menu", "Picker":
                // The title (or `label:` closure) sits in the bar; the items open a menu of their own.
                if let content = call.trailingClosures.first(where: { $0.label == nil || $0.label == "content" }) {
                    surfaces.append(bytes(of: content))
                }
                surfaces += closureArguments(call, labeled: "content")
            default: break
            }
        }
        return (places, surfaces)
    }

    /// `.lineLimit(1)`, `.frame(width: 80)`, `.tabItem { … }`, `.toolbar { … }`.
    private func memberPlace(_ name: String, call: SwiftCallSyntax, period: Int, range: SourceRange) -> Place? {
        switch name {
        case "lineLimit":
            guard let first = call.arguments.first, first.label == nil, index.text(from: first.start, to: first.end) == "1",
                let receiver = receiverStart(period: period)
            else { return nil }
            return Place(bytes: bytes(receiver, period), constraint: "with `.lineLimit(1)`", range: range)
        case "frame":
            guard let width = call.arguments.first(where: { $0.label == "width" || $0.label == "maxWidth" }),
                width.end == width.start + 1, index[width.start].kind == .number,
                let points = Double(index.text(width.start).filter { $0 != "_" }), points <= Self.maximumFixedWidth,
                let receiver = receiverStart(period: period)
            else { return nil }
            let text = "in `.frame(\(width.label ?? "width"): \(index.text(width.start)))`"
            return Place(bytes: bytes(receiver, period), constraint: text, range: range)
        case "tabItem":
            return call.trailingClosures.first.map { Place(bytes: bytes(of: $0), constraint: "in a tab item", range: range) }
        case "toolbar":
            return call.trailingClosures.first.map { Place(bytes: bytes(of: $0), constraint: "in a toolbar", range: range) }
        default:
            return nil
        }
    }

    /// The first token of the view a modifier applies to: walks back over the chain
    /// (`Text("a").font(.body)`), calls, trailing closures and `} label: {`.
    private func receiverStart(period: Int) -> Int? {
        var cursor = period - 1
        var start: Int?
        while cursor >= 0 {
            let token = index[cursor]
            if let opener = index.opener(cursor) {
                cursor = opener - 1
                // `} label: {`: a labelled trailing closure after the first.
                if index.kind(cursor, is: .colon), index.kind(cursor - 1, is: .identifier), index.kind(cursor - 2, is: .rightBrace) { cursor -= 2 }
            } else if token.kind == .identifier {
                start = cursor
                guard index.kind(cursor - 1, is: .period) else { break }
                cursor -= 2
            } else {
                break
            }
        }
        return start
    }

    private func closureArguments(_ call: SwiftCallSyntax, labeled label: String) -> [Range<Int>] {
        call.arguments.filter { $0.isClosure && $0.label == label }.map { bytes($0.start, $0.end) }
    }

    private func bytes(of closure: SwiftClosureSyntax) -> Range<Int> { bytes(closure.open, min(closure.close + 1, index.count)) }

    /// The bytes of tokens `start..<end`.
    private func bytes(_ start: Int, _ end: Int) -> Range<Int> {
        let range = index.range(file, start, end)
        return range.start..<max(range.start, range.end)
    }
}

/// Ranges visited in order of a growing offset: which of them contain the offset. Each range
/// enters once and leaves once, so a sweep over a file costs the ranges plus what is open.
struct RangeSweep {
    private let ranges: [Range<Int>]
    /// Indices of `ranges` by lower bound.
    private let order: [Int]
    private var next = 0
    private var open: [Int] = []

    init(_ ranges: [Range<Int>]) {
        self.ranges = ranges
        self.order = ranges.indices.sorted { ranges[$0].lowerBound < ranges[$1].lowerBound }
    }

    /// The indices of the ranges containing `offset`, in their original order; `offset` must
    /// not decrease from one call to the next.
    mutating func containing(_ offset: Int) -> [Int] {
        while next < order.count, ranges[order[next]].lowerBound <= offset {
            open.append(order[next])
            next += 1
        }
        open.removeAll { ranges[$0].upperBound <= offset }
        return open.sorted()
    }
}
