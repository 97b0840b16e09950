#!/usr/bin/env bash
# Lints each app of a corpus directory on its own and prints per-rule finding counts, for
# docs/precision.md. Usage: Scripts/precision-counts.sh [CORPUS_DIR] [-- extra l10n lint args]
# Also writes each app's JSON findings to .build/precision/<app>.json for sampling by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-../shared/corpus}"
shift || true
[ "${1:-}" = "--" ] && shift
[ -d "$corpus" ] || { echo "no corpus at $corpus" >&2; exit 2; }
swift build -c debug --product l10n >/dev/null
bin="$(swift build --show-bin-path)/l10n"
out=.build/precision
mkdir -p "$out"
for app in "$corpus"/*/; do
    name="$(basename "$app")"
    # Exit 1 (findings) is expected; 2 (unreadable input) is reported in the JSON too.
    (cd "$app" && "$bin" lint . --format json --quiet "$@") > "$out/$name.json" || true
done
python3 - "$out" <<'PY'
import json, os, sys, collections
out = sys.argv[1]
apps = sorted(f[:-5] for f in os.listdir(out) if f.endswith(".json"))
table = collections.defaultdict(dict)
for app in apps:
    with open(os.path.join(out, app + ".json"), encoding="utf-8") as handle:
        findings = json.load(handle)["findings"]
    for rule, count in collections.Counter(f["rule"] for f in findings).items():
        table[rule][app] = count
short = [a.split("__")[-1][:12] for a in apps]
print("rule".ljust(24) + "".join(s.rjust(13) for s in short) + "total".rjust(8))
for rule in sorted(table):
    counts = [table[rule].get(a, 0) for a in apps]
    print(rule.ljust(24) + "".join(str(c).rjust(13) for c in counts) + str(sum(counts)).rjust(8))
PY
