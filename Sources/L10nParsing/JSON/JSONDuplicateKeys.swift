extension JSONDocument {
    /// Every member key that repeats an earlier key of the same object, with that earlier key.
    /// Compared on decoded text, so `"a"` and `"\u0061"` are the same key.
    func duplicateKeys() -> [(first: JSONValue, duplicate: JSONValue)] {
        var result: [(first: JSONValue, duplicate: JSONValue)] = []
        // Node indices of one object's keys, on the stack: no `JSONValue` (and no reference
        // count traffic) until a duplicate is found, and no array per document (a catalog's
        // entries are parsed as documents of their own, some 20,000 of them).
        bytes.withUnsafeBufferPointer { bytes in
            nodes.withUnsafeBufferPointer { nodes in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.pairwiseLimit) { keys in
                    for index in nodes.indices where nodes[index].kind == .object {
                        // Most objects have one member: skip them before collecting anything.
                        guard hasSecondMember(index, nodes) else { continue }
                        let objectEnd = Int(nodes[index].next)
                        var (count, key) = (0, index + 1)
                        while key < objectEnd {
                            if count < Self.pairwiseLimit { keys[count] = key }
                            count += 1
                            key = Int(nodes[key + 1].next)
                        }
                        guard count > Self.pairwiseLimit else {
                            for later in 1..<count {
                                for earlier in 0..<later where sameKey(keys[earlier], keys[later], nodes, bytes) {
                                    result.append((value(keys[earlier]), value(keys[later])))
                                    break
                                }
                            }
                            continue
                        }
                        // More keys than compare well pairwise: by their text.
                        var seen: [String: Int] = [:]
                        seen.reserveCapacity(count)
                        key = index + 1
                        while key < objectEnd {
                            let text = value(key).string ?? ""
                            if let earlier = seen[text] { result.append((value(earlier), value(key))) } else { seen[text] = key }
                            key = Int(nodes[key + 1].next)
                        }
                    }
                }
            }
        }
        return result
    }

    /// The most keys an object's keys are compared pairwise for.
    private static let pairwiseLimit = 12

    private func value(_ index: Int) -> JSONValue { JSONValue(document: self, index: index) }

    /// True when the object at `index` has at least two members (its first value's subtree
    /// ends before the object does).
    private func hasSecondMember(_ index: Int, _ nodes: UnsafeBufferPointer<JSONNode>) -> Bool {
        let objectEnd = Int(nodes[index].next)
        guard index + 2 < objectEnd else { return false }
        return Int(nodes[index + 2].next) < objectEnd
    }

    private func sameKey(_ a: Int, _ b: Int, _ nodes: UnsafeBufferPointer<JSONNode>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (na, nb) = (nodes[a], nodes[b])
        if na.hasEscapes || nb.hasEscapes { return value(a).string == value(b).string }
        let length = Int(na.end) - Int(na.start)
        guard length == Int(nb.end) - Int(nb.start) else { return false }
        return (0..<length).allSatisfy { bytes[Int(na.start) + $0] == bytes[Int(nb.start) + $0] }
    }
}
