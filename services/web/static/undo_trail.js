// What "Undo my last move" takes back. POST /v1/games/{id}/undo needs the version to go back to, and neither the
// game read nor its view names an undoable version, so the tab remembers its seat's own moves: the version each
// started from, since anyone else last changed the game. The server still decides (the undo barrier: randomness
// drawn, hidden information revealed); its refusal is shown in words.
const KEY = "seraph.undo";

function stored() {
  try { return JSON.parse(sessionStorage.getItem(KEY) || "{}"); } catch { return {}; }
}

export class UndoTrail {
  /** One seat's trail in one game, kept in sessionStorage so a reload of the tab keeps it. */
  constructor(gameId, seat) {
    Object.assign(this, { gameId, seat, froms: [], at: null, pending: null, guessed: false });
    Object.assign(this, (stored()[gameId] || {})[seat] || {});
  }

  save() {
    const all = stored();
    all[this.gameId] = { ...(all[this.gameId] || {}), [this.seat]: { froms: this.froms, at: this.at } };
    sessionStorage.setItem(KEY, JSON.stringify(all));
  }

  /** The undo request for the game at `version`, or null when this seat's last change is not the latest. */
  request(version) {
    if (!this.froms.length || version !== this.at || this.pending) return null;
    return { expected_version: version, to_version: this.froms[this.froms.length - 1] };
  }

  /** A move ("move") or an undo ("undo") of this seat was sent with the game at `from`. */
  sent(kind, from) {
    this.pending = { kind, from };
    this.guessed = false;
  }

  /** A state arrived. Its version right after a request in flight is that request's (a move must find the game
   *  at its expected version, so no other step can take that number); any other newer version is someone else's. */
  seen(version) {
    if (this.pending && version === this.pending.from + 1) { this.settle(version); this.guessed = true; return; }
    if (this.pending && version > this.pending.from + 1) this.pending = null;  // settled long ago, or refused
    if (this.at !== null && version > this.at) this.clear();
  }

  /** The server answered: the request made `version` (null: refused, or still pending without a number). */
  answered(version, refused = false) {
    if (refused) {
      if (this.guessed) this.clear();  // the version taken for ours was another step's
      this.pending = null;
      return;
    }
    if (this.pending && version !== null) this.settle(version);
  }

  settle(version) {
    if (this.pending.kind === "move") this.froms.push(this.pending.from);
    else this.froms.pop();
    this.at = version;
    this.pending = null;
    this.save();
  }

  clear() {
    this.froms = [];
    this.at = null;
    this.save();
  }
}
