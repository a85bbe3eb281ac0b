// The generic view, for a game without a renderer: the view as a readable tree, field meanings from the
// glossary, ids by their names, and every id that a legal action names clickable.
import { h, words } from "../dom.js";

export function render(view, ctx) {
  return h("section", { class: "generic", "aria-label": "The game's view" }, [
    h("p", { class: "hint" }, "This game has no drawn table yet: here is everything your seat may see."),
    tree(view, ctx, true),
  ]);
}

export function tree(value, ctx, open = false, path = "") {
  if (value === null || typeof value !== "object") return leaf(value, ctx);
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  if (!entries.length) return h("span", { class: "muted" }, Array.isArray(value) ? "(none)" : "(empty)");
  return h("dl", { class: "tree" }, entries.flatMap(([k, v]) => {
    const key = Array.isArray(value) ? `${path}[]` : (path ? `${path}.${k}` : String(k));
    const meaning = ctx.glossary.fields[key] || ctx.glossary.fields[String(k)];
    const label = Array.isArray(value) ? `#${Number(k) + 1}` : words(k);
    const inner = typeof v === "object" && v !== null && Object.keys(v).length > 3
      ? h("details", { open }, [h("summary", {}, summarise(v)), tree(v, ctx, false, key)])
      : tree(v, ctx, false, key);
    return [h("dt", { title: meaning || null }, label), h("dd", {}, inner)];
  }));
}

function summarise(v) {
  return Array.isArray(v) ? `${v.length} entries` : `${Object.keys(v).length} fields`;
}

function leaf(value, ctx) {
  if (typeof value !== "string") return h("span", {}, value === null ? "none" : String(value));
  const name = ctx.name(value);
  const el = h("span", { class: "id", title: ctx.text(value) || null }, name === value ? value : `${name}`);
  return ctx.hot(el, value, name);
}
