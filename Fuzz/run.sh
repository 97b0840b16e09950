#!/usr/bin/env bash
# Fuzz l10n's parsers with libFuzzer + AddressSanitizer.
#   Fuzz/run.sh [SECONDS] [TARGET ...]    (default: 60 s each, every target)
# Targets: json config strings-json xcstrings strings stringsdict swift objc writer fix import glob regex xliff.
# The release check runs each for 30 minutes: Fuzz/run.sh 1800 (about 6.5 hours for all thirteen).
# L10N_FUZZ_TIMEOUT (seconds per input, default 10) can be raised when the machine is shared and
# the fuzzer runs at low priority, so a starved run is not reported as a hang.
# Seeds come from strings/ and the test fixtures; the growing corpus and any crash inputs go to
# .build/fuzz/<target>/ (crash-* files: add each as a regression test, then delete it).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"; shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(json config strings-json xcstrings strings stringsdict swift objc writer fix import glob regex xliff)

out=.build/fuzz
mkdir -p "$out"
binary="$out/l10n-fuzz"
# The library's stage modules (every Sources/L10n* target but the umbrella) are compiled as one
# module with the fuzz targets: their `import L10n…` lines are dropped in a scratch copy.
modules=$(find Sources -maxdepth 1 -name 'L10n*' -type d ! -name L10nLint | sort)
# No `ls | head` here: under pipefail, head closing the pipe early would abort the script.
if [ ! -x "$binary" ] || [ -n "$(find $modules Fuzz -name '*.swift' -newer "$binary" -print -quit)" ]; then
    echo "building $binary"
    flat="$out/sources"
    rm -rf "$flat"; mkdir -p "$flat"
    find $modules -name '*.swift' | sort | while read -r file; do
        sed -E '/^(@testable )?import L10n[A-Za-z]+$/d' "$file" > "$flat/$(basename "$file")"
    done
    swiftc -j "$(nproc 2>/dev/null || echo 2)" -sanitize=fuzzer,address -parse-as-library -O -module-name L10nLint -package-name l10n \
        "$flat"/*.swift Fuzz/FuzzTargets.swift -o "$binary" 2>&1 | grep -v "ld.gold: warning" || true
fi

seed() { # target, glob...
    local dir="$out/$1/seeds"; shift
    mkdir -p "$dir"
    for pattern in "$@"; do
        find strings Tests ../shared/corpus -name "$pattern" -type f 2>/dev/null | head -200 | while read -r file; do
            cp "$file" "$dir/$(echo "$file" | md5sum | cut -c1-16)" 2>/dev/null || true
        done || true
    done
}

seed_lines() { # target, one seed file per argument
    local dir="$out/$1/seeds"; shift
    mkdir -p "$dir"
    local index=0
    for text in "$@"; do printf '%s' "$text" > "$dir/seed-$index"; index=$((index + 1)); done
}

status=0
for target in "${targets[@]}"; do
    case "$target" in
        json|xcstrings|writer) seed "$target" '*.xcstrings' '*.json' ;;
        config) seed "$target" '*.l10nlint.json' '*.json' ;;
        strings-json) seed "$target" '*strings.json' ;;
        strings) seed "$target" '*.strings' ;;
        stringsdict) seed "$target" '*.stringsdict' ;;
        swift) seed "$target" '*.swift' ;;
        objc) seed "$target" '*.m' '*.swift' ;;
        glob) seed_lines "$target" '**/*.xcstrings' $'App/**/Generated\nApp/Feature/Generated/L.xcstrings' $'**/**/**/**/a/**/b\na/a/a/a/a/a/a/a/a/c' ;;
        regex) seed_lines "$target" '[,?]' 'Lingo Pro' '^(\w+\s?)*$' '(?<n>\d+)%' '^[\p{Han}，。？！]+$' ;;
        xliff) seed "$target" '*.xliff' '*.stringsdict' '*.plist' ;;
        fix) seed "$target" '*strings.json' ;;
        import) seed_lines "$target" \
            '<xliff version="1.2"><file original="App/Localizable.xcstrings" source-language="en" target-language="zh-Hans"><body><trans-unit id="Hello"><source>Hello</source><target>您好</target></trans-unit><trans-unit id="tap|==|device.iphone"><source>Tap</source><target>轻点</target></trans-unit><trans-unit id="items|==|substitutions.count.plural.other"><source>%lld items</source><target>%lld 项</target></trans-unit></body></file></xliff>' \
            '<xliff version="1.2"><file original="Localizable.xcstrings" source-language="en" target-language="zh-Hans"><body><trans-unit id="tap"><source>Tap</source><target state="translated">点按 &amp; &lt;</target></trans-unit></body></file></xliff>' \
            '<xliff version="1.2"><file original="App/strings.json" source-language="en" target-language="zh-Hans"><body><trans-unit id="items|==|plural.one"><source>%lld item</source><target>%lld 个项目</target></trans-unit><trans-unit id="tap"><source>Tap</source><target>轻点</target></trans-unit><trans-unit id="Hello"><source>Hello</source><target>您好</target></trans-unit></body></file></xliff>' ;;
        *) echo "unknown target $target"; exit 2 ;;
    esac
    corpus="$out/$target/corpus"
    mkdir -p "$corpus"
    echo "== $target: ${seconds}s =="
    log="$out/$target/last.log"
    # -detect_leaks=0: LeakSanitizer cannot see Swift pointers that carry enum tags in their
    # spare bits, so the boxes of an indirect enum held by a static (option declarations) read
    # as leaked at exit. ARC leaks are not memory errors; ASan still checks every access.
    if ! ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" L10N_FUZZ_TARGET="$target" "$binary" "$corpus" "$out/$target/seeds" \
        -max_total_time="$seconds" -timeout="${L10N_FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 -max_len=262144 -detect_leaks=0 \
        -artifact_prefix="$out/$target/" -print_final_stats=1 > "$log" 2>&1; then
        echo "CRASH in $target (see $log and $out/$target/crash-*)"
        status=1
    fi
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb|Done [0-9]+ runs" "$log" || tail -5 "$log"
done
exit $status
