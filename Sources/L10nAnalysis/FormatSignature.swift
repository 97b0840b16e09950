import L10nModel
import L10nParsing

/// Everything ``ValueArguments`` reads from a value except its texts' words: the variant paths,
/// the substitutions' declarations and every unit's format tokens, in the order it reads them.
/// Two values with equal signatures read the same arguments the same way, so a translation whose
/// signature equals its source's has nothing for `format-specifiers` to report; most
/// translations keep their source's specifiers, and this is cheaper than comparing arguments.
///
/// A signature is its parts written out as bytes, each tagged and each text length-prefixed, so
/// equal bytes are equal parts; a translation is compared with its source's signature as it is
/// walked (``matches(_:)``), without building its own (three arrays per value, and a string per
/// token, were most of the rule's cost on a project whose every value holds a `%@`).
package struct FormatSignature: Equatable {
    private var bytes: [UInt8] = []

    package init(_ value: LocalizedValue) {
        var writer = Writer()
        Self.walk(value, inSubstitution: false, into: &writer)
        bytes = writer.bytes
    }

    /// True when `value`'s signature is this one: `FormatSignature(value) == self`.
    package func matches(_ value: LocalizedValue) -> Bool {
        bytes.withUnsafeBufferPointer { expected in
            var comparison = Comparison(expected: expected)
            Self.walk(value, inSubstitution: false, into: &comparison)
            return comparison.isEqual && comparison.offset == expected.count
        }
    }

    fileprivate enum Tag: UInt8 {
        case substitution = 1, unit, token, unitEnd, variant, substitutionVariant, end
    }

    /// Mirrors the walk of ``ValueArguments``: `%arg` is a token only inside substitutions.
    private static func walk<Sink: SignatureSink>(_ value: LocalizedValue, inSubstitution: Bool, into sink: inout Sink) {
        // A plain value (nearly all) is its unit's tokens: its boxed parts are not read.
        guard !value.isPlain else {
            if let text = value.unit?.value { walkUnit(text, inSubstitution: inSubstitution, into: &sink) }
            return
        }
        for substitution in value.substitutions {
            sink.tag(.substitution)
            sink.text(substitution.name)
            sink.number(substitution.argumentNumber)
            sink.optionalText(substitution.formatSpecifier)
        }
        if let text = value.unit?.value { walkUnit(text, inSubstitution: inSubstitution, into: &sink) }
        for variant in value.variations?.variants ?? [] {
            guard !sink.isDecided else { return }
            sink.tag(.variant)
            sink.text(variant.selector)
            walk(variant.value, inSubstitution: inSubstitution, into: &sink)
            sink.tag(.end)
        }
        for substitution in value.substitutions {
            for variant in substitution.variations?.variants ?? [] {
                guard !sink.isDecided else { return }
                sink.tag(.substitutionVariant)
                sink.text(substitution.name)
                sink.text(variant.selector)
                walk(variant.value, inSubstitution: true, into: &sink)
                sink.tag(.end)
            }
        }
    }

    private static func walkUnit<Sink: SignatureSink>(_ text: String, inSubstitution: Bool, into sink: inout Sink) {
        sink.tag(.unit)
        FormatStringParser.forEachTokenText(in: text, allowsArgumentPlaceholder: inSubstitution) { token in
            sink.tag(.token)
            sink.bytes(token)
        }
        sink.tag(.unitEnd)
    }

    /// Where a walk's bytes go: a new signature, or a comparison with one.
    fileprivate protocol SignatureSink {
        /// True once the bytes already differ (a comparison), when the rest of the walk is moot.
        var isDecided: Bool { get }
        mutating func put(_ byte: UInt8)
        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>)
    }

    private struct Writer: SignatureSink {
        var bytes: [UInt8] = []
        var isDecided: Bool { false }
        mutating func put(_ byte: UInt8) { bytes.append(byte) }
        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes.append(contentsOf: bytes) }
    }

    private struct Comparison: SignatureSink {
        let expected: UnsafeBufferPointer<UInt8>
        var offset = 0
        var isEqual = true
        var isDecided: Bool { !isEqual }

        init(expected: UnsafeBufferPointer<UInt8>) { self.expected = expected }

        mutating func put(_ byte: UInt8) {
            guard isEqual else { return }
            guard offset < expected.count, expected[offset] == byte else { return isEqual = false }
            offset += 1
        }

        mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard isEqual else { return }
            guard bytes.count <= expected.count - offset, bytes.elementsEqual(expected[offset..<(offset + bytes.count)]) else { return isEqual = false }
            offset += bytes.count
        }
    }
}

extension FormatSignature.SignatureSink {
    fileprivate mutating func tag(_ tag: FormatSignature.Tag) { put(tag.rawValue) }

    /// A length or number (LEB128), so that no text runs into the next part.
    fileprivate mutating func varint(_ value: UInt) {
        var rest = value
        repeat {
            put(UInt8(rest & 0x7F) | (rest > 0x7F ? 0x80 : 0))
            rest >>= 7
        } while rest > 0
    }

    fileprivate mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        varint(UInt(bytes.count))
        put(bytes)
    }

    fileprivate mutating func text(_ text: String) {
        text.withUTF8Bytes { bytes($0) }
    }

    fileprivate mutating func optionalText(_ text: String?) {
        guard let text else { return put(0) }
        put(1)
        self.text(text)
    }

    fileprivate mutating func number(_ number: Int?) {
        guard let number else { return put(0) }
        put(1)
        varint(UInt(bitPattern: number))
    }
}
