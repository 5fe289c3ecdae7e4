"""Shared test set-up: Qt runs offscreen, and the app's data folder is a temporary one."""

from __future__ import annotations

import compileall
import os
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PROJECT_L_SOUND"] = "off"  # the tests never sound (tests/test_sound*.py use fakes)
# the processes the tests start (the programs, worker processes, servers and their AI pools)
# search on a clock that never moves, as the tests' own process does (_search_clock_stands_still
# below): their answers depend on step budgets alone, not on how loaded the machine is
os.environ["PROJECT_L_SEARCH_CLOCK"] = "still"

# Compiled code is kept (in __pycache__, as Python does by default) even where the environment
# says not to write it (PYTHONDONTWRITEBYTECODE, set on some machines and CI images): otherwise
# every process the suite starts (the programs run as commands, worker processes, servers)
# compiles the whole program again from source, and pytest rewrites every test module anew in
# each worker; together that was about a third of the suite's processor time. The sources are
# compiled once at the start (:func:`pytest_configure`); processes read compiled code whatever
# the variable says.
sys.dont_write_bytecode = False
ROOT = Path(__file__).resolve().parent.parent
COMPILED = ("app", "editor", "bench", "packaging", "docs")

pytest_plugins = ["timeguard"]  # no test depends on the machine's speed (tests/timeguard.py)

SHM = Path("/dev/shm")
SHM_PREFIX = "project-l-tests-"


def pytest_configure(config: pytest.Config) -> None:
    """The tests' temporary folders go into memory (/dev/shm) where there is one with room: the
    programs write their settings, saves and autosaves atomically, each write ending with an
    fsync, and on a disk the fsyncs alone made the suite wait for minutes (the table and welcome
    tests: 72 s on the disk, 40 s in memory, the same processor time). Only where no folder was
    asked for (``--basetemp``), and in the controlling process (xdist gives its workers their
    parts of it); removed at the end (:func:`pytest_unconfigure`), with any left by a run that
    was killed (its process is gone).

    Before that, in the controlling process, the program's code is compiled and, for a run
    with parallel workers, the test modules' asserts rewritten (:func:`_rewrite_ahead`)."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        for folder in COMPILED:  # (only what is out of date; a read-only tree is left as it is)
            compileall.compile_dir(ROOT / folder, quiet=2, force=False)
        _rewrite_ahead(config)
    if config.option.basetemp or os.environ.get("PYTEST_XDIST_WORKER") or sys.platform != "linux":
        return
    try:
        room = os.statvfs(SHM)
        if room.f_bavail * room.f_frsize < 2 * 1024**3 or not os.access(SHM, os.W_OK):
            return
        for old in SHM.glob(SHM_PREFIX + "*"):  # left by a run that was killed
            if not _alive(old.name[len(SHM_PREFIX):].split("-")[0]):
                shutil.rmtree(old, ignore_errors=True)
        config.option.basetemp = tempfile.mkdtemp(prefix=f"{SHM_PREFIX}{os.getpid()}-", dir=SHM)
    except OSError:  # no such folder, or not ours to use: the default temporary folder
        return
    config.stash[_made_basetemp] = config.option.basetemp


_made_basetemp = pytest.StashKey[str]()


def _rewrite_ahead(config: pytest.Config) -> None:
    """The asserts of the test modules the run names, rewritten once for all its workers
    (tests/rewrite_ahead.py: in a fresh clone each worker spent 14 s of processor time on
    them); only with parallel workers and pytest's plain rewriting."""
    workers = getattr(config.option, "numprocesses", None)
    if not isinstance(workers, int) or workers < 2 or config.getoption("assertmode") != \
            "rewrite" or config.getini("enable_assertion_pass_hook"):
        return
    tests = Path(__file__).resolve().parent
    every = sorted(tests.glob("test_*.py"))
    named: set[Path] = set()
    for arg in config.args:
        path = Path(arg.split("::", 1)[0]).resolve()
        if path in (tests, ROOT):
            named.update(every)
        elif path.parent == tests and path.name.startswith("test_") and path.suffix == ".py":
            named.add(path)
    if named:
        from rewrite_ahead import rewrite_ahead

        rewrite_ahead([tests / "conftest.py", *sorted(named)], min(workers, os.cpu_count() or 1))


def _alive(pid: str) -> bool:
    """Whether the process ``pid`` (text) runs."""
    try:
        os.kill(int(pid), 0)
    except (ValueError, ProcessLookupError):
        return False
    except PermissionError:  # another user's: alive
        return True
    return True


def pytest_unconfigure(config: pytest.Config) -> None:
    made = config.stash.get(_made_basetemp, None)
    if made is not None:
        shutil.rmtree(made, ignore_errors=True)


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


@pytest.fixture(autouse=True)
def _search_clock_stands_still(monkeypatch: pytest.MonkeyPatch) -> None:
    """In-process searches (AI decisions, solver budgets, the puzzle generator) read a clock
    that never moves, so their step budgets alone decide what they do: the same answers on a
    busy machine as on an idle one. A test of what happens when time runs out installs a clock
    of its own (``app.solver.clock.using``; tests/measure.py's ``CallClock`` counts work)."""
    from app.solver import clock

    monkeypatch.setattr(clock, "_clock", lambda: 0.0)


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
# the tests of one layer with ``pytest -m rules``; tests that take over half a second of
# processor time (GUI flows, real processes, long random runs, the static checks) are also
# marked ``slow``, so ``pytest -n auto -m "not slow"`` runs the rest in well under a minute
# (README, "For contributors"), and fails a test over a second there (tests/timeguard.py): a
# slow test goes into SLOW_MODULES or SLOW_TESTS. CI runs everything. A new test module must be
# listed here (tests/test_quality.py checks it).

LAYERS: dict[str, str] = {
    "test_rules": "rules", "test_records": "rules", "test_record_versions": "rules",
    "test_random_play": "rules", "test_notation": "rules", "test_events": "rules",
    "test_solo_counters": "rules", "test_decks": "rules", "test_rules_doc": "rules",
    "test_solver": "solver",
    "test_ai": "ai", "test_ai_learned": "ai", "test_ai_anytime": "ai", "test_ai_decks": "ai", "test_ai_ladder": "ai", "test_ai_patience": "ai",
    "test_simulate": "ai", "test_soak": "ai", "test_cli_options": "ai",
    "test_cli_language": "ai", "test_balance": "ai", "test_analysis": "ai",
    "test_balance_planted": "ai", "test_stats": "ai",
    "test_session": "model", "test_saves": "model", "test_saves_atomic": "model",
    "test_saves_fuzz": "model", "test_saves_settings": "model", "test_autosave": "model",
    "test_deck_document": "model", "test_deck_files": "model", "test_deck_validation": "model",
    "test_deck_play": "model", "test_deck_drafts": "editor", "test_crafted_decks": "model", "test_text_limits": "model",
    "test_hostile_files": "model", "test_terminal_safety": "project",
    "test_interrupts": "project", "test_net_outsider": "net", "test_write_faults": "model", "test_two_programs": "model",
    "test_data_folder": "model", "test_thinking": "model", "test_background": "model", "test_game_document": "model",
    "test_window_geometry": "model", "test_time_left": "model",
    "test_relay": "model", "test_quit": "model", "test_statistics": "model",
    "test_sound": "model",
    "test_render": "table", "test_table": "table", "test_table_flows": "table",
    "test_table_hints": "table", "test_review": "table", "test_analysis_gui": "table", "test_autosave_gui": "table",
    "test_table_show": "table",
    "test_finished_games": "table", "test_game_text": "table", "test_one_replay": "table",
    "test_monkey": "table", "test_results": "table", "test_colour": "table",
    "test_welcome": "table", "test_preferences": "table", "test_sound_table": "table",
    "test_statistics_gui": "table", "test_walkthrough": "table",
    "test_keyboard_help": "table", "test_words": "table", "test_howto": "table",
    "test_tips": "table", "test_lessons": "table", "test_lesson_mouse": "table",
    "test_accessibility": "table", "test_table_layout": "table", "test_banner_text": "table",
    "test_language_switch": "table",
    "test_net_discovery": "net", "test_net_join": "table",
    "test_editor": "editor", "test_generator": "editor", "test_editor_pdf": "editor",
    "test_print_pixels": "editor",
    "test_editor_fit": "editor", "test_editor_safety": "editor",
    "test_balance_gui": "editor", "test_studio_model": "model", "test_studio_editor": "editor",
    "test_tts": "editor",
    "test_i18n": "project", "test_plurals": "project", "test_fonts": "project",
    "test_templates": "project",
    "test_clipping": "table", "test_packaging": "project", "test_quality": "project",
    "test_glossary": "project", "test_translation_rules": "project", "test_net_host": "table", "test_net_server_host": "table", "test_net_e2e": "table",
    "test_net_protocol": "net", "test_net_public": "net", "test_net_room": "net",
    "test_net_server": "net", "test_net_costly": "net", "test_net_fuzz": "net", "test_net_secrecy": "net", "test_net_limits": "net", "test_net_proxy": "net",
    "test_net_client": "net", "test_net_processes": "net", "test_net_bots": "net",
    "test_net_fuzz_records": "net",
    "test_names": "rules", "test_language_start": "table", "test_qt_words": "project",
    "test_file_problems": "table", "test_classic_words": "editor", "test_qt_free": "project",
}
SLOW_MODULES = {
    "test_ai", "test_ai_decks", "test_balance_gui", "test_balance_planted", "test_cli_language", "test_cli_options",
    "test_clipping", "test_crafted_decks", "test_data_folder", "test_deck_play", "test_editor",
    "test_editor_safety", "test_file_problems", "test_finished_games", "test_game_text", "test_hostile_files", "test_interrupts",
    "test_language_start",
    "test_banner_text", "test_classic_words", "test_language_switch", "test_lesson_mouse", "test_monkey", "test_net_costly", "test_net_e2e", "test_net_fuzz",
    "test_net_join", "test_net_outsider", "test_net_processes", "test_net_proxy", "test_one_replay", "test_packaging", "test_quality",
    "test_qt_words", "test_quit", "test_saves_fuzz", "test_simulate", "test_soak", "test_statistics_gui", "test_studio_editor", "test_table", "test_table_flows",
    "test_table_show", "test_thinking", "test_tips", "test_tts", "test_two_programs", "test_walkthrough", "test_write_faults",
}
SLOW_TESTS = {  # single tests, or whole classes (each takes over half a second of processor time)
    "test_ai_anytime::TestAsAPlayer",
    "test_ai_anytime::TestSoloLimits",
    "test_ai_learned::TestParts",
    "test_ai_learned::TestPlayers",
    "test_ai_learned::TestTheShippedModel::test_the_hard_player_judges_with_it_and_the_others_do_not",
    "test_ai_learned::TestTraining::test_the_same_arguments_make_the_same_file",
    "test_ai_learned::TestTraining::test_rollouts_are_reproducible_and_their_rows_are_differences",
    "test_ai_learned::TestTraining::test_solo_rollouts_judge_the_players_side_against_the_automaton",
    "test_ai_learned::TestTraining::test_within_positions_the_rows_are_taken_off_their_means",
    "test_ai_patience::TestMediumAndEasy::test_a_seeded_four_player_game_lasts",
    "test_qt_free::TestWithoutQt",
    "test_colour::TestTooltips::test_tooltips_on_a_real_table",
    "test_net_server_host::TestOnARealServer",
    "test_i18n::TestWindows::test_menu_shortcut_letters_differ",
    "test_i18n::TestWindows::test_findings_in_german",
    "test_i18n::TestReasons",
    "test_lessons::test_menu_and_welcome_entries",
    "test_translation_rules::test_no_two_buttons_of_a_tool_bar_say_the_same",
    "test_sound::test_the_shipped_sounds_are_the_generators",
    "test_sound_table::test_an_ai_turn_sounds_as_it_is_shown_then_your_turn",
    "test_sound_table::test_the_end_of_a_game_played_sounds_once_but_not_a_finished_game_opened",
    "test_welcome::TestRecentGames::test_a_saved_game_played_to_its_end_is_listed_finished",
    "test_accessibility::TestNames::test_every_control_of_the_window_has_a_name",
    "test_accessibility::TestSaying::test_new_log_lines_are_announced",
    "test_accessibility::TestSaying::test_the_table_describes_what_the_keyboard_focus_is_on",
    "test_analysis::TestCommand::test_save_stores_it_for_next_time",
    "test_analysis::test_the_stored_games_are_the_ones_played",
    "test_analysis::TestFigures::test_turns_cover_the_record",
    "test_analysis::TestReproducible::test_a_turn_gives_the_same_result_each_time",
    "test_analysis::TestReproducible::test_one_or_two_workers_or_none_give_the_same_json",
    "test_analysis::TestSolo::test_a_solo_game_analysed",
    "test_analysis::TestTheBlunder::test_ending_the_turn_with_a_puzzle_ready_is_a_blunder",
    "test_analysis::TestTheBlunder::test_the_whole_analysis_in_worker_processes_marks_it",
    "test_analysis_gui::TestAnalyse::test_a_real_analysis_runs_to_the_end_with_progress_and_the_window_turns",
    "test_analysis_gui::TestSolo::test_the_chart_and_summary_say_the_margin_is_over_the_automaton",
    "test_analysis_gui::TestStorage::test_a_write_failure_is_said_once_and_the_file_is_intact",
    "test_analysis_gui::TestStorage::test_an_unsaved_game_keeps_its_analysis_until_it_is_saved",
    "test_analysis_gui::TestStorage::test_the_analysis_is_written_into_the_file_and_shows_at_once_next_time",
    "test_analysis_gui::test_the_wasted_turn_is_a_blunder_whose_better_turn_draws_the_completing_pieces",
    "test_autosave::TestCrash::test_a_crashed_game_is_found_and_resumes_at_its_last_action",
    "test_autosave_gui::TestResume::test_quit_without_saving_then_resume_on_the_next_start",
    "test_balance::TestClassicCache::test_computed_once",
    "test_balance::TestCommand::test_json_report",
    "test_balance::TestCommand::test_text_report",
    "test_balance::test_parallel_runs_give_the_same_figures",
    "test_balance::test_the_classic_deck_agrees_with_simulate",
    "test_colour::TestLiveTable::test_palette_toggle_repaints_the_open_table",
    "test_deck_drafts::TestEditorDraft::test_three_puzzles_saved_closed_and_reopened",
    "test_deck_drafts::TestFuzz::test_a_damaged_draft_is_refused_with_a_reason",
    "test_deck_drafts::TestFuzz::test_any_state_values_read_or_are_ignored",
    "test_deck_files::TestLoaderFuzz::test_mutated_valid_decks_give_a_deck_or_invalid_deck",
    "test_editor::TestPuzzleEditor::test_paint_points_reward_undo_redo_save_reopen",
    "test_editor::test_main_takes_a_screenshot",
    "test_editor_pdf::TestExportDialog::test_a_failed_write_says_why",
    "test_editor_pdf::TestExportDialog::test_options_reach_the_pdf",
    "test_editor_pdf::test_hundred_puzzles_write_with_progress_and_cancel",
    "test_editor_pdf::test_play_command_reaches_the_game_cli",
    "test_generator::test_a_process_that_dies_is_said_once_and_generate_works_again",
    "test_generator::test_a_run_in_the_worker_streams_its_candidates_and_gives_the_same_ones",
    "test_generator::test_candidates_stream_in_and_stop_ends_the_process_s_work",
    "test_generator::test_closing_the_dialog_or_the_editor_stops_the_run",
    "test_generator::test_generate_pick_two_add_and_undo",
    "test_generator::test_impossible_constraints_end_quickly_and_say_so",
    "test_generator::test_stop_keeps_what_was_found_and_impossible_constraints_say_so",
    "test_generator::test_the_dialog_follows_a_language_switch",
    "test_generator::test_the_run_is_made_in_the_process_never_in_the_window",
    "test_glossary::TestLanguage::test_translations_avoid_the_old_words",
    "test_howto::TestPdf::test_a_pdf_that_cannot_be_written_leaves_nothing",
    "test_howto::TestPdf::test_save_as_pdf_writes_the_guide",
    "test_howto::TestWindow::test_help_how_to_play_opens_the_guide_with_f1",
    "test_howto::TestWindow::test_the_rules_reference_still_opens",
    "test_howto::TestWindow::test_the_welcome_page_entry_opens_the_guide",
    "test_howto::test_the_open_guide_redraws_in_a_new_palette",
    "test_i18n::TestCalls::test_every_call_names_its_context",
    "test_i18n::TestCalls::test_no_f_strings_are_translated",
    "test_i18n::TestFiles::test_every_string_of_the_code_is_in_the_ts_files",
    "test_i18n::TestFiles::test_every_ts_file_is_finished_and_matches_its_placeholders",
    "test_i18n::TestFiles::test_qm_files_are_compiled_from_the_ts_files",
    "test_i18n::TestLoading::test_the_choice_survives_a_restart",
    "test_i18n::TestWindows::test_language_menu_saves_and_switches_at_once",
    "test_i18n::TestWindows::test_the_editor_keeps_the_language_in_the_games_settings",
    "test_keyboard_help::TestKeyboardHelp::test_every_key_the_table_handles_is_documented",
    "test_keyboard_help::TestKeyboardHelp::test_help_menu_opens_a_list_with_every_shortcut_of_every_action",
    "test_lessons::TestPlayingTheLessons::test_a_wrong_action_is_refused_with_the_hint",
    "test_lessons::TestPlayingTheLessons::test_left_then_resumed_where_it_was",
    "test_lessons::TestPlayingTheLessons::test_the_first_game_played_as_the_callouts_say",
    "test_lessons::TestPlayingTheLessons::test_the_flip_step_refuses_the_piece_unflipped",
    "test_lessons::TestPlayingTheLessons::test_the_solo_lesson_played_as_the_callouts_say_with_the_keyboard",
    "test_lessons::test_every_steps_callout_is_in_the_view_and_off_its_target",
    "test_lessons::test_no_first_time_tips_while_a_lesson_runs",
    "test_lessons::test_starting_a_lesson_left_before_offers_to_resume_it",
    "test_lessons::test_the_callout_follows_the_zoom",
    "test_net_bots::TestSeatPlayer::test_two_seats_play_to_the_end_with_one_record",
    "test_net_client::TestRequests::test_tls_with_the_servers_own_certificate_or_unchecked",
    "test_net_fuzz_records::TestHostileRecords::test_a_record_with_a_part_replaced_is_refused_or_replays",
    # Hypothesis: 0.2 s replaying the examples it kept, 2.7 s finding them anew in a fresh clone
    "test_net_fuzz_records::TestHostileRecords::test_any_text_as_a_record_is_refused_in_words",
    "test_net_fuzz_records::TestOnAServer::test_hostile_records_are_refused_and_a_good_one_goes_on",
    "test_net_host::TestHostingInTheWindow::test_hosting_shows_the_lobby_and_stopping_leaves_nothing",
    "test_net_host::TestLanguages::test_the_hosts_lobby_switches_live",
    "test_net_host::TestOpeningAHostedSave::test_play_locally_opens_it_with_people_here",
    "test_net_host::TestRealServer",
    "test_net_host::TestRejoiningNames",
    "test_net_public::TestRebuild::test_rebuilt_from_the_whole_record_at_once_and_through_json",
    "test_net_room::TestAISeats::test_ai_seat_decides_as_in_a_local_game",
    "test_net_secrecy::test_no_hidden_card_seed_or_deck_order_before_it_is_public",
    "test_net_server::TestAIInProcesses",
    "test_net_server::TestServeCommand",
    "test_net_server_host::TestHostingAgain::test_a_game_saved_from_a_server_is_hosted_again_there_and_goes_on",
    "test_net_server_host::TestJoinDialogListsAServersGames::test_the_games_on_a_server_are_listed_without_codes",
    "test_net_server_host::TestOnARealServer::test_a_game_made_on_the_server_is_played_to_its_end_and_saved",
    "test_net_server_host::TestOnARealServer::test_a_save_in_the_middle_has_the_servers_record",
    "test_net_server_host::TestOnARealServer::test_a_server_stopping_while_the_room_waits_is_said",
    "test_net_server_host::TestOnARealServer::test_a_server_without_room_for_the_game_says_so",
    "test_net_server_host::TestOnARealServer::test_a_wrong_password_is_said_and_nothing_stays",
    "test_net_server_host::TestOnARealServer::test_an_unreachable_server_is_said",
    "test_net_server_host::TestTheHostComesBack::test_a_dropped_host_gets_its_seat_and_its_rights_back",
    "test_net_secrecy::test_on_a_server_no_seat_spectator_rejoiner_or_maker_learns_the_deal",
    "test_analysis::TestCommand::test_a_record_of_20000_actions_is_refused_with_its_estimate_before_any_work",
    "test_notation::TestEveryLegalActionRoundTrips::test_hypothesis_positions",
    "test_notation::TestEveryLegalActionRoundTrips::test_random_games",
    "test_notation::TestReplayTrace::test_an_illegal_action_stops_with_the_picture_before_it",
    "test_notation::TestReplayTrace::test_every_action_and_the_final_picture",
    "test_notation::TestReplayTrace::test_trace_and_json_do_not_mix",
    "test_plurals::TestSourceStrings::test_every_n_phrase_is_a_plural_message",
    "test_preferences::TestEachSetting::test_a_zoom_set_elsewhere_is_shown",
    "test_preferences::TestEachSetting::test_colour_blind_palette",
    "test_preferences::TestEachSetting::test_language_applies_at_once",
    "test_preferences::TestEachSetting::test_table_zoom",
    "test_preferences::TestEndTurnQuestion::test_asks_with_actions_left_and_dont_ask_again_turns_it_off",
    "test_preferences::TestEndTurnQuestion::test_dont_ask_again_with_cancel_keeps_asking",
    "test_preferences::TestEndTurnQuestion::test_the_preferences_turn_the_question_off",
    "test_preferences::TestTheDialog::test_the_keyboard_reaches_every_control",
    "test_random_play::test_random_games",
    "test_record_versions::TestReplayCommandVersions::test_other_versions_exit_2",
    "test_print_pixels::test_the_print_dialog_saves_the_design_with_the_deck",
    "test_balance::TestCommand::test_the_previous_version_is_compared",
    "test_balance::TestCommand::test_records_of_every_game",
    "test_record_versions::TestReplayCommandVersions::test_version_1_files",
    "test_record_versions::TestReplayCommandVersions::test_version_2_record",
    "test_records::TestReplayCommand",
    "test_records::TestReplayCommand::test_invalid_file_exit_2_one_line",
    "test_records::test_fuzz_mutated_records",
    "test_render::TestPuzzleCardPixels::test_painting_stays_inside_the_rect",
    "test_results::TestDialog::test_every_player_with_places_pictures_and_costs",
    "test_results::TestDialog::test_new_game_opens_the_new_game_dialog",
    "test_results::TestDialog::test_rematch_starts_the_same_seats_with_a_new_deal",
    "test_results::TestDialog::test_review_opens_a_review_of_the_finished_game",
    "test_results::TestDialog::test_solo_ranks_the_automaton",
    "test_review::TestInTheWindow::test_continue_playing_from_here_starts_a_branch",
    "test_review::TestStepping::test_arrow_keys_step_back_and_forth_and_the_table_follows",
    "test_review::TestStepping::test_play_runs_to_the_end_and_space_pauses",
    "test_saves::TestAIGames::test_saves_of_ai_games_reload_to_the_identical_state",
    "test_saves::TestRoundTrip::test_reload_gives_the_identical_state_at_every_kind_of_position",
    "test_solver::TestAgainstBruteForce::test_classic_small",
    "test_solver::TestAgainstBruteForce::test_count_unlimited",
    "test_solver::TestAgainstBruteForce::test_good_placements",
    "test_solver::TestProperties::test_fill_is_valid_and_minimal",
    "test_solver::TestProperties::test_warm_answers_equal_cold",
    "test_table_hints::TestAITurns",
    "test_table_hints::TestPlacing",
    "test_table_hints::TestBestAction",
    "test_table_hints::TestFinish::test_a_puzzle_too_big_says_how_many_squares_are_missing",
    "test_table_hints::TestFinish::test_ghosts_fill_exactly_the_empty_cells",
    "test_table_hints::TestFinish::test_the_chooser_asks_which_puzzle_and_the_menu_key_opens_a_focused_one",
    "test_table_hints::TestFinishOffTheUIThread::test_a_failing_worker_is_said_once_and_the_next_hint_works",
    "test_table_hints::TestFinishOffTheUIThread::test_a_move_or_a_new_plan_made_while_waiting_drops_the_stale_answer",
    "test_table_hints::TestFinishOffTheUIThread::test_a_new_game_and_closing_the_window_cancel_it",
    "test_table_hints::TestFinishOffTheUIThread::test_the_answer_comes_from_the_thinking_process_and_the_table_waits_for_nothing",
    "test_table_layout::TestAtEverySize::test_a_small_window_keeps_its_size_once_the_table_is_shown",
    "test_table_layout::TestAtEverySize::test_the_hint_marks_follow_the_table_laid_out_anew",
    "test_table_layout::TestAtEverySize::test_the_table_fills_the_window",
    "test_table_layout::TestAtEverySize::test_the_table_is_laid_out_anew_when_the_window_changes_shape",
    "test_table_layout::TestAtEverySize::test_the_table_reads_at_every_size",
    "test_table_layout::TestLogStrip::test_a_narrow_window_folds_the_log_into_a_strip",
    "test_table_layout::TestLogStrip::test_a_wide_window_shows_the_log_unless_the_player_closed_it",
    "test_table_layout::TestLogStrip::test_the_log_is_restored_as_the_player_left_it",
    "test_table_layout::TestZoom::test_a_zoomed_table_keeps_its_scale_when_the_window_changes",
    "test_table_layout::TestZoom::test_the_table_zoom_setting_applies_at_once",
    "test_text_limits::TestLengthLimits::test_the_huge_name_of_the_report",
    "test_text_limits::TestListingsAndSettings::test_project_l_replay_exits_2",
    "test_text_limits::TestSurrogatesAreRefusedAtLoad::test_every_string_of_a_deck",
    "test_welcome::TestContinue::test_resumes_the_game_left_in_its_autosave",
    "test_welcome::TestEntries::test_arrow_keys_move_between_entries_and_enter_chooses",
    "test_welcome::TestNewGame::test_a_cancelled_dialog_stays_on_the_welcome_page",
    "test_welcome::TestNewGame::test_new_game_and_solo_open_the_dialog_in_their_mode",
    "test_welcome::TestRecentGames::test_a_broken_file_is_listed_as_unreadable_and_never_crashes",
    "test_welcome::TestRecentGames::test_lists_name_players_date_and_state_and_opens_with_enter",
    "test_words::TestFocusWords::test_every_item_of_the_table_is_described_in_words",
    "test_words::TestHints::test_hint_sentences_for_every_kind_of_action",
    "test_words::TestLog::test_the_log_shows_pieces_as_pictures_and_keeps_their_ids",
    "test_words::TestReasons::test_every_reason_in_english",
    # over 0.6 s of processor time on a loaded machine (a margin below the fast run's 1 s)
    "test_balance::TestHistory::test_runs_are_kept_with_their_version_and_compared",
    "test_balance::test_a_game_says_which_puzzles_were_dealt_and_on_offer",
    "test_deck_document::TestDocument::test_save_and_reopen",
    "test_deck_validation::TestPuzzleFindings::test_empty_puzzle_is_an_error",
    "test_editor_fit::TestToolBar::test_every_button_is_in_view_at_1280",
    "test_editor_fit::test_every_page_fits_1280x800",
    "test_editor_fit::test_the_deck_summary_titles_are_not_cut",
    "test_editor_pdf::TestExportDialog::test_cancel_stops_the_export",
    "test_fonts::test_every_character_has_a_glyph",
    "test_fonts::test_latin_languages_keep_the_system_font",
    "test_fonts::test_thai_breaks_between_words",
    "test_lessons::TestCallout::test_its_size_on_screen_does_not_follow_the_zoom",
    "test_net_server::TestWholeGame::test_two_players_play_to_the_end_and_get_the_same_record",
    "test_records::test_fuzz_bytes",
    "test_sound_table::test_without_animations_the_events_sound",
    "test_table_layout::TestComposition::test_no_panel_keeps_its_room_at_its_edges",
    "test_text_limits::TestEditorFields::test_deck_description_paste_is_cut_at_the_cursor",
    "test_text_limits::TestEditorFields::test_puzzle_id",
    "test_translation_rules::test_ukrainian_has_one_apostrophe",
    "test_words::TestReasons::test_every_reason_in_german",
}


FAST_CANARIES = {
    "a real game window": "test_table::TestPlacing::test_drag_a_piece_onto_a_puzzle",
    "a real server on loopback": "test_net_server::TestRefusals::test_another_seat_and_out_of_turn_are_refused_and_change_nothing",
}
"""Tests the fast subset must keep, so that it touches one real window and one real server
(tests/test_quality.py checks that they exist and are not slow)."""


SLOW_FIXTURES = {
    "quick_analysis",  # test_analysis: a whole game analysed (seconds), shared by a module
}
"""Fixtures that cost seconds once per worker: whichever test asks first pays, so every test
that uses one is slow (else the fast subset's budget would fail whichever test came first)."""


def is_slow(name: str) -> bool:
    """Whether the test ``module::Class::test`` (no parameters) is in the slow set (a canary
    of FAST_CANARIES never is, even in a slow module)."""
    if name in FAST_CANARIES.values():
        return False
    module = name.split("::", 1)[0]
    if module in SLOW_MODULES:
        return True
    # the name or one of its prefixes (its class) is listed: a set look-up each
    parts = name.split("::")
    return any("::".join(parts[:n]) in SLOW_TESTS for n in range(2, len(parts) + 1))


LONGEST_FIRST = (
    "test_balance_planted::test_the_planted_puzzles_and_only_they_are_flagged",
    "test_walkthrough::test_a_new_player_from_the_welcome_page_through_learn_to_play_with_the_mouse_alone",
    "test_quality",  # all of it together: its tests share one parse of every file of code
    "test_monkey::TestMonkey",
    "test_net_e2e::test_a_hosted_game_with_a_gui_client_and_a_bot_to_the_results",
    "test_qt_free::TestWithoutQt::test_analyse_in_its_worker_processes",
    "test_clipping::test_no_text_is_clipped",
    "test_net_processes::TestWholeGames::test_the_example_bot_plays_a_whole_game_against_ours",
    "test_net_processes::TestWholeGames::test_two_bots_play_a_game_and_every_record_is_the_same",
)
"""The longest tests (six seconds or more of a whole run on two cores), run first: the
parallel workers share the rest out while these run, instead of one worker waiting at the end
of the run for the other to finish one of them (``-n auto --dist worksteal``, pyproject.toml).
The names (``module::Class::test``, no parameters, or a whole module or class) are checked
by tests/test_quality.py; a name missing here costs only a little time."""


def _test_name(item: pytest.Item) -> str:
    """``module::Class::test`` of an item, without its parameters."""
    return f"{item.path.stem}::{item.nodeid.split('::', 1)[-1].split('[')[0]}"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test with its layer, and the slow ones ``slow``; the longest first."""
    rank = {name: i for i, name in enumerate(LONGEST_FIRST)}

    def first(item: pytest.Item) -> int:
        parts = _test_name(item).split("::")
        found = [rank[p] for p in ("::".join(parts[:n]) for n in range(1, len(parts) + 1))
                 if p in rank]
        return min(found, default=len(rank))

    items.sort(key=first)  # stable: the rest keep their order
    for item in items:
        module = item.path.stem
        layer = LAYERS.get(module)
        if layer is not None:
            item.add_marker(getattr(pytest.mark, layer))
        if is_slow(_test_name(item)) or \
                SLOW_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
