/// Passing and failing examples of `voiceover-label`, one shape each.
package enum VoiceOverLabelExamples {
    static let catalog = RuleExample.File("strings.json", """
        {
          "common.add": { "en": "Add", "zh-Hans": "添加" },
          "common.close": { "en": "Close", "zh-Hans": "关闭" },
          "common.more": { "en": "More", "zh-Hans": "更多" },
          "player.play": { "en": "Play", "zh-Hans": "播放" },
          "player.pause": { "en": "Pause", "zh-Hans": "暂停" },
          "player.record": { "en": "Record 🎙" },
          "player.speed": { "en": "Speed", "zh-Hans": "速度" }
        }
        """)

    static func example(_ swift: String, options: String? = nil, messages: [String]? = nil) -> RuleExample {
        RuleExample(files: [catalog, RuleExample.File("PlayerView.swift", swift)], options: options, messages: messages)
    }

    static let passing: [RuleExample] = [
        example("""
            struct PlayerView: View {
                var body: some View {
                    HStack {
                        Button(action: play) { Image(systemName: "play.fill") }
                            .accessibilityLabel("player.play")
                        Button { close() } label: {
                            Image(systemName: "xmark")
                        }
                        .accessibility(label: Text("common.close"))
                        Button("common.add", systemImage: "plus", action: add)
                            .labelStyle(.iconOnly)
                        Button(action: add) { Label("common.add", systemImage: "plus").labelStyle(.iconOnly) }
                        Button(action: pause) { Image(systemName: "pause", label: Text("player.pause")) }
                        Toggle(isOn: $isPlaying) { Image(systemName: "play").accessibilityLabel(Text("player.play")) }
                        ShareLink(item: url)
                        Button(action: debug) { Image(systemName: "ant") }.accessibilityHidden(true)
                        Button(action: play) { Image(systemName: isPlaying ? "pause" : "play") }
                            .accessibilityLabel(isPlaying ? "player.pause" : "player.play")
                        Button(action: open) { Image(systemName: "bitcoinsign.circle") }
                            .accessibilityLabel("\\(coin.name), \\(coin.amount)")  // values only: nothing to translate
                    }
                }
            }
            """),
        example("""
            // Comments and strings never hold controls:
            // Button(action: f) { Image(systemName: "trash") }
            /* Menu { } label: { /* nested */ Image(systemName: "ellipsis") } */
            let snippet = "Button(action: f) { Image(systemName: \\"trash\\") }"
            let template = \"\"\"
                Link(destination: url) { Image(systemName: "link") }
                \"\"\"
            let raw = #"Toggle(isOn: $x) { Image(systemName: "wifi") } \\(x)"#
            """),
        example("""
            struct PlayerView: View {
                var body: some View {
                    Button {
                        close()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                    }
                    #if os(iOS)
                    .accessibilityLabel(Text("common.close"))
                    #else
                    .accessibilityLabel("common.close")
                    #endif
                    Slider(value: $speed, in: 0.5...2)
                        .accessibilityLabel("player.speed")
                        .accessibilityValue(Text(speed, format: .number))
                    Slider(value: $speed, in: 0.5...2) {
                        labelWithDescription { Text("player.speed") }  // a helper the scan cannot see into
                    }
                    .accessibilityValue(Text(speed, format: .number))
                    Menu {
                        Button("common.close", action: close)
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                    .accessibilityLabel(localized("common.more"))
                }
            }
            """),
        example("""
            struct PlayerView: View {
                var body: some View {
                    // l10n-lint:disable-next-line voiceover-label
                    Button(action: play) { Image(systemName: "play") }
                    // l10n-lint:disable voiceover-label -- decorative debug controls
                    Button(action: pause) { Image(systemName: "pause") }
                    Button(action: stop) { Image(systemName: "stop") }
                    // l10n-lint:enable voiceover-label
                    Button(action: record) { Image(systemName: "record.circle") }
                        .accessibilityLabel(L10n.tr("player.play"))
                }
            }

            #Preview("Player") {
                Button(action: {}) { Image(systemName: "play") }  // previews are never shipped
            }

            struct PlayerView_Previews: PreviewProvider {
                static var previews: some View { Button(action: {}) { Image(systemName: "stop") } }
            }
            """),
    ]

    static let failing: [RuleExample] = [
        example("""
            struct PlayerView: View {
                var body: some View {
                    VStack {
                        ↓Button(action: startRecording) {
                            Image(systemName: "mic.fill")
                        }
                        ↓Menu {
                            Button("common.close", action: close)
                        } label: {
                            Image("ellipsis-custom")
                        }
                        ↓Toggle(isOn: $isMuted) { Image(systemName: "speaker.slash") }
                        ↓NavigationLink(destination: SettingsView()) { Image(systemName: "gear") }
                        ↓Link(destination: helpURL) { Image(systemName: "questionmark.circle") }
                        ↓ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
                        ↓SwiftUI.Button(action: add, label: { Image(systemName: "plus") })
                    }
                }
            }
            """, messages: [
                "icon-only Button showing 'mic.fill' has no accessibility label",
                "icon-only Menu showing image 'ellipsis-custom' has no accessibility label",
                "icon-only Toggle showing 'speaker.slash' has no accessibility label",
                "icon-only NavigationLink showing 'gear' has no accessibility label",
                "icon-only Link showing 'questionmark.circle' has no accessibility label",
                "icon-only ShareLink showing 'square.and.arrow.up' has no accessibility label",
                "icon-only Button showing 'plus' has no accessibility label",
            ]),
        example("""
            struct PlayerView: View {
                var body: some View {
                    HStack {
                        ↓Button(action: play) { Image(systemName: "play") }
                        ↓Button(action: pause) { Image(systemName: "pause") }
                    }
                    .accessibilityElement(children: .contain)
                    .accessibilityLabel("player.play")
                }
            }
            """, messages: [
                "icon-only Button showing 'play' has no accessibility label of its own; the label on the enclosing HStack (line 3) is given to every child alike",
                "icon-only Button showing 'pause' has no accessibility label of its own; the label on the enclosing HStack (line 3) is given to every child alike",
            ]),
        example("""
            struct PlayerView: View {
                let title: String
                var body: some View {
                    ↓Button(action: record) { Image(systemName: "record.circle") }
                        .accessibilityLabel("player.record")
                    ↓Button(action: stop) { Image(systemName: "stop") }
                        .accessibilityLabel(Text("player.stop"))
                    ↓Button(action: toggle) { Image(systemName: isPlaying ? "pause" : "play") }
                        .accessibilityLabel(isPlaying ? "player.pause" : "player.resume")
                    ↓Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        .accessibilityLabel(Text(verbatim: "Share"))
                    ↓Button(action: open) { Image(systemName: "doc") }
                        .accessibilityLabel(title)
                    ↓Button(action: next) { Image(systemName: "forward") }
                        .accessibilityLabel(Text(verbatim: NSLocalizedString("player.next", comment: "")))
                }
            }
            """, messages: [
                "icon-only Button showing 'record.circle' has accessibility label 'player.record' with no zh-Hans translation",
                "icon-only Button showing 'stop' has accessibility label 'player.stop', which no catalog defines",
                "icon-only Button showing 'pause' or 'play' has accessibility label 'player.resume', which no catalog defines",
                "icon-only Button showing 'square.and.arrow.up' has an accessibility label that is not localizable: Text(verbatim:)",
                "icon-only Button showing 'doc' has an accessibility label that is not localizable: 'title' is a plain String",
                "icon-only Button showing 'forward' has accessibility label 'player.next', which no catalog defines",
            ]),
        example("""
            struct LibraryView: View {
                let items: [Item]
                var body: some View {
                    NavigationStack {
                        List {
                            ForEach(items) { item in
                                HStack {
                                    Text(item.title)
                                    Spacer()
                                    ↓Button { remove(item) } label: {
                                        Image(systemName: item.isFavorite ? "heart.fill" : "heart")
                                    }
                                    .buttonStyle(.borderless)
                                }
                            }
                        }
                        .toolbar {
                            ToolbarItemGroup(placement: .primaryAction) {
                                ↓Menu {
                                    Button("common.add", action: add)
                                } label: { Image(systemName: "ellipsis.circle") }
                                #if os(macOS)
                                .help("common.more")
                                #endif
                                ↓Button(action: add) {
                                    Image(systemName: "plus")
                                        .imageScale(.large)
                                }
                                .keyboardShortcut("n")
                                .padding(4)
                            }
                        }
                    }
                }
            }
            """, messages: [
                "icon-only Button showing 'heart.fill' or 'heart' has no accessibility label",
                "icon-only Menu showing 'ellipsis.circle' has no accessibility label",
                "icon-only Button showing 'plus' has no accessibility label",
            ]),
        example("""
            struct PlayerView: View {
                let note = "}) { ) ] Button {"  // ) } { Menu {
                var body: some View {
                    /* Button(action: f) { Image(systemName: "trash") } */
                    VStack {
                        Text("\\(Image(systemName: "star")) \\("nested \\("deep")")")
                        ↓Button(action: delete) { Image(systemName: "trash") }
                        ↓Slider(value: $speed, in: 0.5...2)
                        ↓Slider(value: $volume) { Text("player.speed") }
                    }
                }
            }
            """, messages: [
                "icon-only Button showing 'trash' has no accessibility label",
                "Slider has no accessibility label or value",
                "Slider has no accessibility value, so VoiceOver reads its raw position, not what it means",
            ]),
        RuleExample(files: [
            catalog,
            RuleExample.File("QueueView.swift", """
                struct QueueView: View {
                    var body: some View {
                        ↓Button(action: queue) { IconLabel(systemName: "text.badge.plus") }
                        Button(action: add) { IconLabel(systemName: "plus") }
                            .iconLabel("common.add")
                    }
                }
                """),
            RuleExample.File("Components.swift", """
                struct IconLabel: View {
                    let systemName: String
                    var body: some View { Image(systemName: systemName).font(.title2) }
                }

                extension View {
                    func iconLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(Text(key)) }
                }
                """),
        ], messages: ["icon-only Button showing IconLabel has no accessibility label"]),
        example("""
            struct CloseButton: View {
                var body: some View {
                    ↓Button(action: dismiss) { closeIcon }
                }

                private var closeIcon: some View {
                    Image(systemName: "xmark.circle.fill")
                        .symbolRenderingMode(.hierarchical)
                }
            }
            """, messages: ["icon-only Button showing 'xmark.circle.fill' has no accessibility label"]),
        example("""
            struct PlayerView: View {
                var body: some View {
                    ↓Button(action: sleep) { Image(systemName: "moon.zzz") }
                        #if os(iOS)
                        .accessibilityLabel("player.pause")
                        #endif
                }
            }
            """, messages: ["icon-only Button showing 'moon.zzz' has an accessibility label only when os(iOS)"]),
        example("""
            struct PlayerView: View {
                var body: some View {
                    ↓Button(action: close) { Image(systemName: "xmark") }
                        .accessibilityLabel(tr("common.dismiss"))
                }
            }
            """, options: #"{"localizationFunctions": ["tr"]}"#,
            messages: ["icon-only Button showing 'xmark' has accessibility label 'common.dismiss', which no catalog defines"]),
        // Xcode 26 generated symbols: the label's key is the one that generates the symbol.
        RuleExample(files: [
            RuleExample.File("Localizable.xcstrings", """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "player.mute" : {
                      "extractionState" : "manual",
                      "generatesSymbol" : false
                    },
                    "player.play" : {
                      "extractionState" : "manual",
                      "localizations" : {
                        "zh-Hans" : { "stringUnit" : { "state" : "translated", "value" : "播放" } }
                      }
                    },
                    "share.action" : {
                      "extractionState" : "manual"
                    }
                  },
                  "version" : "1.1"
                }
                """),
            RuleExample.File("PlayerView.swift", """
                struct PlayerView: View {
                    var body: some View {
                        Button(action: play) { Image(systemName: "play.fill") }
                            .accessibilityLabel(.playerPlay)
                        ↓Button(action: share) { Image(systemName: "square.and.arrow.up") }
                            .accessibilityLabel(.shareAction)
                        ↓Button(action: mute) { Image(systemName: "speaker.slash") }
                            .accessibilityLabel(.playerMute)
                    }
                }
                """),
        ], requiredLocales: ["zh-Hans"], messages: [
            "icon-only Button showing 'square.and.arrow.up' has accessibility label .shareAction ('share.action') with no zh-Hans translation",
            "icon-only Button showing 'speaker.slash' has accessibility label .playerMute, which no catalog key generates",
        ]),
    ]
}
