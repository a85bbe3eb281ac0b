"""Driving the table page the way a player does: open it with a seat, wait for the stream, click actions."""
from __future__ import annotations

import random

READY = "() => document.body.dataset.version !== undefined && document.body.dataset.live === 'live'"
# The move we clicked is in: a newer version reached the page and nothing is in flight.
SETTLED = "(old) => document.body.dataset.version !== old && !window.seraphTable.busy"


def open_table(page, server, game_id: str, token: str | None = None):
    """The table as the seat of `token` (handed over in the URL fragment), or as a spectator."""
    page.goto(f"{server.url}/play/{game_id}" + (f"#token={token}" if token else ""))
    page.wait_for_function(READY)
    return page


def version(page) -> str:
    return page.evaluate("document.body.dataset.version")


def status(page) -> str:
    return page.evaluate("document.body.dataset.status")


def wait_turn(page) -> None:
    """Until this seat has an action to take or the game is over."""
    try:
        page.wait_for_function("""() => !window.seraphTable.busy && (document.body.dataset.status !== 'active' ||
          document.querySelector('#actions button.action:not([disabled])'))""")
    except Exception as exc:
        raise AssertionError(f"the table never offered a move: {describe(page)}") from exc


def describe(page) -> dict:
    """What the table shows, for a failure message."""
    return page.evaluate("""() => ({version: document.body.dataset.version, live: document.body.dataset.live,
      status: document.body.dataset.status, busy: window.seraphTable.busy, prompt: document.querySelector('#prompt').textContent,
      error: document.querySelector('#move-error').textContent, actions: document.querySelectorAll('#actions button').length,
      active: window.seraphTable.state && window.seraphTable.state.active_seats})""")


def play_one(page, rnd: random.Random, board_first: float = 0.5, tries: int = 3) -> None:
    """One decision by clicking: a highlighted thing on the board (then, if it names several actions, one of the
    listed ones), or a button of the action list. A click that lands while the table is being redrawn (another
    seat's events arrived) changes nothing; it is tried again on the new drawing."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    for attempt in range(tries):
        old = version(page)
        try:
            _click_something(page, rnd, board_first)
            page.wait_for_function(SETTLED, arg=old, timeout=6000)
            return
        except PlaywrightTimeout:
            if attempt == tries - 1:
                raise
            wait_turn(page)


def _click_something(page, rnd, board_first):
    hot = page.locator("#board .hot:visible")  # the generic dump folds parts of the view (<details>) away
    if hot.count() and rnd.random() < board_first:
        hot.nth(rnd.randrange(hot.count())).click(timeout=3000)
        if page.locator("#filter button").count():  # several actions name it: the list now shows only those
            buttons = page.locator("#actions button.action:not([disabled])")
            buttons.nth(rnd.randrange(buttons.count())).click(timeout=3000)
        return
    buttons = page.locator("#actions button.action:not([disabled])")
    buttons.nth(rnd.randrange(buttons.count())).click(timeout=3000)


def play_until_over(page, rnd: random.Random, limit: int = 400) -> int:
    moves = 0
    while status(page) == "active" and moves < limit:
        wait_turn(page)
        if status(page) != "active":
            break
        play_one(page, rnd)
        moves += 1
    return moves


def log_seqs(page) -> list[int]:
    return page.evaluate("[...document.querySelectorAll('#log li, #chat li')].map(li => Number(li.dataset.seq))")
