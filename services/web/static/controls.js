// The seat's own controls beside the board: resign (with a confirm step), the abort vote, undo, rematch and, on a
// clocked game, vacation and taking the seat back from a bot. A spectator gets none. The game read says too little
// to foresee every refusal (the abort limit is a service option it does not show, the undo barrier is the
// engine's), so a refusal's message is shown in words and the control that cannot work any more goes away.
import { call, heldSeats, holdSeat, setCurrentSeat } from "./api.js";
import { h } from "./dom.js";
import { UndoTrail } from "./undo_trail.js";

const OVER = new Set(["finished", "aborted"]);

function when(iso) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export class Controls {
  constructor(table) {
    Object.assign(this, { table, busy: false, abortLimit: null, trails: new Map() });
    this.reset();
  }

  /** Each connect replays the log from its start: what the last stream told is forgotten first. */
  reset() {
    Object.assign(this, { out: new Set(), votes: [], needed: [], confirming: null });
  }

  trail() {
    const seat = this.table.seat;
    if (!this.trails.has(seat)) this.trails.set(seat, new UndoTrail(this.table.gameId, seat));
    return this.trails.get(seat);
  }

  noteEvent(ev) {
    if (ev.type === "seat_left") this.out.add(Number(ev.seat));
    else if (ev.type === "abort_voted") Object.assign(this, { votes: ev.votes || [], needed: ev.needed || [] });
    else return;
    this.draw();
  }

  noteState(st) {
    if (this.table.seat !== null) this.trail().seen(st.version);
    this.draw();
  }

  // -- drawing ------------------------------------------------------------------------------------
  draw() {
    const t = this.table, st = t.state;
    const wrap = document.getElementById("controls-wrap");
    wrap.hidden = t.seat === null || !st || !(st.status === "active" || OVER.has(st.status));
    const box = document.getElementById("controls");
    const showing = this.confirming || "menu";
    // An open confirm step or form is left as it is, so a state arriving meanwhile keeps what was typed.
    if (wrap.hidden || (this.confirming && box.dataset.showing === showing && !this.busy)) return;
    const here = document.activeElement;
    const focused = wrap.contains(here) ? here.dataset.control || "heading" : null;
    box.dataset.showing = showing;
    box.replaceChildren(...this.items().filter(Boolean));
    if (focused) this.refocus(focused);
  }

  items() {
    const st = this.table.state;
    if (this.confirming === "resign") return this.resignStep();
    if (this.confirming === "vacation") return [this.vacationForm()];
    if (OVER.has(st.status)) return [this.row([this.button("rematch", "Rematch", () => this.rematch(), "primary")])];
    if (this.out.has(this.table.seat)) return [h("p", {}, "You left this game; it goes on without you.")];
    return [this.row([
      this.trail().request(st.version) && this.button("undo", "Undo my last move", () => this.undo()),
      this.canAbort() && this.button("abort", this.votes.length ? "Vote to abort too" : "Propose abort",
        () => this.abort()),
      this.button("resign", "Resign…", () => this.open("resign", "resign-yes")),
    ]), this.abortText(), ...this.clockItems()];
  }

  row(children) {
    return h("div", { class: "controls-row" }, children.filter(Boolean));
  }

  button(id, label, go, cls) {
    return h("button", { type: "button", class: cls, "data-control": id, disabled: this.busy, on: { click: go } }, label);
  }

  /** Open a confirm step or form and put the focus on `focusId`; closing it puts the focus back on `back`. */
  open(kind, focusId) {
    this.confirming = kind;
    this.draw();
    document.querySelector(`#controls [data-control="${focusId}"]`).focus();
  }

  close(back) {
    this.confirming = null;
    this.draw();
    const el = document.querySelector(`#controls [data-control="${back}"]`);
    if (el) el.focus();
  }

  resignStep() {
    return [h("p", { id: "resign-q" }, "Resign? You lose; when only one side is left in play, the game ends now."),
      h("div", { class: "controls-row", role: "group", "aria-labelledby": "resign-q" }, [
        this.button("resign-yes", "Yes, resign", () => this.resign(), "danger"),
        this.button("resign-no", "Keep playing", () => this.close("resign")),
      ])];
  }

  canAbort() {
    const st = this.table.state;
    return !this.votes.includes(this.table.seat) && (this.abortLimit === null || st.version < this.abortLimit);
  }

  abortText() {
    if (!this.votes.length) return null;
    const names = (seats) => seats.map((s) => this.table.seatName(s)).join(", ");
    const waiting = this.needed.filter((s) => !this.votes.includes(s));
    return h("p", { class: "votes" }, `Votes to abort: ${names(this.votes)}.`
      + (waiting.length ? ` Still needed: ${names(waiting)}.` : ""));
  }

  myClock() {
    const clock = this.table.clock;
    return clock ? (clock.seats || []).find((c) => c.seat === this.table.seat) : null;
  }

  clockItems() {
    const c = this.myClock();
    if (!c) return [];
    if (c.played_by === "bot") {
      return [h("p", {}, "A bot plays your seat since your time ran out."),
        this.row([this.button("reclaim", "Take my seat back", () => this.reclaim())])];
    }
    const away = c.vacation_until ? h("p", { class: "vacation" }, `On vacation until ${when(c.vacation_until)}: `
      + "your clock is paused. A vacation runs its whole length (the server cannot end it early).") : null;
    const more = c.vacation_days_left > 0 ? this.row([
      this.button("vacation", c.vacation_until ? "Add vacation days…" : "Take vacation…",
        () => this.open("vacation", "vacation-days")),
      h("span", { class: "hint" }, `${c.vacation_days_left} vacation day${c.vacation_days_left === 1 ? "" : "s"} left`),
    ]) : null;
    return [away, more];
  }

  vacationForm() {
    const left = this.myClock().vacation_days_left;
    const input = h("input", { id: "vacation-days", type: "number", min: 1, max: left, value: 1, required: true,
      inputmode: "numeric", "data-control": "vacation-days" });
    return h("form", { class: "controls-form", on: { submit: (e) => { e.preventDefault(); this.vacation(Number(input.value)); } } }, [
      h("label", { for: "vacation-days" }, `Days of vacation (1 to ${left}): your clock pauses that long.`),
      this.row([input, h("button", { type: "submit", class: "primary", "data-control": "vacation-go" }, "Start vacation"),
        this.button("vacation-no", "Cancel", () => this.close("vacation"))]),
    ]);
  }

  // -- requests -----------------------------------------------------------------------------------
  say(text, error = "") {
    document.getElementById("control-msg").textContent = text;
    document.getElementById("control-error").textContent = error;
  }

  /** One POST of this seat; the answer, or null once its refusal is shown in words. */
  async send(what, path, body) {
    if (this.busy) return null;
    const back = document.activeElement && document.activeElement.dataset.control;
    this.say("");
    this.busy = true;
    this.confirming = null;
    this.draw();
    try {
      return await call("POST", `/v1/games/${this.table.gameId}/${path}`, { token: this.table.token, body });
    } catch (err) {
      if (err.details && Number.isInteger(err.details.limit)) this.abortLimit = err.details.limit;
      this.say("", `${what} was refused: ${err.message}`);
      return null;
    } finally {
      this.busy = false;
      this.draw();
      this.refocus(back);
    }
  }

  /** A control redrawn, or disabled while its request ran, lost the focus: give it back, else to the first
   *  control left, else to the panel's heading, so the keyboard's place stays in the panel. */
  refocus(name) {
    const here = document.activeElement;
    if (here && here !== document.body && here.id !== "controls-h") return;
    const box = document.getElementById("controls");
    const el = box.querySelector(`[data-control="${name}"]:not([disabled])`) || box.querySelector("button:not([disabled])");
    (el || document.getElementById("controls-h")).focus();
  }

  async resign() {
    const out = await this.send("Resigning", "resign");
    if (!out) return;
    this.say(out.status === "active" ? "You resigned: the game goes on without you." : "You resigned: the game is over.");
    this.table.refresh();
  }

  async abort() {
    const out = await this.send("The abort vote", "abort");
    if (!out) return;
    this.votes = out.abort_votes || this.votes;
    this.say(out.status === "aborted" ? "The game was aborted: nobody wins." : "You voted to abort the game.");
    this.table.refresh();
  }

  async undo() {
    const trail = this.trail(), ask = trail.request(this.table.state.version);
    if (!ask) return;
    trail.sent("undo", ask.expected_version);
    const out = await this.send("Undo", "undo", ask);
    trail.answered(out ? out.version : null, !out);
    this.draw();
    if (!out) return;
    this.say(`Took back ${out.undone.length === 1 ? "your last move" : `your last ${out.undone.length} moves`}.`);
    this.table.refresh();
  }

  /** The new game (made now, or earlier by another seat): the seats this tab holds open the same seats there. */
  async rematch() {
    const out = await this.send("The rematch", "rematch");
    if (!out) return;
    const held = heldSeats()[this.table.gameId] || { seats: { [this.table.seat]: this.table.token } };
    for (const [seat, token] of Object.entries(held.seats)) holdSeat(out.id, out.game, Number(seat), token);
    setCurrentSeat(out.id, this.table.seat);
    location.assign(`/play/${out.id}`);
  }

  async vacation(days) {
    const out = await this.send("The vacation", "vacation", { days });
    if (out) this.say("Your vacation started.");
    this.table.refresh();
  }

  async reclaim() {
    if (await this.send("Taking the seat back", "reclaim")) this.say("Your seat is yours again.");
    this.table.refresh();
  }
}
