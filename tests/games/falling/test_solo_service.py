"""A solo game through the application service: Danda's steps are persisted one by one, live."""


def test_a_solo_game_runs_through_the_service_with_each_danda_step_its_own_version(svc, queue):
    created = svc.create_game("falling", {"difficulty": "easy", "danda_device_policy": "ask"},
                              [{"name": "You", "kind": "human"}, {"name": "Danda", "kind": "automa"}], 5)
    gid, token = created["id"], created["seats"][0]["token"]
    assert svc.authenticate(gid, token) == 0
    for _ in range(3000):
        queue.drain()
        game = svc.read_game(gid, 0)
        if game["status"] == "finished":
            break
        assert game["active_seats"] == [0]  # Danda never waits: its steps were processed
        action = svc.legal_actions(gid, 0)["actions"][0]
        svc.submit_move(gid, 0, action, expected_version=game["version"])
    else:
        raise AssertionError("the solo game never finished")
    assert game["result"]["details"]["solo"]["difficulty"] == "easy" and game["result"]["details"]["solo"]["evaluation"]
    events = svc.events_after(gid, 0, 0, limit=100000)
    reveals = [e for e in events if e["type"] == "npc_card_revealed"]
    assert reveals and all(e["seat"] == 1 for e in reveals)
    versions = {}
    for e in events:
        if e["type"] in ("npc_card_revealed", "danda_ascended", "danda_installed", "danda_negotiated"):
            versions.setdefault(e["version"], set()).add(e["type"])
    assert all(len(v) == 1 for v in versions.values())  # one Danda step per version
    assert svc.replay(gid)["ok"]
