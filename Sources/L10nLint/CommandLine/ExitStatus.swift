/// Every exit status the tool uses, documented once for `--help` and the README.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// No finding at error severity (with `--strict`: no warning either).
    case success = 0
    /// Findings at error severity (with `--strict`: warnings too).
    case findings = 1
    /// An input could not be read or parsed, or the invocation or configuration was invalid.
    case failure = 2

    package static let helpText = """
        EXIT CODES:
          0  No finding at error severity (with --strict: no warning either).
          1  Findings at error severity (with --strict: warnings too).
          2  An input could not be read or parsed, or the invocation was invalid
             (reported after everything else).
        """
}
