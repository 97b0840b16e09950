import Foundation

/// YAML read by PyYAML, the parser the pre-commit framework itself uses, handed to the test as
/// JSON. Tests that need it are `.enabled(if: YAML.isAvailable)`, so a machine without it lists
/// them as skipped; no test reads YAML with a parser of its own.
enum YAML {
    static let isAvailable: Bool = ProcessRunner.output("/usr/bin/env", ["python3", "-c", "import yaml; print('ok')"]) == "ok"

    /// The document at `url` as Foundation values (arrays, dictionaries, strings, numbers, booleans).
    static func load(_ url: URL) throws -> Any {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1], encoding='utf-8'))))"
        let result = try ProcessRunner.run("/usr/bin/env", ["python3", "-c", script, url.path])
        guard result.status == 0 else { throw Failure(message: result.standardError) }
        return try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8), options: [.fragmentsAllowed])
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
