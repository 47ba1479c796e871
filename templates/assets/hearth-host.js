// hearth host: every form works without this script (a POST, then the page again). With it:
// - a form is sent in the background and the page's <main> is replaced by the new one, so a tick at the
//   store does not reload the page or lose its place;
// - a tick (the check buttons of the grocery and shopping lists) shows at once and waits on this phone until it is
//   sent: with no signal it stays in a queue (localStorage), marked "not sent yet", and is sent when the
//   connection is back, with the time it was made, so the server drops it if someone changed the item
//   after it (409, said on the page);
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
    offline: message && message.getAttribute("data-offline") || "No connection: your ticks are kept on this phone.",
    signedOut: message && message.getAttribute("data-signed-out") || "You are signed out.",
    dismiss: message && message.getAttribute("data-dismiss") || "Dismiss",
    waitingCount: message && message.getAttribute("data-waiting-count") || "{count} not sent yet",
    confirmedAt: message && message.getAttribute("data-confirmed-at") || "List confirmed at {time}",
    notSent: message && message.getAttribute("data-not-sent") || "No connection: nothing was changed. Try again."
  };
  var queueKey = "hearth-queue:" + root.pathname;

  function say(text) {
    if (message) { message.textContent = text; }
  }

  // Ticks the server refused or dropped (a newer change won): each stays on the page, and on this phone
  // across pages, with its reason until the shopper dismisses it.
  var noticesKey = "hearth-notices:" + root.pathname;
  var notices = document.createElement("ul");
  notices.className = "host-notices";
  if (message) { message.parentNode.insertBefore(notices, message.nextSibling); }
  function keptNotices() {
    try { return JSON.parse(window.localStorage.getItem(noticesKey)) || []; } catch (error) { return []; }
  }
  function saveNotices(list) {
    try { window.localStorage.setItem(noticesKey, JSON.stringify(list)); } catch (error) { /* shown until the page goes */ }
    showNotices(list);
  }
  function showNotices(list) {
    notices.textContent = "";
    list.forEach(function (text, index) {
      var row = document.createElement("li");
      row.className = "host-notice";
      row.setAttribute("role", "alert");
      var reason = document.createElement("span");
      reason.textContent = text;
      var dismiss = document.createElement("button");
      dismiss.type = "button";
      dismiss.className = "button button--quiet button--small host-notice__dismiss";
      dismiss.textContent = words.dismiss;
      dismiss.addEventListener("click", function () { saveNotices(keptNotices().filter(function (other, at) { return at !== index; })); });
      row.appendChild(reason);
      row.appendChild(document.createTextNode(" "));
      row.appendChild(dismiss);
      notices.appendChild(row);
    });
  }
  function keepNotice(text) { saveNotices(keptNotices().concat([text])); }

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

  // The sync line: how many ticks wait on this phone, and when the server last confirmed the list.
  var sync = document.createElement("p");
  sync.className = "host-sync";
  if (message) { message.parentNode.insertBefore(sync, notices); }
  var confirmed = null;
  function showSync() {
    var parts = [];
    var count = queue().length;
    if (count) { parts.push(words.waitingCount.replace("{count}", String(count))); }
    if (confirmed) { parts.push(words.confirmedAt.replace("{time}", confirmed.toLocaleTimeString(document.documentElement.lang || undefined, { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" }))); }
    sync.textContent = parts.join(" · ");
  }
  function confirmedNow() {
    confirmed = new Date();
    showSync();
  }

  // The ticks waiting to be sent, oldest first: {action, item, csrf, checked, at}.
  function queue() {
    try { return JSON.parse(window.localStorage.getItem(queueKey)) || []; } catch (error) { return []; }
  }
  function saveQueue(ticks) {
    try { window.localStorage.setItem(queueKey, JSON.stringify(ticks)); } catch (error) { /* kept in memory only */ }
    showSync();
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

  // Shows a tick button as ticked or not, and whether its tick waits to be sent; pressed again, the
  // button then does the opposite.
  function showTick(button, checked, waiting) {
    button.name = checked ? "uncheck" : "check";
    button.setAttribute("aria-pressed", checked ? "true" : "false");
    button.textContent = checked ? "✓" : "";
    var row = button.closest("li");
    if (!row) { return; }
    row.classList.toggle("item--done", checked);
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
  // Another member's wish: only its member may remove it, so its Remove button is not shown.
  var memberID = document.documentElement.getAttribute("data-hearth-member-id");
  function hideOthersForms() {
    Array.prototype.forEach.call(document.querySelectorAll("form[data-hearth-owner]"), function (form) {
      form.hidden = form.getAttribute("data-hearth-owner") !== memberID;
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

  function markWaiting() {
    queue().forEach(function (tick) {
      var button = tickButton(tick.item);
      if (button) { showTick(button, tick.checked, true); }
    });
  }

  // Sends the queue, one tick at a time, oldest first. A tick leaves the queue once the server answered
  // it (done, or refused in words shown on the page); with no connection, or signed out, it stays.
  var sending = false;
  function send() {
    var ticks = queue();
    if (sending || !ticks.length) { return; }
    sending = true;
    var tick = ticks[0];
    var body = new URLSearchParams({ csrf: tick.csrf, at: String(tick.at), sent: String(Date.now()) });
    body.append(tick.checked ? "check" : "uncheck", tick.item);
    fetch(tick.action, { method: "POST", body: body, credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) {
        return response.text().then(function (text) {
          sending = false;
          if (response.status === 401 || response.status >= 500) {
            say(response.status === 401 ? words.signedOut : explained(text, response));
            return;
          }
          saveQueue(queue().filter(function (other) { return !(other.item === tick.item && other.at === tick.at); }));
          if (response.ok) {
            say("");
            confirmedNow();
            if (!queue().length) { showPage(text); }
          } else {
            // Refused, or dropped for a newer change: said until dismissed, and the item shown as the list has it.
            say("");
            keepNotice(explained(text, response));
            if (!queue().length) { refresh(); }
          }
          send();
        });
      })
      .catch(function () {
        sending = false;
        say(words.offline);
      });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement)) { return; }
    if (/\/sign-out$/.test(form.action)) {
      // Signed out, the pages kept on this phone and the ticks not sent are forgotten.
      try { window.localStorage.removeItem(queueKey); } catch (error) { /* nothing kept */ }
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
    if (button && (button.name === "check" || button.name === "uncheck")) {
      var tick = { action: form.action, item: button.value, csrf: field(form, "csrf"), checked: button.name === "check", at: Date.now() };
      // A newer tick of the same item replaces one not sent yet: the last is what the shopper meant.
      saveQueue(queue().filter(function (other) { return other.item !== tick.item; }).concat([tick]));
      showTick(button, tick.checked, true);
      send();
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

  // A newer build (hearth.js): the page's <main> again, unless ticks are on their way.
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
