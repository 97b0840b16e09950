#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml the way teams run it: the real pre-commit framework
# (`pre-commit try-repo`) against throwaway git repositories, one made from a copy of the bundled
# sample (which has a deliberate defect for every rule) and one clean.
#
#   Scripts/check-pre-commit-hooks.sh BIN_DIR [--with-swift-build]
#
# BIN_DIR holds a built `l10n` (the `*-system` hooks find it on PATH). `l10n-format`, whose
# `language: swift` makes pre-commit build the package itself (`swift build -c release`, several
# minutes), is run as well when --with-swift-build is given; `l10n-format-system` always is.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(cd "$1" && pwd)
with_swift_build=${2:-}
command -v pre-commit >/dev/null || { echo "FAIL: pre-commit is not installed (pip install pre-commit)"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export PATH="$bin:$PATH" NO_COLOR=1 PRE_COMMIT_COLOR=never
# The `*-system` hooks look for a released binary first: here there is none (no network, and a
# folder with no releases), so they fall back to the l10n on PATH, the one just built.
export L10N_RELEASE_URL="file://$work/no-releases" L10N_CACHE="$work/l10n-cache"
# Each run builds its own hook environments (a `language: swift` hook compiles the package).
export PRE_COMMIT_HOME="$work/pre-commit-home"
git_() { git -c user.name=l10n -c user.email=l10n@example.com -c init.defaultBranch=main "$@"; }

# Runs pre-commit try-repo for one hook in the current directory; prints its output and
# checks its exit status.
try_hook() {
    local hook=$1 expected=$2 status=0
    pre-commit try-repo "$root" "$hook" --all-files > "$work/out.txt" 2>&1 || status=$?
    sed 's/^/    /' "$work/out.txt"
    if [ "$status" -ne "$expected" ]; then
        echo "FAIL: pre-commit try-repo $hook exited $status, expected $expected"; exit 1
    fi
}
expect_output() {
    grep -qF -- "$1" "$work/out.txt" || { echo "FAIL: the hook's output lacks: $1"; exit 1; }
}

echo "-- the manifest parses as YAML and pre-commit accepts it"
pre-commit validate-manifest "$root/.pre-commit-hooks.yaml"

echo "-- l10n-lint-system on the bundled sample: fails with its findings"
mkdir "$work/sample" && cp -R "$root/strings" "$work/sample/strings"
cd "$work/sample"
git_ init -q && git_ add -A && git_ commit -q -m sample --no-verify
try_hook l10n-lint-system 1
# Every finding of the golden file (what `l10n lint strings` prints) reaches the committer.
while IFS= read -r finding; do expect_output "$finding"; done < "$root/Tests/L10nLintTests/Golden/strings-lint.txt"
expect_output "- exit code: 1"

echo "-- l10n-format-system: reformats a catalog saved in another layout, then passes"
catalog=strings/Lingo/Resources/Localizable.xcstrings
cp "$catalog" "$work/xcode-layout.xcstrings"
python3 -c 'import json,sys; p=sys.argv[1]; d=json.load(open(p)); open(p,"w").write(json.dumps(d, ensure_ascii=False) + "\n")' "$catalog"
git_ add -A && git_ commit -q -m minified --no-verify
try_hook l10n-format-system 1
expect_output "formatted $catalog"
cmp "$catalog" "$work/xcode-layout.xcstrings" || { echo "FAIL: l10n-format-system did not restore Xcode's layout"; exit 1; }
git_ add -A && git_ commit -q -m formatted --no-verify
try_hook l10n-format-system 0

if [ "$with_swift_build" = "--with-swift-build" ]; then
    echo "-- l10n-format (language: swift, pre-commit builds the package): reformats the catalog"
    python3 -c 'import json,sys; p=sys.argv[1]; d=json.load(open(p)); open(p,"w").write(json.dumps(d, ensure_ascii=False) + "\n")' "$catalog"
    git_ add -A && git_ commit -q -m minified-again --no-verify
    try_hook l10n-format 1
    cmp "$catalog" "$work/xcode-layout.xcstrings" || { echo "FAIL: l10n-format did not restore Xcode's layout"; exit 1; }
    # try-repo clones into a new folder each run, so a second run would build again: that a
    # formatted catalog passes is shown above by the same command on PATH.
fi

echo "-- l10n-lint-system on a clean project: passes, and a warning still prints (verbose)"
mkdir -p "$work/clean/App" && cd "$work/clean"
cat > App/strings.json <<'JSON'
{
  "greeting": { "en": "Hello", "zh-Hans": "你好" },
  "farewell": { "en": "Goodbye", "zh-Hans": "再见" }
}
JSON
git_ init -q && git_ add -A && git_ commit -q -m clean --no-verify
try_hook l10n-lint-system 0
expect_output "No problems found in 1 file."
cat > App/RecordButton.swift <<'SWIFT'
import SwiftUI

struct RecordButton: View {
    var body: some View {
        Button(action: {}) { Image(systemName: "mic.fill") }
    }
}
SWIFT
git_ add -A && git_ commit -q -m warning --no-verify
try_hook l10n-lint-system 0
expect_output "App/RecordButton.swift:5:9: warning: icon-only Button showing 'mic.fill' has no accessibility label [voiceover-label]"
echo "pre-commit hooks: ok"
