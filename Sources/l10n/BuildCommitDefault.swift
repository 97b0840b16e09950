/// The commit `l10n --version` names. The `L10nBuildInfo` plugin writes `BuildInfo.swift` with
/// `extension BuildInfo { static var commit: String? { "…" } }` before each build, and that
/// member of the type itself takes precedence over this protocol's default. When SwiftPM
/// builds `l10n` as the tool of a build-tool plugin it skips prebuild commands; the default
/// (no commit) keeps that build compiling.
protocol BuildCommitDefault {}

extension BuildCommitDefault {
    static var commit: String? { nil }
}

enum BuildInfo: BuildCommitDefault {}
