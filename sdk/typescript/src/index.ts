// The Seraph client: openapi-fetch over the types openapi-typescript generated in schema.d.ts (`make sdk`).
// Hand-written here: only this file's stream reader, since a generator parses no text/event-stream.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, paths };
export type Event = components["schemas"]["Event"];
export type GameState = components["schemas"]["GameState"];

/** A typed client for the API at `baseUrl` (e.g. http://127.0.0.1:8000). */
export function createSeraphClient(baseUrl: string, headers: Record<string, string> = {}) {
  return createClient<paths>({ baseUrl, headers });
}

export type SeraphClient = ReturnType<typeof createSeraphClient>;

/** One message of GET /v1/games/{game_id}/events: a game event, or with `state=true` the caller's GameState. */
export type StreamMessage =
  | { event: "state"; id?: undefined; data: GameState }
  | { event: string; id: number; data: Event };

type StreamQuery = NonNullable<paths["/v1/games/{game_id}/events"]["get"]["parameters"]["query"]>;

/** The messages of a game's event stream, as they arrive, read through the generated client. */
export async function* readStream(client: SeraphClient, gameId: string, query: StreamQuery = {},
                                  headers: Record<string, string> = {}): AsyncGenerator<StreamMessage> {
  const { response } = await client.GET("/v1/games/{game_id}/events", {
    params: { path: { game_id: gameId }, query }, headers, parseAs: "stream",
  });
  if (!response.ok || !response.body) throw new Error(`stream refused: ${response.status}`);
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const message = parseMessage(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (message) yield message;
    }
  }
}

/** One SSE block (`id:`, `event:`, `data:` lines); null for the `retry:` preamble and `: keepalive` comments. */
function parseMessage(block: string): StreamMessage | null {
  const fields: Record<string, string> = {};
  for (const line of block.split("\n")) {
    if (!line || line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    fields[line.slice(0, colon)] = line.slice(colon + 1).replace(/^ /, "");
  }
  if (fields.data === undefined || fields.event === undefined) return null;
  if (fields.event === "state") return { event: "state", data: JSON.parse(fields.data) as GameState };
  return { event: fields.event, id: Number(fields.id), data: JSON.parse(fields.data) as Event };
}
