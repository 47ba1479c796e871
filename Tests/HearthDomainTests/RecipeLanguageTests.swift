import Foundation
import Testing
@testable import HearthDomain

/// A recipe's language (issue 46): where an import finds it, how a tag is kept, and what it changes in the
/// lines. The lines are from real pages (recipe-scrapers' test data: chefkoch.de, delishkitchen.tv, arla.se).
@Suite struct RecipeLanguageTests {
    static func page(_ json: String, html: String = "") throws -> RecipeImportMending {
        var imported = try SchemaOrgRecipe.read(try RecipeImportReadingTests.json(json)).get()
        imported.pageLanguage = RecipeLanguage.declared(inPage: html) ?? ""
        return RecipeImportMending(imported, decimalComma: false)
    }

    static let hackbraten = #"""
        {"@type": "Recipe", "name": "Saftiger Hackbraten im Ofen", "recipeYield": "4",
         "recipeIngredient": ["1 ½ Semmel(n) (altbacken)", "2 EL Zitronensaft", "600 g Hackfleisch, gemischtes", "1 TL Paprikapulver, edelsüßes"],
         "recipeInstructions": "Die Semmeln in Wasser einweichen und die Zwiebel mit der Petersilie fein hacken. Den Backofen auf 200 °C vorheizen."}
        """#

    @Test func theFilesInLanguageIsTheRecipesLanguage() throws {
        #expect(try Self.page(#"{"@type": "Recipe", "name": "Flan", "inLanguage": "es-ES", "recipeIngredient": ["4 huevos"]}"#).language == "es-ES")
        #expect(try Self.page(#"{"@type": "Recipe", "name": "Flan", "inLanguage": {"@type": "Language", "name": "Spanish", "alternateName": "es"}, "recipeIngredient": []}"#).language == "es")
        #expect(try Self.page(#"{"@type": "Recipe", "name": "Flan", "inLanguage": "Spanish please", "recipeIngredient": []}"#).language == "", "no tag: not a language")
    }

    /// A page's `<html lang>` is believed where the words agree or say nothing; a site's English theme
    /// around a German recipe is not.
    @Test func thePagesLangIsTakenWhenTheWordsDoNotSayOtherwise() throws {
        #expect(try Self.page(Self.hackbraten, html: #"<!DOCTYPE html><html lang="de-DE" class="no-js"><head>"#).language == "de-DE")
        #expect(try Self.page(Self.hackbraten, html: #"<html class="x" lang="en-US">"#).language == "de", "the words are German")
        #expect(try Self.page(Self.hackbraten).language == "de", "no lang: the words")
        #expect(try Self.page(#"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["bread"]}"#, html: "<html lang='sv'>").language == "sv",
                "too few words to say: the page's")
        #expect(try Self.page(#"{"@type": "Recipe", "name": "Toast", "recipeIngredient": ["bread"]}"#, html: "<html xml:lang='sv'>").language == "",
                "nothing says: the family's")
    }

    @Test func theWordsShowTheLanguage() {
        #expect(RecipeLanguage.guess(from: ["めんつゆ（3倍濃縮） 大さじ1", "卵(60g 程度) 2個"]) == "ja", "kana")
        #expect(RecipeLanguage.guess(from: ["五花肉 600克", "醬油 2 大匙", "蔥 3 根"]) == "zh-Hant")
        #expect(RecipeLanguage.guess(from: ["五花肉 600克", "酱油 2 大匙", "葱 3 根", "一个半番茄"]) == "zh-Hans")
        #expect(RecipeLanguage.guess(from: ["½ dl Vatten", "1 tsk torkad timjan", "1 msk smör eller olivolja", "Blanda och servera med ris"]) == "sv")
        #expect(RecipeLanguage.guess(from: ["2 cups flour", "1 tsp salt", "Stir the flour and the salt until smooth"]) == "en")
        #expect(RecipeLanguage.guess(from: ["Tofu"]) == nil, "one word says nothing")
    }

    @Test func aTagIsKeptAsBCP47WritesIt() throws {
        #expect(try Recipe.checkLanguage("PT-br").get() == "pt-BR")
        #expect(try Recipe.checkLanguage("zh-hant-tw").get() == "zh-Hant-TW")
        #expect(try Recipe.checkLanguage(" ").get() == "", "nothing: the family's")
        for wrong in ["German", "d", "de_DE", "de-DE-x-y", "日本"] {
            guard case .failure(let problem) = Recipe.checkLanguage(wrong) else { Issue.record("\(wrong) accepted"); continue }
            #expect(problem.description.hasPrefix("--language: expected a language tag such as de, pt-BR or zh-Hant"))
        }
        #expect(RecipeLanguage.name(of: "pt-BR") == "Português" && RecipeLanguage.name(of: "zh-Hant-TW") == "繁體中文" && RecipeLanguage.name(of: "hu") == "hu")
        #expect(RecipeLanguage.name(of: "pl-PL") == "Polski", "Polish, as real recipes come in it (issue 68)")
    }

    /// Only English names change number; another language's name stays as written after any amount.
    @Test func onlyEnglishNamesGetPlurals() throws {
        let avocado = try Ingredient.parse("1 Avocado").get()
        #expect(avocado.names(after: ["2"], language: "de") == ["Avocado"])
        #expect(avocado.names(after: ["2"], language: "en-GB") == ["Avocados"])
        let pepper = try Ingredient.parse("1 cucharadita de pimienta negra").get()
        #expect(pepper.line(amountLine: pepper.scaledAmounts(by: [Rational(2)], language: "es")[0].text,
                            shownName: pepper.names(after: ["2 cucharaditas"], language: "es")[0]) == "2 cucharaditas de pimienta negra")
        #expect(try Ingredient.parse("125 gram hvedemel").get().scaledAmounts(by: [Rational(2)], language: "da")[0].text == "250 gram",
                "a unit no kitchen's words spell stays as written outside English")
        #expect(try Ingredient.parse("125 gram flour").get().scaledAmounts(by: [Rational(2)], language: "en")[0].text == "250 grams")
    }
}
