"""A whole Falling solo game against Danda, played in the browser by clicking the board and the action list."""
import random

from tests.web.conftest import shoot
from tests.web.table import log_seqs, open_table, play_until_over


def test_a_solo_game_against_danda_is_played_to_its_result_by_clicking(page, server):
    game = server.create({"game": "falling", "seats": [{"name": "Ann"}, {"name": "Danda", "kind": "automa"}]})
    open_table(page, server, game["id"], game["seats"][0]["token"])
    assert "token" not in page.url  # the fragment is erased at once; the token stays in this tab only
    page.wait_for_selector("svg[aria-label='The Tower']")
    shoot(page, "falling-solo-start")
    moves = play_until_over(page, random.Random(7))
    page.wait_for_selector("#result-h")
    result = server.read(game["id"])["result"]
    assert result is not None and moves > 10
    table = page.locator("#result table").first.inner_text()
    assert "Ann" in table and "Danda" in table
    seqs = log_seqs(page)
    assert seqs == sorted(set(seqs))  # each event once, in order
    shoot(page, "falling-solo-end")
