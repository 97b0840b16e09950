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
                // Hidden visually, and also from VoiceOver: it reads only "off".
                Toggle("", isOn: $reminders)
                // Hidden visually, still read by VoiceOver: fine.
                Toggle("common.done", isOn: $reminders).labelsHidden()
                // A String constant takes Text's StringProtocol overload: never translated.
                Text(syncFooter)
            }
            .navigationTitle("settings.title")
            .toolbar {
                Button("common.done") {}
            }
        }
    }

    @State private var reminders = true
    private let syncFooter = "Your progress syncs across devices"
}
