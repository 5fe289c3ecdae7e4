"""Shared test set-up: Qt runs offscreen, and the app's data folder is a temporary one."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_data_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Every test gets its own user data folder and its own settings, so no test touches the
    real ones and none sees what another one chose (a QSettings made without a file, as the
    editor and the dialogs make theirs, reads and writes under the temporary folder)."""
    from PySide6.QtCore import QSettings

    path = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("PROJECT_L_DATA_DIR", str(path))
    settings = path / "settings"
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(settings))
    yield path


class _NoProgramStarted:
    """Stands for QProcess in app.launch: a test that reaches Game > Deck editor or the
    editor's Play (the monkey does) starts no real program that would outlive the tests."""

    @staticmethod
    def startDetached(program: str, args: list[str], workdir: str = "") -> tuple[bool, int]:
        return True, 0


@pytest.fixture(autouse=True)
def _no_programs_launched(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("app.launch.QProcess", _NoProgramStarted)


# ------------------------------------------------------------------ layers and the fast subset
#
# Every test module belongs to the layer it tests (a marker of that name), so a contributor runs
# the tests of one layer with ``pytest -m rules``; tests that take seconds (GUI flows, real
# processes, long random runs, the static checks) are also marked ``slow``, so ``pytest -m "not
# slow"`` runs the rest in well under 30 s. CI runs everything. A new test module must be
# listed here (tests/test_quality.py checks it).

LAYERS: dict[str, str] = {
    "test_rules": "rules", "test_records": "rules", "test_record_versions": "rules",
    "test_random_play": "rules", "test_notation": "rules", "test_events": "rules",
    "test_solo_counters": "rules", "test_decks": "rules", "test_rules_doc": "rules",
    "test_solver": "solver",
    "test_ai": "ai", "test_ai_decks": "ai", "test_simulate": "ai", "test_soak": "ai", "test_cli_options": "ai",
    "test_cli_language": "ai", "test_balance": "ai", "test_analysis": "ai",
    "test_session": "model", "test_saves": "model", "test_saves_atomic": "model",
    "test_saves_fuzz": "model", "test_saves_settings": "model", "test_autosave": "model",
    "test_deck_document": "model", "test_deck_files": "model", "test_deck_validation": "model",
    "test_deck_play": "model", "test_deck_drafts": "editor", "test_crafted_decks": "model", "test_text_limits": "model",
    "test_hostile_files": "model", "test_write_faults": "model", "test_two_programs": "model",
    "test_data_folder": "model", "test_thinking": "model", "test_game_document": "model",
    "test_relay": "model", "test_quit": "model",
    "test_render": "table", "test_table": "table", "test_table_flows": "table",
    "test_table_hints": "table", "test_review": "table", "test_analysis_gui": "table", "test_autosave_gui": "table",
    "test_table_show": "table",
    "test_finished_games": "table", "test_game_text": "table", "test_one_replay": "table",
    "test_monkey": "table", "test_results": "table", "test_colour": "table",
    "test_welcome": "table", "test_preferences": "table",
    "test_keyboard_help": "table", "test_words": "table", "test_howto": "table",
    "test_tips": "table", "test_lessons": "table",
    "test_accessibility": "table", "test_table_layout": "table",
    "test_language_switch": "table",
    "test_net_discovery": "net", "test_net_join": "table",
    "test_editor": "editor", "test_generator": "editor", "test_editor_pdf": "editor",
    "test_editor_fit": "editor", "test_editor_safety": "editor",
    "test_balance_gui": "editor",
    "test_i18n": "project", "test_plurals": "project", "test_fonts": "project",
    "test_clipping": "table", "test_packaging": "project", "test_quality": "project",
    "test_glossary": "project", "test_net_host": "table", "test_net_server_host": "table", "test_net_e2e": "table",
    "test_net_protocol": "net", "test_net_public": "net", "test_net_room": "net",
    "test_net_server": "net", "test_net_costly": "net", "test_net_fuzz": "net", "test_net_secrecy": "net",
    "test_net_client": "net", "test_net_processes": "net", "test_net_bots": "net",
    "test_net_fuzz_records": "net",
    "test_names": "rules", "test_language_start": "table", "test_qt_words": "project",
    "test_file_problems": "table", "test_classic_words": "editor",
}
SLOW_MODULES = {
    "test_crafted_decks", "test_ai_decks", "test_monkey", "test_table_flows", "test_two_programs", "test_ai",
    "test_write_faults", "test_soak", "test_hostile_files", "test_data_folder",
    "test_finished_games", "test_saves_fuzz", "test_simulate", "test_cli_options",
    "test_packaging", "test_quality", "test_deck_play", "test_thinking", "test_cli_language",
    "test_net_processes", "test_net_fuzz", "test_net_join", "test_net_e2e", "test_quit",
    "test_language_start", "test_qt_words", "test_file_problems",
}
SLOW_TESTS = {  # single tests, or whole classes
    "test_net_host::TestRealServer", "test_net_host::TestRejoiningNames",
    "test_net_server::TestAIInProcesses",
    "test_net_server::TestServeCommand",
    "test_saves::TestRoundTrip::test_reload_gives_the_identical_state_at_every_kind_of_position",
    "test_saves::TestAIGames::test_saves_of_ai_games_reload_to_the_identical_state",
    "test_notation::TestEveryLegalActionRoundTrips::test_random_games",
    "test_text_limits::TestSurrogatesAreRefusedAtLoad::test_every_string_of_a_deck",
    "test_records::TestReplayCommand::test_invalid_file_exit_2_one_line",
    "test_deck_files::TestLoaderFuzz::test_mutated_valid_decks_give_a_deck_or_invalid_deck",
    "test_i18n::TestCalls::test_no_f_strings_are_translated",
    "test_i18n::TestCalls::test_every_call_names_its_context",
    "test_random_play::test_random_games",
    "test_solver::TestAgainstBruteForce::test_good_placements",
    "test_editor::test_main_takes_a_screenshot",
    "test_autosave::TestCrash::test_a_crashed_game_is_found_and_resumes_at_its_last_action",
    "test_editor::TestPuzzleEditor::test_paint_points_reward_undo_redo_save_reopen",
    "test_solver::TestAgainstBruteForce::test_classic_small",
    "test_solver::TestAgainstBruteForce::test_count_unlimited",
    "test_review::TestStepping::test_play_runs_to_the_end_and_space_pauses",
    "test_notation::TestEveryLegalActionRoundTrips::test_hypothesis_positions",
    "test_notation::TestReplayTrace::test_trace_and_json_do_not_mix",
    "test_notation::TestReplayTrace::test_every_action_and_the_final_picture",
    "test_notation::TestReplayTrace::test_an_illegal_action_stops_with_the_picture_before_it",
    "test_editor_pdf::test_play_command_reaches_the_game_cli",
    "test_record_versions::TestReplayCommandVersions::test_version_1_files",
    "test_record_versions::TestReplayCommandVersions::test_version_2_record",
    "test_record_versions::TestReplayCommandVersions::test_other_versions_exit_2",
    "test_table_hints::TestBestAction",
    "test_table_hints::TestAITurns",
    "test_records::TestReplayCommand",
    "test_solver::TestProperties::test_fill_is_valid_and_minimal",
    "test_solver::TestProperties::test_warm_answers_equal_cold",
    "test_table_layout::TestAtEverySize::test_the_table_reads_at_every_size",
    "test_table_layout::TestAtEverySize::test_the_hint_marks_follow_the_table_laid_out_anew",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test with its layer, and the slow ones ``slow``."""
    for item in items:
        module = item.path.stem
        layer = LAYERS.get(module)
        if layer is not None:
            item.add_marker(getattr(pytest.mark, layer))
        name = f"{module}::{item.nodeid.split('::', 1)[-1].split('[')[0]}"
        if module in SLOW_MODULES or any(
            name == slow or name.startswith(slow + "::") for slow in SLOW_TESTS
        ):
            item.add_marker(pytest.mark.slow)
