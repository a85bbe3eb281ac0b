// The lobby: the games and their options from the catalog (GET /v1/rules), create a game (seats of this tab,
// open seats with invitation codes, bots, the automa), join with a code or a token, the seats this tab holds.
import { call, heldSeats, holdSeat, tableLink } from "./api.js";
import { h, words } from "./dom.js";

const KINDS = [["human", "a player in this tab"], ["open", "open: an invitation code"], ["bot", "a bot"], ["automa", "the automa"]];
let catalog = { games: [], bots: [] };

function current() {
  return catalog.games.find((g) => g.game === document.getElementById("game").value);
}

function botLabelText(bot) {
  return bot.elo === null || bot.elo === undefined ? bot.name : `${bot.name} (Elo ${bot.elo})`;
}

function seatRow(i, game, kind = "human") {
  const kindSel = h("select", { name: "kind" }, KINDS.filter(([k]) => k !== "automa" || game.automa)
    .map(([k, t]) => h("option", { value: k, selected: k === kind }, k === "automa" ? `the automa (${game.automa})` : t)));
  // The game's own list, strongest first with its measured rating (issue 31 §4); the flat list of older servers.
  const botSel = h("select", { name: "bot" }, (game.bots || catalog.bots).map((b) =>
    h("option", { value: b.name, title: b.text }, botLabelText(b))));
  const roleSel = h("select", { name: "role" }, [h("option", { value: "" }, "any"), ...game.roles.map((r) => h("option", { value: r }, r))]);
  const botLabel = h("label", {}, ["Bot ", botSel]);
  // An automa seat is called after the game's automa (issue 26 §11): a name nobody typed follows the kind.
  const defaultName = (k) => (k === "automa" ? game.automa : `Player ${i + 1}`);
  const nameIn = h("input", { name: "name", value: defaultName(kind), maxlength: 40 });
  let shown = kind;
  const sync = () => {
    botLabel.hidden = kindSel.value !== "bot";
    if (nameIn.value === defaultName(shown)) nameIn.value = defaultName(kindSel.value);
    shown = kindSel.value;
  };
  kindSel.addEventListener("change", sync);
  const row = h("div", { class: "seat-row" }, [
    h("label", {}, [`Seat ${i + 1} name `, nameIn]),
    h("label", {}, ["Kind ", kindSel]), botLabel, h("label", {}, ["Colour ", roleSel])]);
  sync();
  return row;
}

function drawGame() {
  const game = current();
  document.getElementById("game-text").textContent =
    `${game.min_seats}-${game.max_seats} seats; modes: ${game.modes.join(", ")}; automa: ${game.automa || "none"}.`;
  const seats = document.getElementById("seats");
  seats.replaceChildren(h("legend", {}, "Seats"), seatRow(0, game), seatRow(1, game, "bot"));
  const options = document.getElementById("options");
  options.replaceChildren(h("legend", {}, "Options"), ...Object.entries(game.options).map(([k, o]) => option(k, o)));
}

function option(key, o) {
  const note = o.modes ? ` (${o.modes.join(", ")} only)` : "";
  if (o.type === "bool") {
    return h("label", { title: o.text }, [h("input", { type: "checkbox", name: key, checked: !!o.default, "data-option": "bool" }), ` ${words(key)}${note}: ${o.text}`]);
  }
  if (o.type === "enum") {
    return h("label", { title: o.text }, [`${words(key)}${note} `, h("select", { name: key, "data-option": "enum" },
      o.choices.map((c) => h("option", { value: c, selected: c === o.default }, c))), h("span", { class: "hint" }, ` ${o.text}`)]);
  }
  if (o.type === "seat") {  // "random" or a seat number counted from one (issue 30 §3)
    const numbers = Array.from({ length: o.maximum - o.minimum + 1 }, (_, i) => o.minimum + i);
    return h("label", { title: o.text }, [`${words(key)}${note} `, h("select", { name: key, "data-option": "seat" },
      [...o.choices, ...numbers].map((c) => h("option", { value: c, selected: c === o.default }, typeof c === "number" ? `Player ${c}` : c))),
    h("span", { class: "hint" }, ` ${o.text}`)]);
  }
  return h("label", { title: o.text }, [`${words(key)}${note} `, h("input", { name: key, value: o.default ?? "", "data-option": o.type })]);
}

/** An option's value as its type takes it: a checkbox's state, a number, a seat number or a choice. */
function optionValue(el) {
  if (el.dataset.option === "bool") return el.checked;
  if (el.dataset.option === "int") return Number(el.value);
  if (el.dataset.option === "seat" && /^\d+$/.test(el.value)) return Number(el.value);
  return el.value;
}

function addSeat(delta) {
  const game = current();
  const seats = document.getElementById("seats");
  const rows = seats.querySelectorAll(".seat-row");
  if (delta > 0 && rows.length < game.max_seats + (game.automa ? 1 : 0)) seats.append(seatRow(rows.length, game, "bot"));
  if (delta < 0 && rows.length > 1) rows[rows.length - 1].remove();
}

function request() {
  const game = current();
  const seats = [...document.querySelectorAll(".seat-row")].map((row) => {
    const get = (n) => row.querySelector(`[name=${n}]`).value;
    // a name left blank is the server's to give: the automa's name for an automa seat, else "Seat N"
    const seat = { kind: get("kind") };
    if (get("name").trim()) seat.name = get("name").trim();
    if (seat.kind === "bot") seat.bot = get("bot");
    if (get("role")) seat.role = get("role");
    return seat;
  });
  const options = {};
  for (const el of document.querySelectorAll("#options [data-option]")) {
    const def = game.options[el.name].default;
    const value = optionValue(el);
    if (value !== def) options[el.name] = value;
  }
  return { game: game.game, seats, options };
}

async function create(e) {
  e.preventDefault();
  const err = document.getElementById("create-error");
  err.textContent = "";
  try {
    const game = await call("POST", "/v1/games", { body: request() });
    const mine = game.seats.filter((s) => s.token);
    for (const s of mine) holdSeat(game.id, game.game, s.seat, s.token);
    const invites = game.seats.filter((s) => s.invitation);
    document.getElementById("created").replaceChildren(h("div", { class: "created" }, [
      h("p", {}, [`Created: ${game.game}, ${game.status}. `, h("a", { href: `/play/${game.id}`, id: "open-table" }, "Open the table")]),
      invites.length ? h("p", {}, "Send each invited player their link (it joins the seat once):") : null,
      invites.length ? h("ul", {}, invites.map((s) => h("li", {}, [`${s.name}: `,
        h("code", { class: "invite" }, `${location.origin}/play/${game.id}#join=${s.invitation}`)]))) : null,
    ]));
    listMine();
    document.getElementById("open-table").focus();
  } catch (error) {
    err.textContent = `Not created: ${error.message}`;
  }
}

function join(e) {
  e.preventDefault();
  const raw = document.getElementById("join-game").value.trim();
  const code = document.getElementById("join-code").value.trim();
  const m = raw.match(/[0-9a-f]{32}/);
  if (!m) { document.getElementById("join-error").textContent = "That is not a game id."; return; }
  const frag = !code ? "" : code.startsWith("inv_") ? `#join=${encodeURIComponent(code)}` : `#token=${encodeURIComponent(code)}`;
  location.assign(`/play/${m[0]}${frag}`);
}

function listMine() {
  const list = document.getElementById("mine");
  const held = heldSeats();
  const ids = Object.keys(held);
  list.replaceChildren(...(ids.length ? ids.map((id) => {
    const li = h("li", {}, [h("a", { href: tableLink(id) }, `${held[id].game || "game"} ${id.slice(0, 8)}`),
      ` (seat${Object.keys(held[id].seats).length > 1 ? "s" : ""} ${Object.keys(held[id].seats).map((s) => Number(s) + 1).join(", ")})`]);
    const first = Object.values(held[id].seats)[0];
    call("GET", `/v1/games/${id}`, { token: first }).then((g) => {
      li.append(`: ${g.status}${(g.actions || []).length ? ", your turn" : ""}`);
    }).catch(() => li.append(": unavailable"));
    return li;
  }) : [h("li", { class: "muted" }, "None yet.")]));
}

async function listPublic() {
  const list = document.getElementById("public");
  try {
    const out = await call("GET", "/v1/games?status=active&limit=20");
    list.replaceChildren(...(out.games.length ? out.games.map((g) => h("li", {}, [h("a", { href: tableLink(g.id) }, `${g.game}: `
      + g.seats.map((s) => s.name).join(", ")), " (watch)"])) : [h("li", { class: "muted" }, "No public game is running.")]));
  } catch {
    list.replaceChildren(h("li", { class: "muted" }, "The list is unavailable."));
  }
}

// The submit buttons are disabled in the HTML until their handler is attached: a native submission would put
// the invitation code in the address (and the server's access log) and join nothing.
function enableSubmit(form) {
  form.querySelector("button[type=submit]").disabled = false;
}

async function main() {
  const joinForm = document.getElementById("join");
  joinForm.addEventListener("submit", join);
  enableSubmit(joinForm);
  catalog = await call("GET", "/v1/rules");
  const sel = document.getElementById("game");
  sel.replaceChildren(...catalog.games.map((g) => h("option", { value: g.game }, g.title || g.game)));
  sel.addEventListener("change", drawGame);
  drawGame();
  document.getElementById("add-seat").addEventListener("click", () => addSeat(1));
  document.getElementById("remove-seat").addEventListener("click", () => addSeat(-1));
  const createForm = document.getElementById("create");
  createForm.addEventListener("submit", create);
  enableSubmit(createForm);
  listMine();
  listPublic();
}

main();
