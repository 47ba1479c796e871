#!/usr/bin/env python3
"""Reads recipe pages as Mealie and Tandoor import them, with recipe-scrapers (PyPI), and prints one JSON
line per page: its title, ingredients, yields, steps, total time and image as recipe-scrapers reads them, and the steps
that are not clean text (Markdown marks "**", "# ", "](" or an empty step) under "unclean".

    python3 Tests/recipes/scrape_check.py PAGE.html...
"""
import json
import sys

from recipe_scrapers import scrape_html


def main():
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as file:
            html = file.read()
        # A host recipe-scrapers has no scraper of its own for: it reads the page's schema.org JSON-LD.
        scraper = scrape_html(html, org_url="https://hearth.invalid/recipe", supported_only=False)
        steps = scraper.instructions_list()
        unclean = [step for step in steps if not step.strip() or any(mark in step for mark in ("**", "# ", "](", "\\*"))]
        try:
            total = scraper.total_time()
        except Exception:
            total = None
        try:
            image = scraper.image()
        except Exception:
            image = None
        print(json.dumps({"path": path, "title": scraper.title(), "ingredients": scraper.ingredients(), "yields": scraper.yields(),
                          "steps": steps, "unclean": unclean, "total_time": total, "image": image}, ensure_ascii=False))


if __name__ == "__main__":
    main()
