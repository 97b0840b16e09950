import L10nModel

/// The Swift package target (`…/Sources/<Target>/`) a file belongs to, "" for the app's
/// own code: a package's code looks its keys up in its own bundle (`bundle: .module`), so
/// a constrained use there says nothing about the same key in another module's catalog.
/// A target without a catalog of its own reads the app's.
struct CodeModules {
    let project: Project
    /// The modules holding a catalog.
    let withCatalogs: Set<String>

    init(_ project: Project) {
        self.project = project
        withCatalogs = Set(project.catalogs.map { Self.module(ofPath: $0.files.first.map { project.file($0).path } ?? "") })
    }

    func module(of catalog: Catalog) -> String { Self.module(ofPath: catalog.files.first.map { project.file($0).path } ?? "") }

    /// The module whose catalogs a use in `file` reads.
    func catalogModule(forCodeIn file: FileID) -> String {
        let module = Self.module(ofPath: project.file(file).path)
        return withCatalogs.contains(module) ? module : ""
    }

    /// `Packages/Kit/Sources/Kit/View.swift` → `Packages/Kit/Sources/Kit`.
    static func module(ofPath path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count else { return "" }
        return parts[...(sources + 1)].joined(separator: "/")
    }
}
