"""Conditional GET on the game reads (issue 19 §3): an ETag naming the game's version, 304 for If-None-Match,
a new tag once the game changes, and `Vary` on the credentials."""
import pytest

from tests.api.apps_helpers import as_app, bearer, create, embedded, new_app


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with embedded(tmp_path_factory.mktemp("etag")) as (flask_app, wired):
        yield flask_app.test_client(), wired


@pytest.fixture
def world(site):
    client, wired = site
    app = new_app(wired)
    return client, app, create(client, as_app(app), seats=[{"player_id": "alice"}, {"player_id": "bob"}])


READS = ["/v1/games/{id}", "/v1/games/{id}/actions", "/v1/games/{id}/log"]


@pytest.mark.parametrize("path", READS)
def test_a_read_has_an_etag_and_the_same_tag_in_if_none_match_is_a_304(world, path):
    client, app, made = world
    url, headers = path.format(id=made["id"]), as_app(app, "alice")
    first = client.get(url, headers=headers)
    tag = first.headers["ETag"]
    assert first.status_code == 200 and tag.startswith('"') and "Authorization" in first.headers["Vary"]
    assert "X-Seraph-Player" in first.headers["Vary"]
    again = client.get(url, headers={**headers, "If-None-Match": tag})
    assert again.status_code == 304 and again.data == b"" and again.headers["ETag"] == tag
    assert client.get(url, headers={**headers, "If-None-Match": f'"other", W/{tag}'}).status_code == 304
    assert client.get(url, headers={**headers, "If-None-Match": "*"}).status_code == 304
    assert client.get(url, headers={**headers, "If-None-Match": '"stale"'}).status_code == 200


def test_the_tag_names_the_version_and_changes_when_the_game_does(world):
    client, app, made = world
    url, alice = f"/v1/games/{made['id']}", as_app(app, "alice")
    before = client.get(url, headers=alice)
    assert before.headers["ETag"].startswith('"0-')
    action = before.get_json()["actions"][0]
    bob = as_app(app, "bob")
    bob_action = client.get(f"{url}/actions", headers=bob).get_json()["actions"][0]
    assert client.post(f"{url}/moves?wait=5", json={"action": bob_action}, headers=bob).status_code == 200
    after = client.get(url, headers={**alice, "If-None-Match": before.headers["ETag"]})
    assert after.status_code == 200 and after.headers["ETag"] != before.headers["ETag"]
    assert after.headers["ETag"].startswith(f'"{after.get_json()["version"]}-') and action


def test_each_viewer_has_its_own_tag(world):
    client, app, made = world
    url = f"/v1/games/{made['id']}"
    tags = {client.get(url, headers=h).headers["ETag"] for h in (as_app(app, "alice"), as_app(app, "bob"),
                                                                    bearer(made["seats"][0]["token"]))}
    assert len(tags) == 2, "alice's token and alice's app header see the same view; bob another"
