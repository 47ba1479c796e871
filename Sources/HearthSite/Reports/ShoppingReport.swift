import HearthDomain

/// `hearth report shopping`: every item still to get, by location in walking order (as the shopping
/// page lists them), each with a box to tick, its quantity, the meals that need it and who added it; an
/// item the store lacked last time is marked so. With the site's public address, a QR code back to the
/// live shopping list. At a shop (`--shop`), in that shop's walking order.
public enum ShoppingReport {
    /// What it reads of the household: the items still to get, and the meals that need them.
    public static let reads: FamilyParts = [.shoppingList, .meals]

    /// At `shop`, the list is in its walking order, what it has not last ("Not at Corner shop"), and says so.
    public static func sheet(for snapshot: FamilySnapshot, date: CalendarDay, publicURL: String?, strings: ThemeStrings,
                             at shop: Shop? = nil) -> ReportSheet {
        let groups = snapshot.groceries.shoppingList
        let count = groups.reduce(0) { $0 + $1.items.count }
        let words = GroceryItemWords(strings: strings)
        var blocks: [ReportSheet.Block] = []
        let models = shop.map { LocationGroupModel.groups(snapshot.groceries.shoppingList(at: $0), snapshot: snapshot, words: words) }
            ?? groups.map { LocationGroupModel($0, snapshot: snapshot, words: words) }
        for group in models {
            blocks.append(.heading(group.name))
            for item in group.items {
                let text = item.hasQuantity ? item.name + " " + item.quantityText : item.name
                let details = [item.available ? "" : item.notAvailableText, item.forMealsText, item.addedByText]
                blocks.append(.tick(text: text, detail: details.filter { !$0.isEmpty }.joined(separator: " · "), marked: !item.available))
            }
        }
        if count == 0 { blocks.append(.text(strings.text("shopping_empty"))) }
        if let publicURL {
            let folder = shop.map { ShoppingPage.shopRoute(for: $0, among: snapshot.groceries.shops).folder } ?? ShoppingPage.route.folder
            let address = publicURL + "/" + snapshot.family.folderName + "/" + folder
            // An address too long for a QR code is only written out.
            if let code = try? QRCode(address) { blocks.append(.code(code, caption: address)) } else { blocks.append(.text(address)) }
        }
        var sheet = ReportSheet(title: strings.text("shopping_title") + " · " + snapshot.family.name,
                                subtitle: (shop.map { strings.text("shopping_at", ["shop": $0.name]) + " · " } ?? "")
                                    + strings.text("shopping_for", ["date": strings.longDate(date)]) + " · " + strings.count("shopping_summary", count),
                                blocks: blocks, language: snapshot.family.language.tag, colon: strings.text("colon"))
        // Two columns on a sheet: a household's list of forty items in nine aisles fits on one.
        sheet.columnsOnPaper = 2
        return sheet
    }
}
