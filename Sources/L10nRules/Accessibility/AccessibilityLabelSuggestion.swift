import L10nModel

/// The `.accessibilityLabel("…")` an editor offers for an icon-only control: words for what the
/// icon usually means (`trash` → "Delete"), else the icon's name as words ("Arrow up"). Only a
/// starting point: the team knows what the button does, so the fix is a suggestion that
/// `l10n fix` never applies.
struct AccessibilityLabelSuggestion {
    /// Common SF Symbols by what a control showing them does, after the styling suffixes
    /// (`.fill`, `.circle`) are dropped.
    private static let meanings: [String: String] = [
        "xmark": "Close", "plus": "Add", "minus": "Remove", "trash": "Delete", "square.and.arrow.up": "Share",
        "gear": "Settings", "gearshape": "Settings", "magnifyingglass": "Search", "ellipsis": "More", "pencil": "Edit",
        "square.and.pencil": "Compose", "chevron.left": "Back", "chevron.right": "Next", "chevron.backward": "Back",
        "chevron.forward": "Next", "arrow.clockwise": "Refresh", "arrow.counterclockwise": "Undo", "heart": "Like",
        "star": "Favorite", "bookmark": "Bookmark", "bell": "Notifications", "person": "Profile", "info": "Info",
        "questionmark": "Help", "line.3.horizontal": "Menu", "line.3.horizontal.decrease": "Filter", "play": "Play",
        "pause": "Pause", "stop": "Stop", "checkmark": "Done", "doc.on.doc": "Copy", "paperplane": "Send",
        "mic": "Record", "camera": "Camera", "photo": "Photo", "house": "Home", "arrow.up.arrow.down": "Sort",
        "slider.horizontal.3": "Filter", "speaker.wave.2": "Sound", "speaker.slash": "Mute", "lock": "Lock",
        "link": "Link", "globe": "Language", "arrow.down.circle": "Download", "square.and.arrow.down": "Download",
    ]

    /// Styling parts of a symbol name that do not change what it means.
    private static let styling: Set<String> = ["fill", "circle", "square", "rectangle", "app", "badge", "inverse", "rtl"]

    /// The words for `images` (the first one that is named), or "Label" when none is.
    static func words(for images: [SwiftImage]) -> String {
        for image in images {
            switch image.source {
            case .systemName(let names) where !names.isEmpty: return words(forSymbol: names[0])
            case .asset(let name?): return words(forAsset: name)
            default: continue
            }
        }
        return "Label"
    }

    static func words(forSymbol name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, styling.contains(last) { parts.removeLast() }
        if let meaning = meanings[parts.joined(separator: ".")] { return meaning }
        return sentence(parts)
    }

    /// `icon_close`, `iconShare`, `ic-settings` → "Close", "Share", "Settings".
    static func words(forAsset name: String) -> String {
        var parts: [String] = []
        var current = ""
        for character in name {
            if character == "_" || character == "-" || character == "." || character == " " || character == "/" {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase {
                parts.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        parts = parts.map { $0.lowercased() }.filter { !["ic", "icon", "img", "image", "btn", "button"].contains($0) }
        if let meaning = meanings[parts.joined(separator: ".")] { return meaning }
        return sentence(parts)
    }

    private static func sentence(_ parts: [String]) -> String {
        let text = parts.joined(separator: " ")
        guard let first = text.first else { return "Label" }
        return first.uppercased() + text.dropFirst()
    }

    /// The edit adding the label after the control's call: on a line of its own, at the
    /// modifiers' indentation, when the control's modifiers start on new lines.
    static func fix(for control: SwiftControl, images: [SwiftImage], in project: Project) -> Fix? {
        guard let end = control.callEnd else { return nil }
        let file = project.file(control.range.file)
        let label = words(for: images)
        var insertion = ".accessibilityLabel(\"\(label)\")"
        if let first = control.modifiers.first, first.range.start > end {
            let between = file.text.bytes(in: end..<first.range.start)
            if let newline = between.lastIndex(of: 0x0A) {
                let indentation = between[(newline + 1)...].prefix { $0 == 0x20 || $0 == 0x09 }
                insertion = "\n" + String(decoding: indentation, as: UTF8.self) + insertion
            }
        }
        return Fix(
            "Add an accessibility label (\"\(label)\")", edits: [.replace(file: file.path, start: end, end: end, text: insertion)],
            applicability: .suggestion)
    }
}
