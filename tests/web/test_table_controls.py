"""The seat's own controls on the table: resign, the abort vote, undo, rematch and vacation, in a real browser."""
import requests

from tests.web.conftest import shoot
from tests.web.contrast import low_contrast
from tests.web.table import SETTLED, open_table, version, wait_turn

DUO = {"game": "falling", "seats": [{"name": "Ann"}, {"name": "Bo"}]}
# Fallen Angel's first steps are the seat's own with nothing drawn or revealed: they can be taken back.
FALLEN = {"game": "fallen_angel", "seats": [{"name": "Ann"}, {"name": "Bo"}], "seed": 1000}
CLOCKED = {**DUO, "options": {"clock": {"per_move": "1d", "vacation_days": 3}}}


def post(server, game_id, token, what, body=None):
    res = requests.post(f"{server.url}/v1/games/{game_id}/{what}", json=body,
                        headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert res.status_code < 300, res.text
    return res.json()


def move_first(server, game_id, token):
    """The seat's first legal action, made through the API (as from another device); the labels it had to choose from."""
    mine = requests.get(f"{server.url}/v1/games/{game_id}/actions", headers={"Authorization": f"Bearer {token}"},
                        timeout=10).json()
    out = post(server, game_id, token, "moves?wait=5", {"action": mine["actions"][0], "expected_version": mine["version"]})
    assert out["status"] == "applied", out
    return [a["label"] for a in mine["actions"]]


def cut_off(page, server):
    """The page hears nothing more from its stream (a network gone quiet): what it shows goes stale."""
    page.route("**/events*", lambda route: route.abort())
    server.cutter.cut()
    page.wait_for_function("() => document.body.dataset.live === 'reconnecting'")


def control(page, name):
    return page.locator(f'#controls [data-control="{name}"]')


def focused_control(page):
    return page.evaluate("document.activeElement.dataset.control || null")


def action_labels(page):
    return page.evaluate("[...document.querySelectorAll('#actions button.action')].map(b => b.textContent)")


def test_resigning_with_the_keyboard_ends_a_two_player_game_and_the_result_says_why(page, server):
    game = server.create(DUO)
    open_table(page, server, game["id"], game["seats"][0]["token"])
    control(page, "resign").focus()
    page.keyboard.press("Enter")
    assert focused_control(page) == "resign-yes"  # the confirm step takes the focus
    page.keyboard.press("Tab")
    page.keyboard.press("Enter")  # "Keep playing": nothing happens, the focus is back on Resign
    assert focused_control(page) == "resign" and page.evaluate("document.body.dataset.status") == "active"
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.body.dataset.status === 'finished'")
    assert "resigned" in page.locator("#result-h").text_content()
    assert "You resigned" in page.locator("#control-msg").text_content()
    assert control(page, "rematch").is_visible() and not control(page, "resign").count()
    assert focused_control(page) == "rematch"  # the keyboard's place is kept in the controls
    assert server.read(game["id"])["result"]["reason"] == "resigned"
    assert low_contrast(page) == []
    shoot(page, "controls-resigned")


def test_a_move_made_through_the_api_can_be_undone_on_the_page(page, server):
    game = server.create(FALLEN)
    token = game["seats"][0]["token"]
    move_first(server, game["id"], token)  # two moves from another device: this tab never saw them made
    second = move_first(server, game["id"], token)
    open_table(page, server, game["id"], token)
    assert control(page, "undo-all").text_content() == "Undo to version 0"  # from the read's `undo`
    assert low_contrast(page) == []
    shoot(page, "controls-undo")
    control(page, "undo").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.body.dataset.version === '3' && !window.seraphTable.busy")
    assert action_labels(page) == second  # the game is as it was before the last move
    assert "Took back your last move" in page.locator("#control-msg").text_content()
    page.wait_for_selector("#log li[data-type='moves_undone']")
    assert not control(page, "undo-all").count() and focused_control(page) == "undo"  # one move is left to undo
    assert server.read(game["id"], token)["undo"] == {"to_version": 0, "versions": [0]}


def test_undo_to_the_oldest_version_takes_back_every_move_clicked_since(page, server):
    game = server.create(FALLEN)
    open_table(page, server, game["id"], game["seats"][0]["token"])
    assert not control(page, "undo").count()  # nothing of this seat's to take back yet
    wait_turn(page)
    first = action_labels(page)
    for _ in range(2):
        wait_turn(page)
        old = version(page)
        page.locator("#actions button.action").first.click()
        page.wait_for_function("(old) => document.body.dataset.version !== old", arg=old)
    control(page, "undo-all").click()
    page.wait_for_function("() => document.body.dataset.version === '3' && !window.seraphTable.busy")
    assert action_labels(page) == first
    assert "Took back your last 2 moves" in page.locator("#control-msg").text_content()
    assert not control(page, "undo").count() and server.read(game["id"])["version"] == 3


def test_no_undo_is_offered_past_the_undo_barrier(page, server):
    game = server.create({**DUO, "seed": 1000})
    tokens = [s["token"] for s in game["seats"]]
    move_first(server, game["id"], tokens[0])
    open_table(page, server, game["id"], tokens[1])
    wait_turn(page)
    assert not control(page, "undo").count()  # Ann's move is not Bo's to take back
    # Bo's Supply choice completes both and deals on (randomness drawn): nothing of it can be taken back.
    page.locator("#actions button.action").first.click()
    page.wait_for_function(SETTLED, arg="1")
    assert not control(page, "undo").count() and server.read(game["id"], tokens[1])["undo"] is None


def test_an_undo_overtaken_by_a_move_from_elsewhere_is_refused_in_words(page, server):
    game = server.create(FALLEN)
    token = game["seats"][0]["token"]
    move_first(server, game["id"], token)
    open_table(page, server, game["id"], token)
    control(page, "undo").wait_for()
    cut_off(page, server)
    move_first(server, game["id"], token)  # the page still shows version 1
    control(page, "undo").click()
    page.wait_for_selector("#control-error:has-text('Undo was refused')")
    assert "version" in page.locator("#control-error").text_content()  # the server's words: a stale version
    control(page, "undo-all").wait_for()  # the read taken after the refusal offers both moves


def test_the_abort_vote_shows_who_voted_and_ends_the_game_with_the_last_vote(page, server):
    game = server.create(DUO)
    open_table(page, server, game["id"], game["seats"][0]["token"])
    control(page, "abort").click()
    page.wait_for_selector("#controls .votes:has-text('Still needed: Bo')")
    assert not control(page, "abort").count()  # one vote per seat
    bo = open_table(page.context.new_page(), server, game["id"], game["seats"][1]["token"])
    assert bo.locator("#controls .votes").text_content() == "Votes to abort: Ann. Still needed: Bo."
    control(bo, "abort").click()  # "Vote to abort too": the last vote needed
    for tab in (page, bo):
        tab.wait_for_function("() => document.body.dataset.status === 'aborted'")
        assert "aborted" in tab.locator("#result-h").text_content()


def test_a_game_past_its_abort_limit_offers_no_vote_and_says_why(page, server):
    game = server.create({**FALLEN, "options": {"abort_moves": 1}})  # votes before version 2 only
    for _ in range(2):
        move_first(server, game["id"], game["seats"][0]["token"])
    open_table(page, server, game["id"], game["seats"][0]["token"])
    assert "Too late to abort" in page.locator("#controls .votes").text_content()
    assert not control(page, "abort").count() and control(page, "resign").is_visible()


def test_rematch_opens_the_new_game_with_this_seat(page, server):
    game = server.create(DUO)
    post(server, game["id"], game["seats"][1]["token"], "resign")
    page.goto(f"{server.url}/play/{game['id']}#token={game['seats'][0]['token']}")  # days later, say
    page.wait_for_function("() => document.body.dataset.live === 'finished'")  # the stream of a game over stops
    control(page, "rematch").click()
    page.wait_for_url(lambda url: game["id"] not in url)
    page.wait_for_function("() => document.body.dataset.live === 'live' && document.body.dataset.status === 'active'")
    new_id = page.evaluate("window.seraphTable.gameId")
    assert new_id != game["id"] and "#" not in page.url  # no token in the address
    assert page.locator("#who").text_content() == "playing Ann"
    assert server.read(new_id, game["seats"][1]["token"])["status"] == "active"  # Bo's old token opens seat 2


def test_vacation_pauses_the_clock_and_back_from_vacation_runs_it_again(page, server):
    game = server.create(CLOCKED)
    token = game["seats"][0]["token"]
    open_table(page, server, game["id"], token)
    control(page, "vacation").wait_for()
    assert "3 vacation days left" in page.locator("#controls").text_content()
    control(page, "vacation").click()
    assert focused_control(page) == "vacation-days"
    page.fill("#vacation-days", "2")
    page.keyboard.press("Enter")
    page.wait_for_selector("#controls .vacation:has-text('On vacation until')")
    assert "1 vacation day left" in page.locator("#controls").text_content()
    page.wait_for_selector("#clocks li[data-seat='0']:has-text('on vacation until')")
    mine = server.read(game["id"], token)["clock"]["seats"][0]
    assert mine["vacation_until"] and mine["vacation_days_left"] == 1
    assert low_contrast(page) == []
    shoot(page, "controls-vacation")
    control(page, "vacation-end").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#control-msg:has-text('Welcome back')")
    # The panel re-renders from the server's answer: wait for it rather than read it mid-render (a loaded-CI flake).
    control(page, "vacation-end").wait_for(state="detached")
    page.wait_for_selector("#controls:has-text('2 vacation days left')")  # the day not begun came back
    assert focused_control(page)  # the keyboard stays in the panel
    mine = server.read(game["id"], token)["clock"]["seats"][0]
    assert mine["vacation_until"] is None and mine["vacation_days_left"] == 2


def test_back_from_a_vacation_ended_elsewhere_shows_the_servers_refusal(page, server):
    game = server.create(CLOCKED)
    token = game["seats"][0]["token"]
    post(server, game["id"], token, "vacation", {"days": 1})
    open_table(page, server, game["id"], token)
    control(page, "vacation-end").wait_for()
    cut_off(page, server)
    res = requests.delete(f"{server.url}/v1/games/{game['id']}/vacation", headers={"Authorization": f"Bearer {token}"},
                          timeout=10)
    assert res.status_code == 200, res.text
    control(page, "vacation-end").click()
    page.wait_for_selector("#control-error:has-text('Coming back from vacation was refused')")
    assert "not on vacation" in page.locator("#control-error").text_content()
    # the read taken after the refusal: no vacation runs, so there is nothing to come back from
    page.wait_for_selector('#controls [data-control="vacation-end"]', state="detached")
    assert control(page, "vacation").text_content() == "Take vacation…"


def test_a_game_without_a_clock_offers_no_vacation_and_a_spectator_no_controls(page, server):
    game = server.create(DUO)
    open_table(page, server, game["id"], game["seats"][0]["token"])
    assert control(page, "resign").is_visible() and not control(page, "vacation").count()
    spectator = open_table(page.context.new_page(), server, game["id"])  # a new tab holds no seat
    assert spectator.locator("#who").text_content() == "spectator" and spectator.locator("#controls-wrap").is_hidden()
