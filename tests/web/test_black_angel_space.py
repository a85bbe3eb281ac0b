"""The Black Angel renderer puts the frigate where the view says: space.ba is a strip position, and the BA stands
on that strip's middle hex (space.ba_hex = [p, 0]), not on the p-th hex of the board (issue 29 item 5)."""
from tests.web.table import open_table


def test_the_black_angel_is_drawn_on_the_middle_hex_of_the_strip_the_view_names(page, server):
    created = server.create({"game": "black_angel", "seats": [{"name": "Ann"}, {"name": "Bo", "kind": "bot"}]})
    open_table(page, server, created["id"], created["seats"][0]["token"])
    page.wait_for_selector("svg[aria-label='The space track']")
    space = server.read(created["id"], created["seats"][0]["token"])["view"]["space"]
    titles = page.locator("svg[aria-label='The space track'] g > title").all_text_contents()
    here = [t for t in titles if "the Black Angel is here" in t]
    assert space["ba_hex"] == [space["ba"], 0]
    assert len(here) == 1 and here[0].startswith(f"Strip {space['ba']}, hex 3:")
