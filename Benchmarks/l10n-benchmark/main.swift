import L10nLint
