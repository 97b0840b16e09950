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
}
