/// Turns file paths into the URI references SARIF requires (SARIF §3.10.1, §3.10.4).
///
/// iOS projects often have spaces and localized folder names (`App Resources/日本語.lproj`), and
/// a raw path with those is not a URI: validators reject it and GitHub reports "an invalid URI
/// was provided as a SARIF location". Every byte except ASCII letters, digits and `/ - . _ ~`
/// is percent-encoded from its UTF-8 form with uppercase hex (RFC 3986 §2.1). Encoding more than
/// the minimum (`@`, `+`, `:`…) is always legal and keeps a `:` in the first segment from being
/// read as a scheme.
package enum SARIFURI {
    /// `App Resources/日本語/strings.json` → `App%20Resources/%E6%97%A5%E6%9C%AC%E8%AA%9E/strings.json`.
    static func percentEncodedPath(_ path: String) -> String {
        var output = ""
        output.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            if isKept(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + hexDigit(byte >> 4) + hexDigit(byte & 0x0F)
            }
        }
        return output
    }

    /// A repository-relative path as GitHub wants it: forward slashes, no leading `/`, no `.`
    /// or empty segments (`./App//x` → `App/x`), the same spelling on every run. `..` segments
    /// are kept: without the disk we cannot resolve them.
    static func normalizedRelativePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .joined(separator: "/")
    }

    /// `file:///abs/path/` for an absolute directory (trailing slash, so relative references
    /// resolve under it, as SARIF §3.14.14 requires of `originalUriBaseIds`).
    static func directoryURI(absolutePath: String) -> String {
        let encoded = fileURI(absolutePath: absolutePath)
        return encoded.hasSuffix("/") ? encoded : encoded + "/"
    }

    /// `file:///abs/path` for an absolute file path.
    static func fileURI(absolutePath: String) -> String {
        let trimmed = absolutePath.hasPrefix("/") ? String(absolutePath.dropFirst()) : absolutePath
        return "file:///" + percentEncodedPath(trimmed)
    }

    /// Unreserved characters plus the segment separator.
    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func hexDigit(_ nibble: UInt8) -> String {
        String(nibble, radix: 16, uppercase: true)
    }
}
