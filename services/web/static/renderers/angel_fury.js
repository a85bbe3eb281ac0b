// Angel Fury: the area board (SVG: a grid of areas with terrain, the Soul, the altars, minions and leaders), the
// training offers, and each seat's character, crystals, commands and (own seat) hand.
// View fields: shared/games/angel_fury/RULES.md "View".
const TERRAIN = { mountain: "Mountain", fountain: "Fountain" };

export function render(view, ctx) {
  const { h } = ctx;
  const turn = view.turn || {};
  return h("div", { class: "angel-fury" }, [
    h("p", { class: "section-title" }, `Turn ${turn.number ?? "–"}` + (turn.seat !== undefined && turn.seat !== null ? `, ${ctx.player(turn.seat).name} (${turn.side})` : "")
      + `; soul points: evil ${view.soul_points.evil}, good ${view.soul_points.good} (of ${view.soul_points_to_win})`),
    board(view, ctx),
    view.battle ? h("p", { class: "card" }, `Battle: ${summary(view.battle)}`) : null,
    training(view, ctx),
    h("div", { class: "players" }, view.players.map((p) => player(p, view, ctx))),
  ]);
}

function summary(obj) {
  return Object.entries(obj).filter(([, v]) => v !== null && typeof v !== "object").map(([k, v]) => `${k.replace(/_/g, " ")} ${v}`).join(", ");
}

function board(view, ctx) {
  const { s } = ctx;
  const { rows, cols } = view.board;
  const W = 120, H = 92;
  const svg = s("svg", { class: "board-svg", viewBox: `0 0 ${cols * W + 4} ${rows * H + 4}`, role: "group", "aria-label": "The area board" });
  const byColour = Object.fromEntries(view.players.flatMap((p) => (p.colours || [p.colour]).map((c) => [c, p])));
  for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) {
    const id = `r${r}c${c}`;
    const area = view.areas[id];
    if (!area) continue;
    svg.append(ctx.hot(areaCell(view, ctx, id, area, 2 + (c - 1) * W, 2 + (r - 1) * H, byColour), id, `Area ${id}`));
  }
  return svg;
}

function areaCell(view, ctx, id, area, x, y, byColour) {
  const { s } = ctx;
  const marks = [id === view.board.soul ? "Soul" : "", view.board.altars[id] ? `${view.board.altars[id]} altar` : "", TERRAIN[area.terrain] || ""].filter(Boolean);
  const fill = area.terrain === "mountain" ? "#e7e1d8" : area.terrain === "fountain" ? "#e3eefa" : "#ffffff";
  const g = s("g", { "data-area": id }, [s("title", {}, `${id}${marks.length ? ": " + marks.join(", ") : ""}`),
    s("rect", { x, y, width: 116, height: 88, fill, stroke: "#333", "stroke-width": id === view.board.soul ? 3 : 1.2 }),
    s("text", { x: x + 4, y: y + 13, "font-size": 11, "font-weight": "bold" }, id),
    s("text", { x: x + 4, y: y + 26, "font-size": 10 }, marks.join(", "))]);
  Object.entries(area.units || {}).forEach(([colour, u], i) => {
    const owner = byColour[colour] || { name: colour, role: colour, letter: colour[0].toUpperCase() };
    const p = { ...owner, role: colour };
    g.append(ctx.svgBadge(p, x + 14 + i * 50, y + 48, 10, `${u.minions} ${colour} minion(s)`),
      s("text", { x: x + 27 + i * 50, y: y + 52, "font-size": 12 }, `×${u.minions}`));
  });
  (area.leaders || []).forEach((leader, i) => {
    const info = view.leaders[leader] || {};
    g.append(s("text", { x: x + 4 + i * 38, y: y + 80, "font-size": 10, "font-weight": "bold" },
      `${(info.colour || "?")[0].toUpperCase()}-${info.kind === "arch" ? "Arch" : "Ser"}`), s("title", {}, leader));
  });
  return g;
}

function training(view, ctx) {
  const { h } = ctx;
  return h("div", {}, Object.entries(view.training).map(([side, t]) => h("div", {}, [
    h("p", { class: "section-title" }, `Training offer, ${side} (${t.deck} in the deck)`),
    h("ul", { class: "cards" }, t.offer.map((id) => card(ctx, id, `${side} training card`)))])));
}

function player(p, view, ctx) {
  const { h } = ctx;
  const me = p.seat === ctx.seat;
  const offered = (p.offered || []).map((c) => ctx.hot(h("li", { class: "card" }, [h("span", { class: "name" }, ctx.name(c)), h("span", { class: "text" }, "character on offer")]), c, ctx.name(c)));
  return h("section", { class: `player${me ? " me" : ""}`, "aria-label": `${p.name}'s board` }, [
    h("h3", {}, [ctx.badge(ctx.player(p.seat)), `${p.name}${me ? " (you)" : ""}`, h("span", { class: "muted" }, ` ${p.side}, ${p.kind}`)]),
    h("p", { class: "stats" }, [`character: ${p.character ? ctx.name(p.character) : "not chosen"}`, `crystals ${p.crystals}`,
      `reinforcements ${p.reinforcements}`, `commands ${p.commands.unused} unused, ${p.commands.used} used`,
      `hand ${p.hand}`, `deck ${p.deck}`, `discard ${(p.discard || []).length}`].map((t) => h("span", {}, t))),
    offered.length ? h("ul", { class: "cards" }, offered) : null,
    (p.hand_ids || []).length ? h("ul", { class: "cards" }, p.hand_ids.map((id) => card(ctx, id, "in your hand"))) : null,
    !me && p.hand ? h("p", { class: "card hidden" }, `${p.hand} cards in hand (hidden)`) : null,
    (p.reserve || []).length ? h("ul", { class: "cards" }, p.reserve.map((id) => card(ctx, id, "reserve"))) : null,
  ]);
}

function card(ctx, id, what) {
  const { h } = ctx;
  return ctx.hot(h("li", { class: "card", "data-card": id }, [h("span", { class: "name" }, ctx.name(id)),
    h("span", { class: "text" }, what)]), id, ctx.name(id));
}
