/// A SwiftGen-style generated accessor and the catalog key it reads
/// (`static let close = L10n.tr("Localizable", "common.close")` is `L10n.Common.close`).
public struct GeneratedAccessor: Sendable, Hashable {
    /// The qualified name code uses: `L10n.Common.close`.
    public var name: String
    public var key: LocalizedKey
    public var table: String

    public init(name: String, key: LocalizedKey, table: String) {
        self.name = name
        self.key = key
        self.table = table
    }
}

/// What the Swift files of a project declare for one another, built once when the project is
/// loaded: custom icon views and `Image`-typed members a label in another file may show,
/// label-setting modifier functions, and generated string accessors.
public struct SwiftSymbolTable: Sendable {
    /// `View` types (`IconLabel`) and static image or view members (`Icons.edit`) by name, with
    /// what they show. A name declared twice is left out: the scan cannot tell which one is used.
    public var views: [String: ControlLabel] = [:]
    /// View-building functions that set an accessibility label (custom label modifiers).
    public var labelModifiers: Set<String> = []
    /// Generated accessors by project (as ``Project/swiftSourceProjects``), then by qualified
    /// name: two apps of one run may both declare `L10n.close` for different keys.
    public var accessors: [String: [String: GeneratedAccessor]] = [:]
    /// `callee|label` of every parameter the sources declare as `LocalizedStringResource`.
    public var resourceParameters: Set<String> = []
    /// Button, toggle and label styles whose `makeBody` draws a `Text` of its own.
    public var titledStyles: Set<String> = []
    /// Calls of each capitalised type across the sources (``SwiftSourceFacts/viewUses``).
    public var viewUses: [String: Int] = [:]
    /// The uses of a type that carry an accessibility label of their own, by type name.
    public var labelledUses: [String: [LabelledContainer]] = [:]
    /// How many controls each `View` type's declaration holds.
    public var controlsInView: [String: Int] = [:]

    public init() {}

    /// The table of `sources`, whose accessors are scoped by `projects` (a file absent from it is in project "").
    public init(_ sources: [SwiftSourceFacts], projects: [FileID: String] = [:]) {
        var views: [String: ControlLabel?] = [:]
        for component in sources.lazy.flatMap(\.viewComponents) {
            views[component.name] = views[component.name] == nil ? component.body : .some(nil)
        }
        self.views = views.compactMapValues { $0 }
        labelModifiers = Set(sources.lazy.flatMap(\.labelModifierFunctions))
        resourceParameters = Set(sources.lazy.flatMap(\.resourceParameters))
        titledStyles = Set(sources.lazy.flatMap(\.titledStyles))
        for facts in sources {
            viewUses.merge(facts.viewUses, uniquingKeysWith: +)
            for container in facts.labelledContainers { labelledUses[container.name, default: []].append(container) }
            for control in facts.controls { if let view = control.enclosingView { controlsInView[view, default: 0] += 1 } }
        }
        for facts in sources {
            let scope = projects[facts.file] ?? ""
            for accessor in facts.generatedAccessors { accessors[scope, default: [:]][accessor.name] = accessor }
        }
    }

    /// The generated accessor `name` (`L10n.Common.close`) as project `project` declares it.
    public func accessor(_ name: String, in project: String) -> GeneratedAccessor? {
        accessors[project]?[name]
    }

    /// The label every use of `view` gives it, when `view` holds exactly one control and each
    /// of its uses is labelled (`CloseButton().accessibilityLabel("Close")`): the label names
    /// that control. Nil when a use is unlabelled or the view holds several controls (one
    /// label would name them all alike).
    public func useSiteLabel(of view: String) -> LabelledContainer? {
        guard controlsInView[view] == 1, let uses = labelledUses[view], let first = uses.first, uses.count >= viewUses[view] ?? 0 else { return nil }
        return first
    }
}
