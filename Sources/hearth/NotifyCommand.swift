import ArgumentParser
import Foundation
import HearthDomain
import HearthLive
import HearthStore

/// `hearth notify`: what a member hears of, and where (docs/notices.md). `hearth host` sends the notices.
struct NotifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notify",
        abstract: "Notices sent by hearth host: the morning's chores, the list changed, someone going shopping, a chore done, a wish.",
        subcommands: [Set.self, Channel.self, List.self]
    )

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Turns a kind of notice on or off for the member (--as): morning, list, shopping, chore-done, wish or week.",
            examples: "hearth notify set morning on --at 07:00 --as Ana", "hearth notify set list off --as Ana")
        @Argument(help: "morning (your chores of the day), list (the grocery list changed; at most one in 10 minutes), shopping (someone is going shopping), chore-done, wish or week (next week's chores are set).")
        var kind: String
        @Argument(help: "on or off.") var state: String
        @Option(help: ArgumentHelp("The morning notice's time of day (default: 07:30).", valueName: "HH:MM")) var at: String?
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let kind = try NoticeKind.named(self.kind)
            guard state == "on" || state == "off" else { throw Failure(.usage, "\"\(state)\": expected on or off after the kind of notice") }
            let time = try at.map { try TimeOfDay.parse($0, field: "--at") }
            if time != nil && (kind != .morning || state == "off") { throw Failure(.usage, "--at: only the morning notice, turned on, has a time of day") }
            let (store, _, member) = try acting.open()
            try store.setNotice(kind, on: state == "on", at: time, for: member)
            let channels = try store.notices(of: member).channels
            Console.message("\(member.displayName) hears \(kind.rawValue): \(state)\(kind == .morning && state == "on" ? " at \(time ?? NoticeKind.morningDefault)" : "")."
                + (state == "on" && channels.isEmpty ? " Nothing is sent until a channel is set: hearth notify channel ntfy|email|webhook … --as \"\(member.displayName)\"." : ""))
        }
    }

    /// The owner sets a channel on the machine, so an address on this machine or the home network is
    /// kept here (a member's notices page refuses it): `hearth host` sends to it only if started with
    /// `--notices-may-reach` for it, which this command cannot know; it says so.
    struct Channel: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sets where the member's (--as) notices go: an ntfy topic, an email address or a webhook; \"off\" stops one.",
            examples: "hearth notify channel ntfy https://ntfy.sh/rivera-kitchen --as Ana", "hearth notify channel email ana@example.com --as Ana",
            "hearth notify channel webhook https://home.example/hooks/hearth --as Ana", "hearth notify channel email off --as Ana")
        @Argument(help: "ntfy, email or webhook.") var kind: String
        @Argument(help: "The topic's address, the email address or the webhook's address; off to stop this channel.") var target: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let kind = try NoticeChannel.kind(named: self.kind)
            let (store, _, member) = try acting.open()
            let channel = try store.setNoticeChannel(kind, target: target == "off" ? nil : target, for: member)
            guard let channel else {
                Console.message("\(member.displayName)'s notices no longer go by \(kind.rawValue).")
                return
            }
            if let secret = channel.secret {
                Console.result(secret)
                Console.message("Notices for \(member.displayName) go to \(channel.target). Each is signed: X-Hearth-Signature-256 is sha256= and the HMAC-SHA256 of the body with the secret above, shown this once.")
            } else {
                Console.message("Notices for \(member.displayName) go to \(channel.target) (\(kind.rawValue)).")
            }
            if kind != .email, let refused = NoticeReach().refusal(ofSaved: channel.target) {
                Console.message("Note: \(refused.message) (the notices page refuses it to members).")
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists what the member (--as) hears of, where it goes, and their last notices with how each went.")
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, _, member) = try acting.open()
            let notices = try store.notices(of: member)
            for kind in NoticeKind.allCases {
                let at = notices.kinds[kind]
                Console.result("\(kind.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0))  \(at == nil ? "off" : kind == .morning ? "on at \(at!)" : "on")")
            }
            for channel in notices.channels { Console.result("channel  \(channel.kind.rawValue)  \(channel.target)") }
            for sent in try store.sentNotices(of: member) {
                let state = sent.sent != nil ? "sent" : sent.gaveUp ? "given up" : sent.attempts == 0 ? "waiting" : "failed \(sent.attempts)×, trying again"
                // A failure's first line ("curl: (60) SSL certificate problem: …"): the host's log has it whole.
                let reason = sent.sent == nil ? sent.lastError.map { " (" + NoticeCourier.firstLine(of: $0) + ")" } ?? "" : ""
                Console.result("notice  \(sent.channel)  \(state)  \(sent.title)\(reason)")
            }
        }
    }
}
