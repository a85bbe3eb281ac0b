"""SSE framing and the stream loop, against an in-memory service and notifier."""
import orjson

from services.api.sse import KEEPALIVE, format_comment, format_event, event_stream
from tests.api.fakes import FakeNotifier, FakeService


def _messages(chunks):
    """Parse SSE bytes into (fields-dict or comment) messages."""
    out = []
    for block in b"".join(chunks).decode().split("\n\n"):
        if not block:
            continue
        fields = {}
        for line in block.split("\n"):
            name, _, value = line.partition(": ")
            fields[name] = value
        out.append(fields)
    return out


def test_an_event_becomes_one_message_with_its_seq_type_and_json_data():
    ev = {"seq": 7, "version": 3, "type": "card_drawn", "seat": 1, "text": "line1\nline2"}
    raw = format_event(ev)
    assert raw.startswith(b"id: 7\nevent: card_drawn\ndata: ")
    assert raw.endswith(b"\n\n") and raw.count(b"\n") == 4
    assert orjson.loads(raw.split(b"data: ", 1)[1]) == ev


def test_a_comment_cannot_smuggle_a_newline():
    assert format_comment("a\nb") == b": a b\n\n"


def test_the_stream_sends_every_event_after_the_resume_point_then_ends_when_the_game_is_finished():
    service = FakeService()
    service.status = "finished"
    msgs = _messages(event_stream(service, FakeNotifier(service), "g1", None, after=1, keepalive=0.05))
    assert msgs[0] == {"retry": "2000"}
    assert [m["id"] for m in msgs[1:]] == ["2", "3"]
    assert [m["event"] for m in msgs[1:]] == ["card_drawn", "turn_passed"]


def test_the_stream_sends_keepalives_while_nothing_happens_and_stops_at_max_seconds():
    service = FakeService()
    chunks = list(event_stream(service, FakeNotifier(service), "g1", None, after=3, keepalive=0.01,
                               max_seconds=0.2))
    assert chunks[0].startswith(b"retry:")
    assert chunks.count(KEEPALIVE) >= 2
    assert all(c == KEEPALIVE for c in chunks[1:])


def test_the_stream_picks_up_events_added_while_it_waits_without_gap_or_duplicate():
    service = FakeService()
    notifier = FakeNotifier(service)
    stream = event_stream(service, notifier, "g1", 0, after=0, keepalive=5)
    seen = []
    for chunk in stream:
        seen += [int(m["id"]) for m in _messages([chunk]) if "id" in m]
        if seen == [1, 2, 3]:
            # a new event is committed and published while the stream is between fetches
            service.events.append({"seq": 4, "version": 2, "type": "game_ended", "seat": None})
            service.status = "finished"
            notifier.publish("g1", 4)
    assert seen == [1, 2, 3, 4]


def test_the_stream_refetches_after_each_keepalive_so_a_lost_notification_loses_no_event():
    service = FakeService()

    class DeafNotifier:
        def wait(self, game_id, known_seq, timeout):
            return None  # never hears anything

    stream = event_stream(service, DeafNotifier(), "g1", None, after=3, keepalive=0.01, max_seconds=2)
    assert next(stream).startswith(b"retry:")
    assert next(stream) == KEEPALIVE
    service.events.append({"seq": 4, "version": 2, "type": "game_ended", "seat": None})
    service.status = "finished"
    rest = list(stream)
    assert [c for c in rest if c.startswith(b"id: ")] == [format_event(service.events[-1])]


def test_a_state_message_follows_a_batch_only_while_the_game_is_still_at_the_batchs_version():
    service = FakeService()
    service.status = "finished"
    msgs = _messages(event_stream(service, FakeNotifier(service), "g1", 0, after=0, keepalive=0.05,
                                  with_state=True))
    assert [m.get("event") for m in msgs[1:]] == ["game_created", "card_drawn", "turn_passed", "state"]
    assert "id" not in msgs[-1] and orjson.loads(msgs[-1]["data"])["version"] == 1
    service.stored_version = 2  # the game moved on: the stream waits for the newer batch instead
    msgs = _messages(event_stream(service, FakeNotifier(service), "g1", 0, after=0, keepalive=0.05,
                                  with_state=True))
    assert [m.get("event") for m in msgs[1:]] == ["game_created", "card_drawn", "turn_passed"]


def test_a_stream_not_asked_for_state_never_reads_the_snapshot():
    service = FakeService()
    service.status = "finished"
    list(event_stream(service, FakeNotifier(service), "g1", 0, after=0, keepalive=0.05))
    assert "seat_state" not in [c[0] for c in service.calls]


def test_a_stream_resumed_with_nothing_new_still_opens_with_the_state_when_asked():
    service = FakeService()
    chunks = list(event_stream(service, FakeNotifier(service), "g1", 1, after=3, keepalive=0.05, max_seconds=0.12,
                               with_state=True))
    msgs = _messages(chunks)
    assert [m.get("event") for m in msgs if "data" in m] == ["state"]
    assert [c for c in chunks if c.startswith(b"event: state")] == chunks[1:2], "once, right after the retry"


def test_a_keepalive_rereads_only_the_status_when_nothing_new_was_stored():
    service = FakeService()
    list(event_stream(service, FakeNotifier(service), "g1", None, after=3, keepalive=0.02, max_seconds=0.2))
    names = [c[0] for c in service.calls]
    assert names.count("game_status") >= 3
    assert "events_after" not in names, "the status read showed no event after seq 3"
