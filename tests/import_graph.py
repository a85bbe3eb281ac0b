"""Two readers of the product's imports, for tests/test_import_cycles.py: grimp (the graph import-linter checks) and
an AST walk that sees every import statement wherever it sits, and `importlib.import_module("a.literal.name")`."""
import ast
import pathlib

import grimp

ROOT = pathlib.Path(__file__).resolve().parents[1]
ROOT_PACKAGES = ("shared", "services", "workers")


def module_paths(root: pathlib.Path, packages) -> dict[str, pathlib.Path]:
    paths = {}
    for package in packages:
        for path in (root / package).rglob("*.py"):
            parts = path.relative_to(root).with_suffix("").parts
            paths[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return paths


def is_package(path: pathlib.Path) -> bool:
    return path.name == "__init__.py"


def absolute_base(node: ast.ImportFrom, importer: str, path: pathlib.Path) -> str:
    """The module a `from ... import` names, its leading dots resolved against the importer's package."""
    if node.level == 0:
        return node.module
    package = importer.split(".") if is_package(path) else importer.split(".")[:-1]
    base = package[:len(package) - node.level + 1]
    return ".".join(base + ([node.module] if node.module else []))


def is_import_by_name(node: ast.AST) -> bool:
    """`importlib.import_module(...)`, `import_module(...)` or `__import__(...)`."""
    if not isinstance(node, ast.Call) or not node.args:
        return False
    func = node.func
    return (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)) in ("import_module",
                                                                                           "__import__")


def literal_import_module(node: ast.Call) -> str | None:
    """The name in `importlib.import_module("a.b")`, when it is a plain string."""
    first = node.args[0]
    return first.value if isinstance(first, ast.Constant) and isinstance(first.value, str) else None


def names_imported(tree: ast.AST, importer: str, path: pathlib.Path) -> set[str]:
    """Every dotted name the module imports, wherever the import statement sits."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = absolute_base(node, importer, path)
            names |= {f"{base}.{alias.name}" for alias in node.names}  # the module `base.name`, else `base`
        elif is_import_by_name(node) and (literal := literal_import_module(node)):
            names.add(literal)
    return names


def nearest_module(name: str, modules) -> str | None:
    """`name` itself if it is one of ours, else its nearest ancestor that is (`from a import f`: a)."""
    parts = name.split(".")
    while parts and ".".join(parts) not in modules:
        parts.pop()
    return ".".join(parts) or None


def ast_graph(root: pathlib.Path = ROOT, packages=ROOT_PACKAGES) -> dict[str, set[str]]:
    paths = module_paths(root, packages)
    graph = {}
    for module, path in paths.items():
        names = names_imported(ast.parse(path.read_text(), str(path)), module, path)
        graph[module] = {target for name in names if (target := nearest_module(name, paths)) not in (None, module)}
    return graph


def grimp_graph(packages=ROOT_PACKAGES) -> dict[str, set[str]]:
    graph = grimp.build_graph(*packages, cache_dir=None)
    return {module: set(graph.find_modules_directly_imported_by(module)) for module in graph.modules}


def reachable(graph: dict[str, set[str]], start: str) -> set[str]:
    """The modules `start` reaches through one import or more (itself only if it is on a cycle)."""
    seen, todo = set(), list(graph.get(start, ()))
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo.extend(graph.get(module, ()))
    return seen


def cycles(graph: dict[str, set[str]]) -> set[frozenset[str]]:
    """Each cycle as the set of the modules on it (a strongly connected component): those a module reaches that
    reach it back."""
    reach = {module: reachable(graph, module) for module in graph}
    return {frozenset(other for other in reach[module] if module in reach[other])
            for module in graph if module in reach[module]}


def modules_importing_by_a_computed_name() -> set[str]:
    return {module for module, path in module_paths(ROOT, ROOT_PACKAGES).items()
            if any(is_import_by_name(node) and literal_import_module(node) is None
                   for node in ast.walk(ast.parse(path.read_text(), str(path))))}
