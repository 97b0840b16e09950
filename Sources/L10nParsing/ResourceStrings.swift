import L10nModel

/// Keys an app names outside its code, in resources Xcode builds into it: every string of an
/// XML property list (a preferences list whose titles the code localizes, `Credits.plist` read
/// by `loadSpecifiersFromPlistName:`), and the string runtime attributes of storyboards and
/// xibs (IBLocalizable's `localizableString`, a project's own `xibLocKey`), which an
/// `@IBInspectable` property looks up. A key named there may be shown though no code names it,
/// so `unused-key` counts it as used.
package enum ResourceStrings {
    /// Whether `path` names a resource read for keys: a property list, a storyboard or a xib.
    package static func isResource(_ path: String) -> Bool {
        path.hasSuffix(".plist") || path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// The strings of one resource that may name keys; empty for a file that cannot be read as
    /// one (a binary property list, bytes that are no XML): its keys stay unknown, as before.
    package static func strings(in bytes: [UInt8], path: String) -> Set<String> {
        path.hasSuffix(".plist") ? propertyListStrings(bytes) : runtimeAttributeStrings(bytes)
    }

    private static func propertyListStrings(_ bytes: [UInt8]) -> Set<String> {
        guard case .success(let document) = bytes.withUnsafeBufferPointer({ PlistXMLParser.parse($0) }) else { return [] }
        var strings = Set<String>()
        var pending = [document.root]
        while let value = pending.popLast() {
            switch value.content {
            case .string(let text): strings.insert(text)
            case .array(let values): pending += values
            case .dict(let entries): pending += entries.map(\.value)
            default: continue
            }
        }
        return strings
    }

    /// The values of `<userDefinedRuntimeAttribute type="string" …>`: a storyboard without one
    /// (most) is not parsed.
    private static func runtimeAttributeStrings(_ bytes: [UInt8]) -> Set<String> {
        guard bytes.withUnsafeBufferPointer({ ByteSearch.firstIndex(of: "<userDefinedRuntimeAttribute ", in: $0) }) != nil,
            case .success(let events) = XMLReader.read(bytes)
        else { return [] }
        var strings = Set<String>()
        for case .start(let name, let attributes, _) in events where name == "userDefinedRuntimeAttribute" {
            guard attributes.contains(where: { $0.name == "type" && $0.value == "string" }),
                let value = attributes.first(where: { $0.name == "value" })?.value
            else { continue }
            strings.insert(value)
        }
        return strings
    }
}
