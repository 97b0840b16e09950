import SwiftUI

struct PaywallView: View {
    var body: some View {
        VStack {
            Text("paywall.headline")
                .font(.title)
            Text("onboarding.welcome \("Ada")")
        }
    }
}
