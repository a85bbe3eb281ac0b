"""The committed SDKs are what `make sdk` makes of today's openapi_dict(): regenerated into a temporary folder and
compared file by file, so a change to the document without `make sdk` fails here."""
import filecmp
import subprocess
import sys

from tests.sdk.conftest import ROOT, SDK, require_tools

#: What sdk/generate.py writes; everything else under sdk/ is written by hand.
GENERATED = ["openapi.json", "typescript/src/schema.d.ts", "python/seraph-client"]


def differing(left, right, prefix=""):
    """The paths under two folders that differ, or exist on one side only."""
    compared = filecmp.dircmp(left, right, ignore=["__pycache__"])
    out = [prefix + n for n in compared.left_only + compared.right_only + compared.diff_files + compared.funny_files]
    for name, sub in compared.subdirs.items():
        out += differing(sub.left, sub.right, f"{prefix}{name}/")
    return out


def test_the_committed_sdks_are_regenerated_from_the_current_openapi_document(tmp_path):
    require_tools()
    done = subprocess.run([sys.executable, str(SDK / "generate.py"), str(tmp_path)], capture_output=True, text=True,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr[-3000:]
    stale = [path for path in GENERATED[:2] if not filecmp.cmp(SDK / path, tmp_path / path, shallow=False)]
    stale += differing(SDK / GENERATED[2], tmp_path / GENERATED[2], GENERATED[2] + "/")
    assert not stale, f"the SDKs are stale: run `make sdk` ({', '.join(stale)})"
