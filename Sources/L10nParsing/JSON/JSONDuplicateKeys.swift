extension JSONDocument {
    /// Every member key that repeats an earlier key of the same object, with that earlier key.
    /// Compared on decoded text, so `"a"` and `"\u0061"` are the same key.
    func duplicateKeys() -> [(first: JSONValue, duplicate: JSONValue)] {
        var result: [(first: JSONValue, duplicate: JSONValue)] = []
        var keys: [JSONValue] = []
        for index in nodes.indices where nodes[index].kind == .object {
            // Most objects have one member: skip them before collecting anything.
            guard hasSecondMember(index) else { continue }
            let object = JSONValue(document: self, index: index)
            keys.removeAll(keepingCapacity: true)
            for member in object.members { keys.append(member.key) }
            if keys.count <= 12 {
                for later in 1..<keys.count {
                    if let earlier = keys[..<later].first(where: { sameKey($0, keys[later]) }) {
                        result.append((earlier, keys[later]))
                    }
                }
            } else {
                var seen: [String: JSONValue] = [:]
                seen.reserveCapacity(keys.count)
                for key in keys {
                    let text = key.string ?? ""
                    if let earlier = seen[text] { result.append((earlier, key)) } else { seen[text] = key }
                }
            }
        }
        return result
    }

    /// True when the object at `index` has at least two members (its first value's subtree
    /// ends before the object does).
    private func hasSecondMember(_ index: Int) -> Bool {
        let objectEnd = Int(nodes[index].next)
        guard index + 2 < objectEnd else { return false }
        return Int(nodes[index + 2].next) < objectEnd
    }

    private func sameKey(_ a: JSONValue, _ b: JSONValue) -> Bool {
        let (na, nb) = (a.node, b.node)
        if na.hasEscapes || nb.hasEscapes { return a.string == b.string }
        let length = Int(na.end) - Int(na.start)
        guard length == Int(nb.end) - Int(nb.start) else { return false }
        return bytes.withUnsafeBufferPointer { p in
            (0..<length).allSatisfy { p[Int(na.start) + $0] == p[Int(nb.start) + $0] }
        }
    }
}
