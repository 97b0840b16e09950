import SwiftUI
import AVKit

/// The now-playing screen.
struct PlayerView: View {
    @ObservedObject var player: Player
    @State private var speed = 1.0
    @State private var volume = 0.5

    var body: some View {
        VStack(spacing: 24) {
            artwork
            // Transport controls. A label on the HStack would be read for every button:
            HStack(spacing: 40) {
                Button(action: player.skipBack) { // truth: voiceover-label
                    Image(systemName: "gobackward.15")
                }
                Button(action: player.togglePlayback) { // truth: voiceover-label
                    Image(systemName: player.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                }
                Button(action: player.skipForward) { // truth: voiceover-label
                    Image(systemName: "goforward.30")
                }
            }
            .accessibilityElement(children: .contain)
            .accessibilityLabel("player.controls")

            Slider(value: $player.progress, in: 0...1)
                .accessibilityLabel("player.progress")
                .accessibilityValue(Text(player.elapsedText))

            HStack {
                Image(systemName: "speaker.fill") // truth: spoken-symbol-name
                Slider(value: $volume) // truth: voiceover-label
                Image(systemName: "speaker.wave.3.fill") // truth: spoken-symbol-name
            }
            .padding(.horizontal)

            HStack {
                Menu {
                    ForEach([0.75, 1.0, 1.5, 2.0], id: \.self) { rate in
                        Button("\(rate, specifier: "%.2f")×") { speed = rate }
                    }
                } label: {
                    Image(systemName: "gauge.with.dots.needle.33percent")
                }
                .accessibilityLabel(Text("player.speed"))
                #if os(iOS)
                .menuStyle(.button)
                #endif

                Spacer()

                Button { // truth: voiceover-label (no label on macOS)
                    player.showSleepTimer()
                }
                label: {
                    Image(systemName: "moon.zzz")
                }
                #if os(iOS)
                .accessibilityLabel("player.sleepTimer")
                #endif

                Spacer()

                // AirPlay route picker: the label key has no Chinese translation yet.
                Button(action: player.showRoutes) { Image(systemName: "airplayaudio") } // truth: voiceover-label
                    .accessibilityLabel("player.airplay")

                ShareLink(item: player.episodeURL)
            }
        }
        .padding()
    }

    /// Artwork: decorative, the title below says what it is.
    private var artwork: some View {
        Image("artwork-placeholder")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .accessibilityHidden(true)
    }
}
