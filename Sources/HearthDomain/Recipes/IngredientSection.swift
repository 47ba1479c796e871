/// Ingredient lines with their sections: a line that ends in a colon and starts with no amount, "For the
/// dough:" or "醬料：", is no ingredient but the heading of the lines after it, as cooks write them and as
/// recipe sites put them among their lines. The heading is kept on each of its lines (`Ingredient.section`),
/// not as a line of its own, so a recipe's lines stay its ingredients.
public enum IngredientSection {
    /// The section a line names, without its colon; nil for an ingredient line.
    public static func heading(in line: String) -> String? {
        let trimmed = line.trimmed
        guard let last = trimmed.last, last == ":" || last == "：" else { return nil }
        let name = String(trimmed.dropLast()).trimmed
        guard !name.isEmpty, !Amount.looksNumeric(name), Amount.parse(prefixOf: name) == nil else { return nil }
        return name
    }

    /// Each line read as `Ingredient.parse` reads one, a heading giving its name to the lines after it;
    /// an error is the one of the first line that is wrong, with its index. A heading must have a line
    /// after it: typed alone, it would leave the recipe without the lines its writer meant to give.
    public static func parse(_ lines: [String], decimalComma: Bool = false) -> Result<[Ingredient], LineProblem> {
        let read = reading(lines, decimalComma: decimalComma, stoppingAtAProblem: true)
        return read.problems.first.map { .failure($0) } ?? .success(read.ingredients)
    }

    /// `parse` for another app's lines, which no one can retype: a line that is no ingredient as Hearth
    /// reads one ("1, 14 oz can of milk") is kept whole as its name, without an amount to scale; one
    /// without a letter ("2"), a heading that is no name and one with no line after it are left out. Each
    /// line kept or left out is in `problems`.
    public static func parseKeeping(_ lines: [String], decimalComma: Bool = false) -> (ingredients: [Ingredient], problems: [LineProblem]) {
        reading(lines, decimalComma: decimalComma, stoppingAtAProblem: false)
    }

    private static func reading(_ lines: [String], decimalComma: Bool, stoppingAtAProblem: Bool) -> (ingredients: [Ingredient], problems: [LineProblem]) {
        var ingredients: [Ingredient] = []
        var problems: [LineProblem] = []
        var section = ""
        // The heading read last, until a line comes under it.
        var waiting: (index: Int, name: String)?
        reading: for (index, line) in lines.enumerated() {
            if let heading = heading(in: line) {
                switch NameRules.check(heading, field: "section") {
                case .success(let name):
                    section = name
                    waiting = (index, name)
                case .failure(let problem):
                    problems.append(LineProblem(index: index, problem: problem))
                    if stoppingAtAProblem { break reading }
                }
                continue
            }
            switch Ingredient.parse(line, decimalComma: decimalComma) {
            case .success(var ingredient):
                ingredient.section = section
                ingredients.append(ingredient)
                waiting = nil
            case .failure(let problem):
                if stoppingAtAProblem {
                    problems.append(LineProblem(index: index, problem: problem))
                    break reading
                }
                let whole = line.trimmed
                let keeps = whole.contains(where: \.isLetter) && NameRules.checkCharacters(whole, field: "ingredient") == nil
                problems.append(LineProblem(index: index, problem: problem, keptAsWritten: keeps))
                guard keeps else { continue }
                var kept = Ingredient(amountText: "", unit: "", name: whole, note: "")
                kept.section = section
                ingredients.append(kept)
                waiting = nil
            }
        }
        if stoppingAtAProblem, problems.isEmpty, let waiting {
            problems.append(LineProblem(index: waiting.index, problem: InvalidValue(field: "section \"\(waiting.name)\"", expected: "an ingredient line after it")))
        }
        return (ingredients, problems)
    }

    /// What is wrong with the line at `index`; `keptAsWritten`: `parseKeeping` kept it whole as a name.
    public struct LineProblem: Error, Equatable, Sendable {
        public var index: Int
        public var problem: InvalidValue
        public var keptAsWritten = false
    }
}
