/// Resolves XML names by namespace URI (Namespaces in XML 1.0), so a reader matches
/// `<xliff xmlns="…">`, `<ns0:xliff xmlns:ns0="…">` (what Python's ElementTree writes) and any
/// other prefix alike: the prefix is the writer's choice, the URI is what names the element.
package struct XMLNamespaces: Sendable {
    /// A name resolved to its namespace URI (nil: in no namespace) and local part.
    package struct Name: Sendable, Equatable {
        package var namespace: String?
        package var local: String
    }

    /// The namespace the `xml:` prefix is bound to by definition (`xml:space`, `xml:lang`).
    static let xml = "http://www.w3.org/XML/1998/namespace"

    /// The URIs each prefix is bound to, innermost last; `""` is the default namespace.
    private var bindings: [String: [String]] = [:]
    /// The prefixes each open element declared, to unbind at its end.
    private var declared: [[String]] = []

    package init() {}

    /// Enters an element: binds the prefixes its `xmlns` and `xmlns:p` attributes declare.
    package mutating func enter(_ attributes: [XMLReader.Attribute]) {
        var prefixes: [String] = []
        for attribute in attributes {
            let prefix: String
            if attribute.name == "xmlns" {
                prefix = ""
            } else if attribute.name.hasPrefix("xmlns:") {
                prefix = String(attribute.name.dropFirst(6))
            } else {
                continue
            }
            bindings[prefix, default: []].append(attribute.value)
            prefixes.append(prefix)
        }
        declared.append(prefixes)
    }

    /// Leaves the innermost element: its declarations go out of scope.
    package mutating func leave() {
        guard let prefixes = declared.popLast() else { return }
        for prefix in prefixes { bindings[prefix]?.removeLast() }
    }

    /// An element name: unprefixed names are in the default namespace (none when it is unset or
    /// `xmlns=""`); nil when the prefix is not declared.
    package func element(_ name: String) -> Name? {
        resolve(name, defaultNamespace: bindings[""]?.last)
    }

    /// An attribute name: unprefixed attributes are in no namespace (the default namespace does
    /// not apply to them); nil for a namespace declaration or an undeclared prefix.
    package func attribute(_ name: String) -> Name? {
        guard name != "xmlns", !name.hasPrefix("xmlns:") else { return nil }
        return resolve(name, defaultNamespace: nil)
    }

    private func resolve(_ name: String, defaultNamespace: String?) -> Name? {
        guard let colon = name.firstIndex(of: ":") else {
            return Name(namespace: defaultNamespace?.isEmpty == false ? defaultNamespace : nil, local: name)
        }
        let prefix = String(name[..<colon])
        let local = String(name[name.index(after: colon)...])
        if prefix == "xml" { return Name(namespace: Self.xml, local: local) }
        guard let uri = bindings[prefix]?.last, !uri.isEmpty else { return nil }
        return Name(namespace: uri, local: local)
    }
}
