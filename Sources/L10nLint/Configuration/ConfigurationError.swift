/// A problem in a configuration file, at its exact place: printed as one line, exit code 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location.path):\(location.start.line):\(location.start.column): \(message)" }
}
