"""Whole games over HTTP: a 3-player Fallen Angel game whose secret bids all seats submit on one version, and an
Angel Fury Duel in which the defender plays a battle card during the attacker's turn."""
import random

from tests.api.test_end_to_end import bearer


def create(client, game, names, seed):
    # a fixed seed: the random walk below must meet the situation it checks on every run
    resp = client.post("/v1/games", json={"game": game, "seats": [{"name": n} for n in names], "seed": seed})
    assert resp.status_code == 201, resp.get_json()
    body = resp.get_json()
    return body["id"], [seat["token"] for seat in body["seats"]]


def submit(client, gid, token, action, version):
    resp = client.post(f"/v1/games/{gid}/moves?wait=5", json={"action": action, "expected_version": version},
                       headers=bearer(token))
    assert resp.status_code == 200 and resp.get_json()["status"] == "applied", resp.get_json()


def legal(client, gid, token):
    return client.get(f"/v1/games/{gid}/actions", headers=bearer(token)).get_json()["actions"]


def test_a_three_player_fallen_angel_game_ends_with_every_seat_bidding_on_the_same_version(client):
    gid, tokens = create(client, "fallen_angel", ["Ann", "Bo", "Cy"], seed=5)
    rnd, bids_on_one_version = random.Random(5), 0
    for _ in range(5000):
        read = client.get(f"/v1/games/{gid}").get_json()
        if read["status"] != "active":
            break
        active = read["active_seats"]
        chosen = {seat: rnd.choice(legal(client, gid, tokens[seat])) for seat in active}
        if len(active) == 3 and all(a["type"] == "bid" for a in chosen.values()):
            bids_on_one_version += 1
        # every active seat answers against the version it read: simultaneous choices don't go stale
        for seat, action in chosen.items():
            submit(client, gid, tokens[seat], action, read["version"])
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and sorted(final["result"]["ranking"]) == [0, 1, 2]
    assert bids_on_one_version == 4, "one secret bid per round, by all three seats at once"


def test_an_angel_fury_duel_ends_over_http_and_the_defender_plays_a_battle_card_in_the_attackers_turn(client):
    gid, tokens = create(client, "angel_fury", ["Dee", "Ed"], seed=7)
    rnd, defender_cards = random.Random(7), 0
    for _ in range(20000):
        read = client.get(f"/v1/games/{gid}").get_json()
        if read["status"] != "active":
            break
        turn_seat = read["view"].get("turn", {}).get("seat") if isinstance(read["view"].get("turn"), dict) else None
        seat = read["active_seats"][0]
        actions = legal(client, gid, tokens[seat])
        cards = [a for a in actions if a["type"] == "battle_card"]
        if cards and turn_seat is not None and seat != turn_seat:
            action = cards[0]  # the defender answers the attacker's roll with a battle card
            defender_cards += 1
        else:
            action = rnd.choice(actions)
        submit(client, gid, tokens[seat], action, read["version"])
    final = client.get(f"/v1/games/{gid}").get_json()
    assert final["status"] == "finished" and final["result"]["winners"]
    assert defender_cards >= 1
