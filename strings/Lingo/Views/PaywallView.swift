import SwiftUI

struct PaywallView: View {
    var body: some View {
        VStack {
            Text("paywall.headline")
                .font(.title)
            Text("paywall.subtitle")
            Text("onboarding.welcome \("Ada")")
            Text("paywall.terms")
                .font(.footnote)
        }
    }
}
