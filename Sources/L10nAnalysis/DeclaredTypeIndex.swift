import L10nModel

/// The types a project's Swift files declare, by name, to tell the project's own data types
/// (a model, a request, a protobuf message) from the UIKit and AppKit types it only uses: a
/// `title` set on the former is data, on the latter it is shown.
package struct DeclaredTypeIndex: Sendable {
    /// Each declared name's declaration; nil for a name declared twice in different ways.
    private var types: [String: DeclaredType?] = [:]

    package init(_ sources: [SwiftSourceFacts]) {
        for facts in sources {
            for declared in facts.declaredTypes {
                if let known = types[declared.name] {
                    if known != declared { types[declared.name] = .some(nil) }
                } else {
                    types[declared.name] = declared
                }
            }
        }
    }

    /// Roots a data class may inherit from, and protocols a class may list first: none of
    /// them shows text.
    private static let dataRoots: Set<String> = [
        "NSObject", "NSManagedObject", "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Identifiable",
        "ObservableObject", "Sendable", "CustomStringConvertible",
    ]

    /// True when `name` is a struct, enum or actor the project declares, or a class whose
    /// superclasses, as far as the project declares them, end at none or at `NSObject`. False
    /// for types the project does not declare (UIKit's, AppKit's) and for subclasses of them.
    package func isDataType(_ name: String) -> Bool {
        var current = name
        for _ in 0..<8 {
            guard let found = types[current], let declared = found else { return false }
            switch declared.kind {
            case .struct, .enum, .actor:
                return true
            case .class:
                guard let inherited = declared.firstInherited else { return true }
                if Self.dataRoots.contains(inherited) { return true }
                current = inherited
            }
        }
        return false
    }
}
