import Foundation
import HearthDomain
import HearthStore
import HearthSite
import Hummingbird

/// The family's forms below its pages, ".../act/AREA/VERB": each a route of its own, with the type its
/// body is decoded as (ActForms.swift) and the action it calls (`HostActions`). They come to "/act/…" for
/// the family at the site's root (`--family`), to "/FOLDER/act/…" otherwise. `SignedInForms` has checked
/// who sends them, and their CSRF token, before any of them is decoded.
struct ActController {
    let handlers: HostHandlers

    func addRoutes(to router: Router<HostRequestContext>, forms: SignedInForms) {
        for prefix in ["/act", "/:folder/act"] {
            let group = router.group(RouterPath(prefix)).add(middleware: forms)
            act(group, .groceryItem, ListItemForm.self) { try $0.changeItem($1, by: $2, in: $3, receivedAt: $4) }
            act(group, .groceryCheck, TickForm.self) { try $0.tick($1, checked: true, by: $2, in: $3, receivedAt: $4) }
            act(group, .groceryUncheck, TickForm.self) { try $0.tick($1, checked: false, by: $2, in: $3, receivedAt: $4) }
            act(group, .groceryUnavailable, ItemForm.self) { actions, form, member, family, _ in try actions.markAvailable(form, false, by: member, in: family) }
            act(group, .groceryAvailable, ItemForm.self) { actions, form, member, family, _ in try actions.markAvailable(form, true, by: member, in: family) }
            act(group, .groceryPurchase, NoFields.self) { actions, _, member, family, _ in try actions.purchase(by: member, in: family) }
            act(group, .groceryAdd, AddItemForm.self) { try $0.addItem($1, by: $2, in: $3, receivedAt: $4) }
            // A kitchen screen that may mark chores marks them for the member picked on it ("who did it?").
            act(group, .choreDone, ChoreForm.self, picked: \.member) { actions, form, member, family, _ in
                try actions.recordChore(form, done: true, by: member, in: family)
            }
            act(group, .choreUndo, ChoreForm.self, picked: \.member) { actions, form, member, family, _ in
                try actions.recordChore(form, done: false, by: member, in: family)
            }
            act(group, .choreAcceptWeek, WeekAcceptForm.self) { actions, form, member, family, _ in try actions.acceptWeek(form, by: member, in: family) }
            act(group, .wishAdd, WishForm.self) { actions, form, member, family, _ in try actions.addWish(form, by: member, in: family) }
            act(group, .wishRemove, WishRemovalForm.self) { actions, form, member, family, _ in try actions.removeWish(form, by: member, in: family) }
            act(group, .mealAdd, MealForm.self) { actions, form, member, family, _ in try actions.addMeal(form, by: member, in: family) }
            act(group, .mealMove, MealMoveForm.self) { actions, form, member, family, _ in try actions.moveMeal(form, by: member, in: family) }
            act(group, .mealRemove, MealRemovalForm.self) { actions, form, member, family, _ in try actions.removeMeal(form, by: member, in: family) }
            act(group, .mealShop, MealShoppingForm.self) { actions, form, member, family, _ in try actions.shopMeals(form, by: member, in: family) }
            act(group, .tripStart, TripStartForm.self) { actions, form, member, family, _ in try actions.startTrip(form, by: member, in: family) }
            act(group, .tripPause, NoFields.self) { actions, _, member, family, _ in try actions.changeTrip(.pause, by: member, in: family) }
            act(group, .tripResume, NoFields.self) { actions, _, member, family, _ in try actions.changeTrip(.resume, by: member, in: family) }
            act(group, .tripStop, NoFields.self) { actions, _, member, family, _ in try actions.changeTrip(.stop, by: member, in: family) }
            act(group, .locationMove, LocationMoveForm.self) { actions, form, member, family, _ in try actions.moveLocation(form, by: member, in: family) }
        }
    }

    /// One form's route: `perform` is given the decoded form, the member acting, their family and when the
    /// form came; `picked`, for a form a kitchen screen may send, the field naming the member it acts as.
    private func act<Form: Decodable & Sendable>(_ group: RouterGroup<HostRequestContext>, _ action: FormAction, _ form: Form.Type,
                                                 picked: (@Sendable (Form) -> String?)? = nil,
                                                 perform: @escaping @Sendable (HostActions, Form, Member, Family, Int64) throws -> HostActions.Outcome) {
        group.post(RouterPath(action.rawValue)) { [handlers] request, context in
            try await handlers.act(action.rawValue, request, context, picked: picked, perform: perform)
        }
    }
}

extension HostHandlers {
    /// A form of the family's pages, as `ActController` routes it: refused when a device sends what it may
    /// not, or it comes to another family's pages (an old tab, after joining elsewhere); else applied on the
    /// changes' queue in the order forms came (`change`), and answered with the page it came from.
    func act<Form: Decodable & Sendable>(_ action: String, _ request: Request, _ context: HostRequestContext, picked: (@Sendable (Form) -> String?)?,
                                         perform: @escaping @Sendable (HostActions, Form, Member, Family, Int64) throws -> HostActions.Outcome) async throws -> Response {
        guard let visitor = context.signedIn?.visitor else { return signedOutRefusal(request) }
        guard let home = site.home(of: visitor.family) else { return notFound(request, visitor.family) }
        if case .device = visitor, picked == nil { return deviceRefusal(visitor) }
        let back = back(request, home: home, family: visitor.family)
        var request = request
        let form: Form
        do {
            form = try await request.form(Form.self, context)
        } catch let problem as FormProblem {
            return try formAnswer(.refused(problem), back: back, in: visitor.language)
        }
        let pickedMember = picked.flatMap { $0(form) }
        if case .device(let device, let family) = visitor, device.marksChores, pickedMember?.isEmpty ?? true {
            // A chore assigned to nobody starts on "Choose…", not on the first member.
            return pages.refusal(pages.words(family.language).text("host_choose_who_first"), back: back, in: family.language, status: .badRequest)
        }
        guard let (member, family) = try actingMember(visitor, picked: pickedMember) else { return deviceRefusal(visitor) }
        // The family whose pages the form is on: "/FOLDER/", or "/" for the family at the site's root.
        let formFamily = context.parameters.get("folder").map { "/" + $0 + "/" } ?? "/"
        guard formFamily == home else {
            let words = pages.words(visitor.language)
            return pages.refusal(words.text("server_not_a_member", ["member": member.displayName]), back: home, in: visitor.language, status: .forbidden)
        }
        let result = await change(action, by: member, in: family, back: back) { actions, receivedAt in
            try perform(actions, form, member, family, receivedAt)
        }
        return try formAnswer(result, back: back, in: visitor.language)
    }

    /// Who a form acts as: the member signed in; on a kitchen screen allowed to mark chores done, the
    /// member picked on it (`picked`, of the device's family); nil: a device changes nothing else.
    private func actingMember(_ visitor: Visitor, picked: String?) throws -> (Member, Family)? {
        switch visitor {
        case .member(let member, let family): return (member, family)
        case .device(let device, let family):
            guard device.marksChores, let id = picked.flatMap(HearthID.init), let member = try store.member(id: id),
                  member.familyID == family.id else { return nil }
            return (member, family)
        }
    }
}
