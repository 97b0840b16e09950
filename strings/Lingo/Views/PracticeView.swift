import SwiftUI

/// The practice screen: record an answer, compare it with the model answer.
struct PracticeView: View {
    @State private var isRecording = false
    let sessions: Int
    let streak: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("practice.sessionsCount \(sessions)")
            Text("practice.streak \(streak)")

            Button(isRecording ? "recording.stop" : "recording.start") {
                isRecording.toggle()
            }
            .buttonStyle(.borderedProminent)

            HStack {
                // Icon-only button with a localized VoiceOver label: fine.
                Button {
                    playModelAnswer()
                } label: {
                    Image(systemName: "play.circle.fill")
                }
                .accessibilityLabel(Text("accessibility.play"))

                // Icon-only button without a label: VoiceOver reads "Button".
                Button(action: startRecording) {
                    Image(systemName: "mic.fill")
                }

                // A design-system icon view (declared below): still icon-only, still unlabelled.
                Button(action: playModelAnswer) {
                    RoundIcon(systemName: "backward.fill")
                }

                // No branch shows text: a spinner while loading, an icon otherwise.
                Button(action: startRecording) {
                    if isRecording { ProgressView() } else { Image(systemName: "waveform") }
                }

                // The streak count drawn over the flame labels the button: fine.
                Button(action: playModelAnswer) {
                    Image(systemName: "flame").overlay { Text("practice.streak") }
                }

                // An image member of the design system, labelled with a localized key: fine.
                Button(action: playModelAnswer) { Icons.play }
                    .accessibilityLabel("accessibility.play")
            }
        }
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("common.cancel") {}
            }
        }
    }

    private func playModelAnswer() {}
    private func startRecording() { isRecording = true }

    /// The streak for the share sheet, as a plain string: the inflection markup shows as written.
    private var shareText: String { String(localized: "^[\(streak) day](inflect: true)") }
}

/// The design system's round icon: an SF Symbol on a tinted circle.
struct RoundIcon: View {
    let systemName: String

    var body: some View {
        Image(systemName: systemName)
            .padding(12)
            .background(Circle().fill(.tint))
    }
}

/// The design system's icons.
enum Icons {
    static let play = Image(systemName: "play.fill")
}
