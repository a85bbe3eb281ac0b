// Player colours with a letter each, so colour is never the only carrier of meaning (issue 21, accessibility).
import { h, s, inkOn } from "./dom.js";

const PALETTE = {
  red: "#c62828", blue: "#1565c0", green: "#2e7d32", yellow: "#f9d71c", black: "#212121", white: "#f5f5f5",
  orange: "#ef6c00", gray: "#757575", grey: "#757575", purple: "#6a1b9a", good: "#f9d71c", evil: "#212121",
  neutral: "#9e9e9e",
};

export function colourOf(role) {
  return PALETTE[String(role || "").toLowerCase()] || "#5d4037";
}

/** One letter per role, unique within the game ("K" for black beside "B" for blue). */
export function lettersFor(roles) {
  const out = {};
  const taken = new Set();
  for (const role of roles) {
    const r = String(role || "?");
    let pick = r.toLowerCase() === "black" ? "K" : r[0].toUpperCase();
    if (taken.has(pick)) pick = (r[0] + r[r.length - 1]).toUpperCase();
    taken.add(pick);
    out[r] = pick;
  }
  return out;
}

/** A round badge: the colour and the letter, with the role spelled out for screen readers and as a tooltip. */
export function badge(player, extra = "") {
  const bg = colourOf(player.role);
  return h("span", {class: `badge ${extra}`, style: `background:${bg};color:${inkOn(bg)}`,
    title: `${player.name} (${player.role})`, "aria-label": `${player.name}, ${player.role}`}, player.letter);
}

/** The same badge inside an SVG, at (x, y) with radius r. */
export function svgBadge(player, x, y, r = 9, label = "") {
  const bg = colourOf(player.role);
  return s("g", {class: "svg-badge"}, [
    s("title", {}, label || `${player.name} (${player.role})`),
    s("circle", {cx: x, cy: y, r, fill: bg, stroke: "#000", "stroke-width": 1.5}),
    s("text", {x, y: y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.1, "font-weight": "bold",
      fill: inkOn(bg)}, player.letter),
  ]);
}
