# Homebrew formula: this repository is its own tap.
#   brew tap l10n-lint/l10n https://github.com/l10n-lint/l10n
#   brew install --HEAD l10n-lint/l10n/l10n
# It builds from source with SwiftPM (Xcode 16 or a Swift 6 toolchain). Written by
# Scripts/formula.sh; the release workflow rewrites it to install the released binaries.
class L10n < Formula
  desc "Localization linter for Apple-platform apps: String Catalogs, strings.json, SwiftUI"
  homepage "https://github.com/l10n-lint/l10n"
  head "https://github.com/l10n-lint/l10n.git", branch: "main"

  depends_on xcode: ["16.0", :build]
  uses_from_macos "swift" => :build

  def install
    args = ["--disable-sandbox", "--configuration", "release", "--product", "l10n"]
    args << "--static-swift-stdlib" if OS.linux?
    system "swift", "build", *args
    bin.install ".build/release/l10n"
  end

  test do
    (testpath/"strings.json").write <<~JSON
      { "common.back": { "en": "Back", "zh-Hans": "返回" }, "common.done": { "en": "Done" } }
    JSON
    output = shell_output("#{bin}/l10n lint #{testpath} 2>&1", 1)
    assert_match "'common.done' has no zh-Hans translation [missing-translation]", output
    assert_match(/^\d+\.\d+\.\d+/, shell_output("#{bin}/l10n --version"))
  end
end
