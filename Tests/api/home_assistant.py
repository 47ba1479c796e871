#!/usr/bin/env python3
"""Runs docs/home-assistant.md against a running `hearth host`, as far as this machine allows without Home
Assistant: every YAML block of the guide is parsed (with `!secret`), its `rest` resources are asked with its
headers and its sensors' templates rendered (Jinja2, with Home Assistant's now(), states(), state_attr()
and to_json given here), the dashboard card rendered from those sensors, the voice sentence matched and its
intent's REST command sent, and the webhook automation fed a notice that `hearth host` sends to a receiver
standing in for Home Assistant's webhook. Prints what each gave; exits 1 when something is wrong.

    python3 Tests/api/home_assistant.py http://127.0.0.1:8080 TOKEN HEARTH_BINARY STORE NOTICED_MEMBER ACTING_MEMBER [TODAY]

TODAY (YYYY-MM-DD) is what now() gives, for a host started with --date.
"""
import datetime
import http.server
import json
import re
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import jinja2
import yaml

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "home-assistant.md"


class SecretLoader(yaml.SafeLoader):
    pass


def main():
    base, token, hearth, store, noticed, acting = sys.argv[1:7]
    today = datetime.datetime.fromisoformat(sys.argv[7]) if len(sys.argv) > 7 else None
    secrets = {"hearth_token_header": f"Bearer {token}"}
    SecretLoader.add_constructor("!secret", lambda loader, node: secrets[loader.construct_scalar(node)])
    text = GUIDE.read_text(encoding="utf-8")
    blocks = [yaml.load(block.replace("http://hearth.local:8080", base), Loader=SecretLoader)
              for block in re.findall(r"```yaml\n(.*?)```", text, re.S)]
    config = {}
    for block in blocks:
        if isinstance(block, dict):
            config.update(block)
    automations = next(block for block in blocks if isinstance(block, list))
    card = next(block for block in blocks if isinstance(block, dict) and block.get("type") == "markdown")

    sensors = {}
    environment = jinja2.sandbox.SandboxedEnvironment()
    environment.filters["to_json"] = json.dumps
    environment.globals["now"] = lambda: today or datetime.datetime.now()
    environment.globals["states"] = lambda entity: sensors[entity]["state"]
    environment.globals["state_attr"] = lambda entity, name: sensors[entity]["attributes"].get(name)

    def ask(method, url, headers, body=None):
        request = urllib.request.Request(url, data=body, method=method.upper(), headers=headers)
        with urllib.request.urlopen(request) as response:
            return response.status, json.loads(response.read() or b"null")

    def read_sensors():
        for rest in config["rest"]:
            _, value = ask("GET", rest["resource"], rest["headers"])
            for sensor in rest["sensor"]:
                entity = "sensor." + re.sub(r"[^a-z0-9]+", "_", sensor["name"].lower()).strip("_")
                state = environment.from_string(sensor["value_template"]).render(value_json=value).strip()
                sensors[entity] = {"state": state, "attributes": {key: value[key] for key in sensor.get("json_attributes", [])}}
                print(f"{entity}: {state}")

    read_sensors()
    shown = environment.from_string(card["content"]).render()
    print("card: " + " | ".join(line.strip() for line in shown.splitlines() if line.strip()))

    # The voice assistant: the sentence matched as Assist would, the intent's action sent.
    said = "add oat milk to the family list"
    item = None
    for pattern in config["conversation"]["intents"]["HearthAddItem"]:
        expression = "^" + re.escape(pattern).replace(re.escape("{item}"), "(?P<item>.+)") + "$"
        match = re.match(expression, said)
        if match:
            item = match.group("item")
    script = config["intent_script"]["HearthAddItem"]
    action = script["action"][0]
    command = config["rest_command"][action["action"].split(".", 1)[1]]
    data = {key: environment.from_string(value).render(item=item) for key, value in action["data"].items()}
    payload = environment.from_string(command["payload"]).render(**data)
    status, added = ask(command["method"], command["url"], dict(command["headers"], **{"Content-Type": command["content_type"]}),
                        payload.encode("utf-8"))
    print(f"voice: {said!r} -> {status} {added.get('name')}; says {environment.from_string(script['speech']['text']).render(item=item)!r}")
    read_sensors()

    # Hearth's notices through the webhook automation, to a stand-in for Home Assistant's webhook.
    automation = automations[0]
    trigger = automation["triggers"][0]
    received = []

    class Webhook(http.server.BaseHTTPRequestHandler):
        def log_message(self, *arguments):
            pass

        def do_POST(self):
            if self.path == "/api/webhook/" + trigger["webhook_id"] and "POST" in trigger["allowed_methods"]:
                received.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                self.send_response(200)
            else:
                self.send_response(404)
            self.end_headers()

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Webhook)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    address = f"http://127.0.0.1:{server.server_address[1]}/api/webhook/{trigger['webhook_id']}"
    for arguments in (["notify", "set", "wish", "on", "--as", noticed], ["notify", "channel", "webhook", address, "--as", noticed],
                      ["wish", "add", "A kite", "--as", acting]):
        subprocess.run([hearth, *arguments, "--store", store], check=True, capture_output=True)
    deadline = time.monotonic() + 20
    while not received and time.monotonic() < deadline:
        time.sleep(0.2)
    if not received:
        print("webhook: nothing came")
        return 1
    notification = {key: environment.from_string(value).render(trigger={"json": received[0]})
                    for key, value in automation["actions"][0]["data"].items()}
    print(f"notification: {notification['title']} / {notification['message']}")
    return 0


if __name__ == "__main__":
    import jinja2.sandbox  # noqa: F401  (the sandbox Home Assistant renders templates in)
    sys.exit(main())
