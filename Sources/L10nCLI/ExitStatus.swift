/// Every exit status the tool uses, documented once for `--help` and the README.
public enum ExitStatus: Int32, Sendable, CaseIterable {
    /// No finding at error severity (with `--strict`: no warning either; with
    /// `--max-warnings n`: at most n warnings).
    case success = 0
    /// Findings at error severity (with `--strict`: warnings too; with `--max-warnings n`:
    /// more than n warnings).
    case findings = 1
    /// An input could not be read or parsed, or the invocation or configuration was invalid.
    case failure = 2

    package static let helpText = """
        EXIT CODES:
          0  No finding at error severity (with --strict: no warning either; with
             --max-warnings n: at most n warnings).
          1  Findings at error severity (with --strict: warnings too; with
             --max-warnings n: more than n warnings).
          2  An input could not be read or parsed (reported after everything else), the
             configuration or baseline is invalid, git could not provide --changed-since,
             or the invocation was invalid.
        """
}
