import L10nModel
import L10nParsing

/// Everything ``ValueArguments`` reads from a value except its texts' words: the variant paths,
/// the substitutions' declarations and every unit's format tokens, in the order it reads them.
/// Two values with equal signatures read the same arguments the same way, so a translation whose
/// signature equals its source's has nothing for `format-specifiers` to report; most
/// translations keep their source's specifiers, and this is cheaper than comparing arguments.
package struct FormatSignature: Equatable {
    private enum Part: Equatable {
        case substitution(name: String, argumentNumber: Int?, formatSpecifier: String?)
        case unit(tokens: [String])
        case variant(selector: String)
        case substitutionVariant(name: String, selector: String)
        case end
    }

    private var parts: [Part] = []

    package init(_ value: LocalizedValue) {
        append(value, inSubstitution: false)
    }

    /// Mirrors the walk of ``ValueArguments``: `%arg` is a token only inside substitutions.
    private mutating func append(_ value: LocalizedValue, inSubstitution: Bool) {
        for substitution in value.substitutions {
            parts.append(.substitution(name: substitution.name, argumentNumber: substitution.argumentNumber, formatSpecifier: substitution.formatSpecifier))
        }
        if let unit = value.unit {
            parts.append(.unit(tokens: FormatStringParser.tokens(in: unit.value, allowsArgumentPlaceholder: inSubstitution).map(\.text)))
        }
        for variant in value.variations?.variants ?? [] {
            parts.append(.variant(selector: variant.selector))
            append(variant.value, inSubstitution: inSubstitution)
            parts.append(.end)
        }
        for substitution in value.substitutions {
            for variant in substitution.variations?.variants ?? [] {
                parts.append(.substitutionVariant(name: substitution.name, selector: variant.selector))
                append(variant.value, inSubstitution: true)
                parts.append(.end)
            }
        }
    }
}
