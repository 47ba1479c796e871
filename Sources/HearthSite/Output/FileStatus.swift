import Foundation

/// What the file system says of a path without following it when it is a symbolic link itself (`lstat`,
/// `fstatat` with `AT_SYMLINK_NOFOLLOW`): the one place the output code asks what kind of file it has.
struct FileStatus {
    private let status: stat

    /// The status of `path`, relative to the open folder `folder` (or to the working folder); nil when
    /// nothing is there.
    init?(_ path: String, in folder: Int32 = AT_FDCWD) {
        var status = stat()
        guard fstatat(folder, path, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.status = status
    }

    var isFolder: Bool { status.st_mode & S_IFMT == S_IFDIR }
    var isRegularFile: Bool { status.st_mode & S_IFMT == S_IFREG }
    var isSymbolicLink: Bool { status.st_mode & S_IFMT == S_IFLNK }
    var size: Int { Int(status.st_size) }
    /// How many names the file has: a file of the spare still shared with the live site has two or more.
    var links: Int { Int(status.st_nlink) }
}
