"""No import cycle anywhere in shared/, services/ or workers/ (issue 28), counting every import: those inside
functions, at the bottom of a module, under TYPE_CHECKING and `importlib.import_module("a.literal.name")`.

Two readers of the imports, so that neither can hide one: grimp (the graph import-linter's contracts check, see
[tool.importlinter] in pyproject.toml) and an AST walk of our own. A cycle either of them sees fails.

The game packages still being untangled keep their cycles of today in ALLOWED_CYCLES, and only those: the list may
only shrink. When you break a cycle, edit its entry (the modules still in it, or remove it); the test fails until
you do, so the list can never keep a cycle that is gone.
"""
import pathlib
import subprocess
import sys
import tomllib

from tests.import_graph import (ROOT, ast_graph, cycles, grimp_graph, module_paths,
                                modules_importing_by_a_computed_name)

LINT_IMPORTS = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"

# The cycles still allowed, each the exact set of modules in one cycle (a strongly connected component), written
# relative to its game package. Edit this as you untangle a game; delete the entry once its cycle is gone.
ALLOWED_CYCLES: dict[str, list[set[str]]] = {}

# The ceiling: the cycles of 2026-12-06, when this check came in. Never add to it: an allowed cycle must lie inside
# one of these, so ALLOWED_CYCLES cannot grow a module, nor reach outside these three game packages.
CYCLES_OF_ISSUE_28 = {
    "shared.games.angel_fury": [
        {"board", "content"},
        {"abilities", "archers", "battle", "battle_cards", "battle_casualties", "battle_effects", "battle_result",
         "battle_seats", "cards", "command", "deploy", "economy", "flow", "ks_battle", "other_cards", "tactics",
         "teams"},
    ],
    "shared.games.black_angel": [
        {"actions", "advance", "effects", "flow", "hal_end", "hal_space", "hal_turn", "missions", "scoring",
         "sequence_b", "space"},
    ],
    "shared.games.fallen_angel": [
        {"conclusion", "conversions", "dual_hero", "dual_powers", "enlist", "fight", "flow", "hero_powers",
         "heroes", "imperial", "mining", "movement", "placement", "preparation", "roulette", "scoring", "setup",
         "shadow", "shadow_dice", "shadow_scoring", "tech_effects", "techs", "tile_actions"},
        {"botvalue", "coop_value"},
    ],
}


# Imports by a computed name (`importlib.import_module(f"...{name}")`), which neither reader can follow. The engine's
# registry is their one place: StackGame.module reaches a game's own view, prompts, glossary... by name, since the
# engine imports no game. The games' ones are being removed with their cycles (by then a literal import says what
# the module needs): this set may only shrink, within the three modules of issue 28.
IMPORTS_BY_NAME_IN_THE_REGISTRY = {"shared.engine.stackgame"}
IMPORTS_BY_NAME_TO_REMOVE = {"shared.games.fallen_angel.game"}
IMPORTS_BY_NAME_OF_ISSUE_28 = {"shared.games.angel_fury.flow", "shared.games.black_angel.game",
                               "shared.games.fallen_angel.game"}


def qualified(cycles_by_package: dict) -> set[frozenset[str]]:
    return {frozenset(f"{package}.{name}" for name in cycle)
            for package, cycles in cycles_by_package.items() for cycle in cycles}


def describe(found: set[frozenset[str]]) -> list[list[str]]:
    return sorted(sorted(cycle) for cycle in found)


def test_the_import_graph_has_no_cycle_but_the_allowed_ones_in_the_games_being_untangled():
    found = cycles(grimp_graph()) | cycles(ast_graph())
    allowed = qualified(ALLOWED_CYCLES)
    assert not found - allowed, f"new import cycles (move the shared part down a layer): {describe(found - allowed)}"
    assert not allowed - found, f"allowed cycles gone or changed, edit ALLOWED_CYCLES: {describe(allowed - found)}"


def test_the_allowed_cycles_only_shrink_from_those_of_issue_28():
    ceiling = qualified(CYCLES_OF_ISSUE_28)
    grown = [sorted(cycle) for cycle in qualified(ALLOWED_CYCLES) if not any(cycle <= old for old in ceiling)]
    assert not grown, f"ALLOWED_CYCLES may only shrink; not within a cycle of issue 28: {grown}"


HIDDEN_IMPORTS = {  # a package whose every cycle hides its import where a reader of the top of a file misses it
    "__init__.py": "",
    "low.py": "def late():\n    from hidden import high  # inside a function\n    return high\n",
    "high.py": "import hidden.low\n",
    "bottom.py": "X = 1\nfrom .typed import Y  # noqa: E402 (at the bottom)\n",
    "typed.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from hidden.bottom import X\nY = 2\n",
    "by_name.py": "import importlib\nMOD = importlib.import_module('hidden.named')\n",
    "named.py": "def back():\n    from . import by_name\n",
    "calm.py": "from hidden.low import late\n",
}
EXPECTED_HIDDEN_CYCLES = {frozenset({"hidden.low", "hidden.high"}), frozenset({"hidden.bottom", "hidden.typed"}),
                          frozenset({"hidden.by_name", "hidden.named"})}


def write_hidden_package(root: pathlib.Path) -> None:
    (root / "hidden").mkdir()
    for name, text in HIDDEN_IMPORTS.items():
        (root / "hidden" / name).write_text(text)


def test_the_ast_walk_finds_cycles_hidden_in_functions_at_the_bottom_under_type_checking_and_by_name(tmp_path):
    write_hidden_package(tmp_path)
    assert cycles(ast_graph(tmp_path, ["hidden"])) == EXPECTED_HIDDEN_CYCLES


def test_grimp_finds_the_cycles_hidden_in_functions_at_the_bottom_and_under_type_checking(tmp_path, monkeypatch):
    """grimp reads no `importlib.import_module` call: the AST walk covers that one."""
    write_hidden_package(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    by_name = frozenset({"hidden.by_name", "hidden.named"})
    assert cycles(grimp_graph(["hidden"])) == EXPECTED_HIDDEN_CYCLES - {by_name}


def test_grimp_sees_every_import_the_ast_walk_sees():
    """If grimp (so import-linter) missed an import, its contracts could not be trusted; the AST walk would still
    catch the cycle above, and this says where grimp went blind."""
    ours, theirs = ast_graph(), grimp_graph()
    missed = sorted((importer, imported) for importer, targets in ours.items()
                    for imported in targets - theirs.get(importer, set()))
    assert not missed, missed


def test_the_import_linter_contracts_of_pyproject_are_kept():
    out = subprocess.run([sys.executable, "-c", LINT_IMPORTS, "--no-cache", "--no-logo"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr


def contracts() -> list[dict]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"]


def contract(contract_id: str) -> dict:
    return next(c for c in contracts() if c["id"] == contract_id)


def layered_modules(layers: list[str]) -> set[str]:
    """The modules a layers contract names, optional ones `(like.this)` included."""
    return {name.strip().strip("()") for layer in layers for name in layer.replace("|", ":").split(":")}


def test_every_module_of_the_adapters_package_has_its_layer_schema_or_adapter():
    """shared.adapters holds both the schema (below the service) and the adapters (above it), so product-layers
    must name each module: a new one left out would escape the order."""
    named = layered_modules(contract("product-layers")["layers"])
    modules = {module for module in module_paths(ROOT, ["shared"]) if module.startswith("shared.adapters.")}
    assert not modules - named, f"add to a layer of product-layers in pyproject.toml: {sorted(modules - named)}"


def test_only_the_engines_registry_imports_by_a_computed_name_and_the_games_ones_only_go():
    found = modules_importing_by_a_computed_name()
    allowed = IMPORTS_BY_NAME_IN_THE_REGISTRY | IMPORTS_BY_NAME_TO_REMOVE
    assert IMPORTS_BY_NAME_TO_REMOVE <= IMPORTS_BY_NAME_OF_ISSUE_28, "IMPORTS_BY_NAME_TO_REMOVE may only shrink"
    assert not found - allowed, f"imports by a computed name hide what a module needs: {sorted(found - allowed)}"
    assert not allowed - found, f"gone: take them out of IMPORTS_BY_NAME_TO_REMOVE {sorted(allowed - found)}"


def architecture_map() -> str:
    """The opening section of docs/ARCHITECTURE.md, up to its file list."""
    return (ROOT / "docs/ARCHITECTURE.md").read_text().split("\n## Files", 1)[0]


def test_the_architecture_map_has_one_row_per_product_layer_and_names_every_contract():
    text = architecture_map()
    rows = [line for line in text.split("```")[1].splitlines() if line and not line.startswith(" ")]
    assert len(rows) == len(contract("product-layers")["layers"]), rows
    ids = {c["id"] for c in contracts()}
    unnamed = {i for i in ids if f"`{i}`" not in text and not (i.endswith("-layers") and "`<game>-layers`" in text)}
    assert not unnamed, f"docs/ARCHITECTURE.md's map does not name the contracts {sorted(unnamed)}"
