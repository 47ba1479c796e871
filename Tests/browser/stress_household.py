#!/usr/bin/env python3
"""A household that tries the pages' layout (issue 32), as a `hearth import` file on standard output: a
family with a 40-character name, 7 members with long names, 40 items on the list in 9 locations and 20
chores a day, and a Chinese family of the same shape. The same file every time.

    python3 Tests/browser/stress_household.py > stress.json && hearth import stress.json --store s.sqlite
"""
import json

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
CREATED = "2026-01-05T09:00:00Z"
# Chores named as one of Hearth's default labels are stored by its key.
DEFAULT_LABELS = {"倒垃圾": "garbage", "拖地": "mop"}


def hearth_id(prefix, number):
    """A valid ID (12 characters of the alphabet), distinct for each prefix and number."""
    digits = ""
    for _ in range(6):
        digits = ALPHABET[number % len(ALPHABET)] + digits
        number //= len(ALPHABET)
    return (prefix * 6)[:6] + digits


ENGLISH = {
    "family": "The Montgomery-Fitzgerald Household Crew",  # 40 characters
    "members": ["Alexandrina", "Bartholomew", "Christabel", "Maximilian", "Evangeline", "Fitzwilliam", "Guinevere Jo"],
    "locations": ["Fruit and vegetables by the entrance", "Bakery", "Deli and cheese counter", "Meat and fish",
                  "Dairy and eggs", "Frozen food", "Tins, pasta and rice", "Drinks", "Household and cleaning"],
    "items": ["Avocados", "Bananas", "Cherry tomatoes on the vine", "Baby spinach", "Lemons", "Sourdough loaf",
              "Wholemeal pitta breads", "Croissants", "Mature cheddar", "Sliced smoked ham", "Hummus", "Salmon fillets",
              "Chicken thighs, boneless", "Minced beef", "Semi-skimmed milk", "Greek yoghurt", "Free-range eggs",
              "Unsalted butter", "Frozen peas", "Vanilla ice cream", "Fish fingers", "Chopped tomatoes", "Spaghetti",
              "Basmati rice", "Red lentils", "Chickpeas", "Orange juice", "Sparkling water", "Decaf coffee beans",
              "Washing-up liquid", "Dishwasher tablets", "Kitchen roll", "Toilet paper", "Bin bags", "Sponges",
              "Porridge oats", "Peanut butter", "Strawberry jam", "Olive oil", "Sea salt"],
    # The family's own chore labels, at most 16 columns wide each (the longest a label may be).
    "chores": ["Empty dishwasher", "Vacuum lounge", "Walk the dog", "Feed the cat", "Water the plants", "Recycling out",
               "Wipe counters", "Pack lunches", "Clean the sink", "Fold laundry", "Hang washing", "Tidy the shoes",
               "Sweep the porch", "Check the post", "Set the table", "Load dishwasher", "Sort recycling", "Change towels",
               "Mop the kitchen", "Bedtime story"],
}

CHINESE = {
    "family": "林家大院三代同堂的快樂大家庭",
    "members": ["林阿嬤", "林志明", "陳美玲", "林小安", "林小寶", "王伯伯", "林佳蓉"],
    "locations": ["蔬果區", "麵包店", "熟食與起司櫃", "肉品海鮮", "冷藏乳品", "冷凍食品", "罐頭麵食米", "飲料", "清潔用品"],
    "items": ["酪梨", "香蕉", "牛番茄", "菠菜", "檸檬", "吐司", "饅頭", "菠蘿麵包", "起司片", "火腿", "豆腐乳", "鮭魚",
              "去骨雞腿", "豬絞肉", "鮮奶", "優格", "雞蛋", "奶油", "冷凍青豆", "香草冰淇淋", "水餃", "番茄罐頭", "義大利麵",
              "蓬萊米", "紅豆", "綠豆", "柳橙汁", "氣泡水", "咖啡豆", "洗碗精", "洗碗機清潔錠", "廚房紙巾", "衛生紙",
              "垃圾袋", "菜瓜布", "燕麥片", "花生醬", "草莓果醬", "橄欖油", "海鹽"],
    "chores": ["倒垃圾", "洗碗", "遛狗", "餵貓", "澆花", "資源回收", "擦桌子", "準備便當", "刷洗手台", "摺衣服",
               "晾衣服", "整理鞋櫃", "掃門口", "拿信", "擺碗筷", "放碗進洗碗機", "分類回收", "換毛巾", "拖地", "講床邊故事"],
}


def family(number, words, language, document):
    family_id = hearth_id("F", number)
    document["families"].append({"created": CREATED, "id": family_id, "language": language, "name": words["family"]})
    members = []
    for index, name in enumerate(words["members"]):
        member_id = hearth_id("M", number * 100 + index)
        members.append(member_id)
        document["members"].append({"created": CREATED, "displayName": name, "family": family_id, "id": member_id,
                                    "manager": index < 2, "originFamily": family_id})
    document["locations"].append({"family": family_id, "id": "unknown", "name": "Unknown Location", "position": 2147483647,
                                  "red": 0.5, "green": 0.5, "blue": 0.5, "opacity": 1})
    for index, name in enumerate(words["locations"]):
        document["locations"].append({"family": family_id, "id": f"location-{index + 1}", "name": name, "position": (index + 1) * 10,
                                      "red": (index % 3) / 2, "green": 0.6, "blue": (index % 4) / 3, "opacity": 0.9})
    for index, name in enumerate(words["items"]):
        document["groceryItems"].append({"family": family_id, "id": f"item-{index + 1}", "name": name, "quantity": 1 + index % 4,
                                         "location": f"location-{index % 9 + 1}", "addedBy": members[index % 7],
                                         "onList": True, "completed": index % 7 == 3, "available": index % 11 != 5})
    for title in words["chores"]:
        if title not in DEFAULT_LABELS:
            document["choreLabels"].append({"family": family_id, "name": title})
    for day, weekday in enumerate(WEEKDAYS):
        for index, title in enumerate(words["chores"]):
            document["chores"].append({"family": family_id, "id": f"chore-{day + 1}-{index + 1}", "title": DEFAULT_LABELS.get(title, title), "weekday": weekday,
                                       "fatigue": 1 + (index + day) % 5, "assignee": members[(index + day) % 7]})


def main():
    document = {"format": "hearth-household", "version": 1, "families": [], "members": [], "locations": [],
                "groceryItems": [], "choreLabels": [], "chores": []}
    family(1, ENGLISH, "en", document)
    family(2, CHINESE, "zh-Hant", document)
    print(json.dumps(document, ensure_ascii=False, indent=2, sort_keys=True))


if __name__ == "__main__":
    main()
