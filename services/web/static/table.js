// The table shell: seats, the stream, the actions, the log, chat, clocks and result; the board is the game's
// renderer (renderers/<game>.js, `render(view, ctx)` returning an element) or the generic view.
import { call, uuid, heldSeats, holdSeat, setCurrentSeat } from "./api.js";
import { h } from "./dom.js";
import { lettersFor } from "./players.js";
import { Glossary } from "./words.js";
import { LiveStream } from "./stream.js";
import { renderActions, makeContext, focusFirst } from "./actions.js";
import { appendEvent, renderResult, renderClocks, tickClocks } from "./panels.js";
import { Controls } from "./controls.js";
import * as generic from "./renderers/_generic.js";

class Table {
  constructor(gameId, rendererNames) {
    Object.assign(this, { gameId, rendererNames, state: null, seat: null, token: null, busy: false });
    this.players = [];
    this.stream = null;
    this.controls = new Controls(this);
  }

  async open() {
    await this.takeFragment();
    const held = heldSeats()[this.gameId];
    if (held && held.seats[held.current] !== undefined) { this.seat = Number(held.current); this.token = held.seats[held.current]; }
    const game = await call("GET", `/v1/games/${this.gameId}`, { token: this.token });
    this.game = game.game;
    this.clocked = Boolean(game.clock);
    this.setPlayers(game.seats);
    this.glossary = new Glossary(await call("GET", `/v1/rules/${this.game}`));
    this.renderer = this.rendererNames.includes(this.game) ? await import(`./renderers/${this.game}.js`) : generic;
    document.getElementById("title").textContent = this.glossary.title || this.game;
    document.title = `Seraph: ${this.glossary.title || this.game}`;
    this.showSeats();
    this.wireChat();
    setInterval(tickClocks, 1000);
    this.connect();
  }

  /** #token=... (a seat handed over by link) or #join=inv_... (an invitation): kept in this tab, then erased. */
  async takeFragment() {
    const frag = new URLSearchParams(location.hash.slice(1));
    if (!frag.toString()) return;
    history.replaceState(null, "", location.pathname);
    if (frag.get("token")) {
      const token = frag.get("token");
      const mine = await call("GET", `/v1/games/${this.gameId}/actions`, { token });
      holdSeat(this.gameId, null, mine.seat, token);
      setCurrentSeat(this.gameId, mine.seat);
    } else if (frag.get("join")) {
      const joined = await call("POST", `/v1/games/${this.gameId}/join`, { body: { code: frag.get("join") } });
      holdSeat(this.gameId, null, joined.seat, joined.token);
      setCurrentSeat(this.gameId, joined.seat);
    }
  }

  setPlayers(seats) {
    const letters = lettersFor(seats.map((s) => s.role));
    this.players = seats.map((s) => ({ ...s, letter: letters[String(s.role || "?")] }));
  }

  seatName = (i) => (this.players[i] ? this.players[i].name : `Seat ${Number(i) + 1}`);

  connect() {
    if (this.stream) this.stream.stop();
    document.getElementById("log").replaceChildren();
    document.getElementById("chat").replaceChildren();
    this.controls.reset();
    this.stream = new LiveStream(this.gameId, this.token, {
      onEvent: (ev) => { appendEvent(ev, this); this.controls.noteEvent(ev); },
      onState: (st) => this.onState(st),
      onStatus: (status) => { document.getElementById("live").textContent = status; document.body.dataset.live = status; },
    });
    this.stream.start();
  }

  onState(st) {
    const hadFocus = document.activeElement && (document.activeElement.closest("#actions, #board") || document.activeElement === document.body);
    this.state = st;
    this.busy = false;
    if (st.seats) this.setPlayers(st.seats);
    document.body.dataset.version = st.version;
    document.body.dataset.status = st.status;
    this.draw();
    renderResult(st.result, this);
    this.controls.noteState(st);
    if (st.clock !== undefined) this.showClock(st.clock);
    else if (this.clocked) this.refreshClock();
    if (this.followLocalSeat()) return;
    if (hadFocus && (st.actions || []).length) focusFirst();
  }

  draw() {
    const board = document.getElementById("board");
    const ctx = makeContext(this);
    let el;
    try {
      el = this.renderer.render(this.state.view, ctx);
    } catch (err) {
      console.error(err);
      el = generic.render(this.state.view, ctx);
    }
    board.replaceChildren(el, ...(this.renderer === generic ? [] : [this.dump(ctx)]));
    renderActions(this);
  }

  /** Every field of the view under the drawing, built only while it is open (a long game's view is large);
   *  nothing in it is clickable: the drawing above is where to click. */
  dump(ctx) {
    const details = h("details", { class: "dump", open: this.dumpOpen }, [h("summary", {}, "The whole view, in detail")]);
    const fill = () => {
      this.dumpOpen = details.open;
      if (details.open && details.children.length === 1) details.append(generic.tree(this.state.view, { ...ctx, hot: (el) => el }));
    };
    details.addEventListener("toggle", fill);
    fill();
    return details;
  }

  /** Hot-seat play: several seats held in this tab follow whichever of them has a decision. */
  followLocalSeat() {
    const held = heldSeats()[this.gameId];
    if (!held || Object.keys(held.seats).length < 2 || (this.state.actions || []).length) return false;
    const next = (this.state.active_seats || []).find((i) => held.seats[i] !== undefined && i !== this.seat);
    if (next === undefined) return false;
    this.switchSeat(next);
    return true;
  }

  switchSeat(seat) {
    const held = heldSeats()[this.gameId];
    setCurrentSeat(this.gameId, seat);
    this.seat = seat;
    this.token = held.seats[seat];
    this.showSeats();
    this.connect();
  }

  showSeats() {
    const held = heldSeats()[this.gameId];
    const who = document.getElementById("who");
    who.textContent = this.seat === null ? "spectator" : `playing ${this.seatName(this.seat)}`;
    const box = document.getElementById("seat-switch");
    box.replaceChildren();
    if (!held || Object.keys(held.seats).length < 2) return;
    box.append("Seats in this tab: ", ...Object.keys(held.seats).map((seat) => h("button", {
      type: "button", "aria-pressed": String(Number(seat) === this.seat),
      on: { click: () => this.switchSeat(Number(seat)) } }, this.seatName(Number(seat)))));
  }

  choose(actions, what) {
    if (actions.length === 1) { this.submit(actions[0]); return; }
    renderActions(this, actions, what);
    focusFirst();
  }

  async submit(action) {
    if (this.busy) return;
    const error = document.getElementById("move-error");
    error.textContent = "";
    this.busy = true;
    renderActions(this);
    this.controls.draw();  // no undo while the move is in flight: the read counts it only once applied
    try {
      const out = await call("POST", `/v1/games/${this.gameId}/moves?wait=5`, {
        token: this.token, headers: { "Idempotency-Key": uuid() },
        body: { action, expected_version: this.state.version } });
      if (out.status === "rejected") throw new Error(out.error ? out.error.message : "the move was rejected");
      this.catchUp(out.status === "applied" ? out.version : null);
    } catch (err) {
      error.textContent = `That move was not taken: ${err.message}`;
      this.busy = false;
      renderActions(this);
      this.controls.draw();
      focusFirst();
    }
  }

  /** The stream's state messages carry no `clock` (the game read does): a clocked game reads it, at most once
   *  a second, after a state arrives. */
  refreshClock() {
    if (this.clockTimer) return;
    this.clockTimer = setTimeout(async () => {
      this.clockTimer = null;
      try { this.showClock((await call("GET", `/v1/games/${this.gameId}`, { token: this.token })).clock); } catch { /* next state */ }
    }, 1000);
  }

  showClock(clock) {
    this.clock = clock;
    renderClocks(clock, this);
    this.controls.draw();
  }

  /** The game read now, after a request of the seat's own controls (the stream brings it too, maybe later). */
  async refresh() {
    try {
      const game = await call("GET", `/v1/games/${this.gameId}`, { token: this.token });
      if (!this.state || game.version >= this.state.version) this.onState(game);
    } catch { /* the stream will tell */ }
  }

  /** The stream brings the new state after a move's events; a move that changed no event (or one still pending)
   *  brings none, so after a moment the state is read once. */
  catchUp(version) {
    const asked = this.state.version;
    setTimeout(async () => {
      if (!this.busy || (version !== null && this.state.version >= version) || this.state.version !== asked) return;
      try { this.onState(await call("GET", `/v1/games/${this.gameId}`, { token: this.token })); } catch { /* the stream will tell */ }
    }, version === null ? 5000 : 750);
  }

  wireChat() {
    const form = document.getElementById("chat-form");
    if (this.seat === null) { form.hidden = true; return; }
    form.querySelector("button[type=submit]").disabled = false; // disabled in the HTML until this handler is on
    form.addEventListener("submit", async (e) => {
      e.preventDefault();
      const input = document.getElementById("chat-text");
      if (!input.value.trim()) return;
      try {
        await call("POST", `/v1/games/${this.gameId}/chat`, { token: this.token, body: { text: input.value } });
        input.value = "";
      } catch (err) {
        document.getElementById("move-error").textContent = `The message was not sent: ${err.message}`;
      }
    });
  }
}

const body = document.body;
const table = new Table(body.dataset.gameId, (body.dataset.renderers || "").split(",").filter(Boolean));
window.seraphTable = table;  // for the browser tests and the curious: the state and the stream's counters
table.open().catch((err) => {
  document.getElementById("live").textContent = `could not open the game: ${err.message}`;
  body.dataset.live = "failed";
});
