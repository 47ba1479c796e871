// hearth host: keeps a family's pages on the phone, so that the shopping list opens in a shop with no
// signal. Written at the family's root by hosted builds, registered by assets/hearth-host.js; it looks
// after that folder only. Pages come from the server whenever it answers (always the newest), and from
// what was kept when it does not. Only the pages and files of this family, only GET requests: forms,
// the version file and everything else go to the server as they would without it. Signing out on the
// page deletes what was kept.
"use strict";
var cacheName = "hearth-pages";
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

function keep(cache, address, response) {
  // A page of this family, whole: not a redirect to the sign-in page, not an error.
  if (response.ok && !response.redirected && response.type === "basic") {
    return cache.put(keyOf(address), response);
  }
  return undefined;
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(cacheName).then(function (cache) {
    return Promise.all(first.map(function (path) {
      var address = new URL(path, scope).href;
      return fetch(address, { credentials: "same-origin" })
        .then(function (response) { return keep(cache, address, response); })
        .catch(function () {});
    }));
  }).then(function () { return self.skipWaiting(); }));
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
    event.waitUntil(caches.open(cacheName).then(function (cache) { return keep(cache, request.url, copy); }));
    return response;
  }).catch(function () {
    return caches.match(keyOf(request.url)).then(function (kept) {
      return kept || new Response("No connection, and this page was not kept on this phone.", {
        status: 503, headers: { "Content-Type": "text/plain; charset=utf-8" }
      });
    });
  }));
});
