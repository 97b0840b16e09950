import SwiftUI

/// Settings with the language picker: every language is shown in its own name.
struct SettingsView: View {
    @Binding var language: String

    var body: some View {
        NavigationStack {
            Form {
                Picker("settings.title", selection: $language) {
                    Text("settings.language.en").tag("en")
                    Text("settings.language.zh-Hans").tag("zh-Hans")
                }
                ShareLink(item: URL(string: "https://example.com")!) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("share.progress")
            }
            .navigationTitle("settings.title")
            .toolbar {
                Button("common.done") {}
            }
        }
    }
}
