"""During a database outage an event stream is refused with 503 and Retry-After, not opened with 200 and closed."""
from shared.service.errors import Unavailable
from tests.api.fakes import GAME_ID


def test_an_event_stream_during_a_database_outage_is_a_503_with_retry_after(fake, fake_client):
    fake.service.fail["game_status"] = Unavailable("the database did not answer; retry", cause="OperationalError")
    resp = fake_client.get(f"/v1/games/{GAME_ID}/events")
    assert resp.status_code == 503 and int(resp.headers["Retry-After"]) >= 1
    assert resp.get_json()["error"]["code"] == "service_unavailable"
    assert resp.mimetype == "application/json"


def test_a_seat_whose_token_check_needs_the_database_gets_the_same_503(fake, fake_client):
    fake.service.fail["authenticate"] = Unavailable("the database did not answer; retry")
    resp = fake_client.get(f"/v1/games/{GAME_ID}/events", headers={"Authorization": "Bearer tok-0"})
    assert resp.status_code == 503 and "Retry-After" in resp.headers


def test_once_the_database_answers_the_stream_opens(fake, fake_client):
    fake.service.status = "finished"
    resp = fake_client.get(f"/v1/games/{GAME_ID}/events")
    assert resp.status_code == 200 and resp.mimetype == "text/event-stream"
    assert b"id: 3" in resp.get_data()
