// hearth host: every form works without this script (a POST, then the page again). With it:
// - a form is sent in the background and the page's <main> is replaced by the new one, so a tick at the
//   store does not reload the page or lose its place;
// - every change to the list (add, tick and untick, unavailable and available, one more or one less, remove)
//   shows at once in its item's row and waits on this phone until it is sent: with no signal it stays in a
//   queue (localStorage), marked "not sent yet", and is sent in order when the connection is back, with
//   the time it was made and an ID of its own (change_id), so the server applies it once and drops it if
//   someone changed the item after it (the merge rule, docs/offline.md; said on the item until dismissed);
// - the family's pages are kept on the phone by a service worker (hearth-sw.js), so the shopping list
//   opens in a shop with no signal;
// - a page shows what others changed within seconds (hearth.js notices a newer build).
// Loaded only by pages built for `hearth host`.
(function () {
  "use strict";
  var root = new URL("../", document.currentScript.src);  // this script is in the family's assets/
  // Where the server's own addresses begin: "/", or "/hearth/" when the site is under a sub-path.
  var serverMeta = document.querySelector('meta[name="hearth-server"]');
  var server = serverMeta ? serverMeta.content : "/";
  var message = document.querySelector(".host-message");
  var words = {
    pending: message && message.getAttribute("data-pending") || "not sent yet",
    offline: message && message.getAttribute("data-offline") || "No connection: your changes are kept on this phone.",
    signedOut: message && message.getAttribute("data-signed-out") || "You are signed out.",
    dismiss: message && message.getAttribute("data-dismiss") || "Dismiss",
    waitingCount: message && message.getAttribute("data-waiting-count") || "{count} not sent yet",
    confirmedAt: message && message.getAttribute("data-confirmed-at") || "List confirmed at {time}",
    notSent: message && message.getAttribute("data-not-sent") || "No connection: nothing was changed. Try again.",
    sentAt: message && message.getAttribute("data-sent-at") || "{count} sent at {time}",
    notApplied: message && message.getAttribute("data-not-applied") || "{count} not applied: {reasons}",
    gotIt: message && message.getAttribute("data-got-it") || "Got it",
    remove: message && message.getAttribute("data-remove") || "Remove",
    quantity: message && message.getAttribute("data-quantity") || "×{count}",
    markUnavailable: message && message.getAttribute("data-mark-unavailable") || "Mark unavailable",
    markAvailable: message && message.getAttribute("data-mark-available") || "Mark available"
  };
  var queueKey = "hearth-queue:" + root.pathname;

  function say(text) {
    if (message) { message.textContent = text; }
  }

  // Changes the server refused or dropped (a newer change won): each stays on its item's row (at the top of
  // the page when the row is not on it), and on this phone across pages, with its reason until the shopper
  // dismisses it. A notice is {text, item, added} (the item's ID, or the ID of this phone's add that made it).
  var noticesKey = "hearth-notices:" + root.pathname;
  var notices = document.createElement("ul");
  notices.className = "host-notices";
  if (message) { message.parentNode.insertBefore(notices, message.nextSibling); }
  function keptNotices() {
    var list;
    try { list = JSON.parse(window.localStorage.getItem(noticesKey)) || []; } catch (error) { list = []; }
    return list.map(function (notice) { return typeof notice === "string" ? { text: notice } : notice; });
  }
  function saveNotices(list) {
    try { window.localStorage.setItem(noticesKey, JSON.stringify(list)); } catch (error) { /* shown until the page goes */ }
    showNotices(list);
  }
  function showNotices(list) {
    notices.textContent = "";
    Array.prototype.forEach.call(document.querySelectorAll(".item__refused"), function (old) { old.remove(); });
    list.forEach(function (notice, index) {
      var row = rowOf(notice);
      var said = document.createElement(row ? "span" : "li");
      said.className = row ? "item__refused" : "host-notice";
      said.setAttribute("role", "alert");
      var reason = document.createElement("span");
      reason.textContent = notice.text;
      var dismiss = document.createElement("button");
      dismiss.type = "button";
      dismiss.className = "button button--quiet button--small host-notice__dismiss";
      dismiss.textContent = words.dismiss;
      dismiss.addEventListener("click", function () { saveNotices(keptNotices().filter(function (other, at) { return at !== index; })); });
      said.appendChild(reason);
      said.appendChild(document.createTextNode(" "));
      said.appendChild(dismiss);
      (row || notices).appendChild(said);
    });
  }
  function keepNotice(notice) { saveNotices(keptNotices().concat([notice])); }

  // An invitation into another family, made while this page is open: said within seconds, with the link
  // to the member's own card, where it is accepted or declined.
  var invitation = document.createElement("p");
  invitation.className = "host-invitation";
  if (message) { message.parentNode.insertBefore(invitation, notices); }
  // How the household's backups stand, on a manager's family page (the server tells managers only).
  var backup = document.querySelector("[data-hearth-backup]");
  if (backup) {
    fetch(server + "backups/status.json", { credentials: "same-origin", cache: "no-store" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (status) {
        if (!status || !status.text) { return; }
        backup.textContent = status.text;
        backup.classList.toggle("host-backup--alarm", !!status.alarm);
      })
      .catch(function () {});
  }

  function askInvitations() {
    fetch(server + "invitations/waiting.json", { credentials: "same-origin", cache: "no-store" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (waiting) {
        invitation.textContent = "";
        if (!waiting || !waiting.count) { return; }
        var link = document.createElement("a");
        link.href = waiting.href;
        link.textContent = waiting.text;
        invitation.appendChild(link);
      })
      .catch(function () {});  // no connection: asked again in a moment
  }

  // Who of the family has a page open (this one too): the server counts a page that asked in the last
  // minute, and each open page asks every 15 seconds. Shown in the header as "2 online", names behind it.
  var online = document.querySelector("[data-hearth-online]");
  function askOnline() {
    if (!online) { return; }
    fetch(server + "online.json", { credentials: "same-origin", cache: "no-store" })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (now) {
        if (!now || !now.count) { return; }
        online.querySelector("summary").textContent = now.text;
        var names = online.querySelector("ul");
        names.textContent = "";
        now.names.forEach(function (name) {
          var row = document.createElement("li");
          row.textContent = name;
          names.appendChild(row);
        });
        online.hidden = false;
      })
      .catch(function () {});  // no connection: asked again in a moment
  }

  // The sync line: how many changes wait on this phone, when the server last confirmed the list, and what
  // the last sending did ("3 sent at 14:02 · 1 not applied: Milk was removed by Ana"), kept across pages.
  var sync = document.createElement("p");
  sync.className = "host-sync";
  if (message) { message.parentNode.insertBefore(sync, notices); }
  var confirmed = null;
  var syncKey = "hearth-sync:" + root.pathname;
  function clock(moment, seconds) {
    var options = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
    if (seconds) { options.second = "2-digit"; }
    return moment.toLocaleTimeString(document.documentElement.lang || undefined, options);
  }
  // The last sending: {sent, refused: [reasons], at, done}; done once the queue was empty after it.
  function lastSync() {
    try { return JSON.parse(window.localStorage.getItem(syncKey)); } catch (error) { return null; }
  }
  function noteSync(refusal) {
    var run = lastSync();
    if (!run || run.done) { run = { sent: 0, refused: [], at: 0, done: false }; }
    if (refusal) { run.refused.push(refusal); } else { run.sent += 1; }
    run.at = Date.now();
    run.done = !queue().length;
    try { window.localStorage.setItem(syncKey, JSON.stringify(run)); } catch (error) { /* shown until the page goes */ }
    showSync();
  }
  function showSync() {
    var parts = [];
    var count = queue().length;
    if (count) { parts.push(words.waitingCount.replace("{count}", String(count))); }
    if (confirmed) { parts.push(words.confirmedAt.replace("{time}", clock(confirmed, true))); }
    var run = lastSync();
    if (run && run.sent) { parts.push(words.sentAt.replace("{count}", String(run.sent)).replace("{time}", clock(new Date(run.at), false))); }
    if (run && run.refused.length) {
      parts.push(words.notApplied.replace("{count}", String(run.refused.length)).replace("{reasons}", run.refused.join(" ")));
    }
    sync.textContent = parts.join(" · ");
  }
  function confirmedNow() {
    confirmed = new Date();
    showSync();
  }

  // The changes waiting to be sent, oldest first, each with the ID this phone gave it: the server applies
  // an ID once, so a change sent again after its answer was lost changes nothing.
  // {id, kind, action, csrf, at, item, added, name, quantity, location}: `kind` is a button of the list's
  // form ("check", "uncheck", "unavailable", "available", "more", "less", "remove"), sent to `action` with
  // the item's ID (`item`), or with `added`, the ID of this phone's add that made an item the server had
  // not seen yet; or "add", with the add form's `name`, `quantity` and `location`.
  function queue() {
    var changes;
    try { changes = JSON.parse(window.localStorage.getItem(queueKey)) || []; } catch (error) { changes = []; }
    return changes.map(function (change) {
      // A tick kept by an earlier version of this script ({action, item, csrf, checked, at}): sent as it was.
      if (!change.kind) { change.kind = change.checked ? "check" : "uncheck"; }
      return change;
    });
  }
  function saveQueue(changes) {
    try { window.localStorage.setItem(queueKey, JSON.stringify(changes)); } catch (error) { /* kept in memory only */ }
    showSync();
  }
  function sameChange(one, other) {
    return one.id ? one.id === other.id : !other.id && one.item === other.item && one.at === other.at;
  }

  // A new change's ID: a random UUID (crypto.randomUUID needs https; getRandomValues does not).
  function newID() {
    var bytes = new Uint8Array(16);
    window.crypto.getRandomValues(bytes);
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    var hex = Array.prototype.map.call(bytes, function (byte) { return (byte + 0x100).toString(16).slice(1); }).join("");
    return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join("-");
  }

  // What a later change of the same item replaces while neither is sent: the last tick, or the last mark,
  // is what the shopper meant; a removal replaces them all. Steps of the count add up, and stay.
  var replaces = {
    check: ["check", "uncheck"], uncheck: ["check", "uncheck"],
    unavailable: ["unavailable", "available"], available: ["unavailable", "available"],
    remove: ["check", "uncheck", "unavailable", "available", "more", "less"]
  };
  function sameItem(one, other) {
    return one.kind !== "add" && other.kind !== "add" && (one.added ? one.added === other.added : !other.added && one.item === other.item);
  }
  // The change being sent now, if one is.
  var inFlight = null;
  function keep(change) {
    var changes = queue();
    var addedHere = change.added && !(inFlight && inFlight.id === change.added) && changes.some(function (other) { return other.id === change.added; });
    if (change.kind === "remove" && addedHere) {
      // An item this phone added and has not sent yet, taken back: nothing of it is sent.
      changes = changes.filter(function (other) { return other.id !== change.added && other.added !== change.added; });
    } else {
      changes = changes.filter(function (other) {
        return !(sameItem(change, other) && (replaces[change.kind] || []).indexOf(other.kind) >= 0 && !(inFlight && sameChange(inFlight, other)));
      });
      changes.push(change);
    }
    saveQueue(changes);
    markWaiting();
    send();
  }

  function parse(text) { return new DOMParser().parseFromString(text, "text/html"); }

  // What the server's answer says in words (a refusal, or a notice such as "Saved, not shown yet"), else its status.
  function explained(text, response) {
    var said = parse(text).querySelector(".refusal, main .lede");
    return said ? said.textContent : response.status + " " + response.statusText;
  }

  // Replaces <main> with the page's, then marks again the ticks still waiting.
  // The <main> the server last sent that was shown: the same again (the newer build a page notices after
  // its own form, which it has shown already) is not put in again, which would end a drag or a scroll.
  var lastShown = null;
  function showPage(text) {
    var main = parse(text).querySelector("main");
    var current = document.querySelector("main");
    if (!main || !current) { return false; }
    if (main.innerHTML === lastShown) { return true; }
    lastShown = main.innerHTML;
    current.innerHTML = main.innerHTML;
    markWaiting();
    fitToViewer();
    document.dispatchEvent(new Event("hearth:replaced"));
    return true;
  }

  function refresh() {
    return fetch(window.location.href, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) {
        if (!response.ok) { return false; }
        confirmedNow();
        return response.text().then(showPage);
      })
      .catch(function () { return false; });
  }

  // Marks a row as waiting to be sent ("not sent yet"), or not.
  function showWaiting(row, waiting) {
    row.classList.toggle("item--waiting", waiting);
    var note = row.querySelector(".item__waiting");
    if (waiting && !note) {
      note = document.createElement("span");
      note.className = "item__waiting";
      note.textContent = words.pending;
      row.appendChild(note);
    } else if (!waiting && note) {
      note.remove();
    }
  }

  // Shows a tick button as ticked or not, and whether its tick waits to be sent; pressed again, the
  // button then does the opposite.
  function showTick(button, checked, waiting) {
    button.name = checked ? "uncheck" : "check";
    button.setAttribute("aria-pressed", checked ? "true" : "false");
    button.textContent = checked ? "✓" : "";
    var row = button.closest("li");
    if (!row) { return; }
    row.classList.toggle("item--done", checked);
    showWaiting(row, waiting);
  }

  // The row of an item (a change or a notice's), if the page shows it.
  function rowOf(change) {
    if (change.added) { return document.querySelector('li[data-hearth-added="' + CSS.escape(change.added) + '"]'); }
    return change.item ? document.querySelector('li[data-hearth-item="' + CSS.escape(change.item) + '"]') : null;
  }

  // The row of the item of this name (any letter case), if the page shows it: an add of a name the list has
  // is that item when it arrives.
  function rowNamed(name) {
    var wanted = name.trim().toLocaleLowerCase();
    var names = document.querySelectorAll(".host-list li .item__name");
    for (var index = 0; index < names.length; index++) {
      if (names[index].textContent.trim().toLocaleLowerCase() === wanted) { return names[index].closest("li"); }
    }
    return null;
  }

  // An item this phone added with no signal, shown at once: a row of its own (in its location when the page
  // shows it) with its tick and Remove buttons, which name it by the add's ID until the server gives it one.
  function showAdded(change) {
    if (document.querySelector('li[data-hearth-added="' + CSS.escape(change.id) + '"]')) { return; }
    var same = rowNamed(change.name);
    if (same) { showWaiting(same, true); return; }
    var form = document.querySelector("form.host-list");
    if (!form) { return; }
    var shopping = !!document.querySelector(".shopping-header");
    var lists = form.querySelectorAll(shopping ? "ul.shopping__items" : "ul.items");
    var list = lists[0];
    Array.prototype.forEach.call(lists, function (candidate) {
      var heading = candidate.parentNode.querySelector("h2");
      if (change.location && heading && heading.textContent.trim() === change.location) { list = candidate; }
    });
    if (!list) {
      list = document.createElement("ul");
      list.className = shopping ? "shopping__items" : "items";
      form.appendChild(list);
    }
    var row = document.createElement("li");
    row.className = shopping ? "shopping__item" : "item";
    row.setAttribute("data-hearth-added", change.id);
    var tick = document.createElement("button");
    tick.className = "item__mark item__toggle";
    tick.type = "submit";
    tick.name = "check";
    tick.value = change.id;
    tick.setAttribute("aria-pressed", "false");
    tick.setAttribute("aria-label", words.gotIt + ": " + change.name);
    var name = document.createElement("span");
    name.className = "item__name";
    name.textContent = change.name;
    row.appendChild(tick);
    row.appendChild(document.createTextNode(" "));
    row.appendChild(name);
    if (change.quantity) {
      var quantity = document.createElement("span");
      quantity.className = "item__quantity";
      // A count as the list words it ("×2"); an amount with its unit as typed ("500 g").
      quantity.textContent = /^\d+$/.test(change.quantity) ? words.quantity.replace("{count}", change.quantity) : change.quantity;
      row.appendChild(document.createTextNode(" "));
      row.appendChild(quantity);
    }
    var remove = document.createElement("button");
    remove.className = "button button--quiet button--small item__remove";
    remove.type = "submit";
    remove.name = "remove";
    remove.value = change.id;
    remove.textContent = words.remove;
    remove.setAttribute("aria-label", words.remove + ": " + change.name);
    row.appendChild(document.createTextNode(" "));
    row.appendChild(remove);
    list.insertBefore(row, list.firstChild);
    showWaiting(row, true);
  }

  // Shows an item as to be had or not; its button then offers the opposite.
  function showAvailable(row, available) {
    row.classList.toggle("item--unavailable", !available);
    var button = row.querySelector("button.item__availability");
    if (!button) { return; }
    button.name = available ? "unavailable" : "available";
    button.textContent = available ? words.markUnavailable : words.markAvailable;
  }

  // Shows the count the server had (data-hearth-count) with the steps waiting added.
  function showCount(row, steps) {
    var count = Math.max(1, Math.min(99, (Number(row.getAttribute("data-hearth-count")) || 1) + steps));
    var quantity = row.querySelector(".item__quantity");
    if (!quantity) {
      quantity = document.createElement("span");
      quantity.className = "item__quantity";
      var name = row.querySelector(".item__name");
      name.parentNode.insertBefore(quantity, name.nextSibling);
      name.parentNode.insertBefore(document.createTextNode(" "), quantity);
    }
    quantity.textContent = count > 1 ? words.quantity.replace("{count}", String(count)) : "";
    var less = row.querySelector('button[name="less"]');
    if (less) { less.hidden = count <= 1; }
  }

  // Shows every change waiting in its item's row, over the page as the server last sent it.
  function markWaiting() {
    var steps = [];
    queue().forEach(function (change) {
      if (change.kind === "add") { showAdded(change); return; }
      var row = rowOf(change);
      if (!row) { return; }
      showWaiting(row, true);
      if (change.kind === "check" || change.kind === "uncheck") {
        var button = row.querySelector("button.item__toggle");
        if (button) { showTick(button, change.kind === "check", true); }
      } else if (change.kind === "unavailable" || change.kind === "available") {
        showAvailable(row, change.kind === "available");
      } else if (change.kind === "more" || change.kind === "less") {
        var counted = steps.filter(function (step) { return step.row === row; })[0];
        if (!counted) { counted = { row: row, steps: 0 }; steps.push(counted); }
        counted.steps += change.kind === "more" ? 1 : -1;
      } else if (change.kind === "remove") {
        row.classList.add("item--removed");
        Array.prototype.forEach.call(row.querySelectorAll("button"), function (button) { button.disabled = true; });
      }
    });
    steps.forEach(function (counted) { showCount(counted.row, counted.steps); });
    showNotices(keptNotices());
  }

  // A form's field by name (not `form.elements.csrf`: a field named like one of the collection's own
  // properties, such as "item", would be shadowed).
  function field(form, name) {
    var input = form.querySelector('input[name="' + name + '"]');
    return input ? input.value : "";
  }

  // The tick button of an item on this page, if it shows the item.
  function tickButton(item) {
    var buttons = document.querySelectorAll("button.item__toggle");
    for (var index = 0; index < buttons.length; index++) {
      if (buttons[index].value === item) { return buttons[index]; }
    }
    return null;
  }

  // A device's page (a kitchen screen) changes nothing: its tick buttons only show what is ticked.
  var isDevice = document.documentElement.hasAttribute("data-hearth-device");
  // Another member's wish, or an item another member added: only they may remove it (or change its count),
  // so those buttons are not shown. An item's owner "" is anyone's.
  var memberID = document.documentElement.getAttribute("data-hearth-member-id");
  function hideOthersForms() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-hearth-owner]"), function (form) {
      var owner = form.getAttribute("data-hearth-owner");
      form.hidden = form.tagName === "FORM" ? owner !== memberID : owner !== "" && owner !== memberID;
    });
  }
  // The page as the one viewing it may use it: a device presses nothing, a member removes only their own wishes.
  var marksChores = document.documentElement.hasAttribute("data-hearth-device-chores");
  function fitToViewer() {
    hideOthersForms();
    showTrips();
    dragWalkingOrder();
    if (!isDevice) { return; }
    Array.prototype.forEach.call(document.querySelectorAll("form[data-hearth-action] button"), function (button) {
      button.disabled = !(marksChores && button.closest(".chore__form"));
    });
  }

  // The shopping trip (the shopping list's trip panel): each trip going on shows its timer, the time shopped
  // with its pauses left out; "I'm going shopping" hides while the viewer shops. When they chose so, their
  // timer pauses while the page is hidden, and the server is told (the panel's data-pause and data-resume: act/trip/pause, act/trip/resume), so the
  // minutes recorded when they purchase leave the pause out too.
  function myTrip() {
    return memberID ? document.querySelector('[data-hearth-trip-member="' + memberID + '"]') : null;
  }
  function showTrips() {
    var start = document.querySelector(".trip__start");
    if (start) { start.hidden = isDevice || !!myTrip(); }
    var paused = (document.querySelector("[data-hearth-trips]") || document.documentElement).getAttribute("data-paused") || "";
    Array.prototype.forEach.call(document.querySelectorAll("[data-hearth-trip-started]"), function (trip) {
      var number = function (name) { return Number(trip.getAttribute(name)) || 0; };
      var since = number("data-hearth-trip-paused-since");
      var shopped = Math.max(0, (since || Date.now()) - number("data-hearth-trip-started") - number("data-hearth-trip-paused-for"));
      var seconds = Math.floor(shopped / 1000);
      var text = Math.floor(seconds / 60) + ":" + String(seconds % 60).padStart(2, "0");
      var timer = trip.querySelector("[data-hearth-trip-timer]");
      if (timer) { timer.textContent = since ? text + " (" + paused + ")" : text; }
    });
  }
  document.addEventListener("visibilitychange", function () {
    var trip = myTrip();
    var csrf = document.querySelector('.trip__start input[name="csrf"]');
    if (!trip || !trip.hasAttribute("data-hearth-trip-pauses") || !csrf) { return; }
    var body = new URLSearchParams({ csrf: csrf.value });
    var trips = document.querySelector("[data-hearth-trips]");
    var action = new URL(trips.getAttribute(document.hidden ? "data-pause" : "data-resume"), location.href).href;
    if (document.hidden) {
      // The page may be gone before an answer comes: a beacon is sent all the same.
      trip.setAttribute("data-hearth-trip-paused-since", String(Date.now()));
      if (!navigator.sendBeacon || !navigator.sendBeacon(action, body)) {
        fetch(action, { method: "POST", body: body, credentials: "same-origin", keepalive: true }).catch(function () {});
      }
    } else {
      var since = Number(trip.getAttribute("data-hearth-trip-paused-since")) || 0;
      if (since) {
        trip.setAttribute("data-hearth-trip-paused-for", String(Number(trip.getAttribute("data-hearth-trip-paused-for")) + Date.now() - since));
        trip.setAttribute("data-hearth-trip-paused-since", "");
      }
      fetch(action, { method: "POST", body: body, credentials: "same-origin" }).then(refresh).catch(function () {});
    }
    showTrips();
  });

  // The walking order on the family page (managers): where script runs, each location gets a handle to
  // drag it to its place (by mouse, finger or pen: pointer events); the server is sent how many places it
  // went, and the page comes back in the new order. The ↑ ↓ buttons stay, for keyboards and screen readers.
  function dragWalkingOrder() {
    var list = document.querySelector(".walking-order__list");
    if (!list || list.hasAttribute("data-hearth-drag")) { return; }
    list.setAttribute("data-hearth-drag", "");
    Array.prototype.forEach.call(list.children, function (stop) {
      var handle = document.createElement("span");
      handle.className = "walking-order__handle";
      handle.setAttribute("aria-hidden", "true");
      handle.textContent = "⠿";
      stop.insertBefore(handle, stop.firstChild);
    });
    var dragged = null;
    var from = 0;
    list.addEventListener("pointerdown", function (event) {
      if (!event.target.closest(".walking-order__handle")) { return; }
      dragged = event.target.closest("li");
      from = Array.prototype.indexOf.call(list.children, dragged);
      dragged.classList.add("walking-order__stop--dragged");
      list.setPointerCapture(event.pointerId);
      event.preventDefault();
    });
    list.addEventListener("pointermove", function (event) {
      if (!dragged) { return; }
      var under = document.elementFromPoint(event.clientX, event.clientY);
      var stop = under && under.closest(".walking-order__list > li");
      if (!stop || stop === dragged) { return; }
      var box = stop.getBoundingClientRect();
      list.insertBefore(dragged, event.clientY > box.top + box.height / 2 ? stop.nextSibling : stop);
    });
    function drop() {
      if (!dragged) { return; }
      var stop = dragged;
      dragged = null;
      stop.classList.remove("walking-order__stop--dragged");
      var to = Array.prototype.indexOf.call(list.children, stop);
      var form = stop.querySelector("form");
      if (to === from || !form) { return; }
      var body = new URLSearchParams({ csrf: field(form, "csrf"), location: field(form, "location"), step: String(to - from) });
      fetch(form.action, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "text/html" } })
        .then(function (response) {
          return response.text().then(function (text) {
            if (!response.ok) { say(explained(text, response)); }
            refresh();
          });
        })
        .catch(function () { say(words.notSent); refresh(); });
    }
    list.addEventListener("pointerup", drop);
    list.addEventListener("pointercancel", drop);
  }

  // A change as the form it stands for sends it, with when it was made and when it is sent.
  function bodyOf(change) {
    var body = new URLSearchParams({ csrf: change.csrf, at: String(change.at), sent: String(Date.now()) });
    if (change.id) { body.append("change_id", change.id); }
    if (change.kind === "add") {
      body.append("name", change.name);
      body.append("quantity", change.quantity || "");
      body.append("location", change.location || "");
    } else {
      body.append(change.kind, change.added || change.item);
      if (change.added) { body.append("item_change", change.added); }
    }
    return body;
  }

  // Sends the queue, one change at a time, oldest first. A change leaves the queue once the server answered
  // it (done, or refused in words shown on its item); with no connection, or signed out, it stays, and is
  // sent again with the same ID.
  var sending = false;
  function send() {
    var changes = queue();
    if (sending || !changes.length) { return; }
    sending = true;
    var change = changes[0];
    inFlight = change;
    fetch(change.action, { method: "POST", body: bodyOf(change), credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) {
        return response.text().then(function (text) {
          sending = false;
          inFlight = null;
          if (response.status === 401 || response.status >= 500) {
            say(response.status === 401 ? words.signedOut : explained(text, response));
            return;
          }
          var left = queue().filter(function (other) { return !sameChange(change, other); });
          if (!response.ok && change.kind === "add") {
            // An add refused: the changes made to its item on this phone cannot reach it either.
            left = left.filter(function (other) { return other.added !== change.id; });
          }
          saveQueue(left);
          say("");
          if (response.ok) {
            noteSync(null);
            confirmedNow();
            // A change the server says in words (an item on the list already): said here, the list shown again.
            var said = parse(text).querySelector("[data-hearth-said]");
            if (said) { say(said.textContent); }
            if (!queue().length) {
              if (said || !showPage(text)) { refresh(); }
            }
          } else {
            // Refused, or dropped for a newer change: said on its item until dismissed, and the item shown as the list has it.
            var reason = explained(text, response);
            noteSync(reason);
            keepNotice({ text: reason, item: change.item || undefined, added: change.added || undefined });
            if (!queue().length) { refresh(); }
          }
          send();
        });
      })
      .catch(function () {
        sending = false;
        inFlight = null;
        say(words.offline);
      });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) { return; }
    if (/\/sign-out$/.test(form.action)) {
      // Signed out, the pages kept on this phone and the changes not sent are forgotten.
      try {
        window.localStorage.removeItem(queueKey);
        window.localStorage.removeItem(syncKey);
      } catch (error) { /* nothing kept */ }
      if (window.caches) {
        window.caches.keys().then(function (names) {
          names.forEach(function (name) { if (name.indexOf("hearth-pages") === 0) { window.caches.delete(name); } });
        });
      }
      return;
    }
    if (!form.hasAttribute("data-hearth-action")) { return; }
    event.preventDefault();
    var button = event.submitter;
    // A change to the list: kept on this phone and shown at once, then sent in order (`send`).
    if (button && /\/grocery\/item$/.test(form.action) && ["check", "uncheck", "unavailable", "available", "more", "less", "remove"].indexOf(button.name) >= 0) {
      var row = button.closest("li");
      var added = row ? row.getAttribute("data-hearth-added") : null;
      keep({ id: newID(), kind: button.name, action: form.action, csrf: field(form, "csrf"), at: Date.now(),
             item: added ? undefined : button.value, added: added || undefined });
      return;
    }
    if (/\/grocery\/add$/.test(form.action)) {
      var name = form.querySelector('[name="name"]');
      var quantity = form.querySelector('[name="quantity"]');
      var location = form.querySelector('[name="location"]');
      if (!name || !name.value.trim()) { return; }
      keep({ id: newID(), kind: "add", action: form.action, csrf: field(form, "csrf"), at: Date.now(), name: name.value.trim(),
             quantity: quantity ? quantity.value.trim() : "", location: location ? location.value : "" });
      form.reset();
      return;
    }
    var body = new URLSearchParams(new FormData(form));
    if (button && button.name) { body.append(button.name, button.value); }
    if (button) { button.disabled = true; }
    // The server answers with a redirect to the page, rebuilt with the change; fetch follows it.
    fetch(form.action, {
      method: "POST",
      body: body,
      credentials: "same-origin",
      headers: { "Accept": "text/html" }
    }).then(function (response) {
      return response.text().then(function (text) {
        if (!response.ok) {
          // A refusal: the server's page says why in .refusal, in the command's words.
          say(explained(text, response));
          if (button) { button.disabled = false; }
          return;
        }
        // A change the server says in words (an item on the list already): said here, and the page shown again.
        var said = parse(text).querySelector("[data-hearth-said]");
        if (said) {
          say(said.textContent);
          if (button) { button.disabled = false; }
          refresh();
          return;
        }
        if (showPage(text)) { say(""); } else { window.location.href = response.url; }
      });
    }).catch(function () {
      say(words.notSent);
      if (button) { button.disabled = false; }
    });
  });

  // A newer build (hearth.js): the page's <main> again, unless changes are on their way.
  document.addEventListener("hearth:newer", function (event) {
    event.preventDefault();
    if (!sending && !queue().length) { refresh(); }
  });

  // The shop switcher of the shopping list (a family with shops): this phone remembers the list it last
  // chose, and the family's list, opened again, goes on to it ("Any shop" chosen is remembered too).
  var shopKey = "hearth-shop:" + root.pathname;
  function rememberShop(event) {
    var link = event.target.closest && event.target.closest("a[data-hearth-shop]");
    if (link) {
      try { localStorage.setItem(shopKey, link.getAttribute("data-hearth-shop")); } catch (error) {}
    }
  }
  function openRememberedShop() {
    var here = document.querySelector(".shop-switcher [aria-current][data-hearth-shop='']");
    var remembered = null;
    try { remembered = localStorage.getItem(shopKey); } catch (error) {}
    if (!here || !remembered) { return; }
    var links = document.querySelectorAll(".shop-switcher a[data-hearth-shop]");
    for (var index = 0; index < links.length; index++) {
      if (links[index].getAttribute("data-hearth-shop") === remembered) { window.location.replace(links[index].href); return; }
    }
  }
  document.addEventListener("click", rememberShop);
  openRememberedShop();

  window.addEventListener("online", send);
  window.setInterval(send, 5000);
  markWaiting();
  fitToViewer();
  showNotices(keptNotices());
  showSync();
  askOnline();
  window.setInterval(askOnline, 15000);
  window.setInterval(showTrips, 1000);
  if (!isDevice) {
    askInvitations();
    window.setInterval(askInvitations, 5000);
  }
  document.addEventListener("hearth:current", function () { if (!queue().length) { confirmedNow(); } });
  send();

  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register(new URL("hearth-sw.js", root).href, { scope: root.pathname }).catch(function () {});
  }
})();
