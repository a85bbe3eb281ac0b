// Black Angel: the space track (SVG: five strips of hexes, the ships and the Black Angel), the action board,
// the tech display, the dice by where they lie, and each seat's ship grid, card slots and (own seat) hand.
// View fields: shared/games/black_angel/RULES.md "View".
const HEX = { O: "orange", Y: "yellow", G: "green", E: "empty", A: "asteroid" };

export function render(view, ctx) {
  const { h } = ctx;
  const turn = view.turn || {};
  return h("div", { class: "black-angel" }, [
    h("p", { class: "section-title" }, `Round ${view.round}` + (turn.seat !== undefined && turn.seat !== null ? `; ${ctx.player(turn.seat).name}'s turn` : "")
      + (view.end && view.end.trigger ? `; the end is triggered (${view.end.trigger})` : "")),
    spaceTrack(view, ctx),
    actionBoard(view, ctx),
    display(view, ctx),
    dice(view, ctx),
    h("div", { class: "players" }, view.players.map((p) => player(p, view, ctx))),
  ]);
}

function spaceTrack(view, ctx) {
  const { s } = ctx;
  const strips = view.space.strips;
  const baHex = view.space.ba_hex; // [p, k]: the strip's position and the middle hex, k = 0
  const W = 64, H = 56, X0 = 78;
  const svg = s("svg", { class: "board-svg", viewBox: `0 0 ${X0 + 5 * W + 8} ${strips.length * H + 8}`, role: "group", "aria-label": "The space track" });
  strips.forEach((strip, si) => {
    const y = 4 + si * H;
    svg.append(s("text", { x: 4, y: y + 24, "font-size": 12, "font-weight": "bold" }, `Strip ${strip.p}`),
      s("text", { x: 4, y: y + 40, "font-size": 10 }, `${strip.id} ${strip.side}${strip.spes_token ? ", Spes" : ""}`));
    strip.hexes.forEach((hex, hi) => {
      const cx = X0 + hi * W + W / 2, cy = y + H / 2;
      const here = strip.p === baHex[0] && hi - 2 === baHex[1]; // hexes[hi] is k = hi - 2
      svg.append(s("g", {}, [s("title", {}, `Strip ${strip.p}, hex ${hi + 1}: ${HEX[hex[0]] || hex}${hex.endsWith("*") ? ", a Ravager icon" : ""}${here ? "; the Black Angel is here" : ""}`),
        s("polygon", { points: hexPoints(cx, cy, 26), fill: here ? "#222" : "#fff", stroke: "#333", "stroke-width": 1.5 }),
        s("text", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": 13, fill: here ? "#fff" : "#111" }, here ? `${hex} BA` : hex)]));
      (strip.hex_ships[hi] || []).forEach((seat, j, all) =>
        svg.append(ctx.svgBadge(ctx.player(seat), cx + (j - (all.length - 1) / 2) * 15, cy - 14, 7, `${ctx.player(seat).name}'s ship on strip ${strip.p}, hex ${hi + 1}`)));
    });
  });
  return svg;
}

function hexPoints(cx, cy, r) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 3 * i + Math.PI / 6;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

function actionBoard(view, ctx) {
  const { h } = ctx;
  return h("div", {}, [h("p", { class: "section-title" }, "Action board"),
    h("ul", { class: "cards" }, Object.entries(view.board.actions).map(([name, a]) => ctx.hot(h("li", { class: "card" }, [
      h("span", { class: "name" }, name.replace(/_/g, " ")),
      h("span", { class: "text" }, `${a.cubes} cubes${a.damaged ? ", damaged" : ""}${a.ravagers.length ? `, ravagers: ${a.ravagers.map(ctx.name).join(", ")}` : ""}`)]), name, name)))]);
}

function display(view, ctx) {
  const { h } = ctx;
  return h("div", {}, [h("p", { class: "section-title" }, "Tech display and advanced cards"),
    h("ul", { class: "cards" }, [
      ...view.board.display.map((id, i) => id ? card(ctx, id, `cost ${view.board.display_costs[i]}`) : h("li", { class: "card" }, [h("span", { class: "name" }, "empty"), h("span", { class: "text" }, `cost ${view.board.display_costs[i]}`)])),
      ...(view.board.advanced || []).map((id) => card(ctx, id, "advanced")),
    ])]);
}

function dice(view, ctx) {
  const { h } = ctx;
  const groups = {};
  for (const [id, d] of Object.entries(view.dice)) (groups[String(d.at)] ||= []).push([id, d]);
  return h("div", {}, [h("p", { class: "section-title" }, "Dice"), ...Object.entries(groups).map(([at, list]) => h("div", { class: "stats" }, [
    h("strong", {}, /^\d+$/.test(at) ? `${ctx.player(Number(at)).name}:` : `${at}:`),
    ...list.map(([id, d]) => ctx.hot(h("span", { class: "card die", "data-die": id }, `${d.colour} ${d.value ?? "–"}${d.cube ? " (cube)" : ""}${d.used ? " used" : ""}${d.reserved ? " reserved" : ""}`), id, `${d.colour} die ${d.value ?? ""}`)),
  ]))]);
}

function player(p, view, ctx) {
  const { h } = ctx;
  const me = p.seat === ctx.seat;
  const handIds = p.hand_ids ? [...p.hand_ids.missions, ...p.hand_ids.ravagers] : [];
  const hiddenCount = me ? 0 : Object.values(p.hand.missions).reduce((a, b) => a + b, 0) + p.hand.ravagers;
  return h("section", { class: `player${me ? " me" : ""}`, "aria-label": `${p.name}'s board` }, [
    h("h3", {}, [ctx.badge(ctx.player(p.seat)), `${p.name}${me ? " (you)" : ""}`, h("span", { class: "muted" }, ` ${p.kind}`)]),
    h("p", { class: "stats" }, [`VP ${p.vp}`, `resources ${p.resources}`, `ships ${p.ships}`, `debris ${p.debris}`,
      `robots: reserve ${p.robots.reserve}, break ${p.robots.break}, work ${Object.entries(p.robots.work).map(([c, n]) => `${c} ${n}`).join(" ")}`].map((t) => h("span", {}, t))),
    grid(p, ctx),
    h("ul", { class: "cards" }, Object.entries(p.slots).map(([slot, card]) => ctx.hot(h("li", { class: "card" }, [
      h("span", { class: "name" }, `slot ${slot}`), h("span", { class: "text" }, slotText(card, ctx))]),
      (a) => me && a.slot === slot, `slot ${slot}`))),
    handIds.length ? h("ul", { class: "cards" }, handIds.map((id) => card(ctx, id, "in your hand"))) : null,
    hiddenCount ? h("p", { class: "card hidden" }, `${hiddenCount} cards in hand (hidden)`) : null,
  ]);
}

/** A slot's card: its name when the view shows which, else what is public about it (a face-down card's kind). */
function slotText(card, ctx) {
  if (!card) return "empty";
  if (typeof card === "string") return ctx.name(card);
  const id = card.card || card.id;
  if (id) return ctx.name(id);
  return Object.values(card).filter((v) => typeof v === "string" || typeof v === "number").join(", ");
}

function grid(p, ctx) {
  const { s } = ctx;
  const svg = s("svg", { class: "board-svg", viewBox: "0 0 186 126", style: "max-width:240px", role: "img", "aria-label": `${p.name}'s ship grid` });
  p.grid.forEach((row, r) => row.forEach((cell, c) => {
    svg.append(s("g", {}, [s("title", {}, cell ? `${ctx.name(cell.tile)}${cell.debris ? ", debris" : ""}` : "empty"),
      s("rect", { x: 3 + c * 61, y: 3 + r * 41, width: 58, height: 38, fill: cell ? "#fff" : "#eee", stroke: "#333" }),
      s("text", { x: 8 + c * 61, y: 26 + r * 41, "font-size": 10 }, cell ? `${cell.tile}${cell.debris ? " ✕" : ""}` : "")]));
  }));
  return svg;
}

function card(ctx, id, what) {
  const { h } = ctx;
  return ctx.hot(h("li", { class: "card", "data-card": id }, [h("span", { class: "name" }, ctx.name(id)),
    h("span", { class: "text" }, what)]), id, ctx.name(id));
}
