// Fallen Angel: the map (SVG: the city's three regions with their sections, tiles, groups and monster dice; the
// land's locations with their cubes), the objectives, and each seat's tracks, dice and (own seat) Hero cards.
// View fields: shared/games/fallen_angel/RULES.md "View".
const CUBES = ["blue", "yellow", "red", "green", "black"];
const SHH = 68;  // a section's height on the map

export function render(view, ctx) {
  const { h } = ctx;
  return h("div", { class: "fallen-angel" }, [
    h("p", { class: "section-title" }, `Round ${view.round} of ${view.rounds}, ${view.phase}`
      + (view.main && view.main.turn !== null && view.main.turn !== undefined ? `; ${ctx.player(view.main.turn).name}'s turn` : "")),
    map(view, ctx),
    h("p", { class: "section-title" }, "Objectives"),
    h("ul", { class: "cards" }, (view.objectives || []).map((id) => card(ctx, id, "objective"))),
    h("div", { class: "players" }, view.players.map((p) => player(p, view, ctx))),
  ]);
}

function map(view, ctx) {
  const { s } = ctx;
  const regions = {};
  for (const [id, sec] of Object.entries(view.board.sections)) (regions[sec.region] ||= []).push([id, sec]);
  const names = Object.keys(regions);
  const RW = 240, SH = 74;
  const svg = s("svg", { class: "board-svg", viewBox: `0 0 ${names.length * RW + 10} ${3 * SH + 72 + 150}`, role: "group", "aria-label": "The map" });
  names.forEach((region, ri) => {
    const x = 5 + ri * RW;
    const cubes = (view.city.regions || {})[region] || {};
    const city = CUBES.filter((c) => cubes[c]).map((c) => `${cubes[c]} ${c}`).join(", ") || "no cubes";
    svg.append(s("text", { x: x + 4, y: 16, "font-size": 13, "font-weight": "bold" }, region),
      s("text", { x: x + 4, y: 31, "font-size": 10 }, [s("title", {}, `the city, ${region}: ${city}`), `city: ${city}`.slice(0, 44)]));
    regions[region].forEach(([id, sec], si) => svg.append(ctx.hot(section(view, ctx, id, sec, x, 38 + si * SH), id, `Section ${id}`)));
  });
  land(view, ctx, svg, 3 * SH + 56);
  return svg;
}

function section(view, ctx, id, sec, x, y) {
  const { s } = ctx;
  const tile = sec.tile ? ctx.name(sec.tile.id) : "no tile";
  const g = s("g", { "data-section": id }, [s("title", {}, `${id}: ${tile}`),
    s("rect", { x, y, width: 230, height: SHH, rx: 6, fill: sec.tile && sec.tile.kind === "monster" ? "#f6e7e7" : "#ffffff", stroke: "#333", "stroke-width": 1.5 }),
    s("text", { x: x + 6, y: y + 15, "font-size": 11, "font-weight": "bold" }, id.replace("s-", "")),
    s("text", { x: x + 6, y: y + 31, "font-size": 11 }, tile.slice(0, 34)),
    s("text", { x: x + 6, y: y + 47, "font-size": 10 }, [sec.monster_dice.length ? `monster dice ${sec.monster_dice.join(", ")}` : "",
      sec.jail.length ? `jail ${sec.jail.length}` : ""].filter(Boolean).join("; "))]);
  (sec.groups || []).forEach((grp, i) => {
    const seat = typeof grp === "object" && grp !== null ? (grp.owner ?? grp.seat) : null;
    if (seat !== null && seat !== undefined) g.append(ctx.svgBadge(ctx.player(seat), x + 200 - i * 22, y + 20, 9, `${ctx.player(seat).name}'s group`));
  });
  return g;
}
function land(view, ctx, svg, top) {
  const { s } = ctx;
  const locs = Object.entries(view.land.cubes || {});
  svg.append(s("text", { x: 8, y: top, "font-size": 13, "font-weight": "bold" }, "The land"));
  locs.forEach(([id, cubes], i) => {
    const x = 10 + (i % 10) * 72, y = top + 10 + Math.floor(i / 10) * 66;
    const house = (view.land.houses || {})[id];
    const g = s("g", { "data-loc": id }, [s("title", {}, `${id}: ${CUBES.filter((c) => cubes[c]).map((c) => `${cubes[c]} ${c}`).join(", ") || "empty"}`),
      s("rect", { x, y, width: 66, height: 58, rx: 29, fill: (view.land.forbidden || []).includes(id) ? "#dddddd" : "#fbfbf2", stroke: "#333" }),
      s("text", { x: x + 33, y: y + 18, "text-anchor": "middle", "font-size": 10, "font-weight": "bold" }, id.replace("loc-", "")),
      s("text", { x: x + 33, y: y + 34, "text-anchor": "middle", "font-size": 9 }, CUBES.filter((c) => cubes[c]).map((c) => `${c[0].toUpperCase()}${cubes[c]}`).join(" ")),
      house !== undefined ? s("text", { x: x + 33, y: y + 49, "text-anchor": "middle", "font-size": 9 }, `house ${JSON.stringify(house)}`.slice(0, 14)) : null]);
    svg.append(ctx.hot(g, id, `Location ${id}`));
  });
}

function player(p, view, ctx) {
  const { h } = ctx;
  const me = p.seat === ctx.seat;
  const heroes = p.heroes || {};
  const mine = [...(heroes.hand_ids || []).map((id) => [id, "in your hand"]), ...(heroes.drawn_ids || []).map((id) => [id, "drawn"])];
  const dice = (p.dice || []).map((id) => [id, view.dice[id]]).filter(([, d]) => d);
  return h("section", { class: `player${me ? " me" : ""}`, "aria-label": `${p.name}'s board` }, [
    h("h3", {}, [ctx.badge(ctx.player(p.seat)), `${p.name}${me ? " (you)" : ""}`, h("span", { class: "muted" }, ` ${p.kind}`)]),
    h("p", { class: "stats" }, [`VP ${p.vp}`, `honor ${p.honor}`, `shields ${p.shields}`, `engine ${p.engine}`, `rerolls ${p.rerolls}`, `skulls ${p.skulls}`,
      `cubes ${CUBES.filter((c) => p.cubes[c]).map((c) => `${p.cubes[c]} ${c}`).join(", ") || "none"}`,
      `heroes: hand ${heroes.hand ?? 0}, drawn ${heroes.drawn ?? 0}, deck ${heroes.deck ?? 0}`].map((t) => h("span", {}, t))),
    mine.length ? h("ul", { class: "cards" }, mine.map(([id, what]) => card(ctx, id, what))) : null,
    !me && (heroes.hand || heroes.drawn) ? h("p", { class: "card hidden" }, `${(heroes.hand || 0) + (heroes.drawn || 0)} Hero cards (hidden)`) : null,
    dice.length ? h("p", { class: "stats" }, dice.map(([id, d]) => ctx.hot(h("span", { class: "card die" }, `${d.colour} ${d.value ?? "–"} (${d.at})`), id, `${d.colour} die`))) : null,
  ]);
}

function card(ctx, id, what) {
  const { h } = ctx;
  return ctx.hot(h("li", { class: "card", "data-card": id }, [h("span", { class: "name" }, ctx.name(id)),
    h("span", { class: "text" }, what)]), id, ctx.name(id));
}
