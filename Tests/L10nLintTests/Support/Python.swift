import Foundation

/// python3, for tests that check our output with Python's own parsers or read files Python's
/// libraries wrote. Tests that need it are `.enabled(if: Python.isAvailable)`, so a machine
/// without it lists them as skipped instead of passing them silently.
enum Python {
    static let isAvailable: Bool = ProcessRunner.output("/usr/bin/env", ["python3", "-c", "import xml.etree.ElementTree, xml.dom.minidom; print('ok')"]) == "ok"

    /// Runs `script` (as `python3 -c`) with `arguments` in `directory`.
    static func run(_ script: String, _ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script] + arguments, in: directory)
    }
}
