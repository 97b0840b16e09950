import L10nModel

/// A problem in a configuration (or baseline) file, at its exact place: printed as one line in
/// the compiler's format, exit code 2.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `path:line:column: error: message`, like every other positioned finding.
    public var description: String { "\(location.path):\(location.start.line):\(location.start.column): error: \(message)" }
}

/// Every problem found in one file, in file order: a configuration is checked completely, so
/// one run shows all the mistakes instead of one per attempt.
public struct ConfigurationErrors: Error, Sendable, Equatable, CustomStringConvertible {
    public var errors: [ConfigurationError]

    public init(_ errors: [ConfigurationError]) { self.errors = errors }

    /// One line per error, each ending in a newline.
    public var description: String { errors.map { $0.description + "\n" }.joined() }
}
