import SwiftUI

/// The up-next queue: design-system icons, loading states, generated strings, hidden labels.
struct QueueView: View {
    let artwork: Image
    let unread: Int
    @State private var isRefreshing = false
    @State private var autoplay = true
    @State private var sort = 0
    @State private var reminder = Date()

    var body: some View {
        List {
            HStack {
                Button(action: refresh) { // truth: voiceover-label (no branch shows text)
                    if isRefreshing {
                        ProgressView()
                    } else {
                        Image(systemName: "arrow.clockwise")
                    }
                }
                Button(action: refresh) {
                    if isRefreshing { ProgressView("queue.refreshing") } else { Image(systemName: "arrow.clockwise") }
                }
                Button(action: clear) { // truth: voiceover-label (a design-system icon view of another file)
                    CircleIcon(systemName: "trash")
                }
                Button(action: clear) { CaptionedIcon(systemName: "trash", caption: "queue.clear") }
                Button(action: shuffle) { // truth: voiceover-label (an image member of another file)
                    PodcastIcons.shuffle
                }
                Button(action: repeatAll) { PodcastIcons.repeatAll } // truth: voiceover-label
                Button(action: play) { // truth: voiceover-label (an Image-typed property)
                    artwork.resizable().frame(width: 44, height: 44)
                }
                Button(action: openInbox) { // the unread count drawn over the icon labels it
                    Image(systemName: "tray").overlay(alignment: .topTrailing) { Text(unread, format: .number) }
                }
            }
            HStack {
                Button(action: clear) { CircleIcon(systemName: "xmark") }
                    .accessibilityLabel(L10n.Queue.clear)
                Button(action: share) { CircleIcon(systemName: "square.and.arrow.up") } // truth: voiceover-label (its generated key is missing)
                    .accessibilityLabel(L10n.Queue.share)
                Button(action: play) { Image(systemName: "play.fill") }
                    .accessibilityLabel(Text(L10n.Queue.title))
            }
            Toggle("", isOn: $autoplay) // truth: voiceover-label (an empty label)
            Toggle("queue.autoplay", isOn: $autoplay)
                .labelsHidden()
            Picker(selection: $sort) { // truth: voiceover-label (an empty label)
                Text("library.sort.newest").tag(0)
                Text("library.sort.title").tag(1)
            } label: {
                EmptyView()
            }
            Picker("queue.sort", selection: $sort) {
                Text("library.sort.newest").tag(0)
            }
            .labelsHidden()
            DatePicker("", selection: $reminder) // truth: voiceover-label (an empty label)
                .labelsHidden()
            DatePicker("", selection: $reminder)
                .labelsHidden()
                .accessibilityLabel("player.sleepTimer")
            // Toggle("", isOn: $autoplay) is how not to do it
        }
        .navigationTitle(L10n.Queue.title)
    }

    private func refresh() {}
    private func clear() {}
    private func shuffle() {}
    private func repeatAll() {}
    private func play() {}
    private func share() {}
    private func openInbox() {}
}
