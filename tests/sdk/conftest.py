"""The SDK tests' tools (installed by `make sdk-install`) and one embedded `seraph serve` for the games."""
import os
from pathlib import Path

import pytest

from tests.api.live import embedded_server

ROOT = Path(__file__).resolve().parents[2]
SDK = ROOT / "sdk"
TOOL_PYTHON = ROOT / ".venv-sdk" / "bin" / "python"
TSC = SDK / "typescript" / "node_modules" / ".bin" / "tsc"

#: One mode of each game, played whole through each client: Falling and Black Angel solo against their automa
#: (Danda, Hal), Angel Fury competitive, Fallen Angel in the Shadow co-op.
GAMES = ["falling:human,automa", "black_angel:human,automa", "angel_fury:human,human",
         "fallen_angel:human,human,automa"]


#: The games whose final read both players read through the game's generated view type (`view.round`, and the
#: result's winners): tests/sdk/ts/games.ts narrows on these names.
TYPED_READS = ("falling", "black_angel", "fallen_angel")


def require_tools():
    """The SDK tools are part of `make test` (make sdk-install): missing, the test fails with the fix."""
    missing = [str(p) for p in (TOOL_PYTHON, TSC) if not p.exists()]
    assert not missing, f"run `make sdk-install` (missing {', '.join(missing)})"


@pytest.fixture(scope="module")
def live_url(tmp_path_factory):
    with embedded_server(tmp_path_factory.mktemp("sdk_server"), SERAPH_SSE_KEEPALIVE="5",
                         SERAPH_RATE_MOVES="off", SERAPH_RATE_CREATE="off") as (url, _port, _proc):
        yield url


@pytest.fixture
def tool_env():
    return {k: v for k, v in os.environ.items() if not k.startswith("SERAPH_")}
