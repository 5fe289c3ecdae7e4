"""Figures of the frozen app: bundle size and start-up time.

    python bench/bundle.py [--bundle dist/project-l] [--runs 5] [--build] [--enforce]

Size: the unpacked one-folder bundle (target: at most 150 MB) and its biggest parts.
Start-up: wall time of ``project-l --smoke-test`` (start, load the deck, play, validate,
analyse, a network game, save, reload, render, exit), offscreen, over several runs: the median
is the figure. The smoke test's own
``seconds=`` field is the in-process part, so the difference is the frozen start-up itself.
``--enforce`` exits 1 when the size target is missed (packaging/ci.sh: ``--runs 0 --enforce``
right after the build, so CI fails on a bundle over 150 MB).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SIZE_TARGET_MB = 150.0


def dir_size(path: Path) -> int:
    """Bytes of the files under ``path`` (symlinks not followed)."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def biggest_parts(bundle: Path, count: int = 6) -> list[tuple[str, int]]:
    """The largest entries of ``_internal`` (folders summed) by size."""
    internal = bundle / "_internal"
    sizes = []
    for entry in internal.iterdir():
        if entry.is_symlink():
            continue  # a link to a library counted where it lies
        size = dir_size(entry) if entry.is_dir() else entry.stat().st_size
        sizes.append((entry.name, size))
    qt_lib = internal / "PySide6" / "Qt" / "lib"
    if qt_lib.is_dir():
        sizes += [(f"PySide6/Qt/lib/{p.name}", p.stat().st_size) for p in qt_lib.iterdir()]
    return sorted(sizes, key=lambda item: -item[1])[:count]


def smoke_once(exe: Path) -> tuple[float, float]:
    """One frozen smoke test: (wall seconds, the test's own in-process seconds)."""
    env = {k: v for k, v in os.environ.items() if k not in {"DISPLAY", "WAYLAND_DISPLAY"}}
    env["QT_QPA_PLATFORM"] = "offscreen"
    started = time.perf_counter()
    result = subprocess.run([str(exe), "--smoke-test"], env=env, capture_output=True, text=True,
                            timeout=300, check=False)
    wall = time.perf_counter() - started
    if result.returncode != 0 or "SMOKE OK" not in result.stdout:
        raise RuntimeError(f"the smoke test failed (status {result.returncode}):\n"
                           f"{result.stdout}{result.stderr}")
    match = re.search(r"seconds=([\d.]+)", result.stdout)
    return wall, float(match.group(1)) if match else float("nan")


def main(argv: list[str] | None = None) -> int:
    """Print the figures; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "project-l")
    parser.add_argument("--runs", type=int, default=5,
                        help="smoke test runs timed (0: the size only)")
    parser.add_argument("--build", action="store_true",
                        help="build the bundle first (python packaging/build.py bundle)")
    parser.add_argument("--enforce", action="store_true",
                        help=f"exit 1 if the bundle is over {SIZE_TARGET_MB:.0f} MB")
    args = parser.parse_args(argv)

    if args.build:
        started = time.perf_counter()
        subprocess.run([sys.executable, str(ROOT / "packaging" / "build.py"), "bundle"],
                       check=True)
        print(f"build: {time.perf_counter() - started:.1f} s")
    exe = args.bundle / ("project-l.exe" if sys.platform == "win32" else "project-l")
    if not exe.exists():
        print(f"bench/bundle.py: no frozen app at {exe}: run python packaging/build.py bundle "
              "(or pass --build)", file=sys.stderr)
        return 2

    size_mb = dir_size(args.bundle) / 1e6
    files = sum(1 for p in args.bundle.rglob("*") if p.is_file())
    verdict = "met" if size_mb <= SIZE_TARGET_MB else "NOT MET"
    print(f"bundle size: {size_mb:.1f} MB unpacked, {files} files "
          f"(target <= {SIZE_TARGET_MB:.0f} MB: {verdict})")
    for name, size in biggest_parts(args.bundle):
        print(f"  {size / 1e6:7.1f} MB  {name}")
    tarballs = sorted(args.bundle.parent.glob("project-l-*-linux-*.tar.gz"))
    for tarball in tarballs:
        print(f"  package: {tarball.name} {tarball.stat().st_size / 1e6:.1f} MB")

    if args.runs > 0:
        walls, inner = [], []
        smoke_once(exe)  # the first run warms the page cache; it is not counted
        for _ in range(args.runs):
            wall, own = smoke_once(exe)
            walls.append(wall)
            inner.append(own)
        print(f"frozen start-up (smoke test wall time, {args.runs} runs after one warm-up): "
              f"median {statistics.median(walls):.2f} s, min {min(walls):.2f} s, "
              f"max {max(walls):.2f} s; of which the smoke steps in-process: median "
              f"{statistics.median(inner):.2f} s")
    if args.enforce and size_mb > SIZE_TARGET_MB:
        print(f"bench/bundle.py: the bundle is {size_mb - SIZE_TARGET_MB:.1f} MB over its "
              f"{SIZE_TARGET_MB:.0f} MB (packaging/README.md: what it leaves out)",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
