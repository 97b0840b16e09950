#!/usr/bin/env bash
# Checks a release archive as a user gets it: unpacked, run with an empty environment (`env -i`:
# no PATH, HOME, locale or toolchain) on the bundled sample, where it must print exactly the golden
# findings and exit 1, and `--version` must name the archive's version. On Linux it also lists
# what the executable links (`ldd`).
#
#   Scripts/check-release-binary.sh dist/l10n-VERSION-PLATFORM.tar.gz
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
archive=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
name=$(basename "$archive" .tar.gz)
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$root/Sources/L10nModel/ToolInfo.swift")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
(cd "$(dirname "$archive")" && { sha256sum -c --status "$name.tar.gz.sha256" 2>/dev/null || shasum -a 256 -s -c "$name.tar.gz.sha256"; }) \
    || { echo "FAIL: $name.tar.gz does not match $name.tar.gz.sha256"; exit 1; }
tar -xzf "$archive" -C "$work"
binary="$work/$name/l10n"
[ -x "$binary" ] || { echo "FAIL: $name.tar.gz holds no executable $name/l10n"; exit 1; }
if command -v ldd >/dev/null; then
    echo "$name links:"; ldd "$binary" | sed 's/^/    /' || true
    if ldd "$binary" 2>/dev/null | grep -q "libswift\|libFoundation"; then echo "FAIL: the Swift runtime is linked dynamically"; exit 1; fi
fi
reported=$(env -i "$binary" --version)
case "$reported" in "$version"*) echo "l10n --version: $reported" ;; *) echo "FAIL: --version says '$reported', expected $version"; exit 1 ;; esac
status=0
(cd "$root" && env -i "$binary" lint strings > "$work/lint.txt" 2> "$work/lint.err") || status=$?
[ "$status" -eq 1 ] || { cat "$work/lint.err"; echo "FAIL: env -i l10n lint strings exited $status, expected 1"; exit 1; }
diff -u "$root/Tests/L10nLintTests/Golden/strings-lint.txt" "$work/lint.txt" || { echo "FAIL: the release binary's findings differ from the golden file"; exit 1; }
echo "$name: $(wc -l < "$work/lint.txt") findings, as the golden file; $(tail -n 1 "$work/lint.err")"
