import Foundation
import HearthTestSupport
import Testing

/// Every page `hearth host` writes itself, for 哥哥 of 林家 (a Traditional Chinese family): sign-in, a
/// wrong password, a scanned card (his own and Ana's), an invitation, a refused form, a form that is not
/// text, not found, a device's link and a used one; none holds a word of the English theme's server words.
@Suite(.serialized) struct HostLanguageTests {
    typealias Hosted = HostServerTests.Hosted
    static let lins = HostServerTests.lins, brother = HostServerTests.brother

    /// The English words (four letters or more) of the English theme's server messages, but the ones a
    /// Chinese page shows too: commands it names, and the program's name.
    static func englishWords() throws -> Set<String> {
        let data = try Data(contentsOf: HearthProcess.repository.appending(path: "templates/i18n/en.json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        var words = Set<String>()
        for (key, text) in table where ["server_", "rule_", "store_"].contains(where: key.hasPrefix) {
            for word in text.split(whereSeparator: { !$0.isLetter || !$0.isASCII }) where word.count >= 4 { words.insert(String(word)) }
        }
        return words.subtracting(["hearth", "Hearth", "member", "password", "device", "CSRF", "UTF-8", "NAME"])
    }

    /// The text a person sees: the body without its tags, the commands it names taken out.
    static func visibleText(_ html: String) -> String {
        var text = html.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression)
        // The commands it names, and the form field it names ("text"), are the same in every language.
        for command in ["hearth member password", "hearth device add", "「text」"] { text = text.replacingOccurrences(of: command, with: " ") }
        return text
    }

    @Test func everyServerPageOfAChineseFamilyIsInChinese() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let english = try Self.englishWords()
        #expect(english.contains("Sign") || english.contains("sign"), "the English words were read: \(english.sorted().prefix(10))")
        var pages: [(String, Phone.Answer)] = []
        let chinese = ["Accept-Language": "zh-TW,zh;q=0.9"]

        let phone = host.phone()
        let signIn = try phone.get("/sign-in?member=\(Self.brother)&next=/join/\(Self.brother)")
        pages.append(("sign-in from his card", signIn))
        let token = try #require(signIn.field("csrf", inFormEndingWith: "/sign-in"))
        #expect(signIn.field("lang", inFormEndingWith: "/sign-in") == "zh-Hant")
        pages.append(("a wrong password", try phone.post("/sign-in", ["csrf": token, "member": Self.brother, "password": "wrong", "lang": "zh-Hant"])))
        pages.append(("not found, signed out", try phone.get("/nothing/here.png", headers: chinese)))

        try phone.signIn(Self.brother, HostServerTests.password)
        pages.append(("not found", try phone.get("/\(Self.lins)/nothing.png")))
        pages.append(("his own card", try phone.get("/join/\(Self.brother)")))
        let card = try phone.get("/join/\(HostServerTests.ana)")
        pages.append(("Ana's card", card))
        let inviteToken = try #require(card.field("csrf", inFormEndingWith: "/invite"))
        pages.append(("invited", try phone.post("/join/\(HostServerTests.ana)/invite", ["csrf": inviteToken])))
        pages.append(("a form out of date", try phone.post("/\(Self.lins)/act/wish/add", ["csrf": "old", "text": "茶"])))
        let wishes = "/\(Self.lins)/chores/wishes/"
        let wishToken = try #require(try phone.get(wishes).field("csrf", inFormEndingWith: "act/wish/add"))
        pages.append(("a form that is not text", try phone.send("POST", "/\(Self.lins)/act/wish/add", bytes: Array("csrf=\(wishToken)&text=".utf8) + [0xFF],
                                                                headers: ["Content-Type": "application/x-www-form-urlencoded"])))

        pages.append(("an empty field", try phone.post("/\(Self.lins)/act/wish/add", ["csrf": wishToken, "text": ""])))
        let added = try await host.hearth(["device", "add", "客廳平板", "--family", Self.lins])
        let link = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let tablet = host.phone()
        pages.append(("a device's link", try tablet.get(link)))
        #expect(try tablet.post(link, [:]).status == 303)
        pages.append(("a device's form", try tablet.post("/\(Self.lins)/act/wish/add", ["csrf": "x"])))
        pages.append(("a used link", try host.phone().send("POST", link, bytes: [], headers: chinese)))
        // The household's rules, refusing: said in the family's words too.
        pages.append(("invited twice", try phone.post("/join/\(HostServerTests.ana)/invite", ["csrf": inviteToken])))
        #expect(try phone.post("/\(Self.lins)/act/wish/add", ["csrf": wishToken, "text": "茶"]).status == 303)
        pages.append(("a wish made twice", try phone.post("/\(Self.lins)/act/wish/add", ["csrf": wishToken, "text": "茶"])))
        let groceries = "/\(Self.lins)/act/grocery/add"
        pages.append(("a quantity that is none", try phone.post(groceries, ["csrf": wishToken, "name": "米", "quantity": "很多"])))
        pages.append(("a name too long", try phone.post(groceries, ["csrf": wishToken, "name": String(repeating: "米", count: 101)])))

        #expect(pages.map(\.1.status) == [200, 401, 404, 404, 200, 200, 200, 403, 400, 400, 200, 403, 404, 400, 400, 400, 400],
                "\(pages.map { "\($0.0): \($0.1.status)" })")
        for (name, answer) in pages {
            #expect(answer.body.contains("<html lang=\"zh-Hant\">"), "\(name): \(answer.body.prefix(300))")
            let text = Self.visibleText(answer.body)
            let found = text.split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init).filter(english.contains)
            #expect(found.isEmpty, "\(name) has English words \(found): \(text)")
        }
        #expect(pages[13].1.body.contains("Ana已經被邀請加入林家。"))
        #expect(pages[14].1.body.contains("哥哥已經許過「茶」這個願望。"))
        #expect(pages[15].1.body.contains("數量：「很多」不是數量"))
        #expect(pages[16].1.body.contains("名稱：最多 100 個字，這裡有 101 個。"))
    }

    /// Issue 66: a family of each language the theme has (each file of templates/i18n but the base) meets
    /// the server's pages and refusals in it: 林家 speaks the language in turn, and no page 哥哥 meets holds
    /// an English word of the server's messages that the language's own file does not use too.
    @Test func everyLanguagesFamilyMeetsTheServerInIt() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let english = try Self.englishWords()
        let folder = HearthProcess.repository.appending(path: "templates/i18n")
        let tags = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(".json".count)) }.filter { $0 != "en" }.sorted()
        #expect(tags.contains("zh-Hant"), "\(tags)")
        for tag in tags {
            let set = try await host.hearth(["family", "set", "--language", tag, "--family", Self.lins])
            try #require(set.status == 0, "\(set.errors)")
            let table = try JSONDecoder().decode([String: String].self, from: Data(contentsOf: folder.appending(path: "\(tag).json")))
            let its = Set(table.values.flatMap { $0.split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init) })
            let phone = host.phone()
            try phone.signIn(Self.brother, HostServerTests.password)
            let token = try #require(try phone.get("/\(Self.lins)/chores/wishes/").field("csrf", inFormEndingWith: "act/wish/add"))
            #expect(try phone.post("/\(Self.lins)/act/wish/add", ["csrf": token, "text": "茶 \(tag)"]).status == 303)
            let pages: [(String, Phone.Answer)] = [
                ("his card", try phone.get("/join/\(Self.brother)")), ("notices", try phone.get("/notices")), ("tokens", try phone.get("/tokens")),
                ("calendar", try phone.get("/calendar-feeds")), ("invite", try phone.get("/invite")), ("language", try phone.get("/language")),
                ("not found", try phone.get("/\(Self.lins)/nothing.png")),
                ("a wish made twice", try phone.post("/\(Self.lins)/act/wish/add", ["csrf": token, "text": "茶 \(tag)"])),
                ("a name too long", try phone.post("/\(Self.lins)/act/grocery/add", ["csrf": token, "name": String(repeating: "米", count: 101)])),
                ("a form out of date", try phone.post("/\(Self.lins)/act/wish/add", ["csrf": "old", "text": "茶"])),
            ]
            for (name, answer) in pages {
                #expect(answer.body.contains("<html lang=\"\(tag)\">"), "\(tag), \(name): \(answer.body.prefix(300))")
                let text = Self.visibleText(answer.body)
                let found = text.split(whereSeparator: { !$0.isLetter || !$0.isASCII }).map(String.init).filter { english.contains($0) && !its.contains($0) }
                #expect(found.isEmpty, "\(tag), \(name) has English words \(found): \(text)")
            }
        }
    }

    @Test func theBrowsersLanguageChoosesBeforeSignIn() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        // A language with no file of the theme is passed over ("ko"); Chinese of Taiwan and Hong Kong is zh-Hant.
        for (header, lang) in [("zh-HK", "zh-Hant"), ("zh-TW", "zh-Hant"), ("zh-Hant-TW", "zh-Hant"), ("ko-KR, en;q=0.5", "en"), ("ko", "en"),
                               ("en;q=0.4, zh-TW;q=0.8", "zh-Hant")] {
            let page = try host.phone().get("/sign-in", headers: ["Accept-Language": header])
            #expect(page.body.contains("<html lang=\"\(lang)\">"), "\(header)")
        }
    }

    /// Issue 66: 哥哥 reads English (`hearth member set 哥哥 --language en`, no --family: his name is his
    /// alone) in 林家, a Traditional Chinese family. Signed in, the server's pages and its refusals are in
    /// English for him; 阿嬤, of the same family, keeps Chinese; and on his language page he goes back to
    /// his family's.
    @Test func aMembersOwnLanguageIsTheirsAlone() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let set = try await host.hearth(["member", "set", "哥哥", "--language", "en"])
        #expect(set.status == 0, "\(set.errors)")
        #expect(try await host.hearth(["member", "list", "--family", Self.lins]).output.contains("哥哥  (en)"))
        let grandmasPassword = try await host.hearth(["member", "password", Demo.grandma], input: HostServerTests.password + "\n")
        try #require(grandmasPassword.status == 0, "\(grandmasPassword.errors)")

        let brother = host.phone()
        try brother.signIn(Self.brother, HostServerTests.password)
        let card = try brother.get("/join/\(Self.brother)"), notices = try brother.get("/notices")
        #expect(card.body.contains("<html lang=\"en\">") && card.body.contains("Member ID"), "\(card.body.prefix(400))")
        #expect(notices.body.contains("<html lang=\"en\">") && notices.body.contains(">Notices<"), "\(notices.body.prefix(400))")
        let wishes = "/\(Self.lins)/chores/wishes/"
        let token = try #require(try brother.get(wishes).field("csrf", inFormEndingWith: "act/wish/add"))
        #expect(try brother.post("/\(Self.lins)/act/wish/add", ["csrf": token, "text": "茶"]).status == 303)
        let twice = try brother.post("/\(Self.lins)/act/wish/add", ["csrf": token, "text": "茶"])
        #expect(twice.status == 400 && twice.body.contains("<html lang=\"en\">") && twice.body.contains("哥哥 already wishes “茶”."), "\(twice.body)")

        let grandma = host.phone()
        try grandma.signIn(Demo.grandma, HostServerTests.password)
        let hers = try grandma.get("/notices")
        #expect(hers.body.contains("<html lang=\"zh-Hant\">") && hers.body.contains(">通知<"), "\(hers.body.prefix(400))")

        // The family's pages too, at the family's addresses: his in English, hers in Chinese.
        let chores = "/\(Self.lins)/chores/"
        var his = try brother.get(chores)
        for _ in 0..<150 where !his.body.contains("<html lang=\"en\"") {
            try await Task.sleep(for: .seconds(0.2))
            his = try brother.get(chores)
        }
        #expect(his.body.contains("<html lang=\"en\" data-hearth-hosted") && his.body.contains(">Chores<") && his.body.contains("林家"), "\(his.body.prefix(600))")
        #expect(!his.body.contains("site-languages"), "a hosted page has no language links: the language page is his switch")
        let hersPage = try grandma.get(chores)
        #expect(hersPage.body.contains("<html lang=\"zh-Hant\" data-hearth-hosted") && hersPage.body.contains(">家事<"))

        // His language page: the family's first, then each language by its own name; he chooses the family's.
        let page = try brother.get("/language")
        #expect(page.body.contains("<html lang=\"en\">") && page.body.contains("The family&#39;s: 繁體中文") && page.body.contains(">English<"), "\(page.body)")
        let languageToken = try #require(page.field("csrf", inFormEndingWith: "/language"))
        let chosen = try brother.post("/language", ["csrf": languageToken, "language": ""])
        #expect(chosen.status == 200 && chosen.body.contains("<html lang=\"zh-Hant\">") && chosen.body.contains("已儲存。"), "\(chosen.body)")
        #expect(try brother.get("/notices").body.contains("<html lang=\"zh-Hant\">"))
        var back = try brother.get(chores)
        for _ in 0..<150 where !back.body.contains("<html lang=\"zh-Hant\"") {
            try await Task.sleep(for: .seconds(0.2))
            back = try brother.get(chores)
        }
        #expect(back.body.contains("<html lang=\"zh-Hant\" data-hearth-hosted"), "his family's pages in his family's language again")
        #expect(!(try await host.hearth(["member", "list", "--family", Self.lins]).output.contains("(en)")))
        let unknown = try brother.post("/language", ["csrf": languageToken, "language": "xx"])
        #expect(unknown.status == 400 && unknown.body.contains("<html lang=\"zh-Hant\">"), "\(unknown.body)")
    }
}
