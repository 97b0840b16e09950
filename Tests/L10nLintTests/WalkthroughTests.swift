import Foundation
import Testing
@testable import L10nModel
@testable import L10nCLI

/// The README's five-minute walkthrough, run as written (issue 32): every command of its ```sh
/// blocks, in order, in a git repository made from a copy of `Examples/Walkthrough`, with real
/// git and the real pre-commit framework; `l10n` runs in-process. A command's comment
/// `# exits N` is its expected exit status (else 0). A ```text block right after a ```sh block is
/// what its last command prints (standard output, then standard error);
/// `L10N_UPDATE_README=1 swift test --filter WalkthroughTests` rewrites those blocks.
///
/// The hooks `l10n init` writes come from GitHub at a release tag; with no network here the
/// written `.pre-commit-config.yaml` is pointed at a local copy of this repository's hooks right
/// after `l10n init` runs, the one change the test makes.
@Suite struct WalkthroughTests {
    static let start = "<!-- walkthrough: Examples/Walkthrough -->\n"
    static let end = "<!-- /walkthrough -->\n"

    struct Block {
        var commands: [String]
        /// The ```text block after it: its content's range in the README.
        var output: Range<String.Index>?
    }

    static func blocks(in readme: String) throws -> [Block] {
        let section = try #require(readme.range(of: start)).upperBound..<(try #require(readme.range(of: end))).lowerBound
        var blocks: [Block] = []
        var cursor = section.lowerBound
        while let open = readme.range(of: "```sh\n", range: cursor..<section.upperBound) {
            let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<section.upperBound))
            let commands = readme[open.upperBound..<close.lowerBound].split(separator: "\n").map(String.init)
            cursor = close.upperBound
            var output: Range<String.Index>?
            let rest = readme[cursor..<section.upperBound]
            if rest.hasPrefix("\n```text\n") || rest.hasPrefix("```text\n") {
                let fence = try #require(readme.range(of: "```text\n", range: cursor..<section.upperBound))
                let last = try #require(readme.range(of: "\n```\n", range: readme.index(before: fence.upperBound)..<section.upperBound))
                output = fence.upperBound..<readme.index(after: last.lowerBound)
                cursor = last.upperBound
            }
            blocks.append(Block(commands: commands, output: output))
        }
        return blocks
    }

    /// Shell words: spaces separate, double and single quotes group.
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        var inWord = false
        for character in command {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }

    /// A line without its `# comment`, split at ` && `, and the status its comment expects.
    static func parse(_ line: String) -> (commands: [[String]], status: Int32) {
        var text = line
        var status: Int32 = 0
        if let hash = line.range(of: " # ") ?? (line.hasPrefix("# ") ? line.range(of: "# ") : nil) {
            let comment = line[hash.upperBound...]
            if let match = comment.firstMatch(of: /exits (\d)/) { status = Int32(match.1) ?? 0 }
            text = String(line[..<hash.lowerBound])
        }
        let commands = text.components(separatedBy: " && ").map(words).filter { !$0.isEmpty }
        return (commands, status)
    }

    @Test(.enabled(if: PreCommitHookTests.canRunPreCommit && PreCommitHookTests.onPath("perl") != nil, "needs pre-commit, git and perl on PATH and a built l10n"))
    func theReadmeWalkthroughRunsAsWritten() throws {
        let url = PackagePaths.root.appendingPathComponent("README.md")
        var readme = try String(contentsOf: url, encoding: .utf8)
        let blocks = try Self.blocks(in: readme)
        #expect(blocks.count >= 5, "init, lint, fix, the commit hook and the report")
        let executable = try #require(PackagePaths.executable)
        let scratch = try TemporaryDirectory()
        let hooks = try InitCommandTests.hookRepository(in: scratch)
        let repository = scratch.url.appendingPathComponent("Lingo")
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Examples/Walkthrough"), to: repository)
        var environment = InitCommandTests.hookEnvironment(executable: executable, scratch: scratch)
        environment["GIT_AUTHOR_NAME"] = "l10n"
        environment["GIT_AUTHOR_EMAIL"] = "l10n@example.com"
        environment["GIT_COMMITTER_NAME"] = "l10n"
        environment["GIT_COMMITTER_EMAIL"] = "l10n@example.com"
        // The team's repository is in git already.
        for arguments in [["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-q", "-m", "Lingo", "--no-verify"]] {
            #expect(try Subprocess.run("/usr/bin/env", ["git"] + arguments, in: repository, environment: environment).status == 0)
        }
        let update = ProcessInfo.processInfo.environment["L10N_UPDATE_README"] == "1"
        var replacements: [(Range<String.Index>, String)] = []
        for block in blocks {
            var printed = ""
            for line in block.commands {
                let (commands, expected) = Self.parse(line)
                for (index, words) in commands.enumerated() {
                    let status: Int32
                    if words[0] == "l10n" {
                        let outcome = L10nCommandLine.run(Array(words.dropFirst()), environment: CommandEnvironment(workingDirectory: repository.path))
                        status = outcome.status.rawValue
                        printed = outcome.standardOutput + outcome.standardError
                    } else {
                        let result = try Subprocess.run("/usr/bin/env", words, in: repository, environment: environment)
                        status = result.status
                        printed = result.output
                    }
                    let wanted = index == commands.count - 1 ? expected : 0
                    #expect(status == wanted, "`\(words.joined(separator: " "))` exited \(status), the README says \(wanted):\n\(printed)")
                    if words.starts(with: ["l10n", "init"]) { try InitCommandTests.pointHooks(at: hooks, in: repository) }
                }
            }
            guard let output = block.output else { continue }
            if update {
                replacements.append((output, printed))
            } else {
                #expect(String(readme[output]) == printed, "the README's output after `\(block.commands.last ?? "")` is stale; run L10N_UPDATE_README=1 swift test --filter WalkthroughTests")
            }
        }
        if update {
            for (range, text) in replacements.reversed() { readme.replaceSubrange(range, with: text) }
            try AtomicFileWriter.write(readme, to: url.path)
        }
    }
}
