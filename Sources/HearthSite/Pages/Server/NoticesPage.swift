import HearthDomain

/// notices.html: what the signed-in member hears of and where (the server's /notices, linked from the
/// family page), with their last notices and how each went, as `hearth notify` sets and lists them.
public struct NoticesPage: ServerPage {
    public static let template = "notices"

    /// A kind of notice, with its checkbox.
    public struct Kind: Sendable {
        /// The form field's name: "kind-morning".
        public var field: String
        public var label: String
        public var on: Bool
        /// The morning's has a time of day.
        public var isMorning: Bool

        public init(field: String, label: String, on: Bool, isMorning: Bool) {
            self.field = field
            self.label = label
            self.on = on
            self.isMorning = isMorning
        }
    }

    /// A channel, with its address field.
    public struct Channel: Sendable {
        /// The form field's name: "channel-ntfy".
        public var field: String
        public var label: String
        public var target: String
        /// "url" or "email": the field's type, for a phone's keyboard.
        public var inputType: String
        public var placeholder: String

        public init(field: String, label: String, target: String, inputType: String, placeholder: String) {
            self.field = field
            self.label = label
            self.target = target
            self.inputType = inputType
            self.placeholder = placeholder
        }
    }

    /// One of the member's last notices: its title, its channel, and how it went in words.
    public struct Sent: Sendable {
        public var title: String
        public var channel: String
        public var stateText: String
        /// Not sent (yet): shown as a problem.
        public var failed: Bool

        public init(title: String, channel: String, stateText: String, failed: Bool) {
            self.title = title
            self.channel = channel
            self.stateText = stateText
            self.failed = failed
        }
    }

    public var csrf: String
    public var kinds: [Kind]
    /// The morning notice's time, HH:MM.
    public var morningAt: String
    public var channels: [Channel]
    /// "Saved." after the form; nil as the page is opened.
    public var savedText: String?
    /// A webhook's secret, set just now: shown this once.
    public var secret: String?
    public var sent: [Sent]
    public var hasSent: Bool
    public var backHref: String

    public init(csrf: String, kinds: [Kind], morningAt: String, channels: [Channel], savedText: String?, secret: String?, sent: [Sent], backHref: String) {
        self.csrf = csrf
        self.kinds = kinds
        self.morningAt = morningAt
        self.channels = channels
        self.savedText = savedText
        self.secret = secret
        self.sent = sent
        hasSent = !sent.isEmpty
        self.backHref = backHref
    }
}
