"""`make sdk`: write the OpenAPI document (openapi_dict()) to sdk/openapi.json and regenerate both SDKs from it.

    python sdk/generate.py [OUT]   # OUT defaults to sdk/; tests/sdk regenerate into a temporary OUT and diff

TypeScript: openapi-typescript (pinned in sdk/typescript/package.json) writes src/schema.d.ts; openapi-fetch makes
the calls. Python: openapi-python-client (pinned in sdk/python/requirements.txt, installed in .venv-sdk by
`make sdk-install`) writes python/seraph-client. Nothing generated is edited by hand.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

SDK = Path(__file__).resolve().parent
ROOT = SDK.parent
TOOL_VENV = ROOT / ".venv-sdk"
TS_BIN = SDK / "typescript" / "node_modules" / ".bin"


def write_document(out: Path) -> Path:
    """The document as the server serves it, keys sorted so that a diff shows only real changes."""
    sys.path.insert(0, str(ROOT))
    from services.api.openapi import openapi_dict

    path = out / "openapi.json"
    path.write_text(json.dumps(openapi_dict(), indent=2, sort_keys=True, ensure_ascii=False) + "\n")
    return path


def generate_typescript(document: Path, out: Path) -> None:
    target = out / "typescript" / "src" / "schema.d.ts"
    target.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(TS_BIN / "openapi-typescript"), str(document), "-o", str(target)], check=True,
                   capture_output=True)


def generate_python(document: Path, out: Path) -> None:
    target = out / "python" / "seraph-client"
    shutil.rmtree(target, ignore_errors=True)
    target.parent.mkdir(parents=True, exist_ok=True)
    # the generator's post-hooks run ruff, which it finds on PATH: the tool venv's own pinned ruff
    env = {**os.environ, "PATH": f"{TOOL_VENV / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
           "RUFF_NO_CACHE": "true"}
    subprocess.run([str(TOOL_VENV / "bin" / "openapi-python-client"), "generate", "--path", str(document),
                    "--output-path", str(target), "--config", str(SDK / "python" / "config.yaml"), "--meta", "uv",
                    "--fail-on-warning"], check=True, capture_output=True, env=env, cwd=str(out))


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    document = write_document(out)
    generate_typescript(document, out)
    generate_python(document, out)


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve() if len(sys.argv) > 1 else SDK)
