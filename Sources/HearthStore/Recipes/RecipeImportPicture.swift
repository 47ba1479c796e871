import Foundation
import HearthDomain

/// A recipe's picture from beside the file it was read from. Hearth never fetches a picture from the
/// network: a saved page's picture is in the folder the browser saved with it, an export's beside its
/// JSON. An address that leads to no file is only an address (the recipe's source page shows it).
public enum RecipeImportPicture {
    /// The largest picture read: a photograph from a camera, not a film.
    static let maximumBytes = 20 << 20

    /// `recipe` with its picture when a file beside `path` (the recipe's file) holds one; else with a
    /// warning when one was found but is no whole PNG or JPEG, or is too large, and as it was when none was
    /// found.
    public static func attach(to recipe: ImportedRecipe, from path: String, format: RecipeImportFormat) -> ImportedRecipe {
        var recipe = recipe
        let file = URL(fileURLWithPath: path)
        for candidate in candidates(for: file, format: format, addresses: recipe.imageAddresses) {
            // A link is followed: the attributes are the file's, not the link's.
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: candidate.resolvingSymlinksInPath().path),
                  attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int else { continue }
            let shown = shownPath(candidate, beside: path)
            guard size <= maximumBytes else {
                recipe.warnings.append("\(shown): the picture is over 20 MB; the recipe comes in without it")
                return recipe
            }
            guard let bytes = try? [UInt8](Data(contentsOf: candidate)) else { continue }
            if case .failure(let problem) = CarImage.check(bytes, field: shown) {
                recipe.warnings.append("\(problem.description); the recipe comes in without it")
                return recipe
            }
            recipe.picture = ImportedRecipe.Picture(bytes: bytes, file: shown)
            return recipe
        }
        return recipe
    }

    /// Where the picture may be, most likely first: each address the file gives, a relative one beside the
    /// file (Hearth's own pages: "../../images/ab12.png"), a web address's file name in the folder a browser
    /// saves a page's files into ("Soup_files/soup.jpg") or beside the page; then where each app's export
    /// keeps it (Mealie: images/original.*, Tandoor: image.*).
    static func candidates(for file: URL, format: RecipeImportFormat, addresses: [String]) -> [URL] {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        var found: [URL] = []
        for address in addresses where !address.lowercased().hasPrefix("data:") {
            if let web = URL(string: address), let scheme = web.scheme?.lowercased() {
                guard scheme == "http" || scheme == "https" else { continue }
                let name = web.lastPathComponent
                guard !name.isEmpty, name != "/" else { continue }
                found += [folder.appending(path: stem + "_files").appending(path: name), folder.appending(path: name)]
            } else if let relative = URL(string: address, relativeTo: folder)?.standardizedFileURL, relative.isFileURL {
                found.append(relative)
            }
        }
        let extensions = ["jpg", "jpeg", "png", "webp"]
        switch format {
        case .mealie: found += extensions.map { folder.appending(path: "images/original.\($0)") }
        case .tandoor: found += extensions.map { folder.appending(path: "image.\($0)") }
        case .schemaOrg: break
        }
        return found
    }

    /// The picture's path as the person named the recipe's file: relative when they gave a relative one.
    private static func shownPath(_ picture: URL, beside path: String) -> String {
        guard !path.hasPrefix("/") else { return picture.path }
        let current = FileManager.default.currentDirectoryPath + "/"
        return picture.path.hasPrefix(current) ? String(picture.path.dropFirst(current.count)) : picture.path
    }
}
