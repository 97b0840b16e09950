/// Builds a deterministic String Catalog shaped like the ones Xcode writes: sorted keys,
/// `" : "` separators, two-space indentation, plural variations on every fifth key.
struct CatalogGenerator {
    var keys: Int
    var locales: Int

    static let localePool = ["ar", "de", "es", "fr", "it", "ja", "ko", "nl", "pl", "pt-BR", "ru", "sv", "tr", "uk", "zh-Hans", "zh-Hant"]
    static let words = ["lesson", "practice", "record", "answer", "streak", "review", "speak", "listen", "friend", "goal"]
    static let cjk = ["课程", "练习", "录音", "回答", "连续", "复习", "口语", "听力", "朋友", "目标"]

    func render() -> String {
        var output = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        output.reserveCapacity(keys * locales * 200)
        let targets = ["en"] + Array(Self.localePool.prefix(max(0, locales - 1)))
        for index in 0..<keys {
            let isPlural = index % 5 == 0
            let key = "screen\(index / 20).\(Self.words[index % 10])\(index % 20).\(isPlural ? "count" : "title")"
            output += "    \"\(key)\" : {\n      \"localizations\" : {\n"
            for (position, locale) in targets.enumerated() {
                let word = locale.hasPrefix("zh") || locale == "ja" ? Self.cjk[index % 10] : Self.words[(index + position) % 10]
                output += "        \"\(locale)\" : {\n"
                if isPlural {
                    output += "          \"variations\" : {\n            \"plural\" : {\n"
                    output += unit("one", "%lld \(word) \(index)", indent: 14) + ",\n"
                    output += unit("other", "%lld \(word)s \(index) 🎉", indent: 14) + "\n"
                    output += "            }\n          }\n"
                } else {
                    output += "          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(word.capitalized) \(index) — “\(locale)”\"\n          }\n"
                }
                output += "        }" + (position == targets.count - 1 ? "\n" : ",\n")
            }
            output += "      }\n    }" + (index == keys - 1 ? "\n" : ",\n")
        }
        output += "  },\n  \"version\" : \"1.0\"\n}\n"
        return output
    }

    private func unit(_ category: String, _ value: String, indent: Int) -> String {
        let pad = String(repeating: " ", count: indent)
        return "\(pad)\"\(category)\" : {\n\(pad)  \"stringUnit\" : {\n\(pad)    \"state\" : \"translated\",\n\(pad)    \"value\" : \"\(value)\"\n\(pad)  }\n\(pad)}"
    }
}

import Foundation
