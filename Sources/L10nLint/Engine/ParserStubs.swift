// Temporary stand-ins until the .strings / .stringsdict parsers land.
enum StringsFileParser {
    static func parse(_ file: SourceFile) -> (entries: [LocaleTableEntry], findings: ParseFindings) { ([], ParseFindings()) }
}
enum StringsDictParser {
    static func parse(_ file: SourceFile) -> (entries: [LocaleTableEntry], findings: ParseFindings) { ([], ParseFindings()) }
}
