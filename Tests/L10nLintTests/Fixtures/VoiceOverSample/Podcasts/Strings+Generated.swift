// swiftlint:disable all
// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

import Foundation

internal enum L10n {
  internal enum Queue {
    /// Clear queue
    internal static let clear = L10n.tr("Localizable", "queue.clear", fallback: "Clear queue")
    /// Share queue
    internal static let share = L10n.tr("Localizable", "queue.share", fallback: "Share queue") // truth: unknown-key
    /// Up Next
    internal static let title = L10n.tr("Localizable", "queue.title", fallback: "Up Next")
  }
}

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = Bundle.main.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}
