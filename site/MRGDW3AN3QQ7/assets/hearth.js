// Every page of a family's site. Without this script every page still works; with it:
// - a page left open notices a newer build of the site (the build's hearth-version.txt changes) and
//   shows it: a static site's page reloads (asked every 30 s), a hosted page replaces its <main> in
//   place (asked every 2 s, by hearth-host.js), and at once when the page is come back to. Never while
//   the page prints or a field is being typed in.
// - on a static site's shopping list, ticks are kept on this phone (localStorage) until the list changes;
// - the chores feed's "Subscribe" link becomes webcal://, and "Print" buttons print;
// - the browser's bar takes the page's colour in dark mode too (the page says one colour: the HTML
//   checker refuses a theme-color with a media query).
(function () {
  "use strict";
  var themeColour = document.querySelector('meta[name="theme-color"]');
  var darkMode = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  function paintBar() {
    if (themeColour && darkMode) { themeColour.setAttribute("content", darkMode.matches ? "#17130f" : "#b45309"); }
  }
  paintBar();
  if (darkMode && darkMode.addEventListener) { darkMode.addEventListener("change", paintBar); }
  var root = new URL("../", document.currentScript.src);  // this script is in the family's assets/
  var hosted = document.documentElement.hasAttribute("data-hearth-hosted");
  var printing = false;
  window.addEventListener("beforeprint", function () { printing = true; });
  window.addEventListener("afterprint", function () { printing = false; });

  // Printing, or typing into a field: no new page now, the next round asks again.
  function busy() {
    var field = document.activeElement;
    var typing = field && (field.tagName === "TEXTAREA" || field.tagName === "SELECT" ||
      (field.tagName === "INPUT" && !/^(checkbox|radio|hidden|submit|button)$/.test(field.type)));
    return printing || typing;
  }

  var known = null;
  function askVersion() {
    fetch(new URL("hearth-version.txt", root), { cache: "no-store", credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (version) {
        if (version === null) { return; }
        // The page shows the site as the server has it now (hearth-host.js says when, on its sync line).
        if (known === null || version === known) { known = version; document.dispatchEvent(new Event("hearth:current")); return; }
        if (busy()) { return; }
        known = version;
        // hearth-host.js takes this event and replaces <main>; a static page reloads.
        if (document.dispatchEvent(new CustomEvent("hearth:newer", { cancelable: true }))) {
          window.location.reload();
        }
      })
      .catch(function () {});  // no connection, or a page opened from disk: nothing to ask
  }
  askVersion();
  window.setInterval(askVersion, hosted ? 2000 : 30000);
  // A tablet woken up, a tab come back to: asked at once, not at the next round.
  window.addEventListener("focus", askVersion);
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible") { askVersion(); }
  });

  // "Subscribe" to the chores feed: on a web server, a webcal:// address, which phones and calendar apps
  // open as a subscription (a page opened from disk keeps the plain link to the file).
  if (/^https?:$/.test(window.location.protocol)) {
    Array.prototype.forEach.call(document.querySelectorAll("a[data-hearth-webcal]"), function (link) {
      link.href = "webcal://" + link.href.replace(/^https?:\/\//, "");
    });
  }

  // "Print" buttons, which only a page with this script can have: shown again whenever a hosted page's
  // content is replaced in place (hearth-host.js says so with "hearth:replaced"), pressed through the document.
  function showPrintButtons() {
    Array.prototype.forEach.call(document.querySelectorAll("button[data-hearth-print]"), function (button) { button.hidden = false; });
  }
  showPrintButtons();
  document.addEventListener("hearth:replaced", showPrintButtons);
  document.addEventListener("click", function (event) {
    if (event.target instanceof Element && event.target.closest("button[data-hearth-print]")) { window.print(); }
  });

  // A static shopping list: the ticks of this list on this phone, forgotten when the list changes.
  var list = document.querySelector("[data-hearth-list]");
  var boxes = list ? list.querySelectorAll("input[data-hearth-local-tick]") : [];
  if (!boxes.length) { return; }
  var key = "hearth-ticks:" + window.location.pathname;
  var listKey = list.getAttribute("data-hearth-list");
  var saved = null;
  try { saved = JSON.parse(window.localStorage.getItem(key)); } catch (error) { saved = null; }
  if (!saved || saved.list !== listKey || !Array.isArray(saved.ticked)) { saved = { list: listKey, ticked: [] }; }

  function show(box) {
    var row = box.closest("li");
    if (row) { row.classList.toggle("item--done", box.checked); }
  }
  Array.prototype.forEach.call(boxes, function (box) {
    box.checked = saved.ticked.indexOf(box.getAttribute("data-hearth-local-tick")) >= 0;
    show(box);
  });
  list.addEventListener("change", function (event) {
    var box = event.target;
    if (!box.hasAttribute || !box.hasAttribute("data-hearth-local-tick")) { return; }
    var id = box.getAttribute("data-hearth-local-tick");
    saved.ticked = saved.ticked.filter(function (other) { return other !== id; });
    if (box.checked) { saved.ticked.push(id); }
    show(box);
    try { window.localStorage.setItem(key, JSON.stringify(saved)); } catch (error) { /* private mode: this visit only */ }
  });
})();
