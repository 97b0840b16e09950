import SwiftUI

struct PracticeView: View {
    let words: Int

    var body: some View {
        NavigationStack {
            VStack {
                Text(String(format: NSLocalizedString("practice.words", comment: "Words learned today"), words))
                Button(action: record) {
                    Image(systemName: "mic.fill")
                }
                NavigationLink("paywall.title") { PaywallView() }
            }
            .navigationTitle("settings.title")
            .toolbar { Button("common.done") {} }
        }
    }

    private func record() {}
}

struct PaywallView: View {
    var body: some View { Text("paywall.title") }
}
