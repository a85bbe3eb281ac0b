// The seat's live stream (GET /v1/games/{id}/events?state=true) read with fetch, so the seat token travels in
// the Authorization header (no ticket and no token in the URL). A dropped connection resumes with
// Last-Event-ID: the server sends every event after it once; events at or below it are ignored, so a resumed
// stream shows no duplicate and no gap.

// A game in one of these takes no more moves: once a state says so, a stream that ends is not reopened (with
// `state=true` a resumed stream of a game over sends its state again instead of 204, so it would loop).
const OVER = new Set(["finished", "aborted", "cancelled"]);

export class LiveStream {
  constructor(gameId, token, { onEvent, onState, onStatus }) {
    Object.assign(this, { gameId, token, onEvent, onState, onStatus });
    this.lastSeq = 0;
    this.stopped = false;
    this.controller = null;
    this.retryMs = 500;
    this.connects = 0;
  }

  start() {
    this.stopped = false;
    this.loop();
  }

  stop() {
    this.stopped = true;
    if (this.controller) this.controller.abort();
  }

  async loop() {
    while (!this.stopped) {
      let finished = false;
      try {
        finished = await this.connectOnce();
      } catch (err) {
        if (this.stopped) return;
      }
      if (finished || this.stopped) { this.onStatus(finished ? "finished" : "stopped"); return; }
      this.onStatus("reconnecting");
      await new Promise((r) => setTimeout(r, this.retryMs));
    }
  }

  /** One connection; true when the server says there is nothing more to send (204: the game is over). */
  async connectOnce() {
    this.controller = new AbortController();
    const headers = { Accept: "text/event-stream" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (this.lastSeq > 0) headers["Last-Event-ID"] = String(this.lastSeq);
    const res = await fetch(`/v1/games/${this.gameId}/events?state=true`, { headers, signal: this.controller.signal });
    if (res.status === 204) return true;
    if (!res.ok) {
      const retry = Number(res.headers.get("Retry-After"));
      if (retry > 0) this.retryMs = Math.min(retry * 1000, 10000);
      if (res.status === 401 || res.status === 404) { this.onStatus(res.status === 401 ? "unauthorized" : "missing"); this.stopped = true; }
      return false;
    }
    this.connects += 1;
    this.onStatus("live");
    await this.read(res.body.getReader());
    return this.over === true;
  }

  async read(reader) {
    const decoder = new TextDecoder();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buf += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
      let cut;
      while ((cut = buf.indexOf("\n\n")) >= 0) {
        this.dispatch(buf.slice(0, cut));
        buf = buf.slice(cut + 2);
      }
    }
  }

  dispatch(block) {
    let id = null, type = "message", data = [];
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const i = line.indexOf(":");
      const field = i < 0 ? line : line.slice(0, i);
      const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
      if (field === "id") id = value;
      else if (field === "event") type = value;
      else if (field === "data") data.push(value);
      else if (field === "retry" && Number(value) > 0) this.retryMs = Number(value);
    }
    if (!data.length) return;
    const payload = JSON.parse(data.join("\n"));
    if (type === "state") { this.over = OVER.has(payload.status); this.onState(payload); return; }
    const seq = id !== null ? Number(id) : payload.seq;
    if (seq <= this.lastSeq) return;  // already shown before the reconnect
    this.lastSeq = seq;
    this.onEvent(payload);
  }
}
