"""Drives Hearth's MCP server as an assistant does, with the python `mcp` SDK (a real MCP client).

  python3 drive_mcp.py stdio HEARTH STORE MEMBER OTHER_FAMILY_ITEM
      `hearth mcp --as MEMBER --store STORE` over standard input and output: initialize, list the tools
      and the resources, call every tool, read the resources; bad arguments give tool errors; another
      family's item is not reached. Prints what it checked as JSON lines for the Swift test to compare
      with the store and the CLI.
  python3 drive_mcp.py add HEARTH STORE MEMBER NAME
      Adds one item over stdio (a change another program makes while `hearth host` runs).
  python3 drive_mcp.py tools HEARTH ARGUMENT...
      Starts HEARTH with the arguments (a configuration's, as docs/assistants.md gives it) over stdio,
      and lists the tools it offers.
  python3 drive_mcp.py http URL TOKEN READ_ONLY_TOKEN
      The same server at `hearth host`'s /mcp with a token: the same tools; a read-only token is offered
      no writing tool and cannot add; no token is 401.

Run by Tests/HearthServerTests/AssistantMCPTests.swift; exits non-zero, naming the check, when one fails.
"""
import asyncio
import json
import subprocess
import sys

import httpx2 as httpx
from jsonschema import Draft202012Validator
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

TOOLS = {"list_groceries", "list_shop_groceries", "add_grocery_items", "check_grocery_item", "uncheck_grocery_item",
         "chores_today", "mark_chore_done", "propose_week", "search_recipes", "get_recipe", "plan_meal"}
WRITING = {"add_grocery_items", "check_grocery_item", "uncheck_grocery_item", "mark_chore_done", "plan_meal"}


def check(condition, what):
    if not condition:
        print(f"FAILED: {what}", file=sys.stderr)
        sys.exit(1)


def text(result):
    return "\n".join(block.text for block in result.content if getattr(block, "type", "") == "text")


def field(model, snake, camel):
    """A field of the SDK's models: snake case since mcp 2, camel case before."""
    return getattr(model, snake) if hasattr(model, snake) else getattr(model, camel)


def structured(result):
    return field(result, "structured_content", "structuredContent")


def report(name, value):
    print(json.dumps({name: value}, ensure_ascii=False), flush=True)


async def call(session, name, arguments, error=False):
    result = await session.call_tool(name, arguments)
    is_error = bool(field(result, "is_error", "isError"))
    check(is_error == error, f"{name} {arguments}: isError {is_error}, expected {error}: {text(result)}")
    return result


async def every_tool(session, other_item):
    """Calls every tool, and the bad arguments each must refuse as a tool error."""
    tools = await session.list_tools()
    names = {tool.name for tool in tools.tools}
    check(names == TOOLS, f"the tools listed: {sorted(names)}")
    for tool in tools.tools:
        schema = field(tool, "input_schema", "inputSchema")
        check(tool.description and schema.get("type") == "object", f"{tool.name} has a description and an object schema")
        Draft202012Validator.check_schema(schema)
    report("tools", sorted(names))

    listed = await call(session, "list_groceries", {})
    report("list_groceries", listed.content[0].text)
    items = json.loads(listed.content[1].text)["items"]
    check(all("name" in item and "checked" in item for item in items), "list_groceries's JSON has name and checked")

    added = await call(session, "add_grocery_items", {"names": ["Oat milk", {"name": "Rolled oats", "quantity": "500 g"}]})
    report("added", text(added))
    ticked = await call(session, "check_grocery_item", {"name": "Oat milk"})
    check(structured(ticked)["checked"] is True, "check_grocery_item checks it")
    unticked = await call(session, "uncheck_grocery_item", {"id": structured(ticked)["id"]})
    check(structured(unticked)["checked"] is False, "uncheck_grocery_item by id unchecks it")
    await call(session, "check_grocery_item", {"name": "oat milk"})

    today = await call(session, "chores_today", {})
    report("chores_today", today.content[0].text)
    chores = json.loads(today.content[1].text)["chores"]
    if chores:
        done = await call(session, "mark_chore_done", {"chore": chores[0]["chore"]})
        check(structured(done)["done"] is True, "mark_chore_done marks it done")
        report("chore_done", chores[0]["chore"])
    proposal = await call(session, "propose_week", {})
    check(len(text(proposal)) > 0, "propose_week proposes")

    found = await call(session, "search_recipes", {"query": "pancakes"})
    recipes = structured(found)["recipes"]
    check(isinstance(recipes, list) and recipes, f"search_recipes finds pancakes: {text(found)}")
    recipe = recipes[0]["name"]
    scaled = await call(session, "get_recipe", {"recipe": recipe, "servings": 8})
    report("get_recipe", {"recipe": recipe, "servings": 8, "markdown": text(scaled)})
    planned = await call(session, "plan_meal", {"recipe": recipe, "date": "tomorrow", "meal": "breakfast"})
    report("plan_meal", structured(planned))

    # Bad arguments: tool results with isError, in words, never a protocol error.
    for name, arguments in [("get_recipe", {"recipe": recipe, "servings": 0}),
                            ("get_recipe", {"recipe": recipe, "servings": "many"}),
                            ("get_recipe", {"recipe": "No such recipe"}),
                            ("add_grocery_items", {"names": "Milk"}),
                            ("add_grocery_items", {"names": [{"name": "Milk", "quantity": "-5"}]}),
                            ("check_grocery_item", {"name": "No such item"}),
                            ("check_grocery_item", {}),
                            ("mark_chore_done", {"chore": "sweep", "date": "2999-01-01"}),
                            ("plan_meal", {"recipe": recipe, "date": "someday"}),
                            ("list_shop_groceries", {"shop": "No such shop"}),
                            ("no_such_tool", {})]:
        refused = await call(session, name, arguments, error=True)
        check(text(refused).strip(), f"{name} {arguments} says why")
        report("refused", {"tool": name, "arguments": arguments, "words": text(refused)})
    # Another family's item, by its ID: no item of this family's.
    other = await call(session, "check_grocery_item", {"id": other_item}, error=True)
    report("other_family", text(other))


async def resources(session):
    listed = await session.list_resources()
    uris = [str(resource.uri) for resource in listed.resources]
    check(any(uri.endswith("/index.md") for uri in uris), f"the resources: {uris}")
    report("resources", uris)
    dashboard = await session.read_resource(uris[0])
    report("dashboard", dashboard.contents[0].text)
    for uri in uris[1:]:
        read = await session.read_resource(uri)
        check(read.contents[0].text.strip(), f"{uri} has Markdown")
    return uris


async def over_stdio(hearth, store, member, other_item):
    server = StdioServerParameters(command=hearth, args=["mcp", "--as", member, "--store", store])
    told = []

    async def notices(message):
        told.append(message)

    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write, message_handler=notices) as session:
            await session.initialize()
            await every_tool(session, other_item)
            # Subscribed to the shopping list, the assistant is told when another program changes it.
            uris = [str(resource.uri) for resource in (await session.list_resources()).resources]
            shopping = next(uri for uri in uris if uri.endswith("/shopping/index.md"))
            await session.subscribe_resource(shopping)
            subprocess.run([hearth, "grocery", "add", "Cardamom", "--as", "Sam", "--store", store], check=True, capture_output=True)
            for _ in range(100):
                updated = [m for m in told if getattr(m, "method", "") == "notifications/resources/updated"]
                if updated:
                    break
                await asyncio.sleep(0.1)
            check(updated and str(updated[0].params.uri) == shopping, f"told of the change: {told}")
            report("updated", shopping)
            await resources(session)


async def add_over_stdio(hearth, store, member, name):
    server = StdioServerParameters(command=hearth, args=["mcp", "--as", member, "--store", store])
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            report("added", text(await call(session, "add_grocery_items", {"names": [name]})))


async def tools_over_stdio(hearth, arguments):
    async with stdio_client(StdioServerParameters(command=hearth, args=arguments)) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            report("tools", sorted(tool.name for tool in (await session.list_tools()).tools))


async def over_http(url, token, read_only):
    async with httpx.AsyncClient() as client:
        answer = await client.post(url, json={"jsonrpc": "2.0", "id": 1, "method": "tools/list"},
                                   headers={"Accept": "application/json, text/event-stream"})
        check(answer.status_code == 401, f"no token: {answer.status_code}, expected 401")
        report("no_token", answer.status_code)
    for secret, writes in [(token, True), (read_only, False)]:
        headers = {"Authorization": f"Bearer {secret}"}
        async with httpx.AsyncClient(headers=headers) as client:
            async with streamable_http_client(url, http_client=client) as streams:
                async with ClientSession(streams[0], streams[1]) as session:
                    started = await session.initialize()
                    report("server", field(started, "server_info", "serverInfo").version)
                    names = {tool.name for tool in (await session.list_tools()).tools}
                    if writes:
                        await every_tool(session, "0" * 36)
                        await resources(session)
                    else:
                        check(names == TOOLS - WRITING, f"a read-only token's tools: {sorted(names)}")
                        report("read_only_tools", sorted(names))
                        refused = await call(session, "add_grocery_items", {"names": ["Caviar"]}, error=True)
                        report("read_only_add", text(refused))
                        await call(session, "list_groceries", {})


if __name__ == "__main__":
    if sys.argv[1] == "stdio":
        asyncio.run(over_stdio(*sys.argv[2:6]))
    elif sys.argv[1] == "tools":
        asyncio.run(tools_over_stdio(sys.argv[2], sys.argv[3:]))
    elif sys.argv[1] == "add":
        asyncio.run(add_over_stdio(*sys.argv[2:6]))
    else:
        asyncio.run(over_http(*sys.argv[2:5]))
