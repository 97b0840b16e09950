#!/usr/bin/env bash
# Renders `l10n report strings --format html` (every locale) and `--locale zh-Hans` in a real
# headless browser (Debian's chromium), checks the DOM and takes screenshots to look at: light
# and dark at 1280 px, and at 390 px (a phone, where the tables become stacked rows).
#
#   Scripts/check-report-html.sh [OUTPUT_DIR]     (default .build/report-html)
#
# Installs chromium and a CJK font with apt-get when chromium is missing (needs root).
# Fails when the coverage table or the worklist is missing from the rendered DOM, when the
# page's script did not run, or when the URL-fragment filter does not hide rows.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/report-html}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if ! command -v chromium >/dev/null; then
    echo "== installing chromium (apt-get) =="
    apt-get update
    apt-get install -y chromium fonts-wqy-microhei fonts-noto-color-emoji
fi

echo "== building and rendering the report =="
swift build --product l10n
.build/debug/l10n report strings --locale zh-Hans --format html --output "$out/report.html"
.build/debug/l10n report strings --format html --output "$out/report-all.html"

browser() {
    # No sandbox: CI containers run as root. Scrollbars hidden so screenshots are stable.
    timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --user-data-dir="$out/chromium-profile" --window-size="${width:-1280},2400" "$@" 2>/dev/null
}

echo "== DOM checks =="
browser --dump-dom "file://$out/report.html" > "$out/dom.html"
browser --dump-dom "file://$out/report.html#state=missing" > "$out/dom-missing.html"
fail() { echo "FAIL: $*"; exit 1; }
grep -q '<table id="coverage-table">' "$out/dom.html" || fail "no coverage table in the rendered DOM"
rows=$(grep -o '<tr><td>zh-Hans</td>' "$out/dom.html" | wc -l)
[ "$rows" -ge 3 ] || fail "expected a coverage row per catalog, found $rows"
grep -q 'data-filters="ready"' "$out/dom.html" || fail "the page script did not run"
grep -q '<table id="worklist-table">' "$out/dom.html" || fail "no worklist table"
total=$(grep -o '<tr data-state=' "$out/dom-missing.html" | wc -l)
hidden=$(grep -o '<tr data-state="[a-z_]*" data-catalog="[^"]*" data-locale="[^"]*" hidden=""' "$out/dom-missing.html" | wc -l)
missing=$(grep -o '<tr data-state="missing"' "$out/dom-missing.html" | wc -l)
[ "$hidden" -eq $((total - missing)) ] || fail "#state=missing should hide $((total - missing)) of $total rows, hid $hidden"
echo "coverage rows: $rows; worklist rows: $total; hidden by #state=missing: $hidden"
browser --dump-dom "file://$out/report-all.html" > "$out/dom-all.html"
grep -q '<select id="locale-filter">' "$out/dom-all.html" || fail "no locale filter in the report of every locale"
grep -q '<table id="worklist-table">' "$out/dom-all.html" || fail "no worklist without --locale"

echo "== screenshots =="
browser --screenshot="$out/report-light.png" "file://$out/report.html"
browser --force-dark-mode --screenshot="$out/report-dark.png" "file://$out/report.html"
browser --screenshot="$out/report-all-1280.png" "file://$out/report-all.html"
width=390 browser --screenshot="$out/report-all-390.png" "file://$out/report-all.html"
for png in "$out/report-light.png" "$out/report-dark.png" "$out/report-all-1280.png" "$out/report-all-390.png"; do
    size=$(stat -c %s "$png")
    [ "$size" -gt 20000 ] || fail "$png looks blank ($size bytes)"
done
echo "wrote $out/report-{light,dark,all-1280,all-390}.png: look at them"
echo "HTML check passed"
