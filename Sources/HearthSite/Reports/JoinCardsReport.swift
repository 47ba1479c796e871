import HearthDomain

/// `hearth report cards`: the family's join cards, as the site's card sheet: for each member a QR code
/// (their ID, or the join address when the site is hosted) with their name and ID in groups of four.
public enum JoinCardsReport {
    /// What it reads of the household: the members only.
    public static let reads: FamilyParts = []

    public static func sheet(for snapshot: FamilySnapshot, joinURL: String?, strings: ThemeStrings) -> ReportSheet {
        let blocks: [ReportSheet.Block] = snapshot.members.map { member in
            let payload = MemberCode.payload(for: member.id, joinURL: joinURL)
            let caption = member.displayName + " · " + member.id.grouped
            // An address too long for a QR code is only written out.
            guard let code = try? QRCode(payload) else { return .text(caption + " · " + payload) }
            return .code(code, caption: caption)
        }
        return ReportSheet(title: strings.text("cards_title") + " · " + snapshot.family.name, subtitle: strings.text("cards_instructions"),
                           blocks: blocks.isEmpty ? [.text(strings.text("no_members"))] : blocks, language: snapshot.family.language.tag, colon: strings.text("colon"))
    }
}
