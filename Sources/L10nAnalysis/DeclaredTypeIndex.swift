import L10nModel

/// The types a project's Swift files declare, by name, to tell the project's own types from
/// the SDK's it only uses: a `title` set on the project's data type (a model, a request, a
/// protobuf message) is data, on a UIKit or AppKit type it is shown; a project's own `Toggle`
/// is not SwiftUI's.
package struct DeclaredTypeIndex: Sendable {
    /// Each declared name's declaration; nil for a name declared twice in different ways.
    private var types: [String: DeclaredType?] = [:]
    private var topLevelNames: Set<String> = []
    /// Names declared inside another type (`Mapping.Button`), by file: such a name means the
    /// project's type only in its own file.
    private var nestedNames: [FileID: Set<String>] = [:]

    package init(_ sources: [SwiftSourceFacts]) {
        for facts in sources {
            for declared in facts.declaredTypes {
                if declared.isNested { nestedNames[facts.file, default: []].insert(declared.name) } else { topLevelNames.insert(declared.name) }
                if let known = types[declared.name] {
                    if known != declared { types[declared.name] = .some(nil) }
                } else {
                    types[declared.name] = declared
                }
            }
        }
    }

    /// True when the project declares a type of this name that code in `file` means by it: a
    /// top-level one anywhere, a nested one in its own file.
    package func declares(_ name: String, visibleIn file: FileID) -> Bool {
        topLevelNames.contains(name) || nestedNames[file]?.contains(name) == true
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
