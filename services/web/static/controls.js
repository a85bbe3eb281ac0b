// The seat's own controls beside the board: resign (with a confirm step), the abort vote, undo, rematch and, on a
// clocked game, vacation (taken, or ended early) and taking the seat back from a bot. A spectator gets none. What
// to offer comes from the game read and the stream's `state` (both carry `undo`, how far this seat can take back
// now, and `abort`, where the vote stands), so a move made from another device can be undone here too. The server
// still decides: a request overtaken by another (a move elsewhere, a vacation ended elsewhere) is refused, and the
// refusal is shown in words.
import { call, heldSeats, holdSeat, setCurrentSeat } from "./api.js";
import { h } from "./dom.js";

const OVER = new Set(["finished", "aborted"]);

function when(iso) {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

export class Controls {
  constructor(table) {
    Object.assign(this, { table, busy: false });
    this.reset();
  }

  /** Each connect replays the log from its start: what the last stream told is forgotten first. */
  reset() {
    Object.assign(this, { out: new Set(), confirming: null });
  }

  noteEvent(ev) {
    if (ev.type !== "seat_left") return;
    this.out.add(Number(ev.seat));
    this.draw();
  }

  noteState() {
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
      ...this.undoButtons(),
      this.abortButton(),
      this.button("resign", "Resign…", () => this.open("resign", "resign-yes")),
    ]), this.abortText(), ...this.clockItems()];
  }

  /** From the read's `undo`: the last of `versions` takes back the seat's last move only, `to_version` (when
   *  older) all the moves it may take back now. None while a move of this tab is in flight (not counted yet). */
  undoButtons() {
    const undo = this.table.state.undo;
    if (!undo || !(undo.versions || []).length || this.table.busy) return [];
    const last = undo.versions[undo.versions.length - 1];
    return [this.button("undo", "Undo my last move", () => this.undo(last)),
      undo.to_version < last && this.button("undo-all", `Undo to version ${undo.to_version}`, () => this.undo(undo.to_version))];
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

  /** The vote, while the read says one is taken (`possible`) and this seat's is still needed. */
  abortButton() {
    const abort = this.table.state.abort, seat = this.table.seat;
    if (!abort || !abort.possible || abort.votes.includes(seat) || !abort.needed.includes(seat)) return null;
    return this.button("abort", abort.votes.length ? "Vote to abort too" : "Propose abort", () => this.abort());
  }

  abortText() {
    const abort = this.table.state.abort;
    if (!abort) return null;
    const names = (seats) => seats.map((s) => this.table.seatName(s)).join(", ");
    const waiting = abort.needed.filter((s) => !abort.votes.includes(s));
    const votes = abort.votes.length ? `Votes to abort: ${names(abort.votes)}.`
      + (waiting.length ? ` Still needed: ${names(waiting)}.` : "") : "";
    const closed = abort.possible ? "" : abort.before_version > 0
      ? ` Too late to abort: votes are taken before version ${abort.before_version} only.` : " This game takes no abort votes.";
    return votes || closed ? h("p", { class: "votes" }, (votes + closed).trim()) : null;
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
    const away = Boolean(c.vacation_until);  // the read names it only while it runs (no local clock to trust)
    const left = c.vacation_days_left;
    return [away ? h("p", { class: "vacation" }, `On vacation until ${when(c.vacation_until)}: your clock is paused.`) : null,
      away || left > 0 ? this.row([
        away && this.button("vacation-end", "Back from vacation", () => this.endVacation()),
        left > 0 && this.button("vacation", away ? "Add vacation days…" : "Take vacation…", () => this.open("vacation", "vacation-days")),
        h("span", { class: "hint" }, `${left} vacation day${left === 1 ? "" : "s"} left`),
      ]) : null];
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

  /** One request of this seat (POST unless `method` says otherwise); the answer, or null once its refusal is
   *  shown in words. */
  async send(what, path, body, method = "POST") {
    if (this.busy) return null;
    const back = document.activeElement && document.activeElement.dataset.control;
    this.say("");
    this.busy = true;
    this.confirming = null;
    this.draw();
    try {
      return await call(method, `/v1/games/${this.table.gameId}/${path}`, { token: this.table.token, body });
    } catch (err) {
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

  /** After a refusal too, the read is taken again: it says whether a vote is still taken. */
  async abort() {
    const out = await this.send("The abort vote", "abort");
    if (out) this.say(out.status === "aborted" ? "The game was aborted: nobody wins." : "You voted to abort the game.");
    this.table.refresh();
  }

  /** Back to `toVersion`, one of the read's `undo.versions`, from the version shown now. */
  async undo(toVersion) {
    const out = await this.send("Undo", "undo", { expected_version: this.table.state.version, to_version: toVersion });
    if (out) this.say(`Took back ${out.undone.length === 1 ? "your last move" : `your last ${out.undone.length} moves`}.`);
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

  /** The answer is the seat's clock; the read after it shows the days given back. */
  async endVacation() {
    const out = await this.send("Coming back from vacation", "vacation", undefined, "DELETE");
    if (out) this.say(`Welcome back: your clock runs again (${out.vacation_days_left} vacation day${out.vacation_days_left === 1 ? "" : "s"} left).`);
    this.table.refresh();
  }

  async reclaim() {
    if (await this.send("Taking the seat back", "reclaim")) this.say("Your seat is yours again.");
    this.table.refresh();
  }
}
