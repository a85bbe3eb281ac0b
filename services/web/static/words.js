// The event log in words: the event type as a phrase, the seat by name, card and tile ids by their glossary
// names (GET /v1/rules/{game}), abbreviations spelled out from the glossary's terms.
import { words } from "./dom.js";

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

/** One line for one event. */
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
