// Falling: the Tower (SVG: five floors, their Device spaces, Flying Machines and Blockades), the Negotiation
// spaces, and each seat's goods, Devices, Guild cards and (own seat only) hand. View fields: ../shared rules
// and shared/games/falling/RULES.md "View".
const GOODS = [["C", "Coins"], ["G", "Gas"], ["Br", "Bricks"], ["Fe", "Iron"], ["Cr", "Crystals"], ["Chip", "Skill Chips"], ["vp", "VP track"], ["vp_cards", "VP cards"]];
const DEVICES = { ref: "Refinery", smelt: "Smelter", mine: "Mine", expl: "Explorer" };

export function render(view, ctx) {
  const { h } = ctx;
  return h("div", { class: "falling" }, [
    h("p", { class: "section-title" }, `Round ${view.round} of 4, ${view.phase}` + (view.turn !== null && view.phase === "exploration"
      ? `; ${ctx.player(view.order[view.turn]).name} explores` : "")),
    tower(view, ctx),
    negotiation(view, ctx),
    solo(view, ctx),
    h("div", { class: "players" }, view.seats.map((seat, i) => player(seat, i, view, ctx))),
  ]);
}

function tower(view, ctx) {
  const { s } = ctx;
  const W = 560, FH = 62, X0 = 130, SW = 66;
  const floors = view.tower.length;
  const g = s("svg", { class: "board-svg", viewBox: `0 0 ${W} ${floors * FH + 10}`, role: "group", "aria-label": "The Tower" });
  view.tower.forEach((floor, idx) => {
    const f = idx + 1, y = (floors - idx - 1) * FH + 5;
    g.append(s("rect", { x: 2, y, width: W - 4, height: FH - 4, fill: "#eef2f7", stroke: "#555" }));
    g.append(s("text", { x: 8, y: y + 20, "font-size": 13, "font-weight": "bold" }, `Floor ${f}`));
    g.append(s("text", { x: 8, y: y + 38, "font-size": 11 }, [s("title", {}, floor.tile ? ctx.name(floor.tile) : "removed (5a)"),
      floor.tile ? ctx.name(floor.tile).replace(" Floor Tile", "").slice(0, 20) : "removed"]));
    floor.dev.forEach((dev, sp) => g.append(space(view, ctx, f, sp, dev, X0 + sp * SW, y + 6)));
    view.seats.forEach((seat, i) => {
      if (seat.fm && seat.fm[0] === f && seat.fm[1] < 0) g.append(ctx.svgBadge(ctx.player(i), X0 - 18, y + 40, 10, `${ctx.player(i).name}'s Flying Machine, beside the Tower`));
    });
  });
  return g;
}

function space(view, ctx, f, sp, dev, x, y) {
  const { s } = ctx;
  const blocked = (view.blockades || []).some(([bf, bs]) => bf === f && bs === sp);
  const cell = s("g", {}, [s("title", {}, `Floor ${f} space ${sp}`),
    s("rect", { x, y, width: 58, height: 46, rx: 5, fill: blocked ? "#d9d9d9" : "#ffffff", stroke: "#333", "stroke-width": 1.5 }),
    s("text", { x: x + 4, y: y + 12, "font-size": 10 }, `space ${sp}`)]);
  if (blocked) cell.append(s("path", { d: `M${x} ${y} l58 46 M${x + 58} ${y} l-58 46`, stroke: "#333", "stroke-width": 2 }),
    s("text", { x: x + 4, y: y + 42, "font-size": 10, "font-weight": "bold" }, "Blockade"));
  if (dev) {
    const [owner, type] = dev;
    cell.append(ctx.svgBadge(ctx.player(owner), x + 14, y + 30, 10, `${ctx.player(owner).name}'s ${DEVICES[type] || type}`),
      s("text", { x: x + 28, y: y + 34, "font-size": 11 }, (DEVICES[type] || type).slice(0, 5)));
  }
  view.seats.forEach((seat, i) => {
    if (seat.fm && seat.fm[0] === f && seat.fm[1] === sp) cell.append(ctx.svgBadge(ctx.player(i), x + 48, y + 14, 8, `${ctx.player(i).name}'s Flying Machine`));
  });
  const here = (a) => (a.type === "ascend" && a.floor === f && a.space === sp)
    || (a.type === "install_space" && a.space === sp && currentFloor(view, ctx) === f);
  return ctx.hot(cell, here, `Floor ${f} space ${sp}`);
}

function currentFloor(view, ctx) {
  const me = ctx.seat !== null ? view.seats[ctx.seat] : null;
  return me && me.fm ? me.fm[0] : null;
}

function negotiation(view, ctx) {
  const { h } = ctx;
  return h("div", {}, [h("p", { class: "section-title" }, "Negotiation spaces"),
    h("ul", { class: "cards" }, view.negotiation.map((slot, sp) => {
      const el = h("li", { class: "card" }, [h("span", { class: "name" }, `Space ${sp}`),
        slot ? h("span", {}, [ctx.badge(ctx.player(slot[0])), slot[1] === "Cr" ? "Crystal" : "Skill Chip"]) : h("span", { class: "text" }, "free")]);
      return ctx.hot(el, (a) => a.type === "negotiate" && a.space === sp, `Negotiation space ${sp}`);
    }))]);
}

function solo(view, ctx) {
  const { h } = ctx;
  if (!view.solo) return null;
  const so = view.solo;
  return h("div", {}, [h("p", { class: "section-title" }, `Danda (${so.difficulty})`),
    h("p", { class: "stats" }, [`NPC cards resolved ${so.npc_resolved} of ${so.npc_limit}`,
      so.npc_card ? `current: ${ctx.name(so.npc_card)}` : "", `Blockade: ${so.blockade ? ctx.name(so.blockade) : "none"}`].filter(Boolean).map((t) => h("span", {}, t)))]);
}

function player(seat, i, view, ctx) {
  const { h } = ctx;
  const p = ctx.player(i);
  const mine = i === ctx.seat;
  const cards = [];
  if (seat.hand) {
    if (seat.hand.res) cards.push(card(ctx, seat.hand.res, "Resource card (hand)", (a) => a.type === "choose_supply"));
    if (seat.hand.guild) cards.push(card(ctx, seat.hand.guild, "Guild card (hand)", (a) => a.type === "choose_supply" && a.guild === "drawn"));
  }
  if (seat.r4) cards.push(card(ctx, seat.r4, "secret Round 4 Guild card", (a) => a.type === "choose_supply" && a.guild === seat.r4));
  (seat.guild || []).forEach((slot, r) => {
    if (slot) cards.push(card(ctx, slot[0], `Guild card, round ${r + 1}, half ${slot[1]}`, (a) => mine && a.type === "use_effect" && a.effect === `g${r + 1}`));
  });
  if (!mine && seat.has_r4_card) cards.push(h("li", { class: "card hidden" }, [h("span", { class: "name" }, "Hidden card"), h("span", { class: "text" }, "secret Round 4 Guild card")]));
  return h("section", { class: `player${mine ? " me" : ""}${(ctx.actions.length && mine) ? " active" : ""}`, "aria-label": `${p.name}'s board` }, [
    h("h3", {}, [ctx.badge(p), `${p.name}${mine ? " (you)" : ""}`, h("span", { class: "muted" }, ` ${p.kind}`)]),
    h("p", { class: "stats" }, GOODS.map(([k, t]) => h("span", {}, `${t}: ${seat[k] ?? 0}`))),
    h("p", { class: "stats" }, Object.entries(seat.dev || {}).map(([k, n]) => h("span", {}, `${DEVICES[k] || k} Devices: ${n}`))),
    h("p", { class: "stats" }, [`Partner: ${seat.partner ? ctx.name(seat.partner) : "none yet"}`,
      seat.fm ? `Flying Machine: floor ${seat.fm[0]}${seat.fm[1] >= 0 ? `, space ${seat.fm[1]}` : ", beside the Tower"}` : "",
      seat.pass ? "passed" : ""].filter(Boolean).map((t) => h("span", {}, t))),
    cards.length ? h("ul", { class: "cards" }, cards) : null,
  ]);
}

function card(ctx, id, what, pick) {
  const { h } = ctx;
  const el = h("li", { class: "card", "data-card": id }, [h("span", { class: "name" }, ctx.name(id)),
    h("span", { class: "text" }, what), h("span", { class: "text" }, ctx.text(id))]);
  return ctx.hot(el, pick, ctx.name(id));
}
