// The event log in words: each event's `text` from the server (issue 30: its template filled with its params), the
// components it names linked to their glossary text (GET /v1/rules/{game}). An event the server serves without
// words (none should be) falls back to the event type as a phrase and its fields by their glossary names.
import { h, words } from "./dom.js";

const SKIP = new Set(["seq", "version", "type", "seat", "redacted", "game", "commitment", "fixed_seed"]);

export class Glossary {
  constructor(entry) {
    const g = (entry && entry.glossary) || {};
    this.names = new Map((g.components || []).map((c) => [c.id, c.name]));
    this.texts = new Map((g.components || []).map((c) => [c.id, c.text]));
    this.terms = new Map(Object.entries(g.terms || {}).map(([k, v]) => [k, String(v).split(" (")[0]]));
    this.fields = g.view || {};
    this.title = (entry && entry.title) || "";
  }

  /** The name of a card, tile or token id; the id itself when the glossary has none. */
  name(id) {
    return this.names.get(id) || this.terms.get(id) || id;
  }

  text(id) {
    return this.texts.get(id) || "";
  }
}

export function valueInWords(v, gl, seatName) {
  if (v === null || v === undefined) return "none";
  if (typeof v === "string") return gl.name(v);
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (Array.isArray(v)) return v.length ? v.map((x) => valueInWords(x, gl, seatName)).join(", ") : "none";
  return Object.entries(v).map(([k, x]) => `${gl.terms.get(k) || words(k)} ${valueInWords(x, gl, seatName)}`).join(", ");
}

/** Every component param {id, name} of a message's params, nested messages and lists included. */
export function componentsOf(params, out = []) {
  if (Array.isArray(params)) params.forEach((p) => componentsOf(p, out));
  else if (params && typeof params === "object") {
    if (typeof params.id === "string" && typeof params.name === "string") out.push(params);
    Object.values(params).forEach((p) => componentsOf(p, out));
  }
  return out;
}

/** The nodes of a message's text: each component's name a span that shows its glossary text on hover or focus. */
export function textNodes(text, params, gl) {
  const named = componentsOf(params).filter((c) => gl.text(c.id) && c.name);
  if (!named.length) return [text];
  const byName = new Map(named.map((c) => [c.name, c]));
  const pattern = new RegExp([...byName.keys()].sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  const out = [];
  let at = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    const c = byName.get(m[0]);
    out.push(h("span", { class: "comp", "data-id": c.id, title: gl.text(c.id), tabindex: "0" }, m[0]));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** One line for one event: the server's words, or (an event without them) its type and fields. */
export function eventLine(ev, gl, seatName) {
  if (typeof ev.text === "string" && ev.template) return textNodes(ev.text, ev.params || {}, gl);
  return [eventInWords(ev, gl, seatName)];
}

/** The line of an event the server served without words: its type as a phrase and its fields. */
export function eventInWords(ev, gl, seatName) {
  if (ev.type === "game_created") {
    return "The game was set up: " + (ev.seats || []).map((s) => `${s.name} (${s.role})`).join(", ");
  }
  if (ev.type === "game_ended") return "The game ended.";
  const who = ev.seat !== null && ev.seat !== undefined ? `${seatName(ev.seat)}: ` : "";
  const what = words(ev.type);
  const parts = Object.entries(ev).filter(([k]) => !SKIP.has(k))
    .map(([k, v]) => `${words(k)} ${valueInWords(v, gl, seatName)}`);
  const hidden = ev.redacted ? " (hidden from you)" : "";
  const line = `${who}${what}${parts.length ? " (" + parts.join("; ") + ")" : ""}${hidden}`;
  return line.length > 400 ? line.slice(0, 397) + "…" : line;
}
