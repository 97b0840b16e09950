import SwiftUI

/// A round icon button used across the app. Callers pass a localized title for VoiceOver.
struct IconButton: View {
    let systemName: String
    let title: LocalizedStringKey
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .frame(width: 44, height: 44)
        }
        .buttonStyle(CircleButtonStyle())
        .accessibilityLabel(title)
    }
}

/// Draws a button's label in a filled circle.
struct CircleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .background(Circle().fill(.tint))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

/// A close button for sheets.
struct CloseButton: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button(action: { dismiss() }) { // truth: voiceover-label
            closeIcon
        }
    }

    private var closeIcon: some View {
        Image(systemName: "xmark.circle.fill")
            .symbolRenderingMode(.hierarchical)
    }
}

/// Code that is not a view: strings and comments mention controls, none of them real.
enum Snippets {
    // Button(action: f) { Image(systemName: "trash") }
    /* Menu { } label: { /* nested */ Image(systemName: "ellipsis") } */
    static let markdown = """
        Tap the ``Button { } label: { Image(systemName: "plus") }`` to add.
        Then \(count) more: "Toggle(isOn: $x) { Image(systemName: "wifi") }"
        """
    static let raw = #"Link(destination: url) { Image(systemName: "link") } \(not interpolated)"#
    static let count = 3
}

/// The app's icons.
enum Icons {
    static var edit: some View { Image(systemName: "pencil") }
}

/// Design-system strings: a localization function the configuration names.
func localized(_ key: String) -> String {
    NSLocalizedString(key, comment: "")
}
