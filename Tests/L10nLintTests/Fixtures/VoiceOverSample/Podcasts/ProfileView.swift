import SwiftUI

struct ProfileView: View {
    let user: User
    let displayName: String
    @State private var isFollowing = false
    @State private var isPickingPhoto = false

    var body: some View {
        VStack(spacing: 16) {
            Button {
                isPickingPhoto = true
            } label: {
                AsyncImage(url: user.avatarURL)
                    .frame(width: 96, height: 96)
                    .clipShape(Circle())
            }
            .accessibilityLabel(localized("profile.editPhoto"))

            Text(verbatim: displayName)
                .font(.title)

            Button(isFollowing ? "profile.following" : "profile.follow") {
                isFollowing.toggle()
            }
            .buttonStyle(.borderedProminent)

            HStack {
                IconButton(systemName: "square.and.arrow.up", title: "common.share") {}
                // l10n-lint:disable-next-line voiceover-label
                Button(action: report) { Image(systemName: "exclamationmark.bubble") }
                Button(action: block) { Image(systemName: "hand.raised") } // truth: voiceover-label
                    .accessibilityLabel(Text(verbatim: "Block"))
                Button(action: message) { Image(systemName: "envelope") } // truth: voiceover-label
                    .accessibilityLabel(displayName)
            }

            Button(action: edit) { // truth: voiceover-label (a static icon of another type)
                Icons.edit
            }

            Group {
                Button(action: showMore) { // truth: - (the only child: the Group's label names it)
                    Image(systemName: "ellipsis.circle")
                }
            }
            .accessibilityLabel("common.more")

            Text("profile.bio.placeholder") // truth: unknown-key
                .foregroundStyle(.secondary)
        }
        .sheet(isPresented: $isPickingPhoto) {
            VStack {
                CloseButton()
                // l10n-lint:disable voiceover-label -- the photo grid is being redesigned
                Button(action: pickFromCamera) { Image(systemName: "camera") }
                Button(action: pickFromLibrary) { Image(systemName: "photo.on.rectangle") }
                // l10n-lint:enable voiceover-label
            }
        }
    }

    private func edit() {}
    private func report() {}
    private func block() {}
    private func message() {}
    private func showMore() {}
    private func pickFromCamera() {}
    private func pickFromLibrary() {}
}
