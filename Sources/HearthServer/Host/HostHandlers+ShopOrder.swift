import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// A shop's walking order as the family's trips there show it, on the server's page /shop-order?shop=ID
/// (linked from the shop's hosted list): the order suggested beside the shop's own, how sure it is, and for
/// a manager a form that takes the order shown, as `hearth shop learn SHOP` and then `--apply` do.
extension HostHandlers {
    /// GET /shop-order?shop=ID.
    func shopOrderPage(_ request: Request, _ context: MemberRequestContext) throws -> Response {
        let shop = request.uri.queryParameters.get("shop") ?? ""
        return try shopOrderAnswer(shop, context, saved: nil)
    }

    /// POST /shop-order: the shop and the locations in the order the page showed, which becomes the shop's
    /// (a manager's only), on the changes' queue as every change of the household.
    func saveShopOrder(_ request: Request, _ context: MemberRequestContext) async throws -> Response {
        var request = request
        let form = try await request.form(ShopOrderForm.self, context)
        let member = context.member, family = context.family
        do {
            let shop = try await applied("shop/order", by: member, in: family) { [store] in
                try store.orderShop(form.shop, locations: form.location, by: member, in: family)
            }
            let words = pages.words(context.language)
            return try shopOrderAnswer(shop.id, context, saved: words.text("server_shop_order_saved", ["shop": shop.name]))
        } catch let failure as Failure {
            return pages.refusal(pages.message(of: failure, in: context.language), back: "/shop-order?shop=" + form.shop.percentEncoded,
                                 in: context.language, status: Self.status(of: failure))
        }
    }

    /// The page for the shop `text` names (its ID), in the member's language; a shop the family has not is 404.
    private func shopOrderAnswer(_ text: String, _ context: MemberRequestContext, saved: String?) throws -> Response {
        let family = context.family, language = context.language, words = pages.words(language)
        let shop: Shop, learned: LearnedOrder, shops: [Shop], locations: [StoreLocation]
        do {
            (shop, learned) = try store.learnShopOrder(text, apply: false, in: family)
            shops = try store.shops(of: family)
            locations = try store.locations(of: family)
        } catch let failure as Failure where failure.kind == .badData {
            return pages.refusal(pages.message(of: failure, in: language), back: site.home(of: family), in: language, status: .notFound)
        }
        let names = Dictionary(locations.map { ($0.id, $0.isUnknown ? words.text("location_unknown") : $0.name) }) { first, _ in first }
        let suggested = learned.learned == 0 ? [] : learned.locationIDs.enumerated().map { index, id in
            ShopOrderPage.Place(id: id, name: names[id] ?? id, kept: index >= learned.learned)
        }
        let sure: String
        if learned.learned == 0 {
            sure = words.text("server_shop_order_nothing", ["shop": shop.name])
        } else {
            let trips = words.count("server_shop_order_trips", learned.trips)
            sure = learned.percentSure.map { words.text("server_shop_order_sure", ["trips": trips, "percent": String($0)]) }
                ?? words.text("server_shop_order_unsure", ["trips": trips])
        }
        let back = (site.home(of: family) ?? "/") + shop.listFolder(among: shops)
        let page = ShopOrderPage(csrf: context.session.csrf, shopID: shop.id, suggested: suggested,
                                 now: shop.locationIDs.map { .init(id: $0, name: names[$0] ?? $0, kept: false) },
                                 sureText: sure, mayApply: context.member.managesFamily, savedText: saved,
                                 backHref: pages.address(back.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? back))
        return pages.answer(page, title: words.text("server_shop_order_title", ["shop": shop.name]), in: language, status: .ok)
    }
}

/// POST /shop-order: the shop (its ID) and its locations (their IDs, `location[]`) in the order to take.
struct ShopOrderForm: Decodable {
    var shop: String
    var location: [String]
}
