import Foundation
import PackagePlugin

/// Embeds a folder of the repository into the target that uses this plugin, as one generated Swift file,
/// so that the installed `hearth` carries its theme and demo household inside the binary.
@main
struct EmbedFolder: BuildToolPlugin {
    /// Which repository folder each target embeds.
    static let folderForTarget = [
        "HearthTheme": "templates",
        "HearthDemo": "demo",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let folderName = Self.folderForTarget[target.name] else {
            Diagnostics.error("EmbedFolder does not know which folder to embed into \(target.name)")
            return []
        }
        let folder = context.package.directoryURL.appending(path: folderName)
        let output = context.pluginWorkDirectoryURL.appending(path: "Embedded-\(folderName).swift")
        return [
            .buildCommand(
                displayName: "Embedding \(folderName)/ into \(target.name)",
                executable: try context.tool(named: "hearth-embed").url,
                arguments: [folder.path, output.path],
                inputFiles: Self.regularFiles(under: folder),
                outputFiles: [output]
            )
        ]
    }

    /// Every file below the folder, so that a change to any of them re-runs the embedding.
    static func regularFiles(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var files: [URL] = [folder]
        for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            files.append(url)
        }
        return files
    }
}
