// hearth host: keeps a family's pages on the phone, so that the shopping list opens in a shop with no
// signal. Written at the family's root by hosted builds, registered by assets/hearth-host.js; it looks
// after that folder only. Pages come from the server whenever it answers (always the newest), and from
// what was kept when it does not. Only the pages and files of this family, only GET requests: forms,
// the version file and everything else go to the server as they would without it.
//
// What is kept belongs to one session: the server names it in the hearth_pages cookie, set at sign-in
// and removed at sign-out or when the session has ended. Pages are kept under that name, and with no
// signal only the pages kept under the name the cookie holds now are shown: after anyone else signs in
// on this browser, or once it is signed out, nothing kept before opens, and it is dropped as soon as
// the server answers again. A browser that cannot read cookies here (no Cookie Store API) shows no
// kept page.
"use strict";
var prefix = "hearth-pages:";
var scope = self.registration.scope;
// Kept as soon as the phone opens a page, before they are visited: the lists and what they need.
var first = ["", "groceries/", "shopping/", "assets/hearth.css", "assets/hearth.js", "assets/hearth-host.js"];

// One address for a page however it was asked for: "shopping/" and "shopping/index.html", no query.
function keyOf(address) {
  var url = new URL(address);
  url.search = "";
  url.hash = "";
  if (/\/index\.html$/.test(url.pathname)) { url.pathname = url.pathname.slice(0, -"index.html".length); }
  return url.href;
}

// The name of the session signed in on this browser now, "" when none (or when the browser cannot say).
function owner() {
  if (!self.cookieStore) { return Promise.resolve(""); }
  return self.cookieStore.get("hearth_pages").then(function (cookie) {
    return cookie && cookie.value ? cookie.value : "";
  }, function () { return ""; });
}

// Drops what was kept for every session but `tag` (everything, when `tag` is ""), of this family and
// of any other family's pages on this server.
function dropAllBut(tag) {
  return caches.keys().then(function (names) {
    return Promise.all(names.filter(function (name) {
      return name.indexOf("hearth-pages") === 0 && name !== prefix + tag;
    }).map(function (name) { return caches.delete(name); }));
  });
}

// After the server answered `address`: the page kept for the session signed in now (a page of this
// family, whole: not a redirect to the sign-in page, not an error), and nothing kept for anyone else.
function keep(address, response) {
  return owner().then(function (tag) {
    return dropAllBut(tag).then(function () {
      if (!tag || !response.ok || response.redirected || response.type !== "basic") { return undefined; }
      return caches.open(prefix + tag).then(function (cache) { return cache.put(keyOf(address), response); });
    });
  });
}

function notKept(text) {
  return new Response(text, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

self.addEventListener("install", function (event) {
  event.waitUntil(Promise.all(first.map(function (path) {
    var address = new URL(path, scope).href;
    return fetch(address, { credentials: "same-origin" })
      .then(function (response) { return keep(address, response); })
      .catch(function () {});
  })).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET" || request.url.indexOf(scope) !== 0 || /\/hearth-version\.txt$/.test(new URL(request.url).pathname)) {
    return;
  }
  event.respondWith(fetch(request).then(function (response) {
    var copy = response.clone();
    event.waitUntil(keep(request.url, copy));
    return response;
  }).catch(function () {
    return owner().then(function (tag) {
      if (!tag) { return notKept("No connection, and this browser is signed out: no page kept on it is shown."); }
      return caches.open(prefix + tag).then(function (cache) { return cache.match(keyOf(request.url)); }).then(function (kept) {
        return kept || notKept("No connection, and this page was not kept on this phone.");
      });
    });
  }));
});
