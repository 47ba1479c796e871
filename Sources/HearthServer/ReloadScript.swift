import Foundation

/// The script the server adds to every HTML page it serves (never to the built files): it asks for
/// the site's version every second, reloads the page after a rebuild, and shows a failed rebuild's
/// error on the page until the next good one.
enum ReloadScript {
    static let path = "/__hearth/reload.js"
    static let statusPath = "/__hearth/status"
    static let tag = "<script src=\"\(path)\"></script>"

    static let source = #"""
        (function () {
          "use strict";
          var seen = null;
          var banner = null;
          function show(error) {
            if (!error) { if (banner) { banner.remove(); banner = null; } return; }
            if (!banner) {
              banner = document.createElement("pre");
              banner.setAttribute("role", "alert");
              banner.style.cssText = "position:fixed;left:0;right:0;bottom:0;margin:0;padding:1rem;z-index:99;" +
                "background:#7f1d1d;color:#fff;font:14px/1.4 ui-monospace,monospace;white-space:pre-wrap;max-height:40vh;overflow:auto";
              document.body.appendChild(banner);
            }
            banner.textContent = "hearth: the last rebuild failed; this is the last good site.\n" + error;
          }
          function poll() {
            fetch("\#(statusPath)", { cache: "no-store" }).then(function (response) { return response.json(); }).then(function (status) {
              if (seen !== null && status.version !== seen && !status.error) { location.reload(); return; }
              seen = status.version;
              show(status.error);
            }).catch(function () {}).then(function () { setTimeout(poll, 1000); });
          }
          poll();
        }());
        """#
}
