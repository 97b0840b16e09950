import SwiftUI

/// The design system's round icon: a symbol on a tinted circle.
struct CircleIcon: View {
    let systemName: String

    var body: some View {
        ZStack {
            Circle().fill(.tint.opacity(0.15))
            Image(systemName: systemName)
                .imageScale(.medium)
        }
        .frame(width: 36, height: 36)
    }
}

/// A symbol with a caption under it: shows text, so a button showing it is labelled.
struct CaptionedIcon: View {
    let systemName: String
    let caption: LocalizedStringKey

    var body: some View {
        VStack(spacing: 2) {
            Image(systemName: systemName)
            Text(caption).font(.caption2)
        }
    }
}

/// Shared icons.
enum PodcastIcons {
    static let shuffle = Image(systemName: "shuffle")
    static var repeatAll: Image { Image(systemName: "repeat") }
    // static let commented = Image(systemName: "nope")
    static let help = "Use PodcastIcons.shuffle in a Button { } label: { }"
}
