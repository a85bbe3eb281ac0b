"""The lobby in a real browser: create a game with a seat of this tab, an open seat and a bot; the invited player
joins with the code from a second browser; both tables then play."""
import re

from tests.web.table import READY


def test_a_game_created_in_the_lobby_is_joined_with_its_invitation_code(browser, server):
    host = browser.new_context(viewport={"width": 390, "height": 844})
    page = host.new_page()
    page.goto(f"{server.url}/play/")
    page.select_option("#game", "falling")
    rows = page.locator(".seat-row")
    rows.nth(0).locator("[name=name]").fill("Ann")
    rows.nth(1).locator("[name=name]").fill("Bo")
    rows.nth(1).locator("[name=kind]").select_option("open")
    page.click("#add-seat")
    assert rows.nth(2).locator("[name=kind]").input_value() == "bot"
    levels = rows.nth(2).locator("[name=bot] option")  # the game's bots, strongest first (issue 31 §4)
    assert {"search", "search-fast", "greedy", "random"} <= set(levels.evaluate_all("os => os.map(o => o.value)"))
    assert all(levels.evaluate_all("os => os.map(o => o.title)"))
    page.click("#create button[type=submit]")
    invite = page.locator("code.invite").inner_text()
    game_id, code = re.search(r"/play/([0-9a-f]{32})#join=(inv_\S+)", invite).groups()
    page.click("#open-table")
    page.wait_for_function(READY)
    assert page.evaluate("document.body.dataset.status") == "waiting"
    assert page.locator("#who").inner_text() == "playing Ann"

    guest = browser.new_context()
    other = guest.new_page()
    other.goto(f"{server.url}/play/")
    other.fill("#join-game", game_id)
    other.fill("#join-code", code)
    other.click("#join button[type=submit]")
    other.wait_for_function(READY)
    assert other.locator("#who").inner_text() == "playing Bo"
    assert "inv_" not in other.url  # the code was used from the fragment, then erased
    for table in (page, other):  # the join started the game: both choose their Supply cards
        table.wait_for_selector("#actions button.action:not([disabled])")
    page.goto(f"{server.url}/play/")
    page.wait_for_selector(f"#mine a[href='/play/{game_id}']")
    host.close()
    guest.close()


def test_an_automa_seat_made_in_the_lobby_is_called_after_the_games_automa_at_the_table(browser, server):
    context = browser.new_context()
    page = context.new_page()
    page.goto(f"{server.url}/play/")
    page.select_option("#game", "falling")
    automa = page.locator(".seat-row").nth(1)
    automa.locator("[name=kind]").select_option("automa")
    assert automa.locator("[name=name]").input_value() == "Danda"  # a name nobody typed follows the kind
    automa.locator("[name=name]").fill("")  # left blank, the server names it
    page.click("#create button[type=submit]")
    page.click("#open-table")
    page.wait_for_function(READY)
    game_id = page.evaluate("document.body.dataset.gameId")
    assert [seat["name"] for seat in server.read(game_id)["seats"]] == ["Player 1", "Danda"]
    assert page.locator("#log li[data-type=game_created]").inner_text() == "The game was created for Player 1 and Danda."
    context.close()
