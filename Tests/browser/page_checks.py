#!/usr/bin/env python3
"""Every page kind of a built site, as phones and screens show it, in real headless Chromium (Selenium with
Debian's chromium-driver): at 390, 820 and 1280 px wide, in light and dark mode, each page is checked for
- a page wider than the window (it would scroll sideways), or a box inside it that scrolls sideways;
- text whose contrast with what is behind it is under 4.5:1 (3:1 for large text), computed in the page;
- serious or critical violations found by axe-core (axe-selenium-python carries it);
- the browser bar's colour (theme-color) not that of the mode, light or dark;
- at 390 px, a navigation of more than two rows (the content would start far down a phone's screen), and a
  word under 12 characters broken over two lines ("Avocad/os", "板豆/腐").
Serves SITE with a plain web server, visits each PATH under it, prints one line per finding and a summary
("checked N views: M findings"); exits 1 when there is a finding.

    python3 Tests/browser/page_checks.py SITE PATH...
"""
import json
import sys

from axe_selenium_python import Axe

from hearth_browser import phone_browser, serve

# Boxes whose content is wider than they are (hidden behind a sideways scroll).
SCROLLERS = """
return Array.prototype.filter.call(document.querySelectorAll("main *"), function (box) {
  var style = getComputedStyle(box);
  return /(auto|scroll)/.test(style.overflowX) && box.scrollWidth > box.clientWidth + 1;
}).map(function (box) { return box.tagName.toLowerCase() + (box.className ? "." + String(box.className).split(" ")[0] : ""); });
"""

# How many rows the site's navigation links take.
NAVIGATION_ROWS = """
var tops = new Set();
document.querySelectorAll(".site-nav a").forEach(function (link) { tops.add(Math.round(link.getBoundingClientRect().top)); });
return tops.size;
"""

# Words under 12 characters (runs of text without spaces) that the page breaks over two lines.
BROKEN_WORDS = """
var broken = [];
// Chinese and Japanese lines break after a comma or full stop as they should ("哥哥 8、" / "老媽 8"): a
// word broken only there is not broken ("板豆/腐" is).
function breaksAfterPunctuation(node, start, length) {
  function top(index) {
    var range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + 1);
    var rects = range.getClientRects();
    return rects.length ? Math.round(rects[0].top) : null;
  }
  var first = top(start);
  for (var index = start + 1; index < start + length; index++) {
    var here = top(index);
    if (here !== null && here !== first) { return "、，。；：！？）".indexOf(node.textContent[index - 1]) >= 0 && top(start + length - 1) === here; }
  }
  return false;
}
var walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  var node = walker.currentNode, word, pattern = /\\S+/g;
  while ((word = pattern.exec(node.textContent))) {
    if (word[0].length >= 12) { continue; }
    var range = document.createRange();
    range.setStart(node, word.index);
    range.setEnd(node, word.index + word[0].length);
    var tops = new Set();
    Array.prototype.forEach.call(range.getClientRects(), function (rect) { if (rect.width > 0) { tops.add(Math.round(rect.top)); } });
    if (tops.size > 1 && !breaksAfterPunctuation(node, word.index, word[0].length)) { broken.push(word[0]); }
  }
}
return broken;
"""

CONTRAST = """
function luminance(rgb) {
  var c = rgb.map(function (v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}
function parse(color) {
  var m = color.match(/rgba?\\(([^)]+)\\)/);
  if (!m) { return null; }
  var p = m[1].split(",").map(function (x) { return parseFloat(x); });
  return { rgb: p.slice(0, 3), alpha: p.length > 3 ? p[3] : 1 };
}
function background(element) {
  // The first opaque background behind the element, blending the translucent ones above it.
  var layers = [];
  for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
    var style = getComputedStyle(node);
    if (style.backgroundImage !== "none" && node !== element) { return null; }  // a picture or gradient: not judged
    var color = parse(style.backgroundColor);
    if (color && color.alpha > 0) {
      layers.push(color);
      if (color.alpha >= 1) { break; }
    }
  }
  var result = [255, 255, 255];
  for (var i = layers.length - 1; i >= 0; i--) {
    var a = layers[i].alpha;
    result = result.map(function (v, k) { return layers[i].rgb[k] * a + v * (1 - a); });
  }
  return result;
}
var findings = [];
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
var seen = new Set();
while (walker.nextNode()) {
  var text = walker.currentNode;
  if (!text.textContent.trim()) { continue; }
  var element = text.parentElement;
  if (seen.has(element)) { continue; }
  seen.add(element);
  var rect = element.getBoundingClientRect();
  var style = getComputedStyle(element);
  if (rect.width === 0 || rect.height === 0 || style.visibility === "hidden" || style.opacity === "0") { continue; }
  if (element.closest("[hidden], .visually-hidden, svg")) { continue; }
  var color = parse(style.color);
  var behind = background(element);
  if (!color || !behind) { continue; }
  var fore = color.rgb.map(function (v, k) { return v * color.alpha + behind[k] * (1 - color.alpha); });
  var l1 = luminance(fore), l2 = luminance(behind);
  var ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  var size = parseFloat(style.fontSize), bold = parseInt(style.fontWeight, 10) >= 700;
  var needed = (size >= 24 || (bold && size >= 18.66)) ? 3 : 4.5;
  if (ratio < needed) {
    findings.push(ratio.toFixed(2) + ":1 " + JSON.stringify(text.textContent.trim().slice(0, 40)) + " (" + style.color + " on rgb(" + behind.map(Math.round).join(", ") + "))");
  }
}
return findings;
"""


def main():
    site, paths = sys.argv[1], sys.argv[2:]
    base = serve(site)
    driver = phone_browser()
    # axe checks a large page for seconds; on a machine busy with the rest of the suite, several times
    # Selenium's 30 s default for a script.
    driver.set_script_timeout(300)
    findings = []
    views = 0
    try:
        for width in (390, 820, 1280):
            driver.set_window_size(width, 900)
            for scheme in ("light", "dark"):
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                for path in paths:
                    driver.get(base + path)
                    views += 1
                    where = f"{path} at {width} px, {scheme}"
                    if not driver.find_elements("css selector", "main"):
                        findings.append(f"{where}: no such page ({driver.title})")
                        continue
                    overflow = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
                    if overflow > 0:
                        findings.append(f"{where}: the page is {overflow} px wider than the window")
                    bar = driver.execute_script("var m = document.querySelector('meta[name=\"theme-color\"]'); return m ? m.content : null;")
                    if bar != {"light": "#b45309", "dark": "#17130f"}[scheme]:
                        findings.append(f"{where}: the browser bar's colour is {bar}")
                    rows = driver.execute_script(NAVIGATION_ROWS)
                    if width == 390 and rows > 2:
                        findings.append(f"{where}: the navigation takes {rows} rows")
                    if width == 390:
                        for word in driver.execute_script(BROKEN_WORDS)[:5]:
                            findings.append(f"{where}: the word {json.dumps(word, ensure_ascii=False)} is broken over two lines")
                    for box in driver.execute_script(SCROLLERS):
                        findings.append(f"{where}: {box} scrolls sideways inside the page")
                    for finding in driver.execute_script(CONTRAST):
                        findings.append(f"{where}: contrast {finding}")
                    axe = Axe(driver)
                    axe.inject()
                    results = axe.run(options={"resultTypes": ["violations"]})
                    for violation in results["violations"]:
                        if violation.get("impact") in ("serious", "critical"):
                            targets = [" ".join(node["target"]) for node in violation["nodes"][:3]]
                            findings.append(f"{where}: axe {violation['impact']} {violation['id']}: {json.dumps(targets)}")
    finally:
        driver.quit()
    for finding in findings:
        print(finding)
    print(f"checked {views} views: {len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
