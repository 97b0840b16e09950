#!/usr/bin/env bash
# Prints the Homebrew formula (Formula/l10n.rb). With DIST, a folder of release archives'
# .sha256 files (Scripts/build-release.sh), the formula installs those released binaries and keeps
# --HEAD for building main from source; without, it is HEAD-only. The release workflow runs it
# with the release's files; ReleaseTests checks that Formula/l10n.rb is its output.
#
#   Scripts/formula.sh [DIST]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$root/Sources/L10nModel/ToolInfo.swift")
repository=https://github.com/l10n-lint/l10n
dist=${1:-}
checksum() { # PLATFORM: the archive's SHA-256, or nothing
    local file="$dist/l10n-$version-$1.tar.gz.sha256"
    [ -n "$dist" ] && [ -f "$file" ] && cut -d' ' -f1 "$file"
}
macos=$(checksum macos-universal || true)
intel=$(checksum linux-x86_64 || true)
arm=$(checksum linux-aarch64 || true)
release() { # PLATFORM SHA256 INDENT
    printf '%surl "%s/releases/download/v%s/l10n-%s-%s.tar.gz"\n%ssha256 "%s"\n' "$3" "$repository" "$version" "$version" "$1" "$3" "$2"
}
cat <<RUBY
# Homebrew formula: this repository is its own tap.
#   brew tap l10n-lint/l10n $repository
RUBY
if [ -n "$macos" ] && [ -n "$intel" ] && [ -n "$arm" ]; then
    cat <<RUBY
#   brew install l10n-lint/l10n/l10n          # the released binary of v$version, nothing to build
#   brew install --HEAD l10n-lint/l10n/l10n   # main, built from source with SwiftPM (Xcode 16 or Swift 6)
# Written by Scripts/formula.sh from the release's checksums (the release workflow runs it).
class L10n < Formula
  desc "Localization linter for Apple-platform apps: String Catalogs, strings.json, SwiftUI"
  homepage "$repository"
  version "$version"

  on_macos do
$(release macos-universal "$macos" "    ")
  end
  on_linux do
    on_intel do
$(release linux-x86_64 "$intel" "      ")
    end
    on_arm do
$(release linux-aarch64 "$arm" "      ")
    end
  end

  head do
    url "$repository.git", branch: "main"
    depends_on xcode: ["16.0", :build]
    uses_from_macos "swift" => :build
  end

  def install
    if build.head?
      args = ["--disable-sandbox", "--configuration", "release", "--product", "l10n"]
      args << "--static-swift-stdlib" if OS.linux?
      system "swift", "build", *args
      bin.install ".build/release/l10n"
    else
      bin.install "l10n"
    end
  end
RUBY
else
    cat <<RUBY
#   brew install --HEAD l10n-lint/l10n/l10n
# It builds from source with SwiftPM (Xcode 16 or a Swift 6 toolchain). Written by
# Scripts/formula.sh; the release workflow rewrites it to install the released binaries.
class L10n < Formula
  desc "Localization linter for Apple-platform apps: String Catalogs, strings.json, SwiftUI"
  homepage "$repository"
  head "$repository.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "l10n"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/l10n"
  end
RUBY
fi
cat <<'RUBY'

  test do
    (testpath/"strings.json").write <<~JSON
      { "common.back": { "en": "Back", "zh-Hans": "返回" }, "common.done": { "en": "Done" } }
    JSON
    output = shell_output("#{bin}/l10n lint #{testpath} 2>&1", 1)
    assert_match "'common.done' has no zh-Hans translation [missing-translation]", output
    assert_match(/^\d+\.\d+\.\d+/, shell_output("#{bin}/l10n --version"))
  end
end
RUBY
