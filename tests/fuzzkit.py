"""Helpers shared by the loader fuzz tests."""

from __future__ import annotations

from typing import Any


def json_paths(obj: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path (keys and indices) into a JSON value, the root's empty path first."""
    out = [prefix]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out += json_paths(v, (*prefix, k))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out += json_paths(v, (*prefix, i))
    return out


def mutate(data: Any, path: tuple[Any, ...], value: Any, delete: bool = False) -> Any:
    """``data`` with the part at ``path`` replaced by ``value`` (or deleted), in place."""
    if not path:
        return value
    parent = data
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    return data
