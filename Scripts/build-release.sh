#!/usr/bin/env bash
# Builds one release binary of l10n and packs it as .github/workflows/release.yml publishes it;
# CI runs the Linux leg here (.ci/run), so the release build is the one CI checks.
#
#   Scripts/build-release.sh linux [x86_64|aarch64] [OUT_DIR]   a static Linux executable
#   Scripts/build-release.sh macos [OUT_DIR]                    a universal (arm64 + x86_64) macOS executable
#
# Linux: with the Static Linux SDK installed (`swift sdk install` of swift.org's static-linux
# bundle), the executable is built with `--swift-sdk <arch>-swift-linux-musl`: fully static, it
# runs on any Linux of that architecture, and both architectures build on one machine. Without it
# (only the host's architecture then), `--static-swift-stdlib` links the Swift runtime and
# Foundation in, leaving libc, libstdc++ and libm dynamic: it runs on Linux of that glibc
# generation or newer with nothing else installed.
#
# Writes OUT_DIR (default dist/) l10n-VERSION-PLATFORM.tar.gz (the executable `l10n`, README.md)
# and l10n-VERSION-PLATFORM.tar.gz.sha256 (`sha256sum` format), and prints the archive's path.
# VERSION is ToolInfo.version; a release tag must be v + VERSION (the workflow checks).
# L10N_RELEASE_SCRATCH: SwiftPM's build folder (default .build/release-binary, apart from the
# debug build, so the two can run side by side).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/L10nModel/ToolInfo.swift)
[ -n "$version" ] || { echo "error: no version in Sources/L10nModel/ToolInfo.swift" >&2; exit 2; }
scratch=(--scratch-path "${L10N_RELEASE_SCRATCH:-.build/release-binary}")
os=${1:-}
case "$os" in
linux)
    arch=${2:-$(uname -m)}
    out=${3:-dist}
    case "$arch" in x86_64|amd64) arch=x86_64 ;; aarch64|arm64) arch=aarch64 ;; *) echo "error: unknown architecture '$arch'" >&2; exit 2 ;; esac
    if swift sdk list 2>/dev/null | grep -q "static-linux"; then
        flags=(--swift-sdk "${arch}-swift-linux-musl")
    else
        host=$(uname -m); [ "$host" = arm64 ] && host=aarch64
        if [ "$host" != "$arch" ]; then
            echo "error: building for $arch on $host needs the Static Linux SDK (swift sdk install …static-linux…)" >&2; exit 2
        fi
        flags=(--static-swift-stdlib)
    fi
    swift build -c release --product l10n "${scratch[@]}" "${flags[@]}" >&2
    binary="$(swift build -c release --product l10n "${scratch[@]}" "${flags[@]}" --show-bin-path)/l10n"
    platform="linux-$arch"
    ;;
macos)
    out=${2:-dist}
    flags=(--arch arm64 --arch x86_64)
    swift build -c release --product l10n "${scratch[@]}" "${flags[@]}" >&2
    binary="$(swift build -c release --product l10n "${scratch[@]}" "${flags[@]}" --show-bin-path)/l10n"
    lipo -info "$binary" >&2
    platform="macos-universal"
    ;;
*)
    echo "usage: Scripts/build-release.sh linux [x86_64|aarch64] [OUT_DIR] | macos [OUT_DIR]" >&2; exit 2 ;;
esac
name="l10n-$version-$platform"
mkdir -p "$out"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
mkdir "$stage/$name"
cp "$binary" "$stage/$name/l10n"
strip "$stage/$name/l10n" 2>/dev/null || true
cp README.md "$stage/$name/"
# Reproducible archives: sorted names, fixed owner and time.
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -czf "$out/$name.tar.gz" "$name" 2>/dev/null \
    || tar -C "$stage" -czf "$out/$name.tar.gz" "$name"
(cd "$out" && { sha256sum "$name.tar.gz" 2>/dev/null || shasum -a 256 "$name.tar.gz"; } > "$name.tar.gz.sha256")
echo "$out/$name.tar.gz"
