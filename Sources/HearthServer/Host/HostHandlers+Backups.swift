import Foundation
import HearthDomain
import HearthLive
import Hummingbird

/// How the household's backups stand, told to a manager's open family page (hearth-host.js asks for it):
/// the newest verified copy and its age, or in words what is wrong: none yet, one too old, the last one failed.
extension HostHandlers {
    struct BackupStatus: Encodable {
        /// The sentence to show; nil for a visitor who is not a manager.
        var text: String?
        /// Whether something needs doing (no backup, an old one, a failed one).
        var alarm: Bool
    }

    /// A backup older than this is said to be old.
    static let oldBackup: TimeInterval = 48 * 3600

    func backupStatus(_ request: Request, _ context: HostRequestContext) async throws -> Response {
        var answer = BackupStatus(text: nil, alarm: false)
        if case .member(let member, let family) = context.signedIn?.visitor, member.managesFamily, let backups {
            let status = await backups.status()
            let words = pages.words(family.language)
            let made = status.newest?.made
            if let failure = status.failure {
                answer = BackupStatus(text: words.text("server_backup_failed", ["time": Self.minute(failure.at), "reason": failure.reason]), alarm: true)
            } else if let made {
                let hours = Int(Date().timeIntervalSince(made) / 3600)
                let old = Date().timeIntervalSince(made) > Self.oldBackup
                answer = BackupStatus(text: words.text(old ? "server_backup_old" : "server_backup_ok", ["time": Self.minute(made), "hours": String(max(0, hours))]),
                                      alarm: old)
            } else {
                answer = BackupStatus(text: words.text("server_backup_none"), alarm: true)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Self.response(try encoder.encode(answer), type: "application/json; charset=utf-8", status: .ok, cache: "no-store")
    }
}
