"""Events as JSON dicts, with per-seat redaction of private content."""

#: the keys of an event's served envelope: a game's event data must use none of them, since `redact_event` merges
#: the data into the envelope (a data key "type" once replaced Black Angel's card_played type)
ENVELOPE_KEYS = ("type", "seat", "seq", "version", "redacted", "text", "template", "params")


def event(type_: str, seat: int | None = None, **data) -> dict:
    """A public event: everyone sees all of `data`."""
    return {"type": type_, "seat": seat, "data": data}


def private_event(type_: str, seat: int | None, to: list[int], data: dict, redacted: dict | None = None) -> dict:
    """An event whose `data` only the seats in `to` see; everyone else sees `redacted`."""
    return {"type": type_, "seat": seat, "data": data, "to": list(to), "redacted": redacted or {}}


def is_visible_to(ev: dict, viewer: int | None) -> bool:
    """True when `viewer` (a seat, or None for a spectator) may see the event's private data."""
    to = ev.get("to")
    return to is None or (viewer is not None and viewer in to)


def redact_event(ev: dict, viewer: int | None) -> dict:
    """The event as `viewer` may see it: type, seat and either its data or its redacted form."""
    shown = ev["data"] if is_visible_to(ev, viewer) else ev.get("redacted", {})
    out = {"type": ev["type"], "seat": ev.get("seat")}
    out.update(shown)
    if not is_visible_to(ev, viewer):
        out["redacted"] = True
    return out


def envelope_clashes(ev: dict) -> list[str]:
    """The keys of the event's data or redacted data that are envelope keys (`ENVELOPE_KEYS`), sorted."""
    keys = set(ev.get("data", {})) | set(ev.get("redacted") or {})
    return sorted(keys.intersection(ENVELOPE_KEYS))
