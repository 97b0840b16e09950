import Foundation
import L10nModel
import L10nAnalysis
import L10nParsing

/// The `voiceover-label` judgement of every control in the project: computed once per lint run
/// and shared, so the rule's findings and the report's coverage are one evaluation.
package struct VoiceOverAnalysis: Sendable {
    /// A finding for one control; `isNote` for labels that are set but cannot be translated.
    package struct Finding: Sendable {
        var range: SourceRange
        var message: String
        var id: MessageID
        var isNote: Bool
        /// For an icon-only control without a label: the label to add, as a suggestion.
        var fix: Fix? = nil
    }

    let findings: [Finding]
    package let coverage: VoiceOverCoverage

    init(project: Project, settings: LintSettings, options: VoiceOverLabelRule.Options, analyses: SharedAnalyses) {
        let context = RuleContext(
            project: project, settings: settings, ruleID: VoiceOverLabelRule.description.id, severity: .warning, analyses: analyses)
        let evaluator = VoiceOverLabelEvaluator(context: context, options: options)
        var findings: [Finding] = []
        var coverage = VoiceOverCoverage()
        // A project's own type named like a SwiftUI control (an AppKit wrapper `final class
        // DatePicker: NSView`, a model `struct Toggle`) is what the project's calls build: a
        // top-level one everywhere, a nested one in its own file.
        let ownTypes = analyses.declaredTypes
        for control in project.swiftSources.lazy.flatMap(\.controls) where !ownTypes.declares(control.name, visibleIn: control.range.file) {
            if control.name == "Slider" {
                if let finding = Self.slider(control, evaluator, options) { findings.append(finding) }
                continue
            }
            let verdict = evaluator.evaluate(control)
            coverage.count(verdict, control: (evaluator.describe(control), project.location(of: control.range)))
            if let finding = Self.finding(control, verdict, evaluator) { findings.append(finding) }
        }
        self.findings = findings
        self.coverage = coverage
    }

    private static func finding(_ control: SwiftControl, _ verdict: VoiceOverLabelEvaluator.Verdict, _ evaluator: VoiceOverLabelEvaluator) -> Finding? {
        let subject = evaluator.describe(control)
        switch verdict {
        case .notApplicable:
            return nil
        case .unlabelled:
            let fix = evaluator.iconOnlyImages(control).flatMap { AccessibilityLabelSuggestion.fix(for: control, images: $0, in: evaluator.context.project) }
            return Finding(
                range: control.range, message: subject + " has no accessibility label" + containerNote(control, evaluator), id: "unlabelled", isNote: false,
                fix: fix)
        case .labelledOnlyWhen(let condition):
            return Finding(range: control.range, message: subject + " has an accessibility label only when \(condition)", id: "labelledOnlyWhen", isNote: false)
        case .labelled(let problems, let notLocalizable, _):
            if !problems.isEmpty {
                let extra = notLocalizable.map { "; it is not localizable: \($0)" } ?? ""
                return Finding(range: control.range, message: subject + " has accessibility label " + problems.joined(separator: "; ") + extra, id: "labelProblems", isNote: false)
            }
            guard let notLocalizable else { return nil }
            return Finding(range: control.range, message: subject + " has an accessibility label that is not localizable: " + notLocalizable, id: "labelNotLocalizable", isNote: true)
        }
    }

    private static func slider(_ control: SwiftControl, _ evaluator: VoiceOverLabelEvaluator, _ options: VoiceOverLabelRule.Options) -> Finding? {
        // The team's own tools (`#if DEBUG`, a `DebugPanel`), as for every other control.
        guard !VoiceOverLabelEvaluator.isHidden(control.modifiers), !control.isDebugOnly else { return nil }
        let label = evaluator.label(of: control.modifiers)
        // A label closure the scan cannot judge (`{ labelWithDescription { Text(…) } }`) is given
        // the benefit of the doubt: only a missing, empty or icon-only one is reported.
        let hasLabel = label != nil || control.isCombinedWithText || (control.isInLabeledContent && control.label == .empty)
            || !(control.label == .empty || evaluator.iconOnlyImages(control) != nil)
        func finding(_ message: String, id: MessageID, note: Bool = false) -> Finding { Finding(range: control.range, message: message, id: id, isNote: note) }
        if !hasLabel, let condition = evaluator.conditionalLabel(of: control.modifiers) {
            return finding("Slider has an accessibility label only when \(condition)", id: "labelledOnlyWhen")
        }
        let hasValue = !options.requireSliderValue
            || control.modifiers.contains { $0.name == "accessibilityValue" || ($0.name == "accessibility" && $0.argumentLabel == "value") }
        let note = containerNote(control, evaluator)
        switch (hasLabel, hasValue) {
        case (false, false): return finding("Slider has no accessibility label or value" + note, id: "sliderWithoutLabelOrValue")
        case (false, true): return finding("Slider has no accessibility label" + note, id: "unlabelled")
        case (true, false): return finding("Slider has no accessibility value, so VoiceOver reads its raw position, not what it means", id: "sliderWithoutValue")
        case (true, true): break
        }
        guard let label, case .labelled(let problems, let notLocalizable, _) = evaluator.judge(label, in: control.range.file) else { return nil }
        if !problems.isEmpty { return finding("Slider has accessibility label " + problems.joined(separator: "; "), id: "labelProblems") }
        guard let notLocalizable else { return nil }
        return finding("Slider has an accessibility label that is not localizable: " + notLocalizable, id: "labelNotLocalizable", note: true)
    }

    private static func containerNote(_ control: SwiftControl, _ evaluator: VoiceOverLabelEvaluator) -> String {
        guard let container = control.enclosingLabelledContainers.last else { return "" }
        let line = evaluator.context.project.location(of: container.range).start.line
        return " of its own; the label on the enclosing \(container.name) (line \(line)) is given to every child alike"
    }
}
