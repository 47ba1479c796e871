import Mustache

// The models of the pages there are most of (recipes in every servings, cars) and of the layout every
// page has, read by Mustache without reflection. Each names the fields its templates use; a field a
// template asks for that is not here renders as missing, exactly as with reflection. Nested models and
// arrays of them are handed on by reference (see ModelReference).

extension LayoutModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "lang": return lang
        case "siteTitle": return siteTitle
        case "pageTitle": return pageTitle
        case "root": return root
        case "navigation": return navigation.references
        case "hasNavigation": return hasNavigation
        case "footer": return footer
        case "languages": return languages.references
        case "hasLanguages": return hasLanguages
        case "header": return header
        case "navigationMarkdown": return navigationMarkdown
        case "hosted": return hosted
        case "printer": return printer
        case "live": return live
        case "csrf": return csrf
        case "signedInAs": return signedInAs
        case "server": return server
        case "nameLimit": return nameLimit
        case "wishLimit": return wishLimit
        case "act": return act
        case "serverForm": return serverForm
        default: return nil
        }
    }
}

extension LayoutModel.NavigationLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "label": return label
        case "href": return href
        case "markdownHref": return markdownHref
        case "current": return current
        case "ariaCurrent": return ariaCurrent
        default: return nil
        }
    }
}

extension LanguageSwitch.Link: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "lang": return lang
        case "href": return href
        case "markdownHref": return markdownHref
        case "current": return current
        default: return nil
        }
    }
}

extension RecipePage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "servings": return servings
        case "name": return self.name
        case "typeName": return typeName
        case "servingsText": return servingsText
        case "prepText": return prepText
        case "scaledFromText": return scaledFromText
        case "isScaled": return isScaled
        case "unitsText": return unitsText
        case "isConverted": return isConverted
        case "ingredients": return ingredients.references
        case "ingredientGroups": return ingredientGroups.references
        case "language": return language
        case "hasLanguage": return hasLanguage
        case "languageName": return languageName
        case "cuisine": return cuisine
        case "hasCuisine": return hasCuisine
        case "tags": return tags
        case "hasTags": return hasTags
        case "tagsLine": return tagsLine
        case "nutrition": return nutrition.references
        case "hasNutrition": return hasNutrition
        case "servingsLinks": return servingsLinks.references
        case "servingsMarkdown": return servingsMarkdown
        case "methodHTML": return methodHTML
        case "methodMarkdown": return methodMarkdown
        case "hasMethod": return hasMethod
        case "jsonLD": return jsonLD
        case "sourceHref": return sourceHref
        case "hasSource": return hasSource
        case "backHref": return backHref
        case "showsServingsLinks": return showsServingsLinks
        case "picture": return picture.map(ModelReference.init)
        default: return nil
        }
    }
}

extension RecipePage.IngredientLine: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "amount": return amount
        case "name": return self.name
        case "note": return note
        case "separatedNote": return separatedNote
        case "hasAmount": return hasAmount
        case "amountAfterName": return amountAfterName
        case "hasNote": return hasNote
        case "asWritten": return asWritten
        case "text": return text
        default: return nil
        }
    }
}

extension RecipePage.IngredientGroup: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "heading": return heading
        case "hasHeading": return hasHeading
        case "lines": return lines.references
        default: return nil
        }
    }
}

extension RecipePage.NutritionLine: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "label": return label
        case "value": return value
        default: return nil
        }
    }
}

extension RecipePage.ServingsLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "label": return label
        case "href": return href
        case "current": return current
        default: return nil
        }
    }
}

// The recipe book's index and its six sorted pages list every recipe.

extension RecipeSummary: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "href": return href
        case "markdownHref": return markdownHref
        case "typeName": return typeName
        case "servingsText": return servingsText
        case "prepText": return prepText
        case "picture": return picture.map(ModelReference.init)
        default: return nil
        }
    }
}

extension CarPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "car": return ModelReference(car)
        case "descriptionHTML": return descriptionHTML
        case "descriptionMarkdown": return descriptionMarkdown
        case "hasDescription": return hasDescription
        default: return nil
        }
    }
}

extension CarModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "model": return model
        case "year": return year
        case "priceText": return priceText
        case "colour": return colour
        case "vin": return vin
        case "picture": return picture.map(ModelReference.init)
        case "hasPicture": return hasPicture
        case "noPictureText": return noPictureText
        case "searchText": return searchText
        default: return nil
        }
    }
}

extension Picture: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "src": return src
        case "width": return width
        case "height": return height
        case "alt": return alt
        default: return nil
        }
    }
}

// The grocery pages of a large household list every item: their models answer Mustache directly too.

extension GroceryItemModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "name": return self.name
        case "quantityText": return quantityText
        case "hasQuantity": return hasQuantity
        case "addedByText": return addedByText
        case "completed": return completed
        case "available": return available
        case "notAvailableText": return notAvailableText
        case "stateClasses": return stateClasses
        case "stateText": return stateText
        case "mark": return mark
        case "hosted": return hosted
        case "toggle": return toggle
        case "pressed": return pressed
        case "toggleLabel": return toggleLabel
        case "availabilityChange": return availabilityChange
        case "availabilityLabel": return availabilityLabel
        case "ownerID": return ownerID
        case "count": return count
        case "counted": return counted
        case "hasLess": return hasLess
        case "moreLabel": return moreLabel
        case "lessLabel": return lessLabel
        case "removeLabel": return removeLabel
        case "forMealsText": return forMealsText
        case "hasMeals": return hasMeals
        case "row": return row.text
        default: return nil
        }
    }
}

extension AllItemsPage.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "locationName": return locationName
        case "lastPurchasedText": return lastPurchasedText
        case "onList": return onList
        case "row": return row.text
        default: return nil
        }
    }
}

extension LocationGroupModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "colour": return colour
        case "items": return items.references
        case "rows": return rows
        default: return nil
        }
    }
}

extension AllItemsPage.PurchaseSection: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "heading": return heading
        case "items": return items.references
        case "rows": return rows
        default: return nil
        }
    }
}

extension AllItemsPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "items": return items.references
        case "rows": return rows
        case "byPurchase": return byPurchase.references
        case "isByName": return isByName
        case "isEmpty": return isEmpty
        case "byNameFolder": return byNameFolder
        case "byPurchaseFolder": return byPurchaseFolder
        case "pagination": return ModelReference(pagination)
        default: return nil
        }
    }
}

extension Pagination: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "hasPages": return hasPages
        case "text": return text
        case "hasPrevious": return hasPrevious
        case "hasNext": return hasNext
        case "firstFolder": return firstFolder
        case "previousFolder": return previousFolder
        case "nextFolder": return nextFolder
        case "lastFolder": return lastFolder
        default: return nil
        }
    }
}

// The pages a tick renders again, whose lists are long in a large household (ten thousand items, a
// thousand members): reflecting them was a tenth of a tick.

extension GroceriesPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "progress": return TemplateModel(progress)
        case "groups": return groups.references
        case "hasChecked": return hasChecked
        case "locations": return locations
        default: return nil
        }
    }
}

extension ShoppingPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "dateText": return dateText
        case "summaryText": return summaryText
        case "groups": return groups.references
        case "hasItems": return hasItems
        case "listKey": return listKey
        case "basket": return basket.references
        case "basketRows": return basketRows
        case "hasBasket": return hasBasket
        case "liveAddress": return liveAddress
        case "hasLiveAddress": return hasLiveAddress
        case "trips": return TemplateModel(trips)
        case "shops": return shops.references
        case "hasShops": return hasShops
        case "isShop": return isShop
        case "shopQuery": return shopQuery
        case "locations": return locations
        default: return nil
        }
    }
}

extension ShoppingPage.ShopLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "name": return self.name
        case "href": return href
        case "markdownHref": return markdownHref
        case "current": return current
        default: return nil
        }
    }
}

extension HouseholdReportPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "weekOfText": return chores.weekOfText
        case "sentences": return chores.sentences
        case "rows": return chores.rows.references
        case "hasMembers": return chores.hasMembers
        case "chartSVG": return chores.chartSVG
        case "basketText": return basketText
        case "boughtText": return boughtText
        case "tripsText": return tripsText
        case "bars": return TemplateModel.wrap(chores.bars)
        default: return nil
        }
    }
}

extension HouseholdReportPage.MemberRow: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "thisWeek": return thisWeek
        case "share": return share
        case "fourWeeks": return fourWeeks
        case "fourWeeksShare": return fourWeeksShare
        default: return nil
        }
    }
}

extension DashboardPage.MemberSummary: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "isManager": return isManager
        case "roleText": return roleText
        default: return nil
        }
    }
}
