import L10nModel
import L10nAnalysis

/// Dates and times written out in digits, which each locale orders, separates and counts
/// its own way.
extension NumberParityRule {
    /// A date of three groups of digits joined by one separator (`2017/04/04`, `12/31/2024`,
    /// `04.04.2017`, `2024-12-31`): where it starts in its text, and its groups as numbers.
    struct DigitDate: Equatable {
        var range: Range<Int>
        var groups: [Int]
    }

    /// Whether `number` of `source` lies in a date the translation writes with the same day,
    /// month and year in its own order and separators (German `04.04.2017` for `2017/04/04`):
    /// the same date, not a changed number.
    static func isReorderedDate(_ number: InlineLiterals.Literal, in source: String, translation: String) -> Bool {
        guard let date = digitDates(in: source).first(where: { $0.range.contains(number.utf8Offset) }) else { return false }
        let groups = date.groups.sorted()
        return digitDates(in: translation).contains { $0.groups.sorted() == groups }
    }

    /// Whether `number` of `source` is the hour of a 12-hour time (`7:55 PM`, `10 PM`, `12 a.m.`)
    /// that the translation gives on a 24-hour clock (`19:55`, `22 Uhr`, `0 h`): the same time.
    static func isTwelveHourClock(_ number: InlineLiterals.Literal, in source: String, translationNumbers: [InlineLiterals.Literal]) -> Bool {
        guard let hour = Int(number.text), (1...12).contains(hour) else { return false }
        let bytes = Array(source.utf8)
        var index = number.utf8Offset + number.utf8Length
        if index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"), (0x30...0x39).contains(bytes[index + 1]), (0x30...0x39).contains(bytes[index + 2]) {
            index += 3
        }
        // A space, a no-break space (C2 A0) or the narrow one Foundation writes (E2 80 AF).
        while index < bytes.count {
            if bytes[index] == 0x20 {
                index += 1
            } else if bytes[index...].starts(with: [0xC2, 0xA0]) {
                index += 2
            } else if bytes[index...].starts(with: [0xE2, 0x80, 0xAF]) {
                index += 3
            } else {
                break
            }
        }
        guard index + 1 < bytes.count else { return false }
        let marker = bytes[index] | 0x20
        let isMeridiem = bytes[index + 1] | 0x20 == UInt8(ascii: "m") || bytes[index + 1] == UInt8(ascii: ".") && index + 2 < bytes.count && bytes[index + 2] | 0x20 == UInt8(ascii: "m")
        guard marker == UInt8(ascii: "a") || marker == UInt8(ascii: "p"), isMeridiem else { return false }
        let twentyFour = marker == UInt8(ascii: "p") ? (hour == 12 ? 12 : hour + 12) : (hour == 12 ? 0 : hour)
        return translationNumbers.contains { Int($0.normalized) == twentyFour }
    }

    /// The digit dates of `text`: three groups of ASCII digits, one to four each with a group
    /// of four or of at most two (a year, a day, a month), joined by the same `/`, `.` or `-`,
    /// with no digit or separator around.
    static func digitDates(in text: String) -> [DigitDate] {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool { index >= 0 && index < bytes.count && (0x30...0x39).contains(bytes[index]) }
        var dates: [DigitDate] = []
        var start = 0
        while start < bytes.count {
            guard isDigit(start), !isDigit(start - 1), start == 0 || ![UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(bytes[start - 1]) else {
                start += 1
                continue
            }
            var groups: [Int] = []
            var lengths: [Int] = []
            var separator: UInt8?
            var index = start
            while groups.count < 3 {
                var end = index
                while isDigit(end), end - index < 5 { end += 1 }
                let length = end - index
                guard (1...4).contains(length), let value = Int(String(decoding: bytes[index..<end], as: UTF8.self)) else { break }
                groups.append(value)
                lengths.append(length)
                index = end
                guard groups.count < 3, index < bytes.count, [UInt8(ascii: "/"), UInt8(ascii: "."), UInt8(ascii: "-")].contains(bytes[index]),
                    separator == nil || separator == bytes[index], isDigit(index + 1)
                else { break }
                separator = bytes[index]
                index += 1
            }
            if groups.count == 3, !isDigit(index), index == bytes.count || bytes[index] != separator || !isDigit(index + 1),
                lengths.contains(4) || lengths.allSatisfy({ $0 <= 2 })
            {
                dates.append(DigitDate(range: start..<index, groups: groups))
                start = index
            } else {
                start += 1
            }
        }
        return dates
    }
}
