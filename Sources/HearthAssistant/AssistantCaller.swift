import HearthDomain

/// Who an assistant acts as: a member, in their family (`hearth mcp --as MEMBER`, or the member whose
/// token `/mcp` is sent with). Every change is recorded as theirs, and nothing of another family is reached.
public struct AssistantCaller: Sendable {
    public var member: Member
    public var family: Family
    /// A read-only token's: the tools that change the household are left out of the list, and refused.
    public var readOnly: Bool
    /// The token's name, for the refusal of a writing tool to a read-only token.
    public var tokenName: String

    public init(member: Member, family: Family, readOnly: Bool = false, tokenName: String = "") {
        self.member = member
        self.family = family
        self.readOnly = readOnly
        self.tokenName = tokenName
    }

    /// The language the member reads Hearth in: their own, else their family's.
    public var language: Language { member.reads(in: family) }
}

/// How an assistant's change reaches the store and the pages: the same store method as the command and
/// the form, made in the way the program that serves the assistant makes its changes.
public protocol AssistantChanges: Sendable {
    /// Makes the change (`make` calls one store method) and returns what it returned, or throws the
    /// store's refusal.
    func apply<Value: Sendable>(_ name: String, by member: Member, in family: Family,
                                _ make: @escaping @Sendable () throws -> Value) async throws -> Value
}

/// `hearth mcp`: the store method called in this process, as a command calls it; a `hearth host` on the
/// same store notices the write (its `RebuildWatcher`) and renders it by the one change path.
public struct DirectChanges: AssistantChanges {
    public init() {}

    public func apply<Value: Sendable>(_ name: String, by member: Member, in family: Family,
                                       _ make: @escaping @Sendable () throws -> Value) async throws -> Value {
        try make()
    }
}
