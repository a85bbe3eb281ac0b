"""POST and GET /v1/games/{id}/chat over HTTP (issue 20 §6): messages stored and in the log as `chat` events,
spectators only where the game allows it, the per-seat rate limit, and bad input refused with nothing changed."""
from services.api import create_app
from services.api.schemas_play import ChatListSchema, ChatMessageSchema
from tests.api.play import bearer, migrated_sqlite, new_game, settings  # noqa: F401 (fixtures)


def chat(client, gid, token, text):
    return client.post(f"/v1/games/{gid}/chat", headers=bearer(token), json={"text": text})


def test_a_message_is_stored_and_is_a_chat_event_of_the_log(client):
    gid, tokens = new_game(client)
    resp = chat(client, gid, tokens[1], "good luck\nhave fun")
    assert resp.status_code == 201 and ChatMessageSchema().validate(resp.get_json()) == {}
    listed = client.get(f"/v1/games/{gid}/chat", headers=bearer(tokens[0])).get_json()
    assert ChatListSchema().validate(listed) == {}
    assert [(m["seat"], m["text"]) for m in listed["messages"]] == [(1, "good luck\nhave fun")]
    event = client.get(f"/v1/games/{gid}/log", headers=bearer(tokens[0])).get_json()["events"][-1]
    assert event["type"] == "chat" and event["text"] == "good luck\nhave fun" and event["seq"] == resp.get_json()["seq"]


def test_spectators_read_no_chat_unless_the_game_allows_it(client):
    closed, tokens = new_game(client)
    chat(client, closed, tokens[0], "between us")
    assert client.get(f"/v1/games/{closed}/chat").get_json()["messages"] == []
    assert all(e["type"] != "chat" for e in client.get(f"/v1/games/{closed}/log").get_json()["events"])
    opened, tokens = new_game(client, spectator_chat=True)
    chat(client, opened, tokens[0], "hello, audience")
    assert [m["text"] for m in client.get(f"/v1/games/{opened}/chat").get_json()["messages"]] == ["hello, audience"]
    assert client.get(f"/v1/games/{opened}/log").get_json()["events"][-1]["text"] == "hello, audience"


BAD = [{"text": ""}, {"text": " "}, {"text": "x" * 501}, {"text": "a\u0000b"}, {"text": "bell\u0007"}, {"text": 5},
       {}, {"text": "hi", "to": 1}]


def test_a_bad_message_is_refused_and_nothing_is_stored(client):
    gid, tokens = new_game(client)
    for body in BAD:
        resp = client.post(f"/v1/games/{gid}/chat", headers=bearer(tokens[0]), json=body)
        assert resp.status_code == 400 and resp.get_json()["error"]["code"] == "bad_request", body
    assert client.post(f"/v1/games/{gid}/chat", json={"text": "hi"}).status_code == 401  # a spectator
    assert client.get(f"/v1/games/{gid}/chat", headers=bearer(tokens[0])).get_json()["messages"] == []
    assert chat(client, gid, tokens[0], "é" * 500).status_code == 201  # 500 characters: the most


def test_each_seat_is_held_to_its_chat_rate(settings, app_obj):
    client = create_app(settings.with_(rate_chat="2/minute"), app_obj=app_obj).test_client()
    gid, tokens = new_game(client)
    assert [chat(client, gid, tokens[0], "hi").status_code for _ in range(3)] == [201, 201, 429]
    assert chat(client, gid, tokens[1], "my turn to talk").status_code == 201
    assert len(client.get(f"/v1/games/{gid}/chat", headers=bearer(tokens[0])).get_json()["messages"]) == 3
