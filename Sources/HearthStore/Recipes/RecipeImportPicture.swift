import Foundation
import HearthDomain

/// A recipe's picture from beside the file it was read from. Hearth never fetches a picture from the
/// network: a saved page's picture is in the folder the browser saved with it, an export's beside its
/// JSON. An address that leads to no file is only an address (the recipe's source page shows it).
///
/// Only a file inside the recipe file's folder is taken, as its real path says (links followed): a file
/// can name any path (`../`, `/home/…`, a link out, `..%2F` in a web address), and the picture is
/// published on the family's pages. One that leads outside is skipped with a warning naming it.
public enum RecipeImportPicture {
    /// The largest picture read: a photograph from a camera, not a film.
    static let maximumBytes = 20 << 20

    /// Where a picture may be, and how a warning names it: the recipe file's field and the address it
    /// gives (`image "../soup.jpg"`), or the path where an app's export keeps it.
    struct Candidate {
        var file: URL
        var named: String
    }

    /// `recipe` with its picture when a file beside `path` (the recipe's file) holds one; else with a
    /// warning when one was found but is no whole PNG, JPEG or WebP, or is too large, and as it was when none was
    /// found. A place outside the file's folder is never read, and is said in a warning.
    public static func attach(to recipe: ImportedRecipe, from path: String, format: RecipeImportFormat) -> ImportedRecipe {
        var recipe = recipe
        let file = URL(fileURLWithPath: path)
        let folder = realPath(file.deletingLastPathComponent())
        var warned: Set<String> = []
        for candidate in candidates(for: file, format: format, addresses: recipe.imageAddresses) {
            // A link is followed: where it leads must be inside the folder, and the attributes are the file's.
            let real = URL(fileURLWithPath: realPath(candidate.file))
            guard real.path.hasPrefix(folder == "/" ? "/" : folder + "/") else {
                if warned.insert(candidate.named).inserted {
                    recipe.warnings.append("\(candidate.named): it leads outside the folder of the recipe's file, and a picture is taken only from inside it; not taken")
                }
                continue
            }
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: real.path),
                  attributes[.type] as? FileAttributeType == .typeRegular, let size = attributes[.size] as? Int else { continue }
            let shown = shownPath(candidate.file, beside: path)
            guard size <= maximumBytes else {
                recipe.warnings.append("\(shown): the picture is over 20 MB; the recipe comes in without it")
                return recipe
            }
            guard let bytes = try? [UInt8](Data(contentsOf: real)) else { continue }
            if case .failure(let problem) = CarImage.named(bytes, field: shown) {
                recipe.warnings.append("\(problem.description); the recipe comes in without it")
                return recipe
            }
            recipe.picture = ImportedRecipe.Picture(bytes: bytes, file: shown)
            return recipe
        }
        return recipe
    }

    /// The path with its links followed and its `.` and `..` taken out, as `SiteFolderLookup` compares them.
    static func realPath(_ url: URL) -> String {
        url.absoluteURL.standardizedFileURL.resolvingSymlinksInPath().standardizedFileURL.path
    }

    /// Where the picture may be, most likely first: each address the file gives, a relative one beside the
    /// file, a web address's file name in the folder a browser saves a page's files into
    /// ("Soup_files/soup.jpg") or beside the page; then where each app's export keeps it (Mealie:
    /// images/original.*, Tandoor: image.*). `attach` takes only those inside the file's folder.
    static func candidates(for file: URL, format: RecipeImportFormat, addresses: [String]) -> [Candidate] {
        let folder = file.deletingLastPathComponent()
        let stem = file.deletingPathExtension().lastPathComponent
        var found: [Candidate] = []
        for address in addresses where !address.lowercased().hasPrefix("data:") {
            let named = "image \"\(address)\""
            if let web = URL(string: address), let scheme = web.scheme?.lowercased() {
                guard scheme == "http" || scheme == "https" else { continue }
                let name = web.lastPathComponent
                guard !name.isEmpty, name != "/" else { continue }
                found += [Candidate(file: folder.appending(path: stem + "_files").appending(path: name), named: named),
                          Candidate(file: folder.appending(path: name), named: named)]
            } else if let relative = URL(string: address, relativeTo: folder)?.standardizedFileURL, relative.isFileURL {
                found.append(Candidate(file: relative, named: named))
            }
        }
        found += otherSizes(in: folder.appending(path: stem + "_files"), of: addresses)
        let extensions = ["jpg", "jpeg", "png", "webp"]
        let exported: [String]
        switch format {
        case .mealie: exported = extensions.map { "images/original.\($0)" }
        case .tandoor: exported = extensions.map { "image.\($0)" }
        case .schemaOrg: exported = []
        }
        found += exported.map { Candidate(file: folder.appending(path: $0), named: $0) }
        return found
    }

    /// A browser saves the picture at the size the page shows it ("soup-768x512.jpg"), which is often not
    /// the size its JSON-LD names ("soup-1200x800.jpg", "soup-scaled.jpg"): the files of the page's saved
    /// folder that are the same picture by their names without the size (issue 68).
    static func otherSizes(in saved: URL, of addresses: [String]) -> [Candidate] {
        let names = addresses.compactMap { address -> (String, String)? in
            guard let web = URL(string: address), ["http", "https"].contains(web.scheme?.lowercased() ?? "") else { return nil }
            return (sizeless(web.lastPathComponent), address)
        }
        guard !names.isEmpty, let files = try? FileManager.default.contentsOfDirectory(atPath: saved.path) else { return [] }
        return names.flatMap { name, address in
            files.sorted().filter { sizeless($0) == name }.map { Candidate(file: saved.appending(path: $0), named: "image \"\(address)\"") }
        }
    }

    /// A picture's file name without its extension and the size a site adds to it: "Soup-1200x800.jpg",
    /// "soup-scaled.jpeg", "soup@2x.png" are "soup".
    static func sizeless(_ name: String) -> String {
        var stem = Substring(name.lowercased())
        if let dot = stem.lastIndex(of: ".") { stem = stem[..<dot] }
        for suffix in ["@2x", "@3x", "-scaled"] where stem.hasSuffix(suffix) { stem = stem.dropLast(suffix.count) }
        // "-1200x800": a dash, digits, an x and digits at the end.
        let parts = stem.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count > 1, let size = parts.last, let x = size.firstIndex(of: "x"),
           !size[..<x].isEmpty, !size[size.index(after: x)...].isEmpty,
           size[..<x].allSatisfy(\.isNumber), size[size.index(after: x)...].allSatisfy(\.isNumber) {
            stem = stem.dropLast(size.count + 1)
        }
        return String(stem)
    }

    /// The picture's path as the person named the recipe's file: relative when they gave a relative one.
    private static func shownPath(_ picture: URL, beside path: String) -> String {
        guard !path.hasPrefix("/") else { return picture.path }
        let current = FileManager.default.currentDirectoryPath + "/"
        return picture.path.hasPrefix(current) ? String(picture.path.dropFirst(current.count)) : picture.path
    }
}
