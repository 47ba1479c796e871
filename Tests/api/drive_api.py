#!/usr/bin/env python3
"""A client of Hearth's API that knows only its OpenAPI document (issue 48).

    python3 Tests/api/drive_api.py http://127.0.0.1:8080 TOKEN

It reads /api/v1/openapi.json (without the token), validates it (openapi-spec-validator), then drives
every operation: once with inputs made from the document's schemas, then with inputs that break them
(fields of the wrong type, missing, junk bodies, unknown IDs, bad headers). Each answer must be one the
document lists for the operation; a refusal must be problem details (application/problem+json, with
its status); a success must match the schema the document gives; no answer may be a 5xx. Exits 1 on
the first answer that breaks this, naming the request.
"""
import json
import sys
import urllib.error
import urllib.request

from jsonschema import Draft202012Validator
from openapi_spec_validator import validate

BASE, TOKEN = sys.argv[1].rstrip("/"), sys.argv[2]


def request(method, url, body=None, headers=None, token=True):
    headers = dict(headers or {})
    if token:
        headers["Authorization"] = "Bearer " + TOKEN
    data = None
    if body is not None:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        headers["Content-Type"] = "application/json"
    req = urllib.request.Request(url, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req) as answer:
            return answer.status, dict(answer.headers), answer.read()
    except urllib.error.HTTPError as answer:
        return answer.code, dict(answer.headers), answer.read()


status, _, raw = request("GET", BASE + "/api/v1/openapi.json", token=False)
assert status == 200, f"the document: {status}"
document = json.loads(raw)
validate(document)
print("document valid")
server = document["servers"][0]["url"]


def schema_of(reference):
    """A schema that resolves the document's references from its own root."""
    return {"$ref": reference, "components": document["components"]}


def example(schema, number):
    """A value of `schema` (after its $ref) made from its type: what a generic client would send."""
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].split("/")[-1]]
    kind = schema.get("type")
    kind = kind[0] if isinstance(kind, list) else kind
    if kind == "object":
        return {name: example(part, number) for name, part in schema.get("properties", {}).items()
                if name in schema.get("required", []) or number % 2 == 0}
    if kind == "integer":
        return schema.get("minimum", 1)
    if kind == "boolean":
        return True
    if schema.get("format") == "date":
        return "2026-11-19"
    if "enum" in schema:
        return schema["enum"][0]
    return f"Driven {number}"


def broken_bodies(schema):
    """Bodies that break `schema`: a junk body, an empty one, each field of a wrong type, a list."""
    yield b"{not json"
    yield b""
    yield []
    yield {"unexpected": None}
    if "$ref" in schema:
        schema = document["components"]["schemas"][schema["$ref"].split("/")[-1]]
    for name in schema.get("properties", {}):
        for wrong in (None, 12.5, {"a": 1}, ["x"], "", "x" * 300, "\u0000", "<b>&amp;"):
            yield {name: wrong}


def ids_for(path):
    """IDs for {id}: those the collection's listing operation answers, and ones no family has."""
    collection = path.split("/{id}")[0]
    found = []
    listing = document["paths"].get(collection, {}).get("get")
    if listing:
        status, _, raw = request("GET", BASE + server + collection)
        if status == 200:
            found = [item["id"] for item in json.loads(raw).get("items", [])][:2]
    return found + ["NO-SUCH-ID", "..%2F..%2Fetc", "%00"]


driven = set()
failures = []
seen = {}


def check(operation, method, url, answer):
    status, headers, raw = answer
    seen[status] = seen.get(status, 0) + 1
    documented = operation["responses"]
    where = f"{method} {url}"
    if status >= 500:
        failures.append(f"{where}: {status} {raw[:200]!r}")
        return
    if str(status) not in documented:
        failures.append(f"{where}: {status}, which the document does not list ({sorted(documented)}): {raw[:200]!r}")
        return
    content = documented[str(status)].get("content", {})
    kind = headers.get("Content-Type", "")
    if status >= 400:
        if kind != "application/problem+json":
            failures.append(f"{where}: a {status} that is not problem details: {kind}")
            return
        problem = json.loads(raw)
        if problem.get("status") != status or not problem.get("detail"):
            failures.append(f"{where}: problem details without status or detail: {problem}")
        return
    schema = content.get("application/json", {}).get("schema")
    if schema:
        errors = list(Draft202012Validator(schema_of(schema["$ref"])).iter_errors(json.loads(raw)))
        if errors:
            failures.append(f"{where}: the answer does not match its schema: {errors[0].message}")


operations = []
for path, methods in document["paths"].items():
    for method, operation in methods.items():
        operations.append((path, method.upper(), operation))
# Reads first, then writes, so a purchase does not empty the lists the others take IDs from.
operations.sort(key=lambda entry: entry[1] != "GET")

for number, (path, method, operation) in enumerate(operations):
    driven.add(operation["operationId"])
    body_schema = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema")
    for id_value in (ids_for(path) if "{id}" in path else [None]):
        url = BASE + server + (path.replace("{id}", id_value) if id_value else path)
        queries = [""] + [f"?{p['name']}={v}" for p in operation.get("parameters", []) if p["in"] == "query"
                          for v in ("2026-11-19", "2026-13-45", "yesterday", "")]
        for query in queries:
            body = example(body_schema, number) if body_schema else None
            check(operation, method, url + query, request(method, url + query, body))
        if body_schema:
            for broken in broken_bodies(body_schema):
                check(operation, method, url, request(method, url, broken))
        headers = [p["name"] for p in operation.get("parameters", []) if p["in"] == "header"]
        for header in headers:
            for value in ("\"0000000000000000\"", "not-quoted", "x" * 300, "*"):
                body = example(body_schema, number) if body_schema else None
                check(operation, method, url, request(method, url, body, headers={header: value}))
    # Without a token, and with a wrong one: 401, as problem details.
    plain = BASE + server + path.replace("{id}", "NO-SUCH-ID")
    check(operation, method, plain, request(method, plain, token=False))

for failure in failures:
    print(failure)
print(f"operations driven: {len(driven)}")
print("answers: " + ", ".join(f"{status} × {count}" for status, count in sorted(seen.items())))
sys.exit(1 if failures else 0)
