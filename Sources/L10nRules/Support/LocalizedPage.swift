import Foundation
import L10nModel

/// A site's page in the translation's language, which a translation links on purpose: where a
/// source's address writes its language code as a word of its own (`privacy-en.html`,
/// `/en/terms`, `?lang=en`), the same address with the translation's code (`privacy-fr.html`,
/// `privacy-pt-BR.html`) is that page. A code the source does not write (`/zh/privacy` for
/// `/privacy`) is no such page: it may not exist. Both rules that compare addresses
/// (`markdown-link-parity`, `url-parity`) read pages so.
enum LocalizedPage {
    /// `address`, or the page among `written` (the translation's addresses) that is its
    /// counterpart in `locale`; `source` is the source's language.
    static func address(_ address: String, from source: LocaleID, to locale: LocaleID, among written: [String]) -> String {
        guard !written.isEmpty, !written.contains(address) else { return address }
        let code = source.languageCode
        let codes = [locale.identifier, locale.identifier.lowercased(), locale.identifier.replacingOccurrences(of: "-", with: "_"), locale.languageCode]
        var searched = address.startIndex
        while let found = address.range(of: code, options: .caseInsensitive, range: searched..<address.endIndex) {
            searched = found.upperBound
            let before = found.lowerBound == address.startIndex ? nil : address[address.index(before: found.lowerBound)]
            let after = found.upperBound == address.endIndex ? nil : address[found.upperBound]
            guard !(before?.isLetter ?? false), !(after?.isLetter ?? false) else { continue }
            for candidate in codes {
                let respelled = address.replacingCharacters(in: found, with: candidate)
                if written.contains(respelled) { return respelled }
            }
        }
        return address
    }
}
