import Foundation
import L10nLint

// The team's l10n: every command of `l10n`, with the team's rules known to all of them.
exit(L10nCommandLine.main(rules: [BrandNameSpellingRule.self]))
