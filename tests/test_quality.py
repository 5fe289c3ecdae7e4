"""Static checks as tests: mypy --strict on every package of app/ and editor/, ruff everywhere."""

from __future__ import annotations

import ast
import functools
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _tool(name: str) -> str:
    found = shutil.which(name, path=str(Path(sys.executable).parent))
    if found is None:
        pytest.skip(f"{name} is not installed (pip install -e '.[test]')")
    return found


def test_mypy_strict() -> None:
    r = subprocess.run(
        [_tool("mypy")], cwd=ROOT, capture_output=True, text=True, timeout=600, check=False
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_tests_and_benches() -> None:
    """tests/ and bench/ type-check too (tests/mypy.ini: not strict, every body checked), so a
    change of the code's types cannot silently break a test or a benchmark."""
    r = subprocess.run(
        [_tool("mypy"), "--config-file", "tests/mypy.ini"], cwd=ROOT, capture_output=True,
        text=True, timeout=900, check=False,
    )
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff() -> None:
    r = subprocess.run(
        [_tool("ruff"), "check", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert r.returncode == 0, r.stdout + r.stderr


HOUSE: dict[str, tuple[str, ...]] = {
    # layer: the layers right beneath it, which it may import (and, through them, all below
    # them); docs/architecture.md draws the same house
    "base": (),  # the package's face, app/templates.py, app/processes.py: nothing of ours
    "rules": (),
    "solver": ("rules",),
    "ai": ("solver", "base"),
    "lessons": ("rules",),
    "core": ("ai", "lessons"),
    "net": ("core",),
    "commands": ("net",),  # the headless commands (project-l serve, replay, bot...)
    "qt": ("base",),  # Qt helpers: app/fonts.py, app/launch.py, app/qt_words.py
    "model": ("net", "qt"),
    "i18n": ("model",),  # app/i18n.py
    "render": ("qt", "rules"),
    "table": ("i18n", "render"),
    "editor": ("table",),  # the deck editor may use the table's widgets (its action registry)
    "programs": ("commands", "editor"),  # app/cli.py, and the smoke test of the whole program
    "packaging": ("programs",),
    # tests and benchmarks use each other's helpers (the soak's invariants, the monkey's run):
    # one layer, whose modules still never import themselves back (test_no_import_cycles)
    "checks": ("packaging",),
}
QT_FREE = ("base", "rules", "solver", "ai", "lessons", "core", "net", "commands")
"""Layers that never import Qt, not even inside a function (tests/test_qt_free.py runs them
with PySide6 blocked)."""

_PLACED = {"app": "base", "app.templates": "base", "app.processes": "base", "app.fonts": "qt",
           "app.launch": "qt", "app.qt_words": "qt", "app.i18n": "i18n", "app.cli": "programs",
           "app.commands.smoke": "programs", "tests": "checks", "bench": "checks"}
CODE_FOLDERS = ("app", "editor", "packaging", "tests", "bench")
# where a bare ``import name`` of a script or test is found (their sys.path; tests/mypy.ini)
_SCRIPT_PATH = ("tests", "bench", "packaging", "packaging/pyinstaller", "packaging/icons")


def _layer(module: str) -> str | None:
    """The layer of a module of ours (None for one no layer takes: the test says so)."""
    parts = module.split(".")
    if module in _PLACED:
        return _PLACED[module]
    for n in range(len(parts) - 1, 0, -1):  # a package placed whole ("app" is its face only)
        if parts[:n] == ["app"]:
            break
        if ".".join(parts[:n]) in _PLACED:
            return _PLACED[".".join(parts[:n])]
    if parts[0] == "app":
        return parts[1] if parts[1] in HOUSE else None
    return parts[0] if parts[0] in HOUSE else None


def _beneath(layer: str) -> set[str]:
    """The layers ``layer`` may import: itself and everything under it."""
    out, todo = {layer}, [layer]
    while todo:
        for below in HOUSE[todo.pop()]:
            if below not in out:
                out.add(below)
                todo.append(below)
    return out


def _code_files() -> list[Path]:
    return sorted(p for folder in CODE_FOLDERS for p in (ROOT / folder).rglob("*.py")
                  if not {"build", "dist", "__pycache__"} & set(p.relative_to(ROOT).parts))


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _tree(path: Path) -> ast.Module:
    """The parsed file. Not kept: the trees of every file of code hold about a million nodes,
    which every full garbage collection of the worker would walk again for the rest of the
    run (seconds each); what the tests need of a tree is kept instead (:func:`_import_nodes`,
    :func:`_facts`)."""
    return ast.parse(path.read_text(encoding="utf-8"))


@functools.cache
def _facts(
    path: Path,
) -> tuple[tuple[ast.Import | ast.ImportFrom, ...], str, tuple[tuple[int, str], ...]]:
    """(every import statement of the file, anywhere in it; its docstring; its clock reads
    (:func:`timeguard.clock_uses`), for a test module), from one parse a process."""
    from timeguard import clock_uses

    tree = _tree(path)
    # clock reads are looked for in test modules only (test_no_test_reads_a_clock): walking
    # every node of the other files was most of the work of a parse
    clocks = tuple(clock_uses(tree)) if path.parent == ROOT / "tests" else ()
    return _imports_in(tree.body), ast.get_docstring(tree) or "", clocks


def _imports_in(body: list[ast.stmt]) -> tuple[ast.Import | ast.ImportFrom, ...]:
    """The import statements of ``body`` and of every block nested in it (functions, classes,
    ``if TYPE_CHECKING``, ``try``, ``with``, ``match``...): an import is a statement, so only
    statements are visited, not the expressions that make up most of a tree."""
    out: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = list(reversed(body))
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            out.append(node)
            continue
        nested: list[ast.AST] = []
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            block = getattr(node, field, None)
            if isinstance(block, list):
                nested += block
        todo += reversed(nested)
    return tuple(out)


def _import_nodes(path: Path) -> tuple[ast.Import | ast.ImportFrom, ...]:
    """Every import statement of the file, anywhere in it (read once a process)."""
    return _facts(path)[0]


def _imports_of(path: Path, modules: set[str]) -> dict[str, int]:
    """The modules of ours that ``path`` imports anywhere (at the top, inside functions and
    under ``TYPE_CHECKING`` alike: a cycle of types is still a cycle of the design), with the
    line of the first import of each; ``PySide6`` stands for any Qt import. A script's or
    test's bare ``import name`` is found the way its ``sys.path`` finds it."""
    here = _module_name(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    folder = path.parent.relative_to(ROOT).as_posix()
    scripts = here.split(".")[0] != "app" and here.split(".")[0] != "editor"
    out: dict[str, int] = {}

    def add(name: str, line: int) -> None:
        if name.split(".")[0] == "PySide6":
            out.setdefault("PySide6", line)
            return
        found = [name]
        if scripts:
            found += [f"{where.replace('/', '.')}.{name}" for where in (folder, *_SCRIPT_PATH)]
        for candidate in found:
            if candidate in modules and candidate != here:
                out.setdefault(candidate, line)
                return

    for node in _import_nodes(path):
        if isinstance(node, ast.Import):
            for a in node.names:
                add(a.name, node.lineno)
        else:
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join([*up, base]) if base else ".".join(up)
            add(base, node.lineno)
            for a in node.names:
                add(f"{base}.{a.name}", node.lineno)
    return out


def test_every_folder_of_code_has_a_layer() -> None:
    """Every module of app/, editor/, packaging/, tests/ and bench/ belongs to a layer of the
    house (a new folder or top-level module of app/ is given one in HOUSE or _PLACED)."""
    lost = [_module_name(p) for p in _code_files() if _layer(_module_name(p)) is None]
    assert lost == [], "give these a layer in tests/test_quality.py HOUSE or _PLACED"


def test_layers_point_down() -> None:
    """No import climbs: a module imports only modules of its own layer or of the layers
    beneath it (HOUSE), and the Qt-free layers no Qt; over every folder of code, imports
    inside functions and under TYPE_CHECKING included."""
    files = _code_files()
    modules = {_module_name(p) for p in files}
    bad = []
    for path in files:
        here = _module_name(path)
        layer = _layer(here)
        if layer is None:
            continue
        allowed = _beneath(layer)
        for name, line in sorted(_imports_of(path, modules).items()):
            rel = path.relative_to(ROOT)
            if name == "PySide6":
                if layer in QT_FREE:
                    bad.append(f"{rel}:{line}: imports Qt, and {layer} is a Qt-free layer")
                continue
            theirs = _layer(name)
            if theirs is not None and theirs not in allowed:
                bad.append(f"{rel}:{line}: {layer} imports {name} of {theirs}, above it")
    assert not bad, "\n".join(bad)


def test_no_import_cycles() -> None:
    """No module of any folder of code imports itself back through others (package __init__
    files that re-export their modules aside)."""
    files = _code_files()
    modules = {_module_name(p) for p in files}
    graph = {_module_name(p): set(_imports_of(p, modules)) for p in files
             if p.name != "__init__.py"}
    graph = {m: {d for d in deps if d in graph} for m, deps in graph.items()}
    # iterative depth-first search for a back edge, reporting the cycle it closes
    colour: dict[str, int] = {}
    cycles: list[list[str]] = []
    for start in sorted(graph):
        if colour.get(start):
            continue
        stack: list[tuple[str, list[str]]] = [(start, sorted(graph[start]))]
        path = [start]
        colour[start] = 1
        while stack:
            node, todo = stack[-1]
            if not todo:
                colour[node] = 2
                stack.pop()
                path.pop()
                continue
            nxt = todo.pop()
            if colour.get(nxt) == 1:
                cycles.append([*path[path.index(nxt):], nxt])
            elif not colour.get(nxt):
                colour[nxt] = 1
                path.append(nxt)
                stack.append((nxt, sorted(graph[nxt])))
    assert not cycles, "\n".join(" -> ".join(c) for c in cycles)


def test_nothing_imports_numpy() -> None:
    """numpy is no dependency (docs/architecture.md, "No numpy"): no module of the program,
    its tests or its benches imports it, and pyproject.toml does not ask for it."""
    import tomllib

    found = []
    for path in _code_files():
        for node in _import_nodes(path):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            found += [f"{path.relative_to(ROOT)}: {n}" for n in names
                      if n.split(".")[0] == "numpy"]
    assert found == []
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    wanted = project["dependencies"] + [d for ds in project["optional-dependencies"].values()
                                        for d in ds]
    assert not [d for d in wanted if d.lower().startswith("numpy")]


def test_every_test_module_has_a_layer() -> None:
    """conftest.LAYERS names the layer of every test module (for ``pytest -m <layer>``)."""
    from conftest import LAYERS, SLOW_MODULES

    modules = {p.stem for p in (ROOT / "tests").glob("test_*.py")} - {"test_table_support"}
    assert modules - set(LAYERS) == set(), "add these to tests/conftest.py LAYERS"
    assert SLOW_MODULES <= set(LAYERS)


def test_the_engine_is_used_through_its_public_face() -> None:
    """Outside app/rules, code imports the engine from ``app.rules`` (its ``__all__``), never
    from one of its modules (tests may take a module itself to patch it)."""
    import app.rules

    bad = []
    for folder in ("app", "editor", "bench", "tests", "packaging"):
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT)
            if rel.parts[:2] == ("app", "rules") or "build" in rel.parts:
                continue
            for node in _import_nodes(path):
                if isinstance(node, ast.ImportFrom) and node.level == 0 and (
                    node.module or ""
                ).startswith("app.rules."):
                    bad.append(f"{rel}:{node.lineno}: from {node.module} import ...")
                if isinstance(node, ast.ImportFrom) and node.module == "app.rules":
                    for alias in node.names:
                        # a test may take a module itself, to patch what it uses
                        module = (ROOT / "app" / "rules" / f"{alias.name}.py").exists()
                        if alias.name not in app.rules.__all__ and not (
                            module and rel.parts[0] == "tests"
                        ):
                            bad.append(f"{rel}:{node.lineno}: {alias.name} is not public")
    assert not bad, "\n".join(bad)


def test_no_test_reads_a_clock() -> None:
    """No test depends on the machine's speed (tests/timeguard.py): no test module reads a
    clock, so none can compare a duration with a number. Inject a clock, count steps, events or
    frames; figures belong in bench/."""
    from timeguard import EXEMPT

    found = [
        f"{path.name}:{line}: {name}"
        for path in sorted((ROOT / "tests").glob("*.py"))
        if path.name not in EXEMPT
        for line, name in _facts(path)[2]
    ]
    assert found == [], "\n".join(found)


def test_the_fast_subset_covers_every_layer() -> None:
    """``pytest -m "not slow"`` keeps tests of every layer, a real game window and a real
    server (tests/conftest.py's FAST_CANARIES): a quick run still exercises the whole program."""
    from conftest import FAST_CANARIES, LAYERS, SLOW_MODULES, is_slow

    assert {LAYERS[m] for m in LAYERS if m not in SLOW_MODULES} == set(LAYERS.values())
    for what, name in FAST_CANARIES.items():
        assert callable(_named(name)), f"{what}: {name} is gone"
        assert not is_slow(name), f"{what}: {name} is in the slow set"


def test_the_longest_tests_named_to_run_first_exist() -> None:
    """tests/conftest.py's LONGEST_FIRST names tests (or modules) that exist (a renamed one
    would silently go back to its place in the run)."""
    from conftest import LONGEST_FIRST, is_slow

    for name in LONGEST_FIRST:
        found, whole_module = _named(name), "::" not in name
        assert found is not None and (callable(found) or whole_module), f"{name} is gone"
        assert is_slow(name) or whole_module, f"{name} is not in the slow set"


def _named(name: str) -> object:
    """The test module, class or function that ``module::Class::test`` names (None if gone)."""
    import importlib

    module, *path = name.split("::")
    found: object = importlib.import_module(module)
    for part in path:
        found = getattr(found, part, None)
    return found


BIG_MODULE = 800
"""Lines over which a module of app/ or editor/ says at its top why it is one module."""

TO_SPLIT = {
    "app/model/remote.py": "the client's typed events go through as they are (issue 28, item 4)",
    "app/table/hint_controller.py": "the how-to-finish job and its sentences apart",
    "editor/balance.py": "the report's HTML and charts apart from the dialog",
    "app/table/statistics.py": "the charts apart from the window",
    "app/table/welcome.py": "the pictures and the recent-games list apart from the page",
    "app/core/balance.py": "the runner apart from the figures",
    "app/ai/analysis.py": "the worker-process run apart from the values",
    "app/table/review.py": "the analysis commands apart from the replay window",
}
"""Modules over the size that should be split (the plan of each): the list may only shrink."""


def test_big_modules_say_why_they_are_one() -> None:
    """A module over 800 lines says at its top (its docstring) why it is one module, or is
    on the list to split; a module on that list that shrank leaves it."""
    bad = []
    for path in sorted(p for folder in ("app", "editor") for p in (ROOT / folder).rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        text = path.read_text(encoding="utf-8")
        lines = text.count("\n") + 1
        if lines <= BIG_MODULE:
            if name in TO_SPLIT:
                bad.append(f"{name}: {lines} lines now: take it off TO_SPLIT")
            continue
        doc = _facts(path)[1]
        if name not in TO_SPLIT and "Why one module of over 800 lines:" not in doc:
            bad.append(f"{name}: {lines} lines, and its docstring says not why it is one module")
    assert not bad, "\n".join(bad)
