extension JSONDocument {
    /// Every member key that repeats an earlier key of the same object, with that earlier key.
    /// Compared on decoded text, so `"a"` and `"\u0061"` are the same key.
    func duplicateKeys() -> [(first: JSONValue, duplicate: JSONValue)] {
        var result: [(first: JSONValue, duplicate: JSONValue)] = []
        // Node indices of one object's keys: no `JSONValue` (and no reference count traffic)
        // until a duplicate is found.
        var keys: [Int] = []
        nodes.withUnsafeBufferPointer { nodes in
            for index in nodes.indices where nodes[index].kind == .object {
                // Most objects have one member: skip them before collecting anything.
                guard hasSecondMember(index, nodes) else { continue }
                keys.removeAll(keepingCapacity: true)
                var key = index + 1
                while key < Int(nodes[index].next) {
                    keys.append(key)
                    key = Int(nodes[key + 1].next)
                }
                if keys.count <= 12 {
                    for later in 1..<keys.count {
                        if let earlier = keys[..<later].first(where: { sameKey($0, keys[later], nodes) }) {
                            result.append((value(earlier), value(keys[later])))
                        }
                    }
                } else {
                    var seen: [String: Int] = [:]
                    seen.reserveCapacity(keys.count)
                    for key in keys {
                        let text = value(key).string ?? ""
                        if let earlier = seen[text] { result.append((value(earlier), value(key))) } else { seen[text] = key }
                    }
                }
            }
        }
        return result
    }

    private func value(_ index: Int) -> JSONValue { JSONValue(document: self, index: index) }

    /// True when the object at `index` has at least two members (its first value's subtree
    /// ends before the object does).
    private func hasSecondMember(_ index: Int, _ nodes: UnsafeBufferPointer<JSONNode>) -> Bool {
        let objectEnd = Int(nodes[index].next)
        guard index + 2 < objectEnd else { return false }
        return Int(nodes[index + 2].next) < objectEnd
    }

    private func sameKey(_ a: Int, _ b: Int, _ nodes: UnsafeBufferPointer<JSONNode>) -> Bool {
        let (na, nb) = (nodes[a], nodes[b])
        if na.hasEscapes || nb.hasEscapes { return value(a).string == value(b).string }
        let length = Int(na.end) - Int(na.start)
        guard length == Int(nb.end) - Int(nb.start) else { return false }
        return bytes.withUnsafeBufferPointer { p in
            (0..<length).allSatisfy { p[Int(na.start) + $0] == p[Int(nb.start) + $0] }
        }
    }
}
