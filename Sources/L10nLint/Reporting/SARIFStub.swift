import Foundation
// Temporary stand-in until the SARIF reporter lands.
public struct SARIFReporter: Sendable {
    public struct Options: Sendable {
        public var commandLine: [String]?
        public var startTime: Date?
        public var endTime: Date?
        public var srcRoot: String?
    }
    public init(options: Options) {}
    public func render(_ result: LintResult) -> String { "{}\n" }
}
