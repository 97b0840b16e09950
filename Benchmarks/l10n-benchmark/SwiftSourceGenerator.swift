/// Generates a deterministic SwiftUI code base: views with stacks, lists, toolbars, sheets,
/// buttons (labelled and not), localized and interpolated texts, models, comments and
/// multi-line strings, in the proportions an app's view layer has.
struct SwiftSourceGenerator {
    var files: Int

    func render(file index: Int) -> String {
        let name = "Feature\(index)"
        return """
            import SwiftUI

            /// The \(name) screen: a list of items with a toolbar, a detail sheet and a player bar.
            /// - Note: generated for the benchmark; `Button { }` in a doc comment is not a control.
            struct \(name)View: View {
                @State private var items: [Item] = Item.samples
                @State private var isPresented = false
                @State private var speed = 1.0
                let count: Int
                let title: String

                var body: some View {
                    NavigationStack {
                        List {
                            Section("feature\(index).section.recent") {
                                ForEach(items) { item in
                                    HStack(spacing: 8) {
                                        Image(systemName: item.isFavorite ? "star.fill" : "star")
                                            .foregroundStyle(.yellow)
                                            .accessibilityHidden(true)
                                        VStack(alignment: .leading) {
                                            Text(item.title).font(.headline)
                                            Text("feature\(index).item.subtitle \\(item.count)")
                                                .font(.caption)
                                                .foregroundStyle(.secondary)
                                        }
                                        Spacer()
                                        Button {
                                            toggleFavorite(item)
                                        } label: {
                                            Image(systemName: "heart")
                                        }
                                        .buttonStyle(.borderless)
                                        .accessibilityLabel("feature\(index).favorite")
                                    }
                                    .swipeActions {
                                        Button(role: .destructive) { delete(item) } label: {
                                            Label("common.delete", systemImage: "trash")
                                        }
                                    }
                                }
                            }
                        }
                        .navigationTitle("feature\(index).title")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button(action: { isPresented = true }) {
                                    Image(systemName: "plus")
                                }
                            }
                            ToolbarItem(placement: .cancellationAction) {
                                Button("common.cancel", role: .cancel) { dismiss() }
                            }
                        }
                        .sheet(isPresented: $isPresented) {
                            DetailView(text: \"\"\"
                                Multi-line text with "quotes", \\(count) items and a \\\\(escaped) slash.
                                  Indented line; Button(action: f) { Image(systemName: "x") }
                                \"\"\")
                        }
                        // Player bar: Slider(value: $speed) in a comment is not a control.
                        HStack {
                            Slider(value: $speed, in: 0.5...2.0, step: 0.25)
                                .accessibilityLabel(Text("player.speed"))
                                .accessibilityValue(String(format: "%.2f", speed))
                            Text(verbatim: String(format: "%.2fx", speed)).monospacedDigit()
                        }
                        .padding(.horizontal, 16)
                    }
                }

                private func toggleFavorite(_ item: Item) {
                    guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
                    items[index].isFavorite.toggle()
                    let message = NSLocalizedString("feature\(index).toggled", comment: "Shown after toggling")
                    print(message, #"raw \\(not interpolated) "quoted""#, /* inline */ items.count / 2)
                }

                private func delete(_ item: Item) { items.removeAll { $0.id == item.id } }
                private func dismiss() {}
            }

            struct Item: Identifiable, Hashable {
                let id = UUID()
                var title: String
                var count: Int
                var isFavorite = false

                static let samples: [Item] = (0..<\(index % 17 + 3)).map { Item(title: "Item \\($0)", count: $0 * \(index % 7 + 1)) }
            }

            #if DEBUG
            #Preview {
                \(name)View(count: \(index), title: String(localized: "feature\(index).preview"))
            }
            #endif

            """
    }

    /// `files` files concatenated, about 4.4 KB each.
    func renderAll() -> [UInt8] {
        var bytes: [UInt8] = []
        for index in 0..<files { bytes += Array(render(file: index).utf8) }
        return bytes
    }
}
