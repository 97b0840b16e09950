import Foundation

/// Greetings from the package's own `Localizable.strings` tables.
public enum Greeting {
    public static var hello: String { NSLocalizedString("greeting.hello", bundle: .module, comment: "Shown on launch") }
    public static var farewell: String { NSLocalizedString("greeting.farewell", bundle: .module, comment: "Shown on sign-out") }
}
