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

/// The catalog shape teams have and findings load: plain strings only, 5% of translations
/// missing, 10% `needs_review`, `**bold**` Markdown and CJK in every value, typographic text
/// mostly ASCII (so Python builds narrow strings: its fast case, not its slow one).
struct FindingsHeavyCatalogGenerator {
    var keys: Int
    var locales: Int

    func render() -> String {
        var output = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        output.reserveCapacity(keys * locales * 160)
        let targets = ["en"] + Array(CatalogGenerator.localePool.prefix(max(0, locales - 1)))
        for index in 0..<keys {
            let word = CatalogGenerator.words[index % 10], han = CatalogGenerator.cjk[index % 10]
            let key = "feature\(index / 40).\(word)\(index % 40).label"
            output += "    \"\(key)\" : {\n      \"comment\" : \"Shown on the \(word) screen\",\n      \"localizations\" : {\n"
            let present = targets.enumerated().filter { position, _ in position == 0 || (index + position * 7) % 20 != 0 }
            for (order, (position, locale)) in present.enumerated() {
                let state = position > 0 && (index * 3 + position) % 10 == 0 ? "needs_review" : "translated"
                let value = locale.hasPrefix("zh") || locale == "ja"
                    ? "点击**\(han)**以继续 \(index)（\(han)）"
                    : "Tap **\(word.capitalized)** to continue \(index) (\(han)) \(locale)"
                output += "        \"\(locale)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n            \"value\" : \"\(value)\"\n          }\n        }"
                output += order == present.count - 1 ? "\n" : ",\n"
            }
            output += "      }\n    }" + (index == keys - 1 ? "\n" : ",\n")
        }
        output += "  },\n  \"version\" : \"1.0\"\n}\n"
        return output
    }
}
