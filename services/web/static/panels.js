// The side panels of the table: the event log, the chat, the clocks and the final result.
import { h, words } from "./dom.js";
import { eventLine, valueInWords } from "./words.js";

/** Append one event to the log (or the chat); each entry carries its seq so a test can see gaps and repeats. */
export function appendEvent(ev, table) {
  if (ev.type === "chat") {
    const li = h("li", { "data-seq": ev.seq }, [h("strong", {}, `${ev.name || table.seatName(ev.seat)}: `), ev.text]);
    document.getElementById("chat").append(li);
    return;
  }
  const log = document.getElementById("log");
  log.append(h("li", { "data-seq": ev.seq, "data-type": ev.type }, eventLine(ev, table.glossary, table.seatName)));
  while (log.children.length > 400) log.firstElementChild.remove();  // the DOM stays small in a long game
  log.scrollTop = log.scrollHeight;
}

/** The final result: who won, the scores and the breakdown the game gives in `details`. */
export function renderResult(result, table) {
  const box = document.getElementById("result");
  box.replaceChildren();
  if (!result) return;
  const winners = new Set((result.winners || []).map(Number));
  const ranking = [...new Set([...(result.ranking || []), ...Object.keys(result.scores || {})].map(Number))];
  const rows = ranking.map((seat, i) => h("tr", {}, [
    h("td", {}, String(i + 1)),
    h("th", { scope: "row" }, table.seatName(seat)),
    h("td", {}, String((result.scores || {})[seat] ?? "")),
    h("td", {}, winners.has(seat) ? "★ winner" : ""),
  ]));
  box.append(h("section", { class: "result", "aria-labelledby": "result-h" }, [
    h("h2", { id: "result-h" }, `Game over${result.reason && result.reason !== "normal" ? ` (${words(result.reason)})` : ""}`),
    h("table", {}, [h("thead", {}, h("tr", {}, ["Rank", "Seat", "Score", ""].map((t) => h("th", { scope: "col" }, t)))),
      h("tbody", {}, rows)]),
    breakdown(result.details, table),
  ]));
}

/** Per-seat records ({seat: {field: n}}) as one table, seats across; anything else as a list in words. */
function perSeat(value, table) {
  const seats = Object.keys(value);
  const fields = [...new Set(seats.flatMap((s) => Object.keys(value[s] || {})))];
  return h("table", { class: "breakdown" }, [
    h("thead", {}, h("tr", {}, [h("th", { scope: "col" }, ""), ...seats.map((s) => h("th", { scope: "col" }, table.seatName(Number(s))))])),
    h("tbody", {}, fields.map((f) => h("tr", {}, [h("th", { scope: "row" }, words(f)),
      ...seats.map((s) => h("td", {}, valueInWords((value[s] || {})[f], table.glossary, table.seatName)))]))),
  ]);
}

function isPerSeat(v) {
  return v && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length > 0
    && Object.entries(v).every(([k, x]) => /^\d+$/.test(k) && x && typeof x === "object" && !Array.isArray(x));
}

function breakdown(details, table) {
  if (!details || typeof details !== "object" || !Object.keys(details).length) return null;
  const items = Object.entries(details).map(([k, v]) => {
    if (isPerSeat(v)) return h("li", {}, [h("strong", {}, `${words(k)}:`), perSeat(v, table)]);
    const label = /^\d+$/.test(k) ? table.seatName(Number(k)) : words(k);
    return h("li", {}, [h("strong", {}, `${label}: `), valueInWords(v, table.glossary, table.seatName)]);
  });
  return h("details", { open: true }, [h("summary", {}, "Score breakdown"), h("ul", { class: "breakdown" }, items)]);
}

/** The clocks of a clocked game: time left per seat (ticking locally between states). */
export function renderClocks(clock, table) {
  const wrap = document.getElementById("clock-wrap");
  const list = document.getElementById("clocks");
  wrap.hidden = !clock;
  if (!clock) return;
  list.replaceChildren(...(clock.seats || []).map((c) => {
    const li = h("li", { "data-seat": c.seat }, [h("strong", {}, `${table.seatName(c.seat)}: `), h("span", { class: "left" })]);
    li.dataset.deadline = c.deadline || "";
    li.dataset.bank = c.bank_seconds ?? "";
    li.dataset.by = c.played_by || "";
    li.dataset.away = c.vacation_until || "";
    return li;
  }));
  tickClocks();
}

export function tickClocks() {
  for (const li of document.querySelectorAll("#clocks li")) {
    const span = li.querySelector(".left");
    const deadline = li.dataset.deadline;
    const bank = li.dataset.bank ? `, bank ${duration(Number(li.dataset.bank))}` : "";
    const by = li.dataset.by ? ` (played by a ${li.dataset.by})` : "";
    const away = li.dataset.away ? `, on vacation until ${new Date(li.dataset.away).toLocaleString()}` : "";
    span.textContent = deadline
      ? `${duration(Math.max(0, (Date.parse(deadline) - Date.now()) / 1000))} left${bank}${away}${by}`
      : `not on turn${bank}${away}${by}`;
  }
}

function duration(sec) {
  sec = Math.round(sec);
  const d = Math.floor(sec / 86400), hh = Math.floor((sec % 86400) / 3600), m = Math.floor((sec % 3600) / 60);
  if (d) return `${d}d ${hh}h`;
  if (hh) return `${hh}h ${m}m`;
  return `${m}m ${sec % 60}s`;
}
