#!/usr/bin/env bash
# Prints per-rule finding counts (by severity) for each app of a corpus, each app linted on its own.
# Usage: Scripts/precision-counts.sh [CORPUS_DIR] [OUT_DIR]
#   CORPUS_DIR  default ../shared/corpus
#   OUT_DIR     where each app's JSON report is kept (default: a temporary directory), for sampling
# Needs python3 for the tally. Build first: swift build -c debug (the script runs .build/debug/l10n).
set -euo pipefail
corpus=${1:-../shared/corpus}
out=${2:-$(mktemp -d)}
binary=${L10N_BINARY:-.build/debug/l10n}
[ -x "$binary" ] || { echo "error: $binary not found; run swift build first" >&2; exit 2; }
mkdir -p "$out"
for app in "$corpus"/*/; do
    name=$(basename "$app")
    # Exit code 1 (errors found) is expected; 2 still writes the report.
    "$binary" lint "$app" --format json --quiet > "$out/$name.json" || true
done
python3 - "$out" <<'PY'
import collections, json, os, sys
out = sys.argv[1]
total = collections.Counter()
for name in sorted(os.listdir(out)):
    if not name.endswith(".json"):
        continue
    with open(os.path.join(out, name)) as handle:
        findings = json.load(handle)["findings"]
    counts = collections.Counter((f["rule"], f["severity"]) for f in findings)
    total.update(counts)
    print(name[:-5])
    for (rule, severity), count in sorted(counts.items()):
        print(f"  {rule:28} {severity:8} {count:6}")
print("all apps")
for (rule, severity), count in sorted(total.items()):
    print(f"  {rule:28} {severity:8} {count:6}")
print(f"reports: {out}")
PY
