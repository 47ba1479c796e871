/// A refusal of the household's rules as the theme says it: the key of a sentence in the theme's
/// strings (templates/i18n/*.json) and the values it names. The domain knows no language; a page
/// looks the sentence up in the family's.
public struct Wording: Sendable, Equatable {
    /// Every sentence a rule may say on a page: each key is in every language of the built-in theme
    /// (a test checks), with the values named below it.
    public enum Key: String, CaseIterable, Sendable {
        /// A name or text with nothing in it.
        case empty = "rule_empty"
        /// {limit} characters at most, {count} given.
        case tooLong = "rule_too_long"
        /// {limit} code points at most, {count} given.
        case tooManyCodePoints = "rule_too_many_code_points"
        /// A character that cannot be shown as typed: {code} as U+XXXX.
        case hiddenCharacter = "rule_hidden_character"
        /// {limit} marks on one letter at most, {count} found.
        case tooManyMarks = "rule_too_many_marks"
        /// Only characters that draw nothing.
        case invisible = "rule_invisible"
        /// A character that draws nothing among visible ones: {code} as U+XXXX.
        case invisibleCharacter = "rule_invisible_character"
        /// Not a quantity: {text} as written.
        case quantity = "rule_quantity"
        /// An amount over {limit}: {amount} as written.
        case amountTooLarge = "rule_amount_too_large"
        /// A unit that is not a word of at most {limit} characters: {unit} as written.
        case unit = "rule_unit"
        /// A password of fewer than {count} characters.
        case passwordShort = "rule_password_short"
        /// A password longer than {limit} bytes.
        case passwordLong = "rule_password_long"
        /// A password of spaces only.
        case passwordSpaces = "rule_password_spaces"
        /// {item} is no longer on the list.
        case notOnList = "store_not_on_list"
        /// Only {member}, who added {item}, may change it.
        case onlyAdder = "store_only_adder"
        /// Only the member who added {item} may change it (they left the family).
        case onlyAdderGone = "store_only_adder_gone"
        /// {member} is no longer a member of {family}.
        case noLongerMember = "store_no_longer_member"
        /// {member} already wishes {wish}.
        case alreadyWishes = "store_already_wishes"
        /// The wish is another member's.
        case wishNotYours = "store_wish_not_yours"
        /// {member} has no wish {wish}.
        case noWish = "store_no_wish"
        /// {family} has no chore {chore} on that day.
        case noChore = "store_no_chore"
        /// {family} has no item {item}.
        case noItem = "store_no_item"
        /// The item a page named by its ID was removed from {family}'s list meanwhile.
        case itemRemoved = "store_item_removed"
        /// A change sent late to {item}, which {member} removed meanwhile (`MergeRule`).
        case removedBy = "store_removed_by"
        /// The same, removed by a member no longer in the family.
        case removedByGone = "store_removed_by_gone"
        /// One more or one less of {item}, whose quantity is an amount with its unit ({quantity}).
        case stepNeedsCount = "store_step_needs_count"
        /// {family} has no such recipe (any more): it was removed while its page was open.
        case noRecipe = "store_no_recipe"
        /// {family} has no such chore label (any more): it was removed while the page was open.
        case noLabel = "store_no_label"
        /// No token of the member is named {token}.
        case noToken = "store_no_token"
        /// {family} has no location {location}.
        case noLocation = "store_no_location"
        /// Only managers of {family} may do this.
        case onlyManagers = "store_only_managers"
        /// {text} is not an address that starts with https://, such as {example} (an ntfy topic, a webhook).
        case noticeAddress = "store_notice_address"
        /// {text} is not an email address.
        case noticeEmail = "store_notice_email"
        /// An ntfy or webhook address with a user name or password in it (not repeated).
        case noticePassword = "store_notice_password"
        /// An ntfy or webhook address whose host, {host}, is the host's own machine or on the home network.
        case noticeReach = "server_notice_reach"
        /// The family already has a member named {name} (a newcomer's name).
        case memberNameTaken = "store_member_name_taken"
        /// {family} already has a member named {name} (a member joining or going back).
        case nameTakenJoining = "store_name_taken_joining"
        /// The invitation is not known, used, or expired.
        case invitationUnknown = "server_invitation_unknown"
        case invitationUsed = "server_invitation_used"
        case invitationExpired = "server_invitation_expired"
        /// A code that holds no member ID: {code}.
        case noMemberID = "store_no_member_id"
        /// No member has the ID {code}.
        case unknownMember = "server_unknown_card"
        /// Inviting yourself.
        case inviteYourself = "store_invite_yourself"
        /// {member} is already a member of {family}.
        case alreadyMember = "server_already_member"
        /// {member} is already invited into {family}.
        case alreadyInvited = "store_already_invited"
        /// {member} is in their origin family, which they cannot leave.
        case originFamily = "store_origin_family"
        /// {member} has no invitation.
        case noInvitation = "store_no_invitation"
        /// No meal {meal} (an ID).
        case noMeal = "store_no_meal"
        /// {staple} is a staple already.
        case stapleAlready = "store_staple_already"
        /// {staple} is not a staple.
        case noStaple = "store_no_staple"
        /// The store file was removed while the server had it open.
        case storeFileGone = "store_file_gone"
        /// The store file was replaced by another while the server had it open.
        case storeFileReplaced = "store_file_replaced"
        /// The disk holding the backups' {folder} is full.
        case backupDiskFull = "store_backup_disk_full"
        /// A form's field holds what no page of Hearth sends (a request made by hand, an old page).
        case formValue = "server_form_value"
        /// Not a number of servings from 1 to 100: {text} as written.
        case servings = "rule_servings"
        /// Not a time of day as HH:MM: {text} as written.
        case timeOfDay = "rule_time_of_day"
        /// A printer on the network took {sent} of {total} bytes of a report, then nothing for {seconds} seconds.
        case printerStalled = "server_printer_stalled"
        /// A printer on the network took only {sent} of {total} bytes of a report in {seconds} seconds.
        case printerTooSlow = "server_printer_too_slow"
        /// A printer on the network did not take the connection: off, or not at that address.
        case printerUnreachable = "server_printer_unreachable"
        /// The connection to a printer on the network broke while the report was sent.
        case printerConnectionBroke = "server_printer_connection_broke"
        /// Next week's proposal changed between the page that showed it and its Accept.
        case proposalChanged = "rule_proposal_changed"
        /// A swap offered of {chore}, which is not the asker's.
        case swapNotYours = "rule_swap_not_yours"
        /// A swap asked for {chore}, which is nobody else's.
        case swapNoOther = "rule_swap_no_other"
        /// A swap of {chore}, which always goes to {member}.
        case swapPinned = "rule_swap_pinned"
        /// A swap that would give {chore} to {member}, who may not do it.
        case swapMayNot = "rule_swap_may_not"
        /// A swap answered after its chores changed hands, or no longer offered.
        case swapGone = "rule_swap_gone"
        /// A swap answered by a member it was not offered to.
        case swapNotForYou = "rule_swap_not_for_you"
    }

    /// Which sentence.
    public var key: Key
    /// The values the sentence names, as the store holds them ("item": "Milk"; "chore": a chore's title,
    /// which a page names as the chore's label in the reader's language).
    public var values: [String: String]
    /// The field the rule checked (`Field`): a page puts the field's label before the sentence, the API
    /// names the key of its body. Nil for a refusal that is not of one field.
    public var field: Field?

    public init(_ key: Key, _ values: [String: String] = [:], field: Field? = nil) {
        self.key = key
        self.values = values
        self.field = field
    }

    /// A refusal of the field a rule names by `Field`'s raw value ("email", as the notice channels name
    /// their kinds); nil for a name that is no field of the domain's (a command's "--name").
    public init(_ key: Key, _ values: [String: String] = [:], field name: String) {
        self.init(key, values, field: Field(rawValue: name))
    }
}
