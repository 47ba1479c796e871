/// The words one kitchen writes its measures in: a German cook's "EL" and "TL", a French cook's "c. à
/// soupe" and "c. à café", a Japanese cook's 大さじ and 小さじ. An amount stepped to another measure is
/// written in the words of the writer's own (half of "1 EL" is "1½ TL", never "½ EL" or "1½ tsp"), and a
/// kitchen whose words have no cup never steps up to cups.
public struct KitchenWords: Sendable {
    /// A measure's word in the singular and the plural ("cucharada", "cucharadas"); in a language with
    /// more forms, each by its CLDR plural category (Polish "1 łyżka", "2 łyżki", "5 łyżek", "1,5 łyżki").
    public struct Word: Sendable {
        public let singular: String
        public let plural: String
        /// The forms by category ("one", "few", "many", "other"); empty where singular and plural say all.
        let forms: [String: String]
        /// Every way the word is written, for reading it back.
        var spellings: [String] { [singular, plural] + forms.values.sorted() }
    }

    /// The language these words are of (a BCP 47 primary tag: "de", "ja").
    public let language: String
    /// The words by unit key ("tbsp": EL): the measures this kitchen steps between.
    let words: [String: Word]
    /// Whether the measure comes before its number, as Japanese writes spoons: "大さじ1½".
    public let unitBeforeNumber: Bool

    init(_ language: String, unitBeforeNumber: Bool = false, _ words: [String: (String, String)]) {
        self.language = language
        self.unitBeforeNumber = unitBeforeNumber
        self.words = words.mapValues { Word(singular: $0.0, plural: $0.1, forms: [:]) }
    }

    /// A kitchen whose words take a form per CLDR plural category: one, few, many and other (a fraction).
    init(_ language: String, forms words: [String: (one: String, few: String, many: String, other: String)]) {
        self.language = language
        self.unitBeforeNumber = false
        self.words = words.mapValues {
            Word(singular: $0.one, plural: $0.few, forms: ["one": $0.one, "few": $0.few, "many": $0.many, "other": $0.other])
        }
    }

    /// The word for unit `key`, in the singular or plural; nil when this kitchen has no word for it.
    public func word(for key: String, singular: Bool) -> String? {
        words[key].map { singular ? $0.singular : $0.plural }
    }

    /// The word for unit `key` after `number` as it is written ("2", "1½", "3–5"): in the form the number
    /// takes in this kitchen's language ("5 łyżek", "2 литра", "½ szklanki"), else singular or plural.
    public func word(for key: String, after number: String) -> String? {
        guard let word = words[key] else { return nil }
        guard !word.forms.isEmpty else { return Ingredient.takesSingular(number) ? word.singular : word.plural }
        return word.forms[PluralRules.category(ofWritten: number, language: language)] ?? word.plural
    }

    /// Whether this kitchen measures in cups.
    public var hasCups: Bool { words["cup"] != nil }

    /// Every kitchen's words. Where two kitchens write a word alike but for its letter case (German "EL",
    /// Dutch "el"), the writer's own case picks the kitchen.
    public static let all: [KitchenWords] = [
        KitchenWords("en", ["cup": ("cup", "cups"), "tbsp": ("tbsp", "tbsp"), "tsp": ("tsp", "tsp"), "pinch": ("pinch", "pinches")]),
        KitchenWords("de", ["tbsp": ("EL", "EL"), "tsp": ("TL", "TL"), "pinch": ("Prise", "Prisen"), "clove": ("Zehe", "Zehen"),
                            "piece": ("Stück", "Stück"), "slice": ("Scheibe", "Scheiben"), "can": ("Dose", "Dosen")]),
        KitchenWords("de", ["tbsp": ("Esslöffel", "Esslöffel"), "tsp": ("Teelöffel", "Teelöffel"), "pinch": ("Msp.", "Msp."),
                            "clove": ("Knoblauchzehe", "Knoblauchzehen")]),
        KitchenWords("de", ["tbsp": ("Essl.", "Essl."), "tsp": ("Teel.", "Teel.")]),
        KitchenWords("fr", ["tbsp": ("c. à soupe", "c. à soupe"), "tsp": ("c. à café", "c. à café"), "pinch": ("pincée", "pincées"),
                            "clove": ("gousse", "gousses"), "slice": ("tranche", "tranches"), "can": ("boîte", "boîtes")]),
        KitchenWords("fr", ["tbsp": ("cuillère à soupe", "cuillères à soupe"), "tsp": ("cuillère à café", "cuillères à café")]),
        KitchenWords("fr", ["tbsp": ("c.à.s.", "c.à.s."), "tsp": ("c.à.c.", "c.à.c.")]),
        KitchenWords("fr", ["tbsp": ("c.à.s", "c.à.s"), "tsp": ("c.à.c", "c.à.c")]),
        KitchenWords("fr", ["tbsp": ("c. à s.", "c. à s."), "tsp": ("c. à c.", "c. à c.")]),
        KitchenWords("fr", ["tbsp": ("càs", "càs"), "tsp": ("càc", "càc")]),
        KitchenWords("fr", ["tbsp": ("cuill. à soupe", "cuill. à soupe"), "tsp": ("cuill. à café", "cuill. à café")]),
        KitchenWords("it", ["tbsp": ("cucchiaio", "cucchiai"), "tsp": ("cucchiaino", "cucchiaini"), "pinch": ("pizzico", "pizzichi"),
                            "clove": ("spicchio", "spicchi"), "slice": ("fetta", "fette"), "can": ("lattina", "lattine")]),
        KitchenWords("es", ["cup": ("taza", "tazas"), "tbsp": ("cucharada", "cucharadas"), "tsp": ("cucharadita", "cucharaditas"),
                            "pinch": ("pizca", "pizcas"), "clove": ("diente", "dientes"), "slice": ("rebanada", "rebanadas"),
                            "can": ("lata", "latas")]),
        KitchenWords("es", ["tbsp": ("cda", "cdas"), "tsp": ("cdta", "cdtas")]),
        KitchenWords("pt", ["cup": ("xícara", "xícaras"), "tbsp": ("colher de sopa", "colheres de sopa"),
                            "tsp": ("colher de chá", "colheres de chá"), "pinch": ("pitada", "pitadas"), "clove": ("dente", "dentes"),
                            "slice": ("fatia", "fatias"), "can": ("lata", "latas")]),
        KitchenWords("pt", ["cup": ("xícara (chá)", "xícaras (chá)"), "tbsp": ("colher (sopa)", "colheres (sopa)"),
                            "tsp": ("colher (chá)", "colheres (chá)")]),
        KitchenWords("nl", ["tbsp": ("el", "el"), "tsp": ("tl", "tl"), "pinch": ("snufje", "snufjes"), "clove": ("teentje", "teentjes"),
                            "slice": ("plak", "plakken"), "can": ("blik", "blikken")]),
        KitchenWords("nl", ["tbsp": ("eetlepel", "eetlepels"), "tsp": ("theelepel", "theelepels"), "clove": ("teen", "tenen")]),
        KitchenWords("sv", ["tbsp": ("msk", "msk"), "tsp": ("tsk", "tsk"), "pinch": ("nypa", "nypor"), "clove": ("klyfta", "klyftor"),
                            "slice": ("skiva", "skivor"), "can": ("burk", "burkar")]),
        KitchenWords("no", ["tbsp": ("ss", "ss"), "tsp": ("ts", "ts"), "pinch": ("klype", "klyper"), "clove": ("fedd", "fedd"),
                            "slice": ("skive", "skiver"), "can": ("boks", "bokser")]),
        KitchenWords("da", ["tbsp": ("spsk", "spsk"), "tsp": ("tsk", "tsk"), "pinch": ("knivspids", "knivspidser"), "clove": ("fed", "fed"),
                            "slice": ("skive", "skiver"), "can": ("dåse", "dåser")]),
        KitchenWords("da", ["tbsp": ("spsk.", "spsk."), "tsp": ("tsk.", "tsk."), "pinch": ("nip", "nip"), "can": ("ds", "ds")]),
        // Polish and Russian write a measure in the form its number takes: "1 łyżka", "2 łyżki", "5 łyżek",
        // "1,5 łyżki"; "1 литр", "2 литра", "5 литров", "1,5 литра". Their glass (szklanka, стакан) is a measure
        // of its own (`MeasureUnit` "glass", 250 ml), not a cup of 16 spoons: spoons never step up to it.
        KitchenWords("pl", forms: ["tbsp": ("łyżka", "łyżki", "łyżek", "łyżki"), "tsp": ("łyżeczka", "łyżeczki", "łyżeczek", "łyżeczki"),
                                   "glass": ("szklanka", "szklanki", "szklanek", "szklanki"), "pinch": ("szczypta", "szczypty", "szczypt", "szczypty"),
                                   "clove": ("ząbek", "ząbki", "ząbków", "ząbka"), "slice": ("plaster", "plastry", "plastrów", "plastra"),
                                   "can": ("puszka", "puszki", "puszek", "puszki"), "l": ("litr", "litry", "litrów", "litra")]),
        KitchenWords("ru", forms: ["tbsp": ("столовая ложка", "столовые ложки", "столовых ложек", "столовой ложки"),
                                   "tsp": ("чайная ложка", "чайные ложки", "чайных ложек", "чайной ложки"),
                                   "glass": ("стакан", "стакана", "стаканов", "стакана"), "pinch": ("щепотка", "щепотки", "щепоток", "щепотки"),
                                   "clove": ("зубчик", "зубчика", "зубчиков", "зубчика"), "slice": ("ломтик", "ломтика", "ломтиков", "ломтика"),
                                   "can": ("банка", "банки", "банок", "банки"), "l": ("литр", "литра", "литров", "литра")]),
        KitchenWords("ru", forms: ["tbsp": ("ст. л.", "ст. л.", "ст. л.", "ст. л."), "tsp": ("ч. л.", "ч. л.", "ч. л.", "ч. л.")]),
        KitchenWords("ja", unitBeforeNumber: true, ["tbsp": ("大さじ", "大さじ"), "tsp": ("小さじ", "小さじ")]),
        KitchenWords("zh", ["cup": ("杯", "杯"), "tbsp": ("大匙", "大匙"), "tsp": ("小匙", "小匙")]),
        KitchenWords("zh", ["cup": ("杯", "杯"), "tbsp": ("湯匙", "湯匙"), "tsp": ("茶匙", "茶匙")]),
        KitchenWords("zh", ["cup": ("杯", "杯"), "tbsp": ("汤匙", "汤匙"), "tsp": ("茶匙", "茶匙")]),
    ]

    /// The kitchen a unit as written belongs to: the one that writes it so, else the first that writes
    /// it in another letter case; nil for a word no kitchen here writes (English "tablespoons" and "cups"
    /// are spelled by `MeasureUnit`).
    public static func of(_ spelling: String) -> KitchenWords? {
        if let exact = byExactSpelling[spelling] { return exact }
        return byLoweredSpelling[spelling.lowercased()]
    }

    private static let byExactSpelling: [String: KitchenWords] = {
        var index: [String: KitchenWords] = [:]
        for kitchen in all { for word in kitchen.words.values { for spelling in word.spellings where index[spelling] == nil { index[spelling] = kitchen } } }
        return index
    }()

    private static let byLoweredSpelling: [String: KitchenWords] = {
        var index: [String: KitchenWords] = [:]
        for (spelling, kitchen) in byExactSpelling.sorted(by: { $0.key < $1.key }) where index[spelling.lowercased()] == nil {
            index[spelling.lowercased()] = kitchen
        }
        return index
    }()

    /// Whether a measure is written before its number, as Japanese writes its spoons and cups: "大さじ1".
    public static func writesBeforeNumber(_ spelling: String) -> Bool {
        spelling == "カップ" || of(spelling)?.unitBeforeNumber == true
    }

    /// "About" before an amount in the words of a recipe's language ("ca. 1½ EL", "約小さじ⅛"), for a
    /// recipe written in another language than its family's, whose lines read in one language; nil for a
    /// language not here.
    public static func about(_ amount: String, language: String) -> String? {
        switch RecipeLanguage.primary(language) {
        case "en": return "about " + amount
        case "de", "nl", "no", "nb", "nn", "da": return "ca. " + amount
        case "sv": return "ca " + amount
        case "fr": return "env. " + amount
        case "it": return "circa " + amount
        case "es", "pt": return "aprox. " + amount
        case "ja": return "約" + amount
        case "zh":
            let simplified = ["zh-hans", "zh-cn", "zh-sg"].contains { language.lowercased().hasPrefix($0) }
            return (simplified ? "约" : "約") + amount
        default: return nil
        }
    }

    /// Every spelling by unit key, lower-cased, for `MeasureUnit` to read.
    static func spellings(of key: String) -> [String] {
        all.flatMap { kitchen in kitchen.words[key].map { $0.spellings.map { $0.lowercased() } } ?? [] }
    }
}
