// Whole games played through the generated TypeScript client: node games.js BASE_URL GAME:KIND,KIND... ...
// Each seat of kind "human" plays a uniformly drawn legal action (a seeded generator); automa seats are the server's.
// Prints one JSON line per game: its status, moves, result and the events read from its stream.
import {
  createSeraphClient, readStream, type SeraphClient, type StreamMessage,
} from "../../../sdk/typescript/src/index.js";

let seed = 12345;
function draw(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

function bearer(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

async function playOne(client: SeraphClient, token: string, gameId: string): Promise<string> {
  const { data: game, error } = await client.GET("/v1/games/{game_id}", {
    params: { path: { game_id: gameId } }, headers: bearer(token),
  });
  if (!game) throw new Error(`read failed: ${JSON.stringify(error)}`);
  if (game.status !== "active") return game.status;
  if (game.actions.length === 0) return "idle"; // another seat (or the automa) is to act
  const action = game.actions[draw(game.actions.length)]; // the game's own action type, sent back as it came
  const { data: moved, error: refused, response } = await client.POST("/v1/games/{game_id}/moves", {
    params: { path: { game_id: gameId }, query: { wait: 5 } }, headers: bearer(token),
    body: { action, expected_version: game.version },
  });
  // The automa (or the game's end) moved since the read: a version conflict (409), or the turn has passed (403
  // not_your_turn, e.g. "the game is over"). Read again: the next read tells which.
  const code = (refused as { error?: { code?: string } } | undefined)?.error?.code;
  if (response.status === 409 || (response.status === 403 && code === "not_your_turn")) return "retry";
  if (!moved || moved.status !== "applied") throw new Error(`move not applied: ${JSON.stringify(moved ?? refused)}`);
  return "active";
}

async function collect(client: SeraphClient, gameId: string): Promise<StreamMessage[]> {
  const seen: StreamMessage[] = [];
  for await (const message of readStream(client, gameId, { max_seconds: 600, state: true })) {
    seen.push(message);
    if (message.event === "game_ended") break;
  }
  return seen;
}

async function playGame(client: SeraphClient, game: string, kinds: string[]) {
  const { data: created, error } = await client.POST("/v1/games", {
    body: { game, seats: kinds.map((kind) => ({ kind: kind as "human" | "automa" })), seed: 7, public: true },
  });
  if (!created) throw new Error(`create failed: ${JSON.stringify(error)}`);
  const streamed = collect(client, created.id);
  const tokens = created.seats.filter((s) => s.token).map((s) => s.token as string);
  let moves = 0;
  for (let status = "active"; status === "active" && moves < 3000;) {
    status = "waiting";
    for (const token of tokens) {
      const after = await playOne(client, token, created.id);
      if (after !== "finished" && after !== "waiting") status = "active";
      if (after === "active") moves += 1;
    }
  }
  const { data: final } = await client.GET("/v1/games/{game_id}", { params: { path: { game_id: created.id } } });
  // A view field and the result read through the game's generated types: narrowing on `game` gives FallingView,
  // BlackAngelView or FallenAngelView, whose `round` is a number, and their Result (tsc --strict refuses an open
  // view's `unknown`). tests/sdk/test_typescript_sdk.py's TYPED_READS lists these games.
  let viewRound: number | null = null;
  let winners: number[] | null = null;
  if (final?.game === "falling" || final?.game === "black_angel" || final?.game === "fallen_angel") {
    viewRound = final.view.round;
    winners = final.result?.winners ?? null;
  }
  const events = await streamed;
  const { data: log } = await client.GET("/v1/games/{game_id}/log", { params: { path: { game_id: created.id } } });
  return {
    game, kinds, moves, status: final?.status, result: final?.result ?? null,
    streamed: events.filter((m) => m.id !== undefined).map((m) => m.id), logged: (log?.events ?? []).map((e) => e.seq),
    last_event: events.at(-1)?.event,
    view_round: viewRound, winners,
    states: events.filter((m) => m.id === undefined).length, // state=true: the GameState after each batch
  };
}

const [baseUrl, ...configs] = process.argv.slice(2);
const client = createSeraphClient(baseUrl);
for (const config of configs) {
  const [game, kinds] = config.split(":");
  console.log(JSON.stringify(await playGame(client, game, kinds.split(","))));
}
