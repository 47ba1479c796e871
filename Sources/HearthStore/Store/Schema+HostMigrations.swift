import GRDB

extension Schema {
    /// The migrations that came with `hearth host` and after it (v12 on): accounts, ticks sent late,
    /// recipe types and pictures, what each change touched, and meals. Registered after the first eleven, in
    /// order (`migrator`).
    static func registerHostMigrations(_ migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v12: passwords, sessions and devices for hearth host") { db in
            // None of these shows on a page, so none raises the store's revision: a sign-in does not
            // make the site build again. None is exported either (docs/export-format.md).
            // Only bcrypt hashes of passwords (HummingbirdBcrypt), never the passwords.
            try db.create(table: "member_passwords") { t in
                t.primaryKey("member_id", .text).references("members", onDelete: .cascade)
                t.column("bcrypt_hash", .text).notNull()
                t.column("changed", .text).notNull()
            }
            // hummingbird-auth's sessions, kept here so they outlive a restart of `hearth host`. The key
            // is the SHA-256 of the session cookie's value: the file alone signs no one in.
            try db.create(table: "sessions") { t in
                t.primaryKey("key_hash", .text)
                t.column("value", .text).notNull()
                // The member signed in (null for a device): a new password ends their sessions.
                t.column("member_id", .text).indexed().references("members", onDelete: .cascade)
                t.column("expires", .double)
            }
            try db.create(table: "devices") { t in
                t.primaryKey("id", .text)
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("created", .text).notNull()
                // The SHA-256 of the one-time link's token; NULL once the link was opened.
                t.column("link_hash", .text).unique()
                t.column("link_used", .text)
            }
        }
        migrator.registerMigration("v13: when each grocery item last changed on the list") { db in
            // The time (ms since 1970) of an item's last change on the list: checked, unchecked, bought or
            // put back. A tick a phone sends late applies only when it is newer (`TickTime`). It shows on
            // no page, so it raises no revision, and it is not exported.
            try db.create(table: "grocery_item_changes") { t in
                t.column("family_id", .text).notNull()
                t.column("item_id", .text).notNull()
                t.column("changed", .integer).notNull()
                t.primaryKey(["family_id", "item_id"])
                t.foreignKey(["family_id", "item_id"], references: "grocery_items", columns: ["family_id", "id"], onDelete: .cascade)
            }
        }
        migrator.registerMigration("v14: recipe types of the family's own") { db in
            // The five default types stay built in; a family's own ("Soups", "湯品") are kept here, and
            // recipes.type names one of them by its text, as chores.title names a chore label.
            try db.create(table: "recipe_types") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.primaryKey(["family_id", "name"])
            }
            try addRevisionTriggers(on: "recipe_types", db)
        }
        migrator.registerMigration("v15: recipe pictures") { db in
            // A recipe's picture is kept where cars' are (car_images, one row per content hash), so a
            // picture a car and a recipe share is stored once. Removing a recipe or changing its picture
            // removes the picture only when no car and no other recipe shows it.
            try db.alter(table: "recipes") { t in
                // Indexed: removing a picture asks whether any recipe still shows it.
                t.add(column: "image_id", .text).indexed().references("car_images", onDelete: .setNull)
            }
        }
        migrator.registerMigration("v16: what each change touched") { db in
            // The revision at which each table last changed, and for grocery items, which ones: a change
            // made by a command while `hearth host` or `hearth serve` runs is rendered from memory when it
            // touched grocery items only. (Whether a trigger reads the revision before or after the
            // revision trigger raises it is not said by SQLite: readers take "changed at or after".)
            try db.create(table: "table_changes") { t in
                t.primaryKey("table_name", .text)
                t.column("revision", .integer).notNull()
            }
            try db.create(table: "grocery_item_revisions") { t in
                t.column("family_id", .text).notNull()
                t.column("item_id", .text).notNull()
                t.column("revision", .integer).notNull().indexed()
                t.primaryKey(["family_id", "item_id"])
                t.foreignKey(["family_id", "item_id"], references: "grocery_items", columns: ["family_id", "id"], onDelete: .cascade)
            }
            let tables = try String.fetchAll(db, sql: "SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%_insert_revision'")
            for table in Set(tables).sorted() where table != "grocery_items" {
                try addChangeTriggers(on: table, db)
            }
            // An item added or changed is noted by itself; an item removed, as a change of the table.
            for event in ["INSERT", "UPDATE"] {
                try db.execute(sql: """
                    CREATE TRIGGER grocery_items_\(event.lowercased())_changed AFTER \(event) ON grocery_items
                    BEGIN INSERT INTO grocery_item_revisions (family_id, item_id, revision)
                    VALUES (NEW.family_id, NEW.id, (SELECT revision FROM store_revision WHERE id = 1))
                    ON CONFLICT (family_id, item_id) DO UPDATE SET revision = excluded.revision; END
                    """)
            }
            try addChangeTriggers(on: "grocery_items", events: ["DELETE"], db)
        }
        migrator.registerMigration("v17: invitations made on a phone") { db in
            // A member's "Invite someone" (PhoneInvitation): a one-time link for a person with no account,
            // kept as the SHA-256 of its secret, as device links are. Shown on no page, not exported; a
            // family's managers may turn them off (family_hosting).
            try db.create(table: "phone_invitations") { t in
                t.primaryKey("id", .text)
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
                t.column("created_by", .text).references("members", onDelete: .setNull)
                t.column("created", .text).notNull()
                t.column("expires", .integer).notNull()
                t.column("link_hash", .text).notNull().unique()
                t.column("used", .text)
                t.column("used_by", .text).references("members", onDelete: .setNull)
            }
            // A member's private calendar feeds (/feed/SECRET/chores.ics and mine.ics): calendar apps cannot
            // sign in, so the address holds a secret. Kept as it is here (the family page showed the address;
            // v27 keeps its SHA-256 instead); a new one (hearth member feed --renew) ends the old.
            try db.create(table: "calendar_feeds") { t in
                t.primaryKey("member_id", .text).references("members", onDelete: .cascade)
                t.column("secret", .text).notNull().unique()
                t.column("created", .text).notNull()
            }
            // A kitchen screen may be allowed to mark chores done for a member picked on it.
            try db.alter(table: "devices") { t in t.add(column: "marks_chores", .boolean).notNull().defaults(to: false) }
            try db.create(table: "family_hosting") { t in
                t.primaryKey("family_id", .text).references("families", onDelete: .cascade)
                t.column("phone_invitations", .boolean).notNull().defaults(to: true)
                // Where the family opens the hosted site (hearth family set --public-url, saved by hearth
                // host --public-url): join cards and hearth member qr carry {public_url}/join/{id}.
                t.column("public_url", .text)
            }
        }
        migrator.registerMigration("v18: meals, their shares of the list, and staples") { db in
            // A recipe planned for a day's meal (`hearth meal`). Removing the recipe removes its meals.
            try db.create(table: "meals") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("recipe_id", .text).notNull()
                t.column("date", .text).notNull()
                t.column("name", .text).notNull()
                t.column("servings", .integer).notNull().check { (1...100).contains($0) }
                t.column("added_by", .text).references("members", onDelete: .setNull)
                t.primaryKey(["family_id", "id"])
                t.foreignKey(["family_id", "recipe_id"], references: "recipes", columns: ["family_id", "id"], onDelete: .cascade)
            }
            // What one meal's ingredient put on one item (`MealShare`). item_id has no foreign key: an item
            // removed by hand keeps its shares, so the meal does not put it back.
            try db.create(table: "meal_shares") { t in
                t.column("family_id", .text).notNull()
                t.column("meal_id", .text).notNull()
                t.column("name_key", .text).notNull()
                t.column("item_id", .text).notNull()
                // `ShoppingAmount.exactText`; NULL when the recipe gives no number.
                t.column("amount", .text)
                t.column("spent", .boolean).notNull().defaults(to: false)
                t.primaryKey(["family_id", "meal_id", "name_key"])
                t.foreignKey(["family_id", "meal_id"], references: "meals", columns: ["family_id", "id"], onDelete: .cascade)
            }
            // An item as it was before meals first added to it (`MealItemStart`).
            try db.create(table: "meal_item_starts") { t in
                t.column("family_id", .text).notNull()
                t.column("item_id", .text).notNull()
                // The quantity as `--quantity` takes it ("2", "1 l"); NULL when meals put the item on the list.
                t.column("before", .text)
                t.column("made_by_meals", .boolean).notNull()
                t.primaryKey(["family_id", "item_id"])
                t.foreignKey(["family_id", "item_id"], references: "grocery_items", columns: ["family_id", "id"], onDelete: .cascade)
            }
            // A family's staples (`Staples`): one it added (kept 1), or one of its language's defaults it
            // removed (kept 0).
            try db.create(table: "staples") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("name", .text).notNull()
                t.column("kept", .boolean).notNull()
                t.primaryKey(["family_id", "name"])
            }
            for table in ["meals", "meal_shares", "meal_item_starts", "staples"] {
                try addRevisionTriggers(on: table, db)
                try addChangeTriggers(on: table, db)
            }
        }
        migrator.registerMigration("v19: a recipe's cook, waiting and total times, and its source") { db in
            // Minutes, 0 when unknown (as prep_minutes); source: an http(s) address, or NULL.
            try db.alter(table: "recipes") { t in
                t.add(column: "cook_minutes", .integer).notNull().defaults(to: 0)
                t.add(column: "wait_minutes", .integer).notNull().defaults(to: 0)
                t.add(column: "total_minutes", .integer).notNull().defaults(to: 0)
                t.add(column: "source", .text)
            }
        }
        migrator.registerMigration("v20: a recipe's cuisine, tags and nutrition, and its ingredients' sections and order") { db in
            // cuisine: "" when none; tags: one a line; nutrition: "calories: 240 kcal", one a line (`NutritionFact`).
            try db.alter(table: "recipes") { t in
                t.add(column: "cuisine", .text).notNull().defaults(to: "")
                t.add(column: "tags", .text).notNull().defaults(to: "")
                t.add(column: "nutrition", .text).notNull().defaults(to: "")
            }
            // The heading a line is under ("Dough"); "" for none. amount_after_name: the writer put the amount
            // after the name ("五花肉 600克").
            try db.alter(table: "recipe_ingredients") { t in
                t.add(column: "section", .text).notNull().defaults(to: "")
                t.add(column: "amount_after_name", .boolean).notNull().defaults(to: false)
            }
        }
        migrator.registerMigration("v21: a recipe's language, and the units a family wants recipes in") { db in
            // A BCP 47 tag ("de", "pt-BR"); "" for the family's language, as every recipe before was.
            try db.alter(table: "recipes") { t in
                t.add(column: "language", .text).notNull().defaults(to: "")
            }
            // `RecipeUnits`: "as-written", "metric" or "us".
            try db.alter(table: "families") { t in
                t.add(column: "recipe_units", .text).notNull().defaults(to: "as-written")
            }
        }
        migrator.registerMigration("v22: an ingredient's amount as the writer wrote it") { db in
            // "半个", "150克": `Ingredient.amountWritten`; "" where the amount text and unit are as written.
            try db.alter(table: "recipe_ingredients") { t in
                t.add(column: "amount_written", .text).notNull().defaults(to: "")
            }
        }
        migrator.registerMigration("v23: the family's printer") { db in
            // Where `hearth host`'s Print buttons send a report (`hearth family set --printer`): "lp",
            // "lp:QUEUE", "tcp://HOST:PORT" or a device path, checked by the command; NULL for none.
            try db.alter(table: "family_hosting") { t in t.add(column: "printer", .text) }
            // The hosted pages show the Print buttons and carry the saved address: a change to them is a
            // change a running host renders.
            try addRevisionTriggers(on: "family_hosting", db)
            try addChangeTriggers(on: "family_hosting", db)
        }
        migrator.registerMigration("v24: the API's tokens, and the adds it has answered") { db in
            // A member's long-lived key for the API (`APIToken`); no page shows them, so they raise no revision.
            try db.create(table: "api_tokens") { t in
                t.primaryKey("id", .text)
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("name", .text).notNull()
                // The SHA-256 of the secret, which is shown once.
                t.column("secret_hash", .text).notNull().unique()
                t.column("read_only", .boolean).notNull()
                t.column("created", .text).notNull()
                // ISO 8601 UTC; NULL: until removed.
                t.column("expires", .text)
            }
            // An add the API answered, by its Idempotency-Key: the same add sent again (a retry after a lost
            // answer) is answered with the item it made, and changes nothing.
            try db.create(table: "api_request_keys") { t in
                t.column("token_id", .text).notNull().references("api_tokens", onDelete: .cascade)
                t.column("key", .text).notNull()
                // The SHA-256 of the request's body: the same key with another body is refused.
                t.column("request_hash", .text).notNull()
                t.column("item_id", .text).notNull()
                t.column("created", .text).notNull()
                t.primaryKey(["token_id", "key"])
            }
        }
        migrator.registerMigration("v25: shopping trips") { db in
            // "I'm going shopping" on the shopping list until the checked items are purchased (`ShoppingTrip`):
            // the list shows who is shopping and for how long, and the last trips with their minutes.
            try db.create(table: "shopping_trips") { t in
                t.primaryKey("id", .text)
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                // Milliseconds since 1970 on the host's clock.
                t.column("started", .integer).notNull()
                t.column("ended", .integer)
                t.column("paused_for", .integer).notNull().defaults(to: 0)
                t.column("paused_since", .integer)
                t.column("pauses_when_hidden", .boolean).notNull()
            }
            try addRevisionTriggers(on: "shopping_trips", db)
            try addChangeTriggers(on: "shopping_trips", db)
        }
        migrator.registerMigration("v26: notices") { db in
            // What each member chooses to hear (`NoticeKind`): a row is a kind turned on. `at`: the morning
            // notice's time of day; `list_revision`: the store's revision the member's last list notice covered.
            try db.create(table: "notice_settings") { t in
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("kind", .text).notNull()
                t.column("at", .text)
                t.column("list_revision", .integer).notNull().defaults(to: 0)
                t.primaryKey(["member_id", "kind"])
            }
            // Where a member's notices go (`NoticeChannel`), one of each kind at most.
            try db.create(table: "notice_channels") { t in
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("kind", .text).notNull()
                t.column("target", .text).notNull()
                t.column("secret", .text)
                t.column("created", .text).notNull()
                t.primaryKey(["member_id", "kind"])
            }
            // What happened that others may want to hear of, written in the change's own transaction (a
            // chore done, a wish added, a trip started); `hearth host` turns each into notices once.
            try db.create(table: "household_events") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("kind", .text).notNull()
                t.column("member_id", .text).references("members", onDelete: .setNull)
                t.column("subject", .text).notNull()
                t.column("created", .integer).notNull()
                t.column("planned", .boolean).notNull().defaults(to: false).indexed()
            }
            // A notice for one member through one channel; an event makes one per member and channel at most.
            try db.create(table: "notices") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("member_id", .text).notNull().indexed().references("members", onDelete: .cascade)
                t.column("event", .text).notNull()
                t.column("kind", .text).notNull()
                t.column("channel", .text).notNull()
                t.column("title", .text).notNull()
                t.column("body", .text).notNull()
                t.column("created", .integer).notNull()
                t.column("attempts", .integer).notNull().defaults(to: 0)
                t.column("next_attempt", .integer)
                t.column("sent", .integer)
                t.column("last_error", .text)
                t.uniqueKey(["member_id", "event", "channel"])
            }
        }
        migrator.registerMigration("v27: calendar feeds kept as the SHA-256 of their secret") { db in
            // As API tokens and invitations are: a copy of the store opens no one's calendar. Each secret is
            // replaced by its digest, so the addresses given out before keep working; the address is shown
            // only when it is made (`renewCalendarFeed`).
            try db.alter(table: "calendar_feeds") { t in t.rename(column: "secret", to: "secret_hash") }
            // A value of another type that another program wrote is hashed as the text SQLite makes of it.
            for row in try Row.fetchAll(db, sql: "SELECT member_id, CAST(secret_hash AS TEXT) AS secret FROM calendar_feeds") {
                let member: DatabaseValue = row["member_id"], secret: String = row["secret"] ?? ""
                try db.execute(sql: "UPDATE calendar_feeds SET secret_hash = ? WHERE member_id = ?", arguments: [SecretText.hash(secret), member])
            }
        }
        migrator.registerMigration("v28: a member's own language") { db in
            // The tag of one of the theme's language files; NULL (every member before) reads the family's.
            try db.alter(table: "members") { t in t.add(column: "language", .text) }
        }
        migrator.registerMigration("v29: the fair week: pinned chores, members who may not do a chore, days away") { db in
            // `hearth chore propose` (docs/chores.md): a pinned chore keeps its assignee; `not_for` holds the
            // IDs of the members who may not do it, in order, separated by spaces ("" for none).
            try db.alter(table: "chores") { t in
                t.add(column: "keep_assignee", .boolean).notNull().defaults(to: false)
                t.add(column: "not_for", .text).notNull().defaults(to: "")
            }
            // Days a member is away, both days included (`DaysAway`): no chore is proposed to them then.
            try db.create(table: "days_away") { t in
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
                t.column("member_id", .text).notNull().references("members", onDelete: .cascade)
                t.column("first_day", .text).notNull()
                t.column("last_day", .text).notNull()
                t.primaryKey(["member_id", "first_day"])
            }
            try addRevisionTriggers(on: "days_away", db)
            try addChangeTriggers(on: "days_away", db)
        }
        migrator.registerMigration("v30: shops") { db in
            // The shops a family buys at, each with its own walking order (`Shop`): the locations it has, in
            // order. A location removed leaves every shop's order; a shop removed takes its order with it.
            try db.create(table: "shops") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("name", .text).notNull()
                t.primaryKey(["family_id", "id"])
            }
            try db.create(table: "shop_locations") { t in
                t.column("family_id", .text).notNull()
                t.column("shop_id", .text).notNull()
                t.column("location_id", .text).notNull()
                t.column("place", .integer).notNull()
                t.primaryKey(["family_id", "shop_id", "location_id"])
                t.foreignKey(["family_id", "shop_id"], references: "shops", columns: ["family_id", "id"], onDelete: .cascade)
                t.foreignKey(["family_id", "location_id"], references: "locations", columns: ["family_id", "id"], onDelete: .cascade)
            }
            // The shops an item is got at only: their IDs, sorted, separated by spaces; NULL for any shop.
            try db.alter(table: "grocery_items") { t in t.add(column: "only_at", .text) }
            // The shop a trip went to, if it was said; NULL once that shop is removed.
            try db.alter(table: "shopping_trips") { t in t.add(column: "shop_id", .text) }
            // The items ticked on a trip, where they were and when (ms since 1970), kept as the trip ends with
            // the purchase: the walking order a shop's trips show (`hearth shop learn`).
            try db.create(table: "trip_ticks") { t in
                t.column("trip_id", .text).notNull().references("shopping_trips", onDelete: .cascade)
                t.column("item_id", .text).notNull()
                t.column("location_id", .text).notNull()
                t.column("ticked", .integer).notNull()
                t.primaryKey(["trip_id", "item_id"])
            }
            for table in ["shops", "shop_locations", "trip_ticks"] {
                try addRevisionTriggers(on: table, db)
                try addChangeTriggers(on: table, db)
            }
        }
        migrator.registerMigration("v31: changes phones sent from a dead zone, each once") { db in
            // A change to the list a phone made with no signal and sent later, by the ID the phone gave it
            // (`change_id`, a UUID), written in the change's own transaction: sent again (a retry after a lost
            // answer), it changes nothing and is answered as the first time. `item_id`: the item it changed or
            // added, which later changes of the same phone name by this ID while the item had none yet.
            try db.create(table: "sent_changes") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("change_id", .text).notNull()
                t.column("member_id", .text).notNull()
                t.column("change", .text).notNull()
                t.column("item_id", .text)
                t.column("item_name", .text).notNull()
                // "applied", or "outdone" when a later change won (`MergeRule`), with that change's time.
                t.column("outcome", .text).notNull()
                // Milliseconds since 1970 on the host's clock.
                t.column("made", .integer).notNull()
                t.column("last_change", .integer)
                t.column("received", .integer).notNull()
                t.primaryKey(["family_id", "change_id"])
            }
            // When each item's availability and quantity last changed (its place on the list is v13's
            // grocery_item_changes): a change sent late never undoes a later one (`MergeRule`).
            try db.create(table: "grocery_field_changes") { t in
                t.column("family_id", .text).notNull()
                t.column("item_id", .text).notNull()
                t.column("field", .text).notNull()
                t.column("changed", .integer).notNull()
                t.primaryKey(["family_id", "item_id", "field"])
                t.foreignKey(["family_id", "item_id"], references: "grocery_items", columns: ["family_id", "id"], onDelete: .cascade)
            }
            // The items removed for good, by whom and when: a change sent late to one is refused, saying so
            // ("Milk was removed by Ana").
            try db.create(table: "grocery_item_removals") { t in
                t.column("family_id", .text).notNull().references("families", onDelete: .cascade)
                t.column("item_id", .text).notNull()
                t.column("name", .text).notNull()
                t.column("member_id", .text)
                t.column("removed", .integer).notNull()
                t.primaryKey(["family_id", "item_id"])
            }
        }
        migrator.registerMigration("v32: the names task apps gave the items they added over CalDAV") { db in
            // An item a task app added (a PUT of a new to-do, docs/caldav.md) stays at the address and UID the
            // app gave it, so the app finds its to-do where it put it. No page shows them: no revision.
            try db.create(table: "caldav_names") { t in
                t.column("family_id", .text).notNull()
                t.column("item_id", .text).notNull()
                // The resource's name in the shopping list ("6F1C….ics"), unique in the family's list.
                t.column("name", .text).notNull()
                t.column("uid", .text).notNull()
                t.primaryKey(["family_id", "item_id"])
                t.uniqueKey(["family_id", "name"])
                t.foreignKey(["family_id", "item_id"], references: "grocery_items", columns: ["family_id", "id"], onDelete: .cascade)
            }
        }
        migrator.registerMigration("v34: swaps of chores between members") { db in
            // A swap one member offers another (`ChoreSwap`, the host's /swap): the asker's chore for the
            // other's, until the other agrees or declines, or either chore changes hands.
            try db.create(table: "chore_swaps") { t in
                t.column("family_id", .text).notNull().indexed().references("families", onDelete: .cascade)
                t.column("id", .text).notNull()
                t.column("giving", .text).notNull()
                t.column("taking", .text).notNull()
                t.column("asked_by", .text).notNull().references("members", onDelete: .cascade)
                t.column("answered_by", .text).notNull().references("members", onDelete: .cascade)
                t.column("offered", .integer).notNull()
                t.primaryKey(["family_id", "id"])
                t.uniqueKey(["family_id", "giving", "taking"])
                t.foreignKey(["family_id", "giving"], references: "chores", columns: ["family_id", "id"], onDelete: .cascade)
                t.foreignKey(["family_id", "taking"], references: "chores", columns: ["family_id", "id"], onDelete: .cascade)
            }
            try addRevisionTriggers(on: "chore_swaps", db)
            try addChangeTriggers(on: "chore_swaps", db)
        }
        migrator.registerMigration("v35: the day a family's week starts") { db in
            // `Weekday`: "monday" to "sunday". Every family's week was Monday to Sunday before; a family
            // made since takes its language's (`hearth family create`), or the one it set.
            try db.alter(table: "families") { t in
                t.add(column: "first_weekday", .text).notNull().defaults(to: "monday")
            }
        }
        migrator.registerMigration("v36: chore records noted one by one") { db in
            // A chore done or undone is noted by its key (a chore on a day), added, changed or removed, as a
            // grocery item is (v16): `hearth host` puts the records noted into the family's 140,000 at N = 1000
            // instead of reading them all again. A key stays noted after its record is gone: a reader that
            // finds no record there knows it was removed.
            try db.create(table: "chore_record_revisions") { t in
                t.column("family_id", .text).notNull()
                t.column("date", .text).notNull()
                t.column("chore_id", .text).notNull()
                t.column("revision", .integer).notNull().indexed()
                t.primaryKey(["family_id", "date", "chore_id"])
            }
            func note(_ row: String) -> String {
                """
                INSERT INTO chore_record_revisions (family_id, date, chore_id, revision)
                VALUES (\(row).family_id, \(row).date, \(row).chore_id, (SELECT revision FROM store_revision WHERE id = 1))
                ON CONFLICT (family_id, date, chore_id) DO UPDATE SET revision = excluded.revision;
                """
            }
            // The table's own notes (v16's `table_changes`) give way to these.
            let notes = ["INSERT": note("NEW"), "UPDATE": note("OLD") + " " + note("NEW"), "DELETE": note("OLD")]
            for (event, body) in notes.sorted(by: { $0.key < $1.key }) {
                try db.execute(sql: "DROP TRIGGER chore_records_\(event.lowercased())_changed")
                try db.execute(sql: "CREATE TRIGGER chore_records_\(event.lowercased())_changed AFTER \(event) ON chore_records BEGIN \(body) END")
            }
        }
        migrator.registerMigration("v37: grocery items found by name") { db in
            // An item added asks whether the family has one of that name in any letter case: read through
            // every item's row, that was 3,000 pages of the file at N = 1000, a third of the add. A name
            // of ASCII letters is found by SQLite's lower(), which folds those as Swift does; a name with any
            // other character (its length in characters is not its length in bytes) is among those the
            // second index lists, which `HouseholdStore.items(named:)` compares in Swift.
            try db.execute(sql: "CREATE INDEX grocery_items_on_lower_name ON grocery_items(family_id, lower(name))")
            try db.execute(sql: """
                CREATE INDEX grocery_items_with_other_letters ON grocery_items(family_id)
                WHERE length(name) <> length(CAST(name AS BLOB))
                """)
        }
    }
}
