"""Each game's renderer draws its table and plays its first turns by clicking; screenshots at desktop and phone
sizes go to artifacts/screenshots/."""
import random
import re

import pytest

from tests.conformance.test_words import WORDS_PENDING
from tests.web.conftest import shoot
from tests.web.contrast import low_contrast
from tests.web.table import open_table, play_one, status, wait_turn

GAMES = {
    "falling": ("svg[aria-label='The Tower']", {}),
    "black_angel": ("svg[aria-label='The space track']", {}),
    "angel_fury": ("svg[aria-label='The area board']", {"scenario": "duel"}),
    "fallen_angel": ("svg[aria-label='The map']", {}),
}


def log_lines(page) -> dict:
    return dict(page.evaluate("[...document.querySelectorAll('#log li')].map(li => [Number(li.dataset.seq), "
                              "li.textContent])"))


def unlike_the_served_words(page, server, created) -> list:
    """The log lines that are not the `text` the server serves the table's seat for that event (issue 30); a
    game whose words are whole serves words for every event."""
    served = {ev["seq"]: ev.get("text") for ev in server.log(created["id"], created["seats"][0]["token"])}
    pending = created["game"] in WORDS_PENDING
    return [(seq, line, served.get(seq)) for seq, line in log_lines(page).items()
            if (served.get(seq) is not None or not pending) and line != served.get(seq)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_is_drawn_by_its_renderer_and_its_first_turns_are_played_by_clicking(page, server, game):
    drawn, options = GAMES[game]
    errors = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    created = server.create({"game": game, "options": options,
                             "seats": [{"name": "Ann"}, {"name": "Bo", "kind": "bot", "bot": "random"}]})
    open_table(page, server, created["id"], created["seats"][0]["token"])
    page.wait_for_selector(drawn)
    assert page.locator("#board .generic").count() == 0  # its own renderer, not the generic view
    rnd = random.Random(11)
    for _ in range(4):
        wait_turn(page)
        if status(page) != "active":
            break
        play_one(page, rnd, board_first=0.6)
    wait_turn(page)
    page.wait_for_selector(drawn)
    assert page.locator("#log li").count() > 3
    assert unlike_the_served_words(page, server, created) == []  # the log shows the server's words
    assert not errors, errors  # no renderer threw (a throw falls back to the generic view and logs an error)
    assert low_contrast(page) == []  # every text meets WCAG AA on what it is drawn on
    shoot(page, game)


def test_a_game_without_a_renderer_is_shown_by_the_generic_view_and_still_played(page, server):
    def without_renderers(route):  # the table as it would be served if no renderer module existed
        res = route.fetch()
        route.fulfill(response=res, body=re.sub(r'data-renderers="[^"]*"', 'data-renderers=""', res.text()))

    page.route("**/play/*", without_renderers)
    created = server.create({"game": "falling", "seats": [{"name": "Ann"}, {"name": "Danda", "kind": "automa"}]})
    open_table(page, server, created["id"], created["seats"][0]["token"])
    page.wait_for_selector("#board .generic")
    assert page.locator("svg[aria-label='The Tower']").count() == 0
    assert page.locator("#board .generic dl.tree").count() > 0  # the readable dump of the view
    rnd = random.Random(2)
    for _ in range(2):
        wait_turn(page)
        play_one(page, rnd, board_first=1.0)  # the ids the actions name are clickable in the dump
    assert page.locator("#log li").count() > 3
