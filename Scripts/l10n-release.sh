#!/usr/bin/env bash
# Runs the released l10n binary of this checkout's version, else the l10n on PATH: how the
# pre-commit hook `l10n-lint-system` (pre-commit runs it from its clone of this repository at
# `rev`) and the GitHub Action get l10n without building it.
#
#   Scripts/l10n-release.sh ARGS...         runs `l10n ARGS...`
#   Scripts/l10n-release.sh --install DIR   puts the released binary at DIR/l10n (exit 1: no release)
#
# The release is l10n-VERSION-PLATFORM.tar.gz of the GitHub release vVERSION (VERSION is
# ToolInfo.version of this checkout; Scripts/build-release.sh makes it). It is downloaded once,
# checked against its .sha256, and kept in the cache; a version with no release is asked for again
# a day later at the earliest, so a commit never waits on the network twice.
# Environment: L10N_RELEASE_URL (where the vVERSION folders are; file:// works), L10N_CACHE
# (default ${XDG_CACHE_HOME:-~/.cache}/l10n).
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$here/Sources/L10nModel/ToolInfo.swift")
case "$(uname -s)-$(uname -m)" in
    Linux-x86_64|Linux-amd64) platform=linux-x86_64 ;;
    Linux-aarch64|Linux-arm64) platform=linux-aarch64 ;;
    Darwin-*) platform=macos-universal ;;
    *) platform="" ;;
esac
base=${L10N_RELEASE_URL:-https://github.com/l10n-lint/l10n/releases/download}
cache="${L10N_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/l10n}/$version/$platform"
name="l10n-$version-$platform"

# Prints the cached binary's path, downloading it first if needed; fails when there is none.
released() {
    [ -n "$version" ] && [ -n "$platform" ] || return 1
    if [ -x "$cache/l10n" ]; then echo "$cache/l10n"; return 0; fi
    if [ -e "$cache/unavailable" ] && [ -z "$(find "$cache/unavailable" -mmin +1440 2>/dev/null)" ]; then return 1; fi
    command -v curl >/dev/null || return 1
    mkdir -p "$cache"
    local work
    work=$(mktemp -d "$cache/download.XXXXXX")
    if curl -fsL --connect-timeout 10 --max-time 300 -o "$work/$name.tar.gz" "$base/v$version/$name.tar.gz" \
        && curl -fsL --connect-timeout 10 --max-time 60 -o "$work/$name.tar.gz.sha256" "$base/v$version/$name.tar.gz.sha256" \
        && (cd "$work" && { sha256sum -c --status "$name.tar.gz.sha256" 2>/dev/null || shasum -a 256 -s -c "$name.tar.gz.sha256"; }) \
        && tar -xzf "$work/$name.tar.gz" -C "$work" && [ -x "$work/$name/l10n" ]; then
        mv "$work/$name/l10n" "$cache/l10n.$$" && mv "$cache/l10n.$$" "$cache/l10n"
        rm -rf "$work" "$cache/unavailable"
        echo "$cache/l10n"
    else
        rm -rf "$work"
        touch "$cache/unavailable"
        return 1
    fi
}

if [ "${1:-}" = "--install" ]; then
    binary=$(released) || { echo "l10n: no released binary of $version for ${platform:-this platform}" >&2; exit 1; }
    mkdir -p "$2" && cp "$binary" "$2/l10n"
    exit 0
fi
if binary=$(released); then exec "$binary" "$@"; fi
if command -v l10n >/dev/null; then exec l10n "$@"; fi
echo "l10n: no released binary of l10n $version for ${platform:-this platform} and no l10n on PATH;" \
    "install l10n (Homebrew, Mint, make install) or use the hook l10n-lint, which builds it with Swift" >&2
exit 2
