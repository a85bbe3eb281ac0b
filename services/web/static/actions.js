// The legal actions: a plain list of labelled buttons (keyboard-reachable), and the renderer's context whose
// hot(el, key) makes a drawn card, space or unit select the actions that name it.
import { h, s } from "./dom.js";
import { badge, svgBadge } from "./players.js";

const QUIET = new Set(["type", "label"]);

function names(value, key) {
  if (value === key) return true;
  if (Array.isArray(value)) return value.some((v) => names(v, key));
  return false;
}

/** The actions that name `key` in any field (or that `key`, a function, accepts). */
export function matching(actions, key) {
  if (typeof key === "function") return actions.filter(key);
  return actions.filter((a) => Object.entries(a).some(([k, v]) => !QUIET.has(k) && names(v, key)));
}

export function renderActions(table, only = null, what = "") {
  const st = table.state;
  const list = document.getElementById("actions");
  const filter = document.getElementById("filter");
  const actions = (st && st.actions) || [];
  const shown = only || actions;
  document.getElementById("prompt").textContent = promptText(table);
  filter.replaceChildren();
  if (only) {
    filter.append(`${shown.length} of ${actions.length} actions for ${what}. `,
      h("button", { type: "button", class: "link", on: { click: () => { renderActions(table); focusFirst(); } } }, "Show all"));
  }
  list.replaceChildren(...shown.map((a) => h("li", {}, h("button", {
    type: "button", class: "action", "data-index": actions.indexOf(a), disabled: table.busy,
    on: { click: () => table.submit(a) },
  }, a.label || a.type))));
}

function promptText(table) {
  const st = table.state;
  if (!st) return "Loading…";
  if (st.result) return "The game is over.";
  if (st.status === "waiting") return "Waiting for the invited players to join.";
  if (st.status === "stalled") return "The server could not go on with this game; an operator must retry it.";
  if (table.seat === null) return "You are watching: public information only.";
  if (st.prompt) return st.prompt.text;
  const waiting = (st.active_seats || []).map((i) => table.seatName(i)).join(", ");
  return waiting ? `Waiting for ${waiting}.` : "Nothing to decide now.";
}

export function focusFirst() {
  const first = document.querySelector("#actions button:not([disabled])");
  (first || document.getElementById("actions-h")).focus();
}

/** What a renderer gets: the viewer, the players, names, and the link from drawn things to actions. */
export function makeContext(table) {
  const actions = (table.state && table.state.actions) || [];
  const ctx = {
    seat: table.seat,
    players: table.players,
    player: (i) => table.players[i] || { seat: i, name: `Seat ${i + 1}`, role: "neutral", letter: "?" },
    name: (id) => table.glossary.name(id),
    text: (id) => table.glossary.text(id),
    glossary: table.glossary,
    actions,
    actionsFor: (key) => matching(actions, key),
    h, s, badge, svgBadge,
  };
  /** Mark `el` as the thing `key` names; when actions name it, it becomes a button that selects them. */
  ctx.hot = (el, key, label) => {
    if (typeof key === "string") el.dataset.key = key;
    const found = ctx.actionsFor(key);
    if (!found.length || table.busy) return el;
    el.classList.add("hot");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    el.setAttribute("aria-label", `${label || ctx.name(key)}: ${found.length === 1 ? found[0].label : `${found.length} actions`}`);
    const go = () => table.choose(found, label || ctx.name(key));
    el.addEventListener("click", go);
    el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); go(); } });
    return el;
  };
  return ctx;
}
