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

    /// One result per diagnostic, in the engine's report order (deterministic output).
    func results(_ diagnostics: [Diagnostic]) -> JSONOutput {
        var output: [JSONOutput] = []
        output.reserveCapacity(diagnostics.count)
        for diagnostic in diagnostics { output.append(result(diagnostic)) }
        return .array(output)
    }

    /// Reported and suppressed findings merged in report order. Once one result has
    /// `suppressions`, every result of the run needs the array (SARIF §3.27.23): `[]` for the
    /// reported ones. Without suppressed findings the key is left out altogether.
    func results(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic]) -> JSONOutput {
        guard !suppressed.isEmpty else { return results(diagnostics) }
        var output: [JSONOutput] = []
        for item in Self.merged(diagnostics, suppressed: suppressed) { output.append(result(item.diagnostic, suppression: item.suppression)) }
        return .array(output)
    }

    /// Reported and suppressed findings in one report order.
    static func merged(_ diagnostics: [Diagnostic], suppressed: [SuppressedDiagnostic]) -> [(diagnostic: Diagnostic, suppression: Suppression?)] {
        var items = diagnostics.map { (diagnostic: $0, suppression: Suppression?.none) }
        items += suppressed.map { ($0.diagnostic, $0.suppression) }
        Diagnostic.sortInReportOrder(&items) { $0.diagnostic }
        return items
    }

    /// A result of a run with suppressed findings: with its `suppressions` array, `[]` when reported.
    func result(_ diagnostic: Diagnostic, suppression: Suppression?) -> JSONOutput {
        var members: [(String, JSONOutput)] = []
        if case .object(let written) = result(diagnostic) { members = written }
        members.append(("suppressions", .array(suppression.map { [Self.suppression($0)] } ?? [])))
        return .object(members)
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
    /// `ruleIndex` rather than a wrong one.
    func result(_ diagnostic: Diagnostic) -> JSONOutput {
        .object(dropping: [
            ("ruleId", .string(diagnostic.ruleID.rawValue)),
            ("ruleIndex", ruleIndexByID[diagnostic.ruleID].map(JSONOutput.int)),
            ("level", .string(SARIFText.level(diagnostic.severity))),
            ("message", ["text": .string(SARIFText.resultMessage(diagnostic.message))]),
            ("locations", [["physicalLocation": locations.physicalLocation(diagnostic.location)]]),
            ("relatedLocations", relatedLocations(diagnostic.related)),
            ("partialFingerprints", fingerprints(diagnostic)),
            ("properties", Self.properties(diagnostic.subject)),
        ])
    }

    /// The finding's subject as a property bag (`key`, `locale`, `variant`, each when present), so
    /// dashboards group results by key or locale without parsing messages. Nil for a finding
    /// without a key (a VoiceOver label, a parse error).
    static func properties(_ subject: FindingSubject) -> JSONOutput? {
        guard let key = subject.key else { return nil }
        return .object(dropping: [
            ("key", .string(key)),
            ("locale", subject.locale.map(JSONOutput.string)),
            ("variant", subject.variantLabel.map(JSONOutput.string)),
        ])
    }

    /// Related locations numbered from 1, so a message can link them as `[text](1)`.
    private func relatedLocations(_ related: [RelatedLocation]) -> JSONOutput? {
        guard !related.isEmpty else { return nil }
        return .array(related.enumerated().map { offset, item in
            [
                "id": .int(offset + 1),
                "message": ["text": .string(item.message)],
                "physicalLocation": locations.physicalLocation(item.location),
            ]
        })
    }

    /// `primaryLocationLineHash` (GitHub's alert matching, see ``PrimaryLocationLineHash``) and
    /// `l10nKey/v1` = `<ruleId>/<locale>/<key>` (locale empty when the finding has none), which
    /// survives reformatting and moves for consumers such as sarif-sdk result matching. Rule
    /// ids and locales never contain `/`, so the key may.
    private func fingerprints(_ diagnostic: Diagnostic) -> JSONOutput? {
        var members: [(String, JSONOutput)] = []
        if let hash = locations.hashedLine(path: diagnostic.location.path, line: diagnostic.location.start.line) {
            members.append(("primaryLocationLineHash", .string(hash)))
        }
        if let key = diagnostic.key {
            let value = "\(diagnostic.ruleID.rawValue)/\(diagnostic.locale ?? "")/\(key)"
            members.append(("l10nKey/v1", .string(value)))
        }
        return members.isEmpty ? nil : .object(members)
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
                "locations": [["physicalLocation": locations.physicalLocation(failure.location)]],
                "descriptor": ["id": .string(id.rawValue), "index": 0],
                "associatedRule": associatedRule,
            ]
        })
    }
}
