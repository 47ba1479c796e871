/// An error a person can act on: what was wrong, where, and what was expected.
/// `kind` decides the exit status (sysexits), so every module can report failures the same way.
public struct Failure: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// The command was used wrongly (sysexits EX_USAGE, 64).
        case usage
        /// The input data was wrong (EX_DATAERR, 65).
        case badData
        /// An input file or the store was not there (EX_NOINPUT, 66).
        case missingInput
        /// The member acting may not do this (EX_NOPERM, 77).
        case notPermitted
        /// An output could not be created (EX_CANTCREAT, 73).
        case cannotCreate
        /// Reading or writing failed (EX_IOERR, 74).
        case inputOutput
        /// A service the command needs did not answer: a printer (EX_UNAVAILABLE, 69).
        case unavailable
    }

    public var kind: Kind
    /// The command's words (English), as a terminal and a log show them.
    public var message: String
    /// The same failure in the theme's words, for a page in the family's language; nil for a failure
    /// only a command or a file meets (a page then shows `message`).
    public var wording: Wording?

    public init(_ kind: Kind, _ message: String, wording: Wording? = nil) {
        self.kind = kind
        self.message = message
        self.wording = wording
    }

    public var description: String { message }
}

extension InvalidValue {
    /// A validation error as a failure of the input data.
    public var failure: Failure { Failure(.badData, description, wording: wording) }
}
