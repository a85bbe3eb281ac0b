"""The table in a real browser: two seats in two contexts, a dropped stream, a spectator, the keyboard."""
import random
import time

import requests

from tests.web.table import log_seqs, open_table, play_one, version, wait_turn

SOLO = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Danda", "kind": "automa"}]}
DUO = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bo"}]}


def own_secrets(server, game_id, token, seat):
    """The card ids only `seat` may see (its hand, secret Round 4 card, VP cards), from its own view."""
    mine = server.read(game_id, token)["view"]["seats"][seat]
    hand = mine.get("hand") or {}
    return {x for x in [hand.get("res"), hand.get("guild"), mine.get("r4"), *(mine.get("vp_card_ids") or [])] if x}


def shown_cards(page):
    return set(page.evaluate("[...document.querySelectorAll('[data-card]')].map(e => e.dataset.card)"))


def test_two_seats_in_two_browser_contexts_each_see_only_their_own_hand(browser, server):
    game = server.create(DUO)
    pages = []
    for seat in (0, 1):
        ctx = browser.new_context(viewport={"width": 1280, "height": 900})
        pages.append(open_table(ctx.new_page(), server, game["id"], game["seats"][seat]["token"]))
    secrets = [own_secrets(server, game["id"], game["seats"][s]["token"], s) for s in (0, 1)]
    assert secrets[0] and secrets[1] and not secrets[0] & secrets[1]
    for seat, page in enumerate(pages):
        html = page.content()
        assert secrets[seat] <= shown_cards(page)
        assert not any(card in html for card in secrets[1 - seat])
    rnd = random.Random(3)
    for _ in range(3):  # both choose their Supply at once, then turns alternate
        for page in pages:
            if page.locator("#actions button.action:not([disabled])").count():
                play_one(page, rnd, board_first=0.0)
    for seat, page in enumerate(pages):
        other = own_secrets(server, game["id"], game["seats"][1 - seat]["token"], 1 - seat)
        assert not any(card in page.content() for card in other)
    pages[0].fill("#chat-text", "good luck, Bo")
    pages[0].press("#chat-text", "Enter")
    pages[1].wait_for_selector("#chat li:has-text('good luck, Bo')")  # the chat arrives live on the other seat
    for page in pages:
        page.context.close()


def test_a_dropped_stream_resumes_with_no_gap_and_no_duplicate(page, server):
    game = server.create(SOLO)
    token = game["seats"][0]["token"]
    open_table(page, server, game["id"], token)
    rnd = random.Random(5)
    wait_turn(page)
    play_one(page, rnd, board_first=0.0)
    wait_turn(page)
    page.route("**/events*", lambda route: route.abort())  # the network is gone: reconnects fail for now
    server.cutter.cut()
    page.wait_for_function("() => document.body.dataset.live === 'reconnecting'")
    auth = {"Authorization": f"Bearer {token}"}
    action = requests.get(f"{server.url}/v1/games/{game['id']}/actions", headers=auth, timeout=10).json()["actions"][0]
    res = requests.post(f"{server.url}/v1/games/{game['id']}/moves?wait=5", json={"action": action}, headers=auth,
                        timeout=10)
    assert res.json()["status"] == "applied"  # events the page missed while it was cut off
    time.sleep(0.3)
    page.unroute("**/events*")
    latest = server.read(game["id"], token)["version"]
    page.wait_for_function(f"() => Number(document.body.dataset.version) >= {latest} && document.body.dataset.live === 'live'")
    events = requests.get(f"{server.url}/v1/games/{game['id']}/log", headers=auth, timeout=10).json()["events"]
    assert log_seqs(page) == [e["seq"] for e in events]  # every event once, none missing
    assert any(last for _path, last in server.cutter.opens if last)  # it resumed with Last-Event-ID
    assert page.evaluate("window.seraphTable.stream.connects") >= 2


def test_a_spectator_never_sees_a_hidden_card(page, server):
    game = server.create(DUO)
    tokens = [s["token"] for s in game["seats"]]
    open_table(page, server, game["id"])
    assert page.locator("#who").inner_text() == "spectator"
    assert page.locator("#actions button").count() == 0
    assert page.locator("#chat-form").is_hidden()
    for _ in range(4):  # the seats play through the API while the spectator watches
        for seat, token in enumerate(tokens):
            auth = {"Authorization": f"Bearer {token}"}
            acts = requests.get(f"{server.url}/v1/games/{game['id']}/actions", headers=auth, timeout=10).json()
            if acts["actions"]:
                requests.post(f"{server.url}/v1/games/{game['id']}/moves?wait=5", json={"action": acts["actions"][0]},
                              headers=auth, timeout=10)
    latest = server.read(game["id"])["version"]
    page.wait_for_function(f"() => Number(document.body.dataset.version) >= {latest}")
    html = page.content()
    for seat, token in enumerate(tokens):
        hidden = own_secrets(server, game["id"], token, seat)
        assert hidden and not any(card in html for card in hidden)


def test_a_few_turns_are_played_with_the_keyboard_only(page, server):
    game = server.create(SOLO)
    open_table(page, server, game["id"], game["seats"][0]["token"])
    for _ in range(3):
        wait_turn(page)
        before = version(page)
        for _tab in range(60):
            if page.evaluate("document.activeElement.matches('#actions button.action')"):
                break
            page.keyboard.press("Tab")
        else:
            raise AssertionError("no action is reachable with Tab")
        outline = page.evaluate("getComputedStyle(document.activeElement).outlineStyle")
        assert outline not in ("none", "")  # the focus is visible
        page.keyboard.press("Enter")
        page.wait_for_function("(old) => document.body.dataset.version !== old", arg=before)
    assert int(version(page)) >= 3


def test_a_clocked_game_shows_each_seats_time(page, server):
    game = server.create({**DUO, "options": {"clock": "1d"}})
    open_table(page, server, game["id"], game["seats"][0]["token"])
    page.wait_for_selector("#clock-wrap:not([hidden]) #clocks li")
    clocks = page.locator("#clocks li").all_inner_texts()
    assert len(clocks) == 2 and all("left" in c for c in clocks)  # both choose their Supply: both clocks run
    assert clocks[0].startswith("Ann:") and clocks[1].startswith("Bo:")
