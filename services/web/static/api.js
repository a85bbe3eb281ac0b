// The /v1 API as the pages use it. Seat tokens go in the Authorization header only, never in a URL.

export class ApiError extends Error {
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(err.message || `HTTP ${status}`);
    this.status = status;
    this.code = err.code || "http_error";
    this.details = err.details || {};
  }
}

export async function call(method, path, { token, body, headers } = {}) {
  const h = { Accept: "application/json", ...(headers || {}) };
  if (token) h.Authorization = `Bearer ${token}`;
  if (body !== undefined) h["Content-Type"] = "application/json";
  const res = await fetch(path, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export function uuid() {
  if (globalThis.crypto && crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
}

// The seats this tab holds: {gameId: {game, seats: {seat: token}, current}} in sessionStorage (per tab, gone
// when the tab closes; never sent anywhere but in the Authorization header).
const KEY = "seraph.seats";

export function heldSeats() {
  try { return JSON.parse(sessionStorage.getItem(KEY) || "{}"); } catch { return {}; }
}

export function holdSeat(gameId, game, seat, token) {
  const all = heldSeats();
  const entry = all[gameId] || { game, seats: {}, current: seat };
  entry.seats[seat] = token;
  if (entry.current === undefined || entry.current === null) entry.current = seat;
  all[gameId] = entry;
  sessionStorage.setItem(KEY, JSON.stringify(all));
  return entry;
}

export function setCurrentSeat(gameId, seat) {
  const all = heldSeats();
  if (!all[gameId]) return;
  all[gameId].current = seat;
  sessionStorage.setItem(KEY, JSON.stringify(all));
}

/** The table link that hands a seat over: the token rides in the fragment, which no server ever receives. */
export function tableLink(gameId, token) {
  return `/play/${gameId}` + (token ? `#token=${encodeURIComponent(token)}` : "");
}
