// hearth host: every form works without this script (a POST, then the page again). With it, a form
// is sent in the background and the page's <main> is replaced by the new one, so a tick at the store
// does not reload the page or lose its place. Loaded only by pages built for `hearth host`.
(function () {
  "use strict";
  var message = document.querySelector(".host-message");

  function say(text) {
    if (message) { message.textContent = text; }
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-hearth-action")) { return; }
    event.preventDefault();
    var button = form.querySelector("button");
    if (button) { button.disabled = true; }
    // The server answers with a redirect to the page, rebuilt with the change; fetch follows it.
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
      headers: { "Accept": "text/html" }
    }).then(function (response) {
      return response.text().then(function (text) {
        var page = new DOMParser().parseFromString(text, "text/html");
        if (!response.ok) {
          // A refusal: the server's page says why in .refusal, in the command's words.
          var refusal = page.querySelector(".refusal");
          say(refusal ? refusal.textContent : response.status + " " + response.statusText);
          if (button) { button.disabled = false; }
          return;
        }
        var main = page.querySelector("main");
        var current = document.querySelector("main");
        if (main && current) {
          current.innerHTML = main.innerHTML;
          say("");
        } else {
          window.location.href = response.url;
        }
      });
    }).catch(function () {
      say("No connection: nothing was changed. Try again.");
      if (button) { button.disabled = false; }
    });
  });
})();
