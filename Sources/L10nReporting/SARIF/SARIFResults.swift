import L10nModel
import L10nParsing
import L10nRules

/// `run.results[]` and the parse-failure notifications of `invocations[0]`.
package struct SARIFResults: Sendable {
    var locations: SARIFLocations
    /// Position of each rule in `tool.driver.rules`, so `ruleIndex` always agrees with `ruleId`.
    let ruleIndexByID: [RuleID: Int]

    init(locations: SARIFLocations, rules: [RuleDescription]) {
        self.locations = locations
        var indices: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
        ruleIndexByID = indices
    }

    /// One result per diagnostic, in the engine's report order (deterministic output), as a
    /// tree: with suppressed findings, reported and suppressed merged in report order.
    func results(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic]) -> JSONOutput {
        var json = JSONTreeBuilder()
        json.array { json in
            if suppressed.isEmpty {
                for diagnostic in diagnostics { write(diagnostic, to: &json) }
            } else {
                for item in Self.merged(diagnostics, suppressed: suppressed) { write(item.diagnostic, suppression: item.suppression, to: &json) }
            }
        }
        return json.value ?? .array([])
    }

    /// Reported and suppressed findings in one report order.
    static func merged(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic]) -> [(diagnostic: Diagnostic, suppression: Suppression?)] {
        var items = diagnostics.map { (diagnostic: $0, suppression: Suppression?.none) }
        items += suppressed.map { ($0.diagnostic, $0.suppression) }
        Diagnostic.sortInReportOrder(&items) { $0.diagnostic }
        return items
    }

    /// A result of a run with suppressed findings: with its `suppressions` array, `[]` when reported.
    /// Once one result has `suppressions`, every result of the run needs the array (SARIF
    /// §3.27.23); without suppressed findings the key is left out altogether.
    func write(_ diagnostic: Diagnostic, suppression: Suppression?, to json: inout some JSONSink) {
        write(diagnostic, to: &json) { json in
            json.array("suppressions") { json in
                if let suppression { json.tree(Self.suppression(suppression)) }
            }
        }
    }

    /// `kind` is `external` for the baseline and configuration waivers, `inSource` for
    /// comments; `accepted` because someone decided the finding may stay.
    static func suppression(_ suppression: Suppression) -> JSONOutput {
        .object(dropping: [
            ("kind", .string(suppression.kind.rawValue)),
            ("status", "accepted"),
            ("justification", suppression.justification.map(JSONOutput.string)),
        ])
    }

    /// A result with exactly one location (GitHub reads only `locations[0]`); secondary places
    /// go to `relatedLocations`. A diagnostic of a rule missing from `rules[]` gets no
    /// `ruleIndex` rather than a wrong one. Written member by member: a report writes tens of
    /// thousands, and a tree of each cost more than writing it. `last` writes members after the
    /// result's own (a run with suppressed findings adds `suppressions`).
    func write<Sink: JSONSink>(_ diagnostic: Diagnostic, to json: inout Sink, last: (inout Sink) -> Void = { _ in }) {
        json.object { json in
            json.member("ruleId", diagnostic.ruleID.rawValue)
            if let index = ruleIndexByID[diagnostic.ruleID] { json.member("ruleIndex", index) }
            json.member("level", SARIFText.level(diagnostic.severity))
            json.object("message") { $0.member("text", SARIFText.resultMessage(diagnostic.message)) }
            json.array("locations") { json in
                json.object { json in
                    json.key("physicalLocation")
                    locations.physicalLocation(diagnostic.location, to: &json)
                }
            }
            writeRelatedLocations(diagnostic.related, to: &json)
            writeFingerprints(diagnostic, to: &json)
            Self.writeProperties(diagnostic.subject, to: &json)
            last(&json)
        }
    }

    /// The finding's subject as a property bag (`key`, `locale`, `variant`, each when present), so
    /// dashboards group results by key or locale without parsing messages. None for a finding
    /// without a key (a VoiceOver label, a parse error).
    private static func writeProperties(_ subject: FindingSubject, to json: inout some JSONSink) {
        guard let key = subject.key else { return }
        json.object("properties") { json in
            json.member("key", key)
            if let locale = subject.locale { json.member("locale", locale) }
            if let variant = subject.variantLabel { json.member("variant", variant) }
        }
    }

    /// Related locations numbered from 1, so a message can link them as `[text](1)`.
    private func writeRelatedLocations(_ related: [RelatedLocation], to json: inout some JSONSink) {
        guard !related.isEmpty else { return }
        json.array("relatedLocations") { json in
            for (offset, item) in related.enumerated() {
                json.object { json in
                    json.member("id", offset + 1)
                    json.object("message") { $0.member("text", item.message) }
                    json.key("physicalLocation")
                    locations.physicalLocation(item.location, to: &json)
                }
            }
        }
    }

    /// `primaryLocationLineHash` (GitHub's alert matching, see ``PrimaryLocationLineHash``) and
    /// `l10nKey/v1` = `<ruleId>/<locale>/<key>` (locale empty when the finding has none), which
    /// survives reformatting and moves for consumers such as sarif-sdk result matching. Rule
    /// ids and locales never contain `/`, so the key may.
    private func writeFingerprints(_ diagnostic: Diagnostic, to json: inout some JSONSink) {
        let hash = locations.hashedLine(path: diagnostic.location.path, line: diagnostic.location.start.line)
        let key = diagnostic.key
        guard hash != nil || key != nil else { return }
        json.object("partialFingerprints") { json in
            if let hash { json.member("primaryLocationLineHash", hash) }
            if let key { json.member("l10nKey/v1", "\(diagnostic.ruleID.rawValue)/\(diagnostic.locale ?? "")/\(key)") }
        }
    }

    /// One error notification per file that could not be read or parsed. GitHub ignores
    /// notifications (the same failures are results under `parse-error`, which it shows);
    /// other consumers use them to tell an incomplete run from a clean one.
    func notifications(_ failures: [ParseFailure]) -> JSONOutput? {
        guard !failures.isEmpty else { return nil }
        let id = SARIFRuleDescriptors.parseErrorID
        let associatedRule: JSONOutput = .object(dropping: [
            ("id", .string(id.rawValue)), ("index", ruleIndexByID[id].map(JSONOutput.int)),
        ])
        return .array(failures.map { failure in
            [
                "level": "error",
                "message": ["text": .string(SARIFText.resultMessage(failure.message))],
                "locations": [["physicalLocation": physicalLocation(failure.location)]],
                "descriptor": ["id": .string(id.rawValue), "index": 0],
                "associatedRule": associatedRule,
            ]
        })
    }

    private func physicalLocation(_ location: SourceLocation) -> JSONOutput {
        var json = JSONTreeBuilder()
        locations.physicalLocation(location, to: &json)
        return json.value ?? .null
    }
}
