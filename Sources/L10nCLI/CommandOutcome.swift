/// What a command produced: the CLI's `main` writes it out, tests compare it.
package struct CommandOutcome: Sendable, Equatable {
    package var status: ExitStatus
    private var output: Output
    package var standardError: String
    /// What the command built (a lint run's whole project), handed to `main` so the process
    /// exits with it in place: freeing a million catalog values one by one only delays the exit
    /// (a tenth of a second on a 100 MB catalog). Not part of the outcome's value.
    package var keptUntilExit: (any Sendable)?

    package init(status: ExitStatus, standardOutput: String = "", standardError: String = "") {
        self.status = status
        output = .text(standardOutput)
        self.standardError = standardError
    }

    /// Standard output written by `main` as it is rendered (a lint report of 100,000
    /// findings is never one `String`).
    package init(status: ExitStatus, streamingStandardOutput: any StreamedOutput, standardError: String = "") {
        self.status = status
        output = .streamed(streamingStandardOutput)
        self.standardError = standardError
    }

    /// What standard output receives, as one text (tests; commands that add to it).
    package var standardOutput: String {
        get {
            if case .text(let text) = output { return text }
            var text = ""
            writeStandardOutput(to: &text)
            return text
        }
        set { output = .text(newValue) }
    }

    /// Writes standard output to `stream`, rendering a streamed report as it goes.
    package func writeStandardOutput(to stream: inout some TextOutputStream) {
        switch output {
        case .text(let text): stream.write(text)
        case .streamed(let streamed): streamed.write(to: &stream)
        }
    }

    private enum Output: Sendable {
        case text(String)
        case streamed(any StreamedOutput)
    }

    package static func == (lhs: CommandOutcome, rhs: CommandOutcome) -> Bool {
        (lhs.status, lhs.standardOutput, lhs.standardError) == (rhs.status, rhs.standardOutput, rhs.standardError)
    }

    /// A one-line error, exit code 2. The message often quotes a path or an argument: it is
    /// escaped for the terminal as a whole (our own wording has no control characters).
    package static func failure(_ message: String) -> CommandOutcome {
        CommandOutcome(status: .failure, standardError: "error: \(message.escapingControlCharacters)\n")
    }
}

/// The process environment a command may consult, injected so tests are hermetic.
package struct CommandEnvironment: Sendable {
    package var workingDirectory: String
    package var variables: [String: String]
    /// True when standard output is a terminal (colour is only used then).
    package var isTerminal: Bool
    /// The git commit the executable was built from (written by the `L10nBuildInfo` plugin), or
    /// nil when it was built without git; `--version` prints it.
    package var buildCommit: String?

    package init(workingDirectory: String, variables: [String: String] = [:], isTerminal: Bool = false, buildCommit: String? = nil) {
        self.workingDirectory = workingDirectory
        self.variables = variables
        self.isTerminal = isTerminal
        self.buildCommit = buildCommit
    }

    /// Colour only on a terminal and never when `NO_COLOR` is set (no-color.org).
    package var usesColor: Bool { isTerminal && variables["NO_COLOR"] == nil }
}

/// Standard output a command renders only when it is written (see
/// ``CommandOutcome/init(status:streamingStandardOutput:standardError:)``).
package protocol StreamedOutput: Sendable {
    func write(to output: inout some TextOutputStream)
}
