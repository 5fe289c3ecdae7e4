"""Fuzzing the save loader: any bytes, and valid saves with parts replaced, give InvalidSave only."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from fuzzkit import json_paths, mutate
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.saves import InvalidSave, SaveData, load_save_bytes, save_to_bytes
from app.core.setup import GameSetup, SeatConfig
from app.rules import play_random


@cache
def _valid(players: int) -> dict[str, Any]:
    seats = tuple(SeatConfig(n, "ai" if i else "human") for i, n in enumerate("ABCD"[:players]))
    setup = GameSetup(seats, seed=players, difficulty="standard")
    record = setup.record()
    record = record.with_actions(play_random(record.initial_state(), players))
    data: dict[str, Any] = json.loads(save_to_bytes(SaveData(record, setup.seats, {"zoom": 1.0})))
    return data


_scalars = (
    st.none()
    | st.booleans()
    | st.integers(-3, 40)
    | st.text(max_size=6)
    | st.sampled_from(
        [
            "W01",
            "B07",
            "O1",
            "L4",
            "take_puzzle",
            "place",
            "finish",
            "project-l-game",
            "human",
            "ai",
        ]
    )
)
_json = st.recursive(
    _scalars | st.floats(allow_nan=False) | st.integers(),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _loads_cleanly(blob: bytes) -> None:
    try:
        save = load_save_bytes(blob)
    except InvalidSave as exc:
        assert str(exc)  # every refusal says why
        return
    # whatever loads is a complete game that survives a second round trip unchanged
    again = load_save_bytes(save_to_bytes(save))
    assert again.record.to_json() == save.record.to_json()
    assert again.states[-1] == save.states[-1]


class TestSaveLoaderFuzz:
    @settings(max_examples=300, deadline=None)
    @given(st.binary(max_size=2000))
    def test_random_bytes(self, blob: bytes) -> None:
        _loads_cleanly(blob)

    @settings(max_examples=150, deadline=None)
    @given(st.binary(max_size=200), st.integers(0, 10_000))
    def test_garbage_spliced_into_a_valid_file(self, junk: bytes, where: int) -> None:
        blob = save_to_bytes_of(2)
        where %= len(blob)
        _loads_cleanly(blob[:where] + junk + blob[where + len(junk) // 2 :])

    @settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
    @given(st.integers(1, 4), st.data())
    def test_valid_saves_with_parts_replaced_or_removed(
        self, players: int, data: st.DataObject
    ) -> None:
        doc = json.loads(json.dumps(_valid(players)))
        for _ in range(data.draw(st.integers(1, 3))):
            paths = json_paths(doc)
            path = data.draw(st.sampled_from(paths))
            delete = bool(path) and isinstance(path[-1], str) and data.draw(st.booleans())
            doc = mutate(doc, path, data.draw(_json), delete)
        _loads_cleanly(json.dumps(doc).encode())


def save_to_bytes_of(players: int) -> bytes:
    """The bytes of the valid save with this many players."""
    return json.dumps(_valid(players)).encode()
