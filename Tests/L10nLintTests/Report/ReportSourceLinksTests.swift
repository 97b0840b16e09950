import Foundation
import Testing
@testable import L10nModel
@testable import L10nEngine
@testable import L10nReporting
@testable import L10nCLI

/// Where the HTML report's `file:line` links go: the repository's web host read from its git
/// remote (GitHub, GitLab, Bitbucket; https, ssh and scp-like forms), or an editor.
@Suite struct ReportSourceLinksTests {
    @Test(arguments: [
        ("https://github.com/acme/lingo.git", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("https://github.com/acme/lingo", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("https://token:x-oauth@github.com/acme/lingo.git", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("git@github.com:acme/lingo.git", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("ssh://git@github.com/acme/lingo.git", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("ssh://git@ssh.github.com:443/acme/lingo.git", "https://github.com/acme/lingo/blob/abc123/App/Sub/A.strings#L7"),
        ("https://gitlab.com/acme/mobile/lingo.git", "https://gitlab.com/acme/mobile/lingo/-/blob/abc123/App/Sub/A.strings#L7"),
        ("git@gitlab.com:acme/mobile/lingo.git", "https://gitlab.com/acme/mobile/lingo/-/blob/abc123/App/Sub/A.strings#L7"),
        ("ssh://git@gitlab.example.com:2222/acme/lingo.git", "https://gitlab.example.com/acme/lingo/-/blob/abc123/App/Sub/A.strings#L7"),
        ("https://jane@bitbucket.org/acme/lingo.git", "https://bitbucket.org/acme/lingo/src/abc123/App/Sub/A.strings#lines-7"),
        ("git@bitbucket.org:acme/lingo.git", "https://bitbucket.org/acme/lingo/src/abc123/App/Sub/A.strings#lines-7"),
    ])
    func webHostLinksFromEveryRemoteForm(_ remote: String, _ expected: String) throws {
        let links = try #require(RepositoryRemote(remote)).links(revision: "abc123", repositoryPrefix: "App/")
        #expect(links.href("Sub/A.strings", line: 7) == expected)
    }

    @Test(arguments: ["/srv/git/lingo.git", "https://example.com/acme/lingo.git", "git@example.com:acme/lingo.git", "https://github.com/lingo", "", "file:///tmp/x.git"])
    func otherRemotesHaveNoWebHost(_ remote: String) {
        #expect(RepositoryRemote(remote) == nil)
    }

    @Test func pathsAreEncodedAndKeptInsideTheRepository() {
        let links = RepositoryRemote("git@github.com:acme/lingo.git")!.links(revision: "feature/report", repositoryPrefix: "App/")
        #expect(links.href("Res/zh-Hans.lproj/设置 #1.strings", line: 3) == "https://github.com/acme/lingo/blob/feature/report/App/Res/zh-Hans.lproj/%E8%AE%BE%E7%BD%AE%20%231.strings#L3")
        #expect(links.href("../Shared/A.strings", line: 1) == "https://github.com/acme/lingo/blob/feature/report/Shared/A.strings#L1")
        #expect(links.href("../../Outside/A.strings", line: 1) == "../../Outside/A.strings#L1", "above the repository: no web link")
    }

    @Test func editorLinks() {
        let vscode = SourceLinks(style: .vscode(root: "/Users/me/My App"))
        #expect(vscode.href("Res/A.strings", line: 12) == "vscode://file/Users/me/My%20App/Res/A.strings:12")
        let xed = SourceLinks(style: .xed(root: "/Users/me/app"))
        #expect(xed.href("Res/it's.strings", line: 12) == "file:///Users/me/app/Res/it%27s.strings")
        #expect(xed.title("Res/it's.strings", line: 12) == "xed --line 12 '/Users/me/app/Res/it'\\''s.strings'")
        #expect(SourceLinks(style: .relative(base: "../")).href("A.strings", line: 2) == "../A.strings#L2")
    }

    /// The CLI reads the remote and HEAD's commit from git; `--editor` overrides the host.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "needs git"))
    func reportLinksToTheRemoteAtHEADUnlessAnEditorIsAsked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/en.lproj/A.strings", "\"a\" = \"A\";\n")
        try directory.write("App/fr.lproj/A.strings", "\"b\" = \"B\";\n")
        func git(_ arguments: [String]) throws -> String {
            try GitSnapshot.git(["-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments, in: directory.path, what: "set up")
        }
        _ = try git(["init", "-q"])
        _ = try git(["remote", "add", "origin", "git@gitlab.com:acme/lingo.git"])
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "x"])
        let commit = try git(["rev-parse", "HEAD"])
        let app = CommandEnvironment(workingDirectory: directory.path + "/App")
        let web = L10nCommandLine.run(["report", "--format", "html"], environment: app).standardOutput
        #expect(web.contains("\"https://gitlab.com/acme/lingo/-/blob/\(commit)/App/en.lproj/A.strings\",\"#L\""))
        let editor = L10nCommandLine.run(["report", "--format", "html", "--editor", "vscode"], environment: app).standardOutput
        #expect(editor.contains("\"vscode://file\(directory.path)/App/en.lproj/A.strings\",\":\""))
        let unknown = L10nCommandLine.run(["report", "--format", "html", "--editor", "vim"], environment: app)
        #expect(unknown.status == .failure)
        #expect(unknown.standardError.hasPrefix("error: invalid value 'vim' for '--editor', expected one of: vscode, xed\n"))
    }
}
