import SwiftUI

/// An episode: header, chapters, show notes and actions.
struct EpisodeView: View {
    let episode: Episode
    @State private var isQueued = false

    var body: some View {
        List {
            Section {
                HStack {
                    Image(systemName: "clock") // truth: spoken-symbol-name
                    Text(episode.duration, format: .units(allowed: [.hours, .minutes]))
                    Spacer()
                    Image(decorative: "explicit-badge")
                }
                HStack(spacing: 20) {
                    Button(action: download) { // truth: voiceover-label (label from a helper with a parameter)
                        icon("arrow.down.circle")
                    }
                    Button(action: queue) { // truth: voiceover-label (label from a custom view)
                        IconLabel(systemName: isQueued ? "text.badge.checkmark" : "text.badge.plus")
                    }
                    Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    .iconAccessibilityLabel("common.share") // a custom label modifier, declared below
                    Menu { // truth: voiceover-label
                        Button("library.download", action: download)
                        Button("common.delete", role: .destructive, action: delete)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    } primaryAction: {
                        play()
                    }
                }
                .buttonStyle(.borderless)
            }
            Section("episode.chapters") { // truth: unknown-key
                ForEach(episode.chapters) { chapter in
                    Button {
                        seek(to: chapter)
                    } label: {
                        HStack {
                            Text(chapter.title)
                            Spacer()
                            Image(systemName: "play")
                        }
                    }
                }
            }
            Section {
                Text("Episode \(episode.number)")
                Text(episode.notes)
            }
        }
        .toolbar {
            ToolbarItem {
                Button(action: play) {
                    Label("player.play", systemImage: "play.fill")
                }
                .labelStyle(.iconOnly)
            }
        }
    }

    private func icon(_ name: String) -> some View {
        Image(systemName: name).imageScale(.large)
    }

    private func download() {}
    private func queue() {}
    private func share() {}
    private func delete() {}
    private func play() {}
    private func seek(to chapter: Chapter) {}
}

/// An SF Symbol at the app's icon size.
struct IconLabel: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .font(.title2)
    }
}

extension View {
    /// The design system's label modifier: localized, and also sets the large-content title.
    func iconAccessibilityLabel(_ key: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(key)).accessibilityShowsLargeContentViewer { Text(key) }
    }
}
