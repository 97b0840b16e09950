import L10nModel


/// Finds the places in a SwiftUI file where text cannot wrap, and the keys used inside them.
///
/// Every label wraps unless something stops it, so the places are only those that do: a view
/// (or container) with `.lineLimit(1)`, a `.tabItem { … }` or a `Tab("title", …)`, the options
/// of a segmented picker (`.pickerStyle(.segmented)`), and a control (`Text`, `Button`, `Label`…)
/// given a fixed width *and* height of at most ``maximumFixedWidth`` points. A `.frame(width:)`
/// alone lets text wrap onto more lines, and a frame on a container (a dialog, a sheet, a
/// settings pane) sizes the window, not its labels; toolbars size their items to the content.
/// What opens a surface of its own inside a place is not constrained: the items of a `Menu` or
/// a `Picker`, the content of `.sheet`, `.popover`, `.alert`, `.contextMenu` and the like, and a
/// `.help` tooltip.
package struct SwiftLayoutConstraints {
    /// Widths above this are windows and sheets, not controls (an iPhone SE screen is 320 points wide).
    static let maximumFixedWidth = 320.0
    /// Modifiers whose closures present their own surface, which the constraint does not reach.
    static let ownSurfaces: Set<String> = [
        "sheet", "popover", "fullScreenCover", "alert", "confirmationDialog", "contextMenu", "navigationDestination", "inspector", "help",
    ]
    /// Views that show one label: a fixed frame on them fixes the label's room. Any other
    /// receiver is a container (a dialog, a sheet, a row), whose frame its labels wrap inside.
    static let labelControls: Set<String> = ["Text", "Button", "Label", "Toggle", "Link", "NavigationLink", "TextField", "SecureField"]

    /// Names worth parsing a call for.
    private static let names = TokenNameSet(["lineLimit", "frame", "tabItem", "pickerStyle", "Tab", "Menu", "Picker"] + ownSurfaces)

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
        var surfaceSweep = RangeSweep(surfaces.map(\.bytes))
        var found = [ConstrainedKeyUse?](repeating: nil, count: references.count)
        for order in references.indices.sorted(by: { references[$0].key.range.start < references[$1].key.range.start }) {
            let reference = references[order]
            let offset = reference.key.range.start
            let around = surfaceSweep.containing(offset).map { surfaces[$0] }
            let reaching = placeSweep.containing(offset).filter { candidate in
                let place = places[candidate]
                return !around.contains { surface in
                    !(place.isSegmented && surface.isPickerItems)
                        && place.bytes.lowerBound <= surface.bytes.lowerBound && surface.bytes.upperBound <= place.bytes.upperBound
                }
            }
            // The innermost place; of equal ones, the first found.
            guard let chosen = reaching.min(by: { (places[$0].bytes.count, $0) < (places[$1].bytes.count, $1) }) else { continue }
            let place = places[chosen]
            found[order] = ConstrainedKeyUse(key: reference.key, table: reference.table, constraint: place.constraint, range: place.range, kind: place.kind)
        }
        return found.compactMap { $0 }
    }

    private struct Place {
        var bytes: Range<Int>
        var constraint: String
        var range: SourceRange
        var kind: ConstrainedKeyUse.Kind = .singleLine
        /// A segmented picker's options: its own items are the place, not a menu of their own.
        var isSegmented = false
    }

    /// What opens a surface of its own; a picker's items are one, unless the picker is segmented.
    private struct Surface {
        var bytes: Range<Int>
        var isPickerItems = false
    }

    /// Every constrained place (byte ranges) and every own surface inside the file.
    private func constrainedPlaces(_ candidates: [Int]) -> (places: [Place], surfaces: [Surface]) {
        var places: [Place] = []
        var surfaces: [Surface] = []
        for position in candidates {
            let isMember = index.kind(position - 1, is: .period)
            guard let call = index.parseCall(name: position) else { continue }
            let name = index.text(position)
            let range = index.range(file, isMember ? position - 1 : position, position + 1)
            if isMember {
                if let place = memberPlace(name, call: call, period: position - 1, range: range) { places.append(place) }
                // The whole call, title included: `.alert("Delete?", isPresented:) { … }` is not in the bar.
                if Self.ownSurfaces.contains(name) { surfaces.append(Surface(bytes: bytes(position, call.end))) }
                continue
            }
            switch name {
            case "Tab" where call.hasParentheses:
                places.append(Place(bytes: bytes(position, call.trailingClosures.first?.open ?? call.end), constraint: "in a tab item", range: range, kind: .barItem))
            case "Menu", "Picker":
                // The title (or `label:` closure) sits in the view; the items open a menu of their own.
                let items = [contentClosure(call).map { bytes(of: $0) }].compactMap { $0 } + closureArguments(call, labeled: "content")
                surfaces += items.map { Surface(bytes: $0, isPickerItems: name == "Picker") }
            default: break
            }
        }
        return (places, surfaces)
    }

    /// `.lineLimit(1)`, `.frame(width: 80, height: 28)` on a control, `.tabItem { … }`,
    /// `.pickerStyle(.segmented)` on a `Picker`.
    private func memberPlace(_ name: String, call: SwiftCallSyntax, period: Int, range: SourceRange) -> Place? {
        switch name {
        case "lineLimit":
            guard let first = call.arguments.first, first.label == nil, index.text(from: first.start, to: first.end) == "1",
                let receiver = receiverStart(period: period)
            else { return nil }
            return Place(bytes: bytes(receiver, period), constraint: "with `.lineLimit(1)`", range: range)
        case "frame":
            // Fixed on both axes, the label can neither widen nor take a second line.
            guard let width = fixedPoints(call, "width"), width.points <= Self.maximumFixedWidth, let height = fixedPoints(call, "height"),
                let receiver = receiverStart(period: period), Self.labelControls.contains(index.text(receiver))
            else { return nil }
            let text = "in `.frame(width: \(width.text), height: \(height.text))`"
            return Place(bytes: bytes(receiver, period), constraint: text, range: range, kind: .fixedFrame)
        case "tabItem":
            return call.trailingClosures.first.map { Place(bytes: bytes(of: $0), constraint: "in a tab item", range: range, kind: .barItem) }
        case "pickerStyle":
            guard let style = call.arguments.first, [".segmented", "SegmentedPickerStyle()"].contains(index.text(from: style.start, to: style.end)),
                let receiver = receiverStart(period: period), index.text(receiver) == "Picker",
                let picker = index.parseCall(name: receiver), let items = contentClosure(picker)
            else { return nil }
            return Place(bytes: bytes(of: items), constraint: "in a segmented picker", range: range, kind: .barItem, isSegmented: true)
        default:
            return nil
        }
    }

    /// The points of a `label: 80` argument written as a number literal.
    private func fixedPoints(_ call: SwiftCallSyntax, _ label: String) -> (points: Double, text: String)? {
        guard let argument = call.arguments.first(where: { $0.label == label }), argument.end == argument.start + 1,
            index[argument.start].kind == .number, let points = Double(index.text(argument.start).filter { $0 != "_" })
        else { return nil }
        return (points, index.text(argument.start))
    }

    /// The trailing closure holding a `Menu`'s or `Picker`'s items.
    private func contentClosure(_ call: SwiftCallSyntax) -> SwiftClosureSyntax? {
        call.trailingClosures.first { $0.label == nil || $0.label == "content" }
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
