import SwiftUI

/// The library: subscribed podcasts, sorted and searchable, with a toolbar and row actions.
struct LibraryView: View {
    @State private var podcasts: [Podcast] = []
    @State private var query = ""
    @State private var isAdding = false
    @State private var sortOrder = SortOrder.newest

    var body: some View {
        NavigationStack {
            List {
                ForEach(podcasts) { podcast in
                    PodcastRow(podcast: podcast)
                        .swipeActions(edge: .trailing) {
                            Button(role: .destructive) { delete(podcast) } label: {
                                Label("common.delete", systemImage: "trash")
                            }
                            Button { toggleFavorite(podcast) } label: { // truth: voiceover-label
                                Image(systemName: podcast.isFavorite ? "star.slash" : "star")
                            }
                            .tint(.yellow)
                        }
                }
            }
            .overlay {
                if podcasts.isEmpty {
                    ContentUnavailableView("library.empty", systemImage: "headphones")
                }
            }
            .navigationTitle("library.title")
            .searchable(text: $query, prompt: Text("library.search"))
            .toolbar {
                ToolbarItemGroup(placement: .primaryAction) {
                    Menu {
                        Picker("library.sort", selection: $sortOrder) {
                            Text("library.sort.newest").tag(SortOrder.newest)
                            Text("library.sort.title").tag(SortOrder.title)
                        }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                    .accessibilityLabel("library.sort")

                    Button {
                        isAdding = true
                    } label: {
                        Image(systemName: "plus")
                            .imageScale(.large)
                    }
                    .accessibilityLabel(Text("common.add"))
                    .keyboardShortcut("n")
                }
                ToolbarItem(placement: .secondaryAction) {
                    EditButton()
                }
            }
            .sheet(isPresented: $isAdding) {
                AddPodcastView()
            }
        }
    }

    private func delete(_ podcast: Podcast) {}
    private func toggleFavorite(_ podcast: Podcast) {}
}

/// One row: artwork, title, episode count and a download button.
struct PodcastRow: View {
    let podcast: Podcast

    var body: some View {
        HStack(spacing: 12) {
            AsyncImage(url: podcast.artworkURL) { image in
                image.resizable()
            } placeholder: {
                Color.gray
            }
            .frame(width: 48, height: 48)
            .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text(podcast.title).font(.headline)
                Text("library.episodes \(podcast.episodeCount)")
                    .font(.caption)
            }
            Spacer()
            Button(action: download) { // truth: voiceover-label
                Image(systemName: podcast.isDownloaded ? "arrow.down.circle.fill" : "arrow.down.circle")
            }
            .buttonStyle(.borderless)
            .accessibilityLabel(podcast.isDownloaded ? "library.downloaded" : "library.download.start") // truth: unknown-key
        }
    }

    private func download() {}
}

/// Adding a podcast by URL.
struct AddPodcastView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var url = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("library.add.url", text: $url) // truth: unknown-key
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("common.cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button(action: add) {
                        Label("common.add", systemImage: "checkmark")
                            .labelStyle(.iconOnly)
                    }
                }
            }
        }
    }

    private func add() {}
}
