"""Translations: the files are complete and up to date, every string of the code reaches them,
the programs start in German, the engine's sentences are translated, bad settings fall back."""

from __future__ import annotations

import ast
import functools
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from i18nkit import i18n_script
from PySide6.QtCore import QCoreApplication, QLocale, QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from waiting import HANG

from app import i18n
from app.core.setup import GameSetup, SeatConfig
from app.i18n import (
    install_translators,
    reason_text,
    resolve_language,
    shipped_languages,
    startup_language,
)
from app.model.settings import Settings
from app.rules import (
    Arg,
    Choices,
    EndTurn,
    Illegal,
    Place,
    Reason,
    ReasonKind,
    Square,
    TakePiece,
    TakePuzzle,
    Unfit,
    check,
    classic_deck,
)

ROOT = Path(__file__).resolve().parents[1]




script = i18n_script()


@pytest.fixture
def german(qapp: QApplication) -> Iterator[QApplication]:
    """The German translators installed for one test, English again afterwards."""
    assert install_translators(qapp, "de") == "de"
    yield qapp
    assert install_translators(qapp, "en") == "en"


# ------------------------------------------------------------------ the files


class TestFiles:
    def test_german_is_shipped(self) -> None:
        assert "de" in script.languages()
        assert "de" in shipped_languages()
        assert (ROOT / "resources" / "translations" / "__init__.py").is_file()

    def test_german_is_complete(self) -> None:
        messages = script.read_ts(script.ts_path("de"))
        assert len(messages) > 600
        assert script.problems(messages) == []
        kinds = {m.kind for m in messages}
        assert kinds == {""}, kinds  # no unfinished, vanished or obsolete entries

    def test_plurals_have_both_german_forms(self) -> None:
        plurals = [m for m in script.read_ts(script.ts_path("de")) if m.numerus]
        assert len(plurals) >= 7
        for m in plurals:
            assert len(m.translations) == 2 and all(t.strip() for t in m.translations), m

    def test_problems_are_found(self) -> None:
        bad = [
            script.Message("C", "%1 took %2", "", False, "", ("%1 nahm",)),
            script.Message("C", "Hello", "", False, "unfinished", ("",)),
            script.Message("C", "{puzzle} is bad", "", False, "", ("{puzzel} ist schlecht",)),
            script.Message("C", "Empty", "", False, "", ("  ",)),
            script.Message("C", "Gone", "", False, "obsolete", ("Weg",)),
            script.Message("C", "Gone too", "", False, "vanished", ("Auch weg",)),
            script.Message("C", "%n point(s)", "", True, "", ("%n Punkt", "Punkte")),
            script.Message("C", "%1 of %n", "", True, "", ("%2 von %n", "%1 von %n")),
        ]
        found = script.problems(bad)
        assert len(found) == 8, found
        # a singular form may say the number in words
        assert script.problems([script.Message("C", "%1 has %n", "", True, "",
                                               ("%1 hat eins", "%1 hat %n"))]) == []

    def test_the_eight_languages_of_the_published_game_ship(self) -> None:
        assert set(shipped_languages()) == {"en", "fr", "de", "ja", "hu", "th", "ru", "uk"}
        for lang in ("fr", "de", "ja", "hu", "th", "ru", "uk"):
            assert (ROOT / "docs" / f"glossary-{lang}.md").is_file(), lang
            for doc in ("rules", "howto"):
                assert (ROOT / "resources" / "docs" / f"{doc}.{lang}.md").is_file(), (doc, lang)

    def test_every_ts_file_is_finished_and_matches_its_placeholders(self) -> None:
        """The English plurals and every translation: no unfinished, obsolete or vanished
        entry, and the same placeholders as the source."""
        files = script.ts_files()
        assert script.ts_path("en") in files and script.ts_path("de") in files
        for ts in files:
            messages = script.read_ts(ts)
            assert messages, ts.name
            assert script.problems(messages) == [], ts.name
            assert {m.kind for m in messages} == {""}, ts.name

    def test_qm_files_are_compiled_from_the_ts_files(self, tmp_path: Path) -> None:
        for ts in script.ts_files():
            lang = ts.stem
            built = script.lrelease(ts, tmp_path / f"{lang}.qm")
            assert built.read_bytes() == script.qm_path(ts).read_bytes(), (
                f"{lang}: run python packaging/i18n.py")

    def test_every_string_of_the_code_is_in_the_ts_files(self, tmp_path: Path) -> None:
        fresh = tmp_path / "project_l_xx.ts"
        script.lupdate([fresh])
        want = {m.key for m in script.read_ts(fresh)}
        assert len(want) > 600
        for lang in script.languages():
            have = {m.key for m in script.read_ts(script.ts_path(lang))}
            assert want - have == set(), f"{lang}: new strings, run python packaging/i18n.py"
            assert have - want == set(), f"{lang}: strings gone, run python packaging/i18n.py"
        # the English file holds exactly the plural messages
        plurals = {m.key for m in script.read_ts(fresh) if m.numerus}
        assert {m.key for m in script.read_ts(script.ts_path("en"))} == plurals
        # lupdate reads every context the code asks for at run time (no empty context)
        assert all(ctx for ctx, _source, _comment in want)


# ------------------------------------------------------------------ the code's calls


def _translation_calls(tree: ast.AST) -> list[tuple[ast.Call, str | None]]:
    """Every tr/translate call with the class it is in (None at module level)."""
    found: list[tuple[ast.Call, str | None]] = []

    def walk(node: ast.AST, cls: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.Call):
                f = child.func
                name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
                if name in ("tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP"):
                    found.append((child, cls))
            walk(child, child.name if isinstance(child, ast.ClassDef) else cls)

    walk(tree, None)
    return found


@functools.cache
def _the_code_calls() -> list[tuple[Path, ast.Call, str | None]]:
    """Every translation call of the shipped code (read once for the tests that look)."""
    return [(path, call, cls) for path in script.source_files()
            for call, cls in _translation_calls(ast.parse(path.read_text(encoding="utf-8")))]


def _is_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


class TestCalls:
    """The call forms lupdate reads with the context Qt asks for at run time."""

    def test_every_call_names_its_context(self) -> None:
        bad = []
        for path, call, cls in _the_code_calls():
            f = call.func
            where = f"{path.relative_to(ROOT)}:{call.lineno}"
            if isinstance(f, ast.Attribute) and f.attr == "tr":
                # self.tr(...) in a class: context = the class; lupdate reads the same
                if not (isinstance(f.value, ast.Name) and f.value.id == "self" and cls):
                    bad.append(f"{where}: tr() on something else than self")
                elif not call.args or not _is_text(call.args[0]):
                    bad.append(f"{where}: self.tr() of a variable")
            elif isinstance(f, ast.Name) and f.id in ("tr", "QT_TR_NOOP"):
                bad.append(f"{where}: bare {f.id}() has no context for lupdate")
            elif isinstance(f, ast.Attribute) and not (
                    isinstance(f.value, ast.Name) and f.value.id.endswith("Application")):
                continue  # QPainter.translate, a QTranslator asked directly...
            elif call.args and _is_text(call.args[0]) is False and len(call.args) >= 2:
                bad.append(f"{where}: translate() with a context in a variable")
            elif len(call.args) >= 4 and not isinstance(call.args[3], ast.Constant):
                bad.append(f"{where}: lupdate misses a plural count given as an expression "
                           "to translate(); use self.tr(text, '', n)")
        assert bad == [], "\n".join(bad)

    def test_no_f_strings_are_translated(self) -> None:
        bad = [f"{path.relative_to(ROOT)}:{call.lineno}" for path, call, _cls in _the_code_calls()
               if any(isinstance(a, ast.JoinedStr) for a in call.args)]
        assert bad == []


# ------------------------------------------------------------------ loading


class TestLoading:
    def test_resolve_language(self) -> None:
        have = ["en", "de"]
        assert resolve_language("de", [], have) == "de"
        assert resolve_language("de_CH", [], have) == "de"
        assert resolve_language("de-AT", ["en-US"], have) == "de"
        assert resolve_language("", ["de-AT", "en-US"], have) == "de"
        assert resolve_language("", ["fr-FR", "de-DE"], have) == "de"
        assert resolve_language("", ["en-GB", "de-DE"], have) == "en"
        assert resolve_language("", ["fr-FR", "it"], have) == "en"
        assert resolve_language("", [], have) == "en"
        # a language we do not have, or nonsense: English (the setting was explicit)
        assert resolve_language("fr", ["de-DE"], have) == "en"
        assert resolve_language("../../etc/passwd", ["de-DE"], have) == "en"
        # a setting that is not text means the system's
        assert resolve_language(3, ["de-DE"], have) == "de"  # type: ignore[arg-type]

    def test_bad_settings_fall_back_to_english(self, qapp: QApplication) -> None:
        for bad in ("xx", "klingon", "../de", "de\x00", " "):
            assert install_translators(qapp, bad) == "en"
            assert QCoreApplication.translate("WindowMenus", "&Game") == "&Game"

    def test_a_damaged_or_missing_file_gives_english(self, qapp: QApplication,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     tmp_path: Path) -> None:
        (tmp_path / "project_l_de.qm").write_bytes(b"not a translation file")

        class Folder:
            def __init__(self, path: Path) -> None:
                self.path = path

            def joinpath(self, name: str) -> Path:
                return self.path / name

            def iterdir(self) -> Iterator[Path]:
                return self.path.iterdir()

        monkeypatch.setattr("app.i18n.resources.files", lambda _package: Folder(tmp_path))
        assert shipped_languages() == ["de"]
        assert install_translators(qapp, "de") == "en"
        (tmp_path / "project_l_de.qm").unlink()
        assert install_translators(qapp, "de") == "en"

    def test_german_then_english_again(self, german: QApplication) -> None:
        assert i18n.current_language() == "de"
        assert QCoreApplication.translate("WindowMenus", "&Game") == "&Spiel"
        # Qt's own strings (standard buttons) are German too, where Qt ships them
        assert QLocale().language() == QLocale.Language.German
        assert install_translators(german, "en") == "en"
        assert QCoreApplication.translate("WindowMenus", "&Game") == "&Game"
        assert install_translators(german, "de") == "de"

    def test_plural_forms(self, german: QApplication) -> None:
        from app.templates import counted

        def warnings(n: int) -> str:
            return counted(QCoreApplication.translate("FindingsPanel", "%n warning(s)", None, n),
                           n)

        assert warnings(1) == "1 Warnung"
        assert warnings(3) == "3 Warnungen"

    def test_english_plurals_without_a_translation(self) -> None:
        from app.templates import counted

        def warnings(n: int) -> str:
            return counted(QCoreApplication.translate("FindingsPanel", "%n warning(s)", None, n),
                           n)

        assert warnings(1) == "1 warning"
        assert warnings(2) == "2 warnings"

    def test_startup_language_never_fails(self, tmp_path: Path) -> None:
        settings = Settings.at_path(str(tmp_path / "s.ini"))
        assert startup_language(settings) == ""
        settings.set_language("de")
        assert startup_language(settings) == "de"
        settings.store.setValue("interface/language", 42)
        assert startup_language(settings) == ""

    def test_the_choice_survives_a_restart(self, tmp_path: Path) -> None:
        """Read back by another process (Qt caches ini files within one)."""
        path = tmp_path / "settings.ini"
        settings = Settings.at_path(str(path))
        settings.set_language("de")
        settings.sync()
        code = ("import sys\n"
                "from PySide6.QtCore import QCoreApplication\n"
                "from app.model.settings import Settings\n"
                "app = QCoreApplication([])\n"
                "print(Settings.at_path(sys.argv[1]).language())\n")
        done = subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT,
                              capture_output=True, text=True, timeout=HANG, check=True)
        assert done.stdout.strip() == "de"

    def test_both_programs_share_the_setting(self) -> None:
        from app.table import main

        assert (main.ORGANISATION, main.APPLICATION) == (
            i18n.SETTINGS_ORGANISATION, i18n.SETTINGS_APPLICATION)


# ------------------------------------------------------------------ the windows


class TestWindows:
    def test_game_window_in_german(self, german: QApplication, qtbot: Any,
                                   tmp_path: Path) -> None:
        from app.table.window import GameWindow

        w = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")), autosave=False)
        qtbot.addWidget(w)
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles == ["&Spiel", "&Bearbeiten", "&Zug", "&Ansicht", "&Hilfe"]
        assert w.menus.act_master.text() == "&Meisteraktion"
        assert w.menus.act_end_turn.text() == "Zug b&eenden"
        w.close()

    def test_editor_in_german(self, german: QApplication, qtbot: Any) -> None:
        from editor.window import EditorWindow

        w = EditorWindow()
        qtbot.addWidget(w)
        w.open_classic()
        titles = [a.text() for a in w.menuBar().actions()]
        assert titles == ["&Datei", "&Bearbeiten", "&Puzzle", "Dec&k", "&Ansicht"]
        assert [w.tabs.tabText(i) for i in range(w.tabs.count())] == ["Puzzles", "Steine", "Deck"]
        w.stack.setClean()

    @pytest.mark.parametrize("language", shipped_languages())
    def test_menu_shortcut_letters_differ(self, qapp: QApplication, qtbot: Any, tmp_path: Path,
                                          language: str) -> None:
        """Alt+letter reaches one item per menu, in every language."""
        from app.table.window import GameWindow
        from editor.window import EditorWindow

        def letter(text: str) -> str | None:
            m = re.search(r"&([^&])", text.replace("&&", ""))
            return m.group(1).lower() if m else None

        def clashes(actions: list[Any], where: str) -> list[str]:
            out: list[str] = []
            seen: dict[str | None, str] = {}
            for a in actions:
                k = letter(a.text())
                if k is not None and k in seen:
                    out.append(f"{where}: {seen[k]!r} and {a.text()!r}")
                seen.setdefault(k, a.text())
                if a.menu() is not None:
                    out += clashes(a.menu().actions(), f"{where} > {a.text()}")
            return out

        assert install_translators(qapp, language) == language
        try:
            game = GameWindow(Settings.at_path(str(tmp_path / "s.ini")), autosave=False)
            editor = EditorWindow()
            qtbot.addWidget(game)
            qtbot.addWidget(editor)
            found = clashes(game.menuBar().actions(), "game")
            found += clashes(editor.menuBar().actions(), "editor")
            assert found == []
        finally:
            install_translators(qapp, "en")

    def test_findings_in_german(self, german: QApplication) -> None:
        from app.core.validation import validate_deck
        from editor.puzzle_page import finding_text

        deck = classic_deck()
        data = deck.to_json()
        data["name"] = ""
        from app.rules import deck_from_json

        report = validate_deck(deck_from_json(data))
        texts = [finding_text(f) for f in report.findings]
        assert "Das Deck hat keinen Namen." in texts
        assert any(t.startswith("Belohnungen: ") for t in texts)
        english = {f.message for f in report.findings}
        assert not english & set(texts) - {""}

    def test_language_menu_saves_and_switches_at_once(
            self, qapp: QApplication, qtbot: Any, tmp_path: Path,
            monkeypatch: pytest.MonkeyPatch) -> None:
        from app.table.window import GameWindow

        settings = Settings.at_path(str(tmp_path / "settings.ini"))
        w = GameWindow(settings, autosave=False)
        qtbot.addWidget(w)
        shown: list[tuple[str, str]] = []
        monkeypatch.setattr(QMessageBox, "information",
                            staticmethod(lambda _p, title, text, *a, **k: shown.append(
                                (title, text))))
        acts = {a.data(): a for a in w.menus.language_menu.actions()}
        assert set(acts) == {"", *shipped_languages()}  # the system's, then every language
        assert acts[""].isChecked()
        names = [a.text() for a in w.menus.language_menu.actions()][1:]
        assert names[:2] == ["English", "Deutsch"] and len(names) == len(shipped_languages())
        try:
            acts["de"].trigger()
            assert settings.language() == "de"
            assert i18n.current_language() == "de"
            assert w.menuBar().actions()[0].text() == "&Spiel"
            acts["en"].trigger()
            assert settings.language() == "en"
            assert w.menuBar().actions()[0].text() == "&Game"
            acts["en"].trigger()  # no change
            assert i18n.current_language() == "en"
            acts[""].trigger()
            assert settings.language() == ""
            assert i18n.current_language() == resolve_language("")
            assert shown == []  # no message: nothing waits for a restart
        finally:
            i18n.switch_language("en")
        w.close()

    def test_the_editor_keeps_the_language_in_the_games_settings(
            self, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
        from editor.window import EditorWindow

        store = Settings(QSettings(str(tmp_path / "game.ini"), QSettings.Format.IniFormat))
        monkeypatch.setattr(i18n, "shared_settings", lambda parent=None: store)
        monkeypatch.setattr(QMessageBox, "information", staticmethod(lambda *a, **k: None))
        w = EditorWindow()
        qtbot.addWidget(w)
        try:
            {a.data(): a for a in w.language_menu.actions()}["de"].trigger()
            assert store.language() == "de"
            assert i18n.current_language() == "de"  # the editor switched at once
            assert w.tabs.tabText(1) != "Pieces"
        finally:
            i18n.switch_language("en")


# ------------------------------------------------------------------ reasons


ALL_KINDS = [*Illegal, *Unfit]


def _sample(kind: ReasonKind) -> Reason:
    """A reason of ``kind`` with a recognisable value in every field of its template."""
    args: dict[str, Arg] = {}
    for name in re.findall(r"{(\w+)}", kind.value):
        if name == "choices":
            args[name] = Choices(("O1", "I2", "L3"))
        elif name == "square":
            args[name] = Square(2, 1)
        else:
            args[name] = f"X{name}9"
    return Reason.of(kind, **args)


class TestReasons:
    def test_english_sentences_start_with_a_capital_and_name_no_coordinates(self) -> None:
        for kind in ALL_KINDS:
            text = str(_sample(kind))
            assert text[0].isupper() or text.startswith("X"), text
            assert text.endswith("."), text
            assert not re.search(r"\(\d, ?\d\)", text), text
        assert str(_sample(Illegal.SOLID_SQUARE)) == (
            "The piece covers a solid square of Xpuzzle9 (in the middle row, second from the left): "
            "pieces go on the recessed squares.")

    def test_every_reason_is_translated_with_all_its_fields(self, german: QApplication) -> None:
        for kind in ALL_KINDS:
            reason = _sample(kind)
            out = reason_text(reason)
            assert out != str(reason), kind
            for _name, value in reason.args:
                if isinstance(value, str):
                    assert value in out, (kind, out)
            assert "{" not in out, (kind, out)

    def test_real_reasons_in_german(self, german: QApplication) -> None:
        state = GameSetup((SeatConfig("Ann"), SeatConfig("Bob")), seed=5).record().initial_state()
        pid = state.white_row[0]
        why = check(state, TakePuzzle("Q99"))
        assert why == Reason.of(Illegal.NOT_IN_ROW, puzzle="Q99")
        assert reason_text(why) == (
            "Q99 liegt in keiner Reihe: Nimm eines der offen liegenden Puzzles.")
        why = check(state, TakePiece("L3"))
        assert why is not None and reason_text(why) == (
            "Du kannst L3 nicht nehmen: Der Level-1-Stein ist O1.")
        why = check(state, Place(pid, "I2", ((0, 0), (0, 1))))
        assert why is not None and reason_text(why) == (
            f"{pid} ist keines deiner Puzzles: Setze Steine in deine eigenen Puzzles ein.")
        assert check(state, EndTurn()) is None

    def test_lists_and_squares_in_german(self, german: QApplication) -> None:
        assert reason_text(Reason.of(Illegal.CHOOSE_PIECE, choices=Choices(("O1", "I2", "L3")))) == (
            "Wähle, welchen Stein du nimmst: O1, I2 oder L3.")
        assert reason_text(
            Reason.of(Illegal.COVERED_SQUARE, square=Square(0, 4), puzzle="W03")) == (
            "Der Stein bedeckt ein Feld von W03, das schon belegt ist (ganz oben, ganz rechts).")

    def test_english_interface_says_the_english_sentence(self) -> None:
        reason = Reason.of(Illegal.TAKE_ONE_OF, piece="L3", choices=Choices(("O1", "I2")))
        assert reason_text(reason) == str(reason) == "You cannot take L3: choose O1 or I2."


def test_menu_texts_read_as_words_without_their_key_marks() -> None:
    from app.i18n import without_mnemonic

    assert without_mnemonic("&Save as…") == "Save as…"
    assert without_mnemonic("Tom && Jerry") == "Tom & Jerry"
    # languages without Latin letters name the key in brackets: the brackets go too
    assert without_mnemonic("ファイル(&F)") == "ファイル"
    assert without_mnemonic("新しいゲーム(&N)…") == "新しいゲーム…"
    assert without_mnemonic("保存（&S）") == "保存"
    assert without_mnemonic("เกมใหม่ (&N)") == "เกมใหม่"
