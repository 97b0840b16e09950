import SwiftUI

struct SettingsView: View {
    @AppStorage("autoDownload") private var autoDownload = true
    @AppStorage("wifiOnly") private var wifiOnly = true
    @AppStorage("notifications") private var notifications = false
    let appStoreURL: URL
    let helpURL: URL

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("settings.autoDownload", isOn: $autoDownload)
                    Toggle(isOn: $wifiOnly) {
                        Label("settings.wifiOnly", systemImage: "wifi")
                    }
                    Toggle(isOn: $notifications) { // truth: voiceover-label
                        Image(systemName: notifications ? "bell.fill" : "bell.slash")
                    }
                    .toggleStyle(.button)
                }
                Section {
                    NavigationLink {
                        AccountView()
                    } label: {
                        Label("settings.account", systemImage: "person.crop.circle")
                    }
                    Link(destination: appStoreURL) {
                        HStack {
                            Image(systemName: "star.bubble")
                            Text("settings.rate")
                        }
                    }
                    Link(destination: helpURL) { // truth: voiceover-label
                        Image(systemName: "questionmark.circle")
                    }
                    .help("settings.help")
                }
            }
            .navigationTitle("settings.title")
        }
    }
}

struct AccountView: View {
    var body: some View {
        Text("settings.account")
    }
}
