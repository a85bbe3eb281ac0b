"""Events as JSON dicts, with per-seat redaction of private content."""


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
