import Foundation
import L10nModel
import L10nParsing
import L10nConfiguration

/// Which project each catalog belongs to, and which languages each project's Xcode project
/// ships, so one run over several apps (`l10n lint appA appB`, a monorepo) computes required
/// locales and pairing per app instead of merging them.
///
/// A project is the directory of the nearest `.l10nlint.json` at or above a file, else the
/// directory path argument the file was found under (the innermost when several contain it).
/// A project's `*.xcodeproj/project.pbxproj` `knownRegions` (minus `Base`) are its default
/// required locales: the languages the app ships.
package struct ProjectScopes {
    /// Absolute directory path arguments, innermost first.
    private let roots: [String]
    private var configurationDirectories: [String: String?] = [:]

    init(paths: [String], workingDirectory: String) {
        roots = paths.map { FilePaths.absolutePath($0, workingDirectory: workingDirectory) }
            .filter { !FilePaths.isRegularFile($0) }
            .sorted { $0.count > $1.count }
    }

    /// The project of a file given by its absolute path; "" when no root contains it.
    mutating func project(ofFile absolutePath: String) -> String {
        let directory = FilePaths.directory(of: absolutePath)
        if let configured = configurationDirectory(directory) { return configured }
        return roots.first { directory == $0 || directory.hasPrefix($0 == "/" ? "/" : $0 + "/") } ?? ""
    }

    private mutating func configurationDirectory(_ directory: String) -> String? {
        if let cached = configurationDirectories[directory] { return cached }
        let found = ConfigurationLoader.find(from: directory).map(FilePaths.directory(of:))
        configurationDirectories[directory] = found
        return found
    }

    /// Sets every catalog's ``Catalog/project`` (and each Swift source's, scoping the generated
    /// accessors of ``Project/swiftSymbols``) and reads the Xcode projects' `knownRegions`
    /// (a project.pbxproj that cannot be parsed is a parse failure at its position).
    mutating func apply(to project: inout Project, xcodeProjects: [(path: String, absolutePath: String)], workingDirectory: String) {
        // Edited outside the project and assigned once: every assignment to `project.catalogs`
        // recomputes the locales of all catalogs, so one per catalog was quadratic (20 000
        // one-key catalogs took minutes).
        var catalogs: [Catalog] = []
        swap(&catalogs, &project.catalogs)
        for index in catalogs.indices {
            guard let file = catalogs[index].files.first else { continue }
            let absolute = FilePaths.absolutePath(project.file(file).path, workingDirectory: workingDirectory)
            catalogs[index].project = self.project(ofFile: absolute)
        }
        project.catalogs = catalogs
        for facts in project.swiftSources {
            let absolute = FilePaths.absolutePath(project.file(facts.file).path, workingDirectory: workingDirectory)
            project.swiftSourceProjects[facts.file] = self.project(ofFile: absolute)
        }
        project.swiftSymbols = SwiftSymbolTable(project.swiftSources, projects: project.swiftSourceProjects)
        for xcodeProject in xcodeProjects {
            switch FileReader.read(xcodeProject.absolutePath) {
            case .failure(let failure):
                project.parseFailures.append(ParseFailure(location: .file(xcodeProject.path), message: failure.message))
            case .success(let bytes):
                switch XcodeProjectRegions.settings(in: bytes) {
                case .failure(let error):
                    let file = SourceFile(id: FileID(0), path: xcodeProject.path, text: SourceText(bytes: bytes))
                    project.parseFailures.append(file.parseFailure(error))
                case .success(let settings):
                    let scope = self.project(ofFile: FilePaths.directory(of: xcodeProject.absolutePath))
                    let known = project.knownRegions[scope] ?? []
                    project.knownRegions[scope] = known + settings.knownRegions.filter { !known.contains($0) }
                    // `Dir/App.xcodeproj/project.pbxproj` sits in `Dir`.
                    let holder = FilePaths.directory(of: FilePaths.directory(of: xcodeProject.path))
                    project.xcodeProjectRegions.append(XcodeProjectLocales(directory: holder == "." ? "" : holder, scope: scope, locales: settings.knownRegions))
                    if settings.generatesStringSymbols { project.stringSymbolProjects.insert(scope) }
                    if settings.buildsOnlyKnownLocalizations { project.knownLocalizationsOnlyProjects.insert(scope) }
                    if settings.sdkRoots == ["macosx"] { project.macOnlyProjects.insert(scope) }
                    if !settings.appNames.isEmpty { project.appNames[scope, default: []].formUnion(settings.appNames) }
                }
            }
        }
    }
}
