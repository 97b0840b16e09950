// The public library: one import gives a team linting, the rule protocol and registry, results
// and reporters, so a package of team rules depends on `L10nLint` alone.
@_exported import L10nModel
@_exported import L10nParsing
@_exported import L10nAnalysis
@_exported import L10nRules
@_exported import L10nConfiguration
@_exported import L10nEngine
@_exported import L10nReporting
@_exported import L10nWriting
@_exported import L10nSetup
@_exported import L10nCLI
