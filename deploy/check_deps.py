"""Does a set of pinned versions satisfy what pyproject.toml asks for the given extras?

    python deploy/check_deps.py api worker                          # the installed distributions (the image build)
    python deploy/check_deps.py --lock requirements/runtime.txt api worker      # a lock file's pins

Catches a lock that `make lock` was not re-run for: a dependency added to, or narrowed in, pyproject.toml that
the lock lacks or pins outside the new range. Exit 1 with one line per unmet requirement. Needs `packaging`
(in both locks, through gunicorn and pytest). tests/test_deploy.py imports `unmet`.
"""
from __future__ import annotations

import os
import re
import sys

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def requirements(extras: list[str], pyproject: str | None = None) -> list[Requirement]:
    """The base dependencies plus those of `extras`: from pyproject.toml if given (or found next to this folder),
    else from the installed `seraph` distribution's metadata."""
    path = pyproject or os.path.join(ROOT, "pyproject.toml")
    if os.path.exists(path):
        import tomllib

        with open(path, "rb") as f:
            project = tomllib.load(f)["project"]
        texts = list(project.get("dependencies", []))
        for extra in extras:
            texts += project.get("optional-dependencies", {})[extra]
        return [Requirement(t) for t in texts]
    from importlib.metadata import requires

    out = []
    for text in requires("seraph") or []:
        req = Requirement(text)
        if req.marker is None or any(req.marker.evaluate({"extra": e}) for e in extras):
            req.marker = None
            out.append(req)
    return out


def lock_pins(path: str) -> dict[str, str]:
    """{canonical name: version} of the `name==version ; marker` lines of a pip requirements file that apply to
    this interpreter and platform (a universal lock may pin a package twice, for different Pythons)."""
    from packaging.markers import Marker

    pins = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]*\])?==([^\s;\\]+)\s*(?:;([^\\]*))?", line)
            if m and (not m.group(3) or Marker(m.group(3).strip()).evaluate()):
                pins[canonicalize_name(m.group(1))] = m.group(2)
    return pins


def installed_versions() -> dict[str, str]:
    from importlib.metadata import distributions

    return {canonicalize_name(d.metadata["Name"]): d.version for d in distributions()}


def unmet(reqs: list[Requirement], versions: dict[str, str]) -> list[str]:
    """One line per requirement that `versions` lacks or pins outside its range (by name and version: what a
    requirement's own extras pull in is the resolver's business, and `pip check` looks at installed ones)."""
    problems = []
    for req in reqs:
        if req.marker is not None and not req.marker.evaluate({"extra": ""}):
            continue
        have = versions.get(canonicalize_name(req.name))
        if have is None:
            problems.append(f"{req}: missing")
        elif not req.specifier.contains(have, prereleases=True):
            problems.append(f"{req}: pinned {have}")
    return problems


def main(argv: list[str]) -> int:
    lock = None
    if argv[:1] == ["--lock"]:
        lock, argv = argv[1], argv[2:]
    problems = unmet(requirements(argv), lock_pins(lock) if lock else installed_versions())
    for line in problems:
        print(f"check_deps: {line}", file=sys.stderr)
    if problems:
        print("check_deps: the lock is out of date with pyproject.toml: run `make lock`", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
