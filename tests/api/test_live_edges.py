"""Through the real server (`seraph serve`: gunicorn, the aiohttp front, the WSGI bridge): the requests that used to
answer 500, HTML or a closed connection (issue 11) each get a JSON 4xx, and change nothing."""
import socket

import orjson
import pytest
import requests

from tests.factories import GameRequestFactory
from tests.api.live import embedded_server

BIG = b"x" * (70 * 1024)


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    """`seraph serve` in embedded mode, rate limits off (the test sends the same refused request many times)."""
    with embedded_server(tmp_path_factory.mktemp("live-edges"), SERAPH_RATE_CREATE="off", SERAPH_RATE_MOVES="off",
                         SERAPH_RATE_STREAMS="off", SERAPH_GRACE_SECONDS="5", SERAPH_LOG_LEVEL="WARNING") as running:
        yield running


@pytest.fixture(scope="module")
def game(server):
    url, _port, _proc = server
    created = requests.post(f"{url}/v1/games", json=GameRequestFactory(), timeout=5).json()
    return created["id"], created["seats"][0]["token"]


def raw(port: int, data: bytes, timeout: float = 10.0) -> list[tuple[int, dict, bytes]]:
    """Send raw bytes on one connection and read every answer until the server closes it (or Content-Length of
    an answer with `Connection: close` is read): [(status, headers, body)]."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(data)
        buf, answers = b"", []
        while True:
            while b"\r\n\r\n" in buf:
                head, rest = buf.split(b"\r\n\r\n", 1)
                lines = head.decode("latin-1").split("\r\n")
                headers = {k.lower(): v for k, v in (line.split(": ", 1) for line in lines[1:] if ": " in line)}
                length = int(headers.get("content-length", "0"))
                if len(rest) < length:
                    break
                answers.append((int(lines[0].split()[1]), headers, rest[:length]))
                buf = rest[length:]
                if headers.get("connection", "").lower() == "close":
                    return answers
            chunk = sock.recv(65536)
            if not chunk:
                return answers
            buf += chunk


def _json_error(answer, status, code=None):
    got, headers, body = answer
    assert got == status and headers["content-type"].startswith("application/json"), (got, headers, body[:300])
    error = orjson.loads(body)["error"]
    assert set(error) == {"code", "message", "details"} and (code is None or error["code"] == code), error


CHUNKED = b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"


@pytest.mark.parametrize("garbage", [b"zz\r\nabc\r\n0\r\n\r\n", b"5\r\nabcdefgh\r\n0\r\n\r\n", b"3\r\nabc\r\nq\r\n",
                                     b"-1\r\n\r\n", b"ffffffffffffffffffff\r\n", b"3;\x00\r\nabc\r\n0\r\n\r\n"])
@pytest.mark.parametrize("split", [False, True])
def test_chunked_framing_garbage_is_a_json_400(server, garbage, split):
    url, port, _proc = server
    before = len(requests.get(f"{url}/v1/games", timeout=5).json()["games"])
    if split:  # the head first, the broken body a moment later: the handler is already reading it
        with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
            sock.sendall(CHUNKED + b"\r\n")
            sock.settimeout(0.2)
            try:
                assert sock.recv(1) == b"", "nothing is answered before the body"
            except socket.timeout:
                pass
            sock.settimeout(10)
            sock.sendall(garbage)
            data = b""
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        head, _, body = data.partition(b"\r\n\r\n")
        answer = (int(head.split()[1]), {k.lower(): v for k, v in (line.split(": ", 1) for line in
                                                                      head.decode().split("\r\n")[1:])}, body)
    else:
        answer = raw(port, CHUNKED + b"\r\n" + garbage)[0]
    _json_error(answer, 400, "bad_request")
    assert len(requests.get(f"{url}/v1/games", timeout=5).json()["games"]) == before, "nothing was created"


def test_a_body_over_the_limit_is_a_json_413_every_time(server):
    url, port, _proc = server
    session = requests.Session()
    for _ in range(10):  # one kept-alive connection
        resp = session.post(f"{url}/v1/games", data=BIG, headers={"Content-Type": "application/json"}, timeout=10)
        assert resp.status_code == 413 and resp.json()["error"]["code"] == "payload_too_large"
    for _ in range(10):  # a new connection each
        resp = requests.post(f"{url}/v1/games", data=BIG, headers={"Content-Type": "application/json"}, timeout=10)
        assert resp.status_code == 413 and resp.json()["error"]["code"] == "payload_too_large"

    def chunks():
        for _ in range(70):
            yield b"y" * 1024

    for _ in range(5):
        resp = session.post(f"{url}/v1/games", data=chunks(), headers={"Content-Type": "application/json"}, timeout=10)
        assert resp.status_code == 413 and resp.json()["error"]["code"] == "payload_too_large"
    head = b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\n" % len(BIG)
    answers = raw(port, (head + b"\r\n" + BIG) * 5 + head + b"Connection: close\r\n\r\n" + BIG)  # pipelined
    assert len(answers) == 6
    for answer in answers:
        _json_error(answer, 413, "payload_too_large")
    answer = raw(port, head + b"Expect: 100-continue\r\nConnection: close\r\n\r\n")[0]
    _json_error(answer, 413, "payload_too_large")
    assert requests.get(f"{url}/healthz", timeout=5).json() == {"status": "ok"}


def test_paths_are_matched_as_sent_never_redirected_to_an_html_page(server, game):
    url, port, _proc = server
    gid, _token = game
    # (an odd spelling of the stream's path would otherwise reach the Flask stream route and hold a bridge thread)
    for path in (f"//v1//games//{gid}", f"/v1//games/{gid}", f"/v1/games/{gid}/", "//v1/games", f"/v1/games/{gid}//log",
                 "/v1/games/../games", "/v1/./rules", f"//v1/games/{gid}/events", f"/v1/games/{gid}%2Fevents",
                 "//healthz"):
        answer = raw(port, f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())[0]
        _json_error(answer, 404)
        assert "location" not in answer[1], path
    assert requests.get(f"{url}/v1/games/{gid}", timeout=5).status_code == 200


def test_nul_control_characters_and_non_ascii_digits_are_a_json_4xx(server, game):
    url, port, _proc = server
    gid, token = game
    auth = f"Authorization: Bearer {token}\r\n".encode()
    cases = [
        (b"GET /v1/games/ab%00cd HTTP/1.1\r\n", 404), (b"GET /v1/games/ab%00cd/events HTTP/1.1\r\n", 404),
        (b"GET /v1/games/ab%00cd/actions HTTP/1.1\r\n" + auth, 404),
        (f"GET /v1/games/{gid}/moves/a%00b HTTP/1.1\r\n".encode() + auth, 404),
        (b"GET /v1/games?game=fa%00lling HTTP/1.1\r\n", 400),
        (f"GET /v1/games/{gid}/log?after=%D9%A3 HTTP/1.1\r\n".encode(), 400),
        (f"GET /v1/games/{gid}/events HTTP/1.1\r\nLast-Event-ID: \xb2\r\n".encode("latin-1"), 400),
        (f"GET /v1/games/{gid}/events HTTP/1.1\r\nLast-Event-ID: \u00b2\r\n".encode(), 400),
        (f"GET /v1/games/{gid}/events HTTP/1.1\r\nLast-Event-ID: \u0663\r\n".encode(), 400),
        (f"GET /v1/games/{gid}/events?token=a%00b HTTP/1.1\r\n".encode(), 401),
        (f"POST /v1/games/{gid}/seats/%D9%A3/token HTTP/1.1\r\nContent-Length: 0\r\n".encode() + auth, 404),
        (b"GET /v1/games/a\x00b HTTP/1.1\r\n", 400), (b"GET /v1/games HTTP/1.1\r\nX-Seat: a\x01b\r\n", 400),
    ]
    name = orjson.dumps(GameRequestFactory(seats=[{"name": "A\u0000nn"}, {"name": "B"}]))
    cases.append((b"POST /v1/games HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: %d\r\n\r\n" % len(name)
                   + name, 400))
    before = requests.get(f"{url}/v1/games", timeout=5).json()
    for request, status in cases:
        head, _, body = request.partition(b"\r\n\r\n")
        data = head.rstrip(b"\r\n") + b"\r\nHost: x\r\nConnection: close\r\n\r\n" + body
        _json_error(raw(port, data)[0], status)
    assert requests.get(f"{url}/v1/games", timeout=5).json() == before, "nothing changed"
    assert requests.get(f"{url}/v1/games/{gid}/actions", headers={"Authorization": f"Bearer {token}"},
                        timeout=5).status_code == 200


def test_a_stream_ticket_and_a_token_rotation_through_the_real_server(server):
    url, _port, _proc = server
    created = requests.post(f"{url}/v1/games", json=GameRequestFactory(), timeout=5).json()
    gid, token = created["id"], created["seats"][0]["token"]
    ticket = requests.post(f"{url}/v1/games/{gid}/stream-ticket", headers={"Authorization": f"Bearer {token}"},
                           timeout=5).json()["ticket"]
    with requests.get(f"{url}/v1/games/{gid}/events?ticket={ticket}&max_seconds=5", stream=True, timeout=10) as s:
        assert s.status_code == 200 and next(s.iter_lines()) == b"retry: 2000"
    new = requests.post(f"{url}/v1/games/{gid}/seats/0/token", headers={"Authorization": f"Bearer {token}"},
                        timeout=5).json()["token"]
    assert requests.get(f"{url}/v1/games/{gid}/events?ticket={ticket}", timeout=5).status_code == 401
    assert requests.get(f"{url}/v1/games/{gid}/actions", headers={"Authorization": f"Bearer {token}"},
                        timeout=5).status_code == 401
    assert requests.get(f"{url}/v1/games/{gid}/actions", headers={"Authorization": f"Bearer {new}"},
                        timeout=5).status_code == 200
