"""Each language's own rules of writing, checked over every string of its translation and its
two documents (How to play, the rules reference), where a rule can be checked by a machine.

- French: a no-break space (U+00A0, or the narrow U+202F) before « : ; ? ! » and inside « »;
  addresses ("hôte:port", "ws://"), numbers ("47470") and file patterns ("*.json;;") aside.
- German: "du", never the formal "Sie" ("Geben Sie einen Wert ein").
- French and Ukrainian: one apostrophe, ’ (U+2019), never the ASCII ' ("l’image",
  "комп’ютер").
- Japanese: the full-width colon "：" in sentences and labels (ASCII only inside addresses);
  no space between a number and its counter word ("%n人", "30秒", "あと%n枚").
- Hungarian: the informal "te", never the formal "Ön" forms ("kattintson"); no "a(z)": a puzzle id always takes "a" (W…, B…), other values are put where they
  need no article; only "column %1", said of a column off the solo grid, keeps it.
- Thai: the access key before a label's colon, with no space before it ("ชื่อเกม(&G):"); no
  ", " between Thai words; How to play and the rules reference keep each paragraph on one line
  (a line break inside a paragraph shows as a space, and in Thai a space ends a clause).
- Japanese and Thai (access keys in brackets): the key comes before the colon.
- Every language: no two buttons of one tool bar say the same (Ukrainian Undo and Cancel were
  both "Скасувати").

The glossaries (tests/test_glossary.py) check the words; this module checks the writing.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from i18nkit import i18n_script
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QToolBar

from app.i18n import install_translators, without_mnemonic
from app.model.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
GUIDES = ROOT / "resources" / "docs"

script = i18n_script()


def texts(language: str) -> list[tuple[str, str, str]]:
    """(context, source, text) of every translation and plural form of a language."""
    return [(m.context, m.source, t) for m in script.read_ts(script.ts_path(language))
            for t in m.translations]


def documents(language: str) -> Iterator[tuple[str, str]]:
    """(name, text) of How to play and the rules reference in a language."""
    for doc in ("howto", "rules"):
        path = GUIDES / f"{doc}.{language}.md"
        yield path.name, path.read_text(encoding="utf-8")


def prose(markdown: str) -> str:
    """A document's words: without link targets (``](picture:turn)``), code and URLs."""
    text = re.sub(r"\]\([^)]*\)", "]", markdown)
    return re.sub(r"`[^`]*`", "", text)


# ------------------------------------------------------------------ French

_TECHNICAL = re.compile(
    r"\w+://\S*"  # ws://host/, wss://…
    r"|\S*\w:\d+\S*"  # 192.168.1.20:47470, server.example.org:47470
    r"|\(\*[^)]*\)(;;)?"  # file patterns: (*.json);;
    r"|[\w.-]+:[\w.-]+(?=[,\s]|$)"  # hôte:port
    r"|\d+:\d+"  # a time
)
NBSP = "\u00a0\u202f"
ASCII_APOSTROPHE = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


def french_faults(text: str) -> list[str]:
    """What breaks French typography in ``text``."""
    words = _TECHNICAL.sub(" ", text)
    found = []
    for m in re.finditer(r"(.)([:;?!»])", words):
        if m.group(1) not in NBSP:
            found.append(f"{m.group(0)!r}: no no-break space before {m.group(2)!r}")
    for m in re.finditer(r"«(.)", words):
        if m.group(1) not in NBSP:
            found.append(f"{m.group(0)!r}: no no-break space after «")
    return found


class TestFrench:
    @pytest.mark.parametrize("text", [
        "Restaurer le paquet ?", "Adresse :", "« %1 » restauré ; enregistrez-le",
        "Partie terminée !", "«\u00a0Terminé »", "Port\u00a0%1 :", "pourquoi:"])
    def test_the_faults_are_seen(self, text: str) -> None:
        assert french_faults(text)

    @pytest.mark.parametrize("text", [
        "Restaurer le paquet\u00a0?", "&Adresse\u00a0:", "«\u00a0%1\u00a0» restauré\u00a0; "
        "enregistrez-le", "L’adresse du serveur\u00a0: hôte:port, ou une adresse ws:// ou wss://",
        "192.168.1.20:47470 ou ws://…", "Paquets (*.pldeck *.json);;Tous les fichiers (*)",
        "Vraiment\u202f?"])
    def test_good_typography_passes(self, text: str) -> None:
        assert french_faults(text) == []

    def test_every_french_string(self) -> None:
        bad = [f"[{ctx}] {text!r}: {fault}" for ctx, _source, text in texts("fr")
               for fault in french_faults(text)]
        assert bad == [], "\n".join(bad)

    def test_both_french_documents(self) -> None:
        bad = [f"{name}:{n}: {fault}" for name, doc in documents("fr")
               for n, line in enumerate(prose(doc).splitlines(), 1)
               for fault in french_faults(line)]
        assert bad == [], "\n".join(bad)


def test_french_has_one_apostrophe() -> None:
    """The typographic apostrophe, as in the other 400 strings: the print dialog said
    "L'emblème du jeu" beside "Chaque page de cartes est suivie d’une page"."""
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("fr")
           if ASCII_APOSTROPHE.search(text)]
    bad += [f"{name}:{n}: {line.strip()[:60]!r}" for name, doc in documents("fr")
            for n, line in enumerate(prose(doc).splitlines(), 1)
            if ASCII_APOSTROPHE.search(line)]
    assert bad == [], "\n".join(bad)


# ------------------------------------------------------------------ Ukrainian

def test_ukrainian_has_one_apostrophe() -> None:
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("uk")
           if ASCII_APOSTROPHE.search(text) or "\u02bc" in text]
    bad += [f"{name}:{n}: {line.strip()[:60]!r}" for name, doc in documents("uk")
            for n, line in enumerate(doc.splitlines(), 1)
            if re.search(r"[\u0400-\u04ff]['\u02bc][\u0400-\u04ff]", line)]
    assert bad == [], "\n".join(bad)
    assert any("’" in text for _ctx, _source, text in texts("uk"))


# ------------------------------------------------------------------ Japanese

COUNTERS = "人|枚|件|番|秒|分|個|通り|回|つ|点|マス|ページ|文字|手番|行|列|時間|日"
NUMBER = r"(?:%n|%\d|\{[a-z_]+\}|\d+)"


def japanese_faults(text: str) -> list[str]:
    found = []
    words = _TECHNICAL.sub(" ", text.replace("ホスト:ポート", ""))
    if ":" in words:
        found.append("an ASCII colon (use ：)")
    for m in re.finditer(rf"{NUMBER} (?:{COUNTERS})|(?:あと|最大|最少|約) {NUMBER}", text):
        found.append(f"a space in {m.group(0)!r}")
    return found


class TestJapanese:
    @pytest.mark.parametrize("text", [
        "アドレス(&A):", "ゲーム: %1", "%n 人", "あと %n 枚必要です", "%1 番の席", "30 秒"])
    def test_the_faults_are_seen(self, text: str) -> None:
        assert japanese_faults(text)

    @pytest.mark.parametrize("text", [
        "アドレス(&A)：", "ゲーム：%1", "%n人", "あと%n枚必要です", "%1番の席", "30秒",
        "%1 に保存しました", "サーバーのアドレス：ホスト:ポート、または ws:// か wss:// のアドレス",
        "（例：192.168.1.20:47470）"])
    def test_good_writing_passes(self, text: str) -> None:
        assert japanese_faults(text) == []

    def test_every_japanese_string(self) -> None:
        bad = [f"[{ctx}] {text!r}: {fault}" for ctx, _source, text in texts("ja")
               for fault in japanese_faults(text)]
        assert bad == [], "\n".join(bad)


# ------------------------------------------------------------------ Hungarian

ARTICLE_ALLOWED = {("Strings", "column %1")}
"""Where "a(z)" stays: a column off the solo grid, said by its number (1. → "az első", 2. → "a
második"), which the three columns of the grid never are."""


def test_hungarian_writes_no_a_z() -> None:
    found = {(ctx, source) for ctx, source, text in texts("hu") if "a(z)" in text.lower()}
    assert found <= ARTICLE_ALLOWED, sorted(found - ARTICLE_ALLOWED)


def test_a_hungarian_puzzle_id_takes_a() -> None:
    """A puzzle id (W…, B…) is read "dupla vé…", "bé…": the article is "a", never "az"."""
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("hu")
           if re.search(r"(?i)\baz? ?\(z\) \{(puzzle|other|puzzles)\}|\baz \{(puzzle|other)\}",
                        text)]
    assert bad == []
    assert any("a {puzzle} feladvány" in text for _ctx, _source, text in texts("hu"))


FORMAL_HU = re.compile(
    r"(?i)\b(kattintson|válasszon|adjon|nyomtasson|kérdezzen|próbálja|mentse|nyissa|jelölje|"
    r"kérjük|ellenőrizze|indítsa|zárja|várjon|húzza|töltse|keressen|csatlakozzon|kérje|"
    r"szeretné|kívánja|önnek|önt|nyomja|lépjen|tegye|vegye)\b")
"""Formal address ("Ön" and its third-person imperatives), which the glossary rules out."""


def test_hungarian_says_te() -> None:
    """The player is "te" everywhere, as in the rulebook: the print dialog said "nyomtasson"
    and a setting "Kérdezzen" beside "Válaszd ki" and "kattints"."""
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("hu") if FORMAL_HU.search(text)]
    assert bad == [], "\n".join(bad)


# ------------------------------------------------------------------ German

FORMAL_DE = re.compile(r"[a-zäöüß,]\s(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer)\b")
"""The formal "Sie" in the middle of a sentence ("Geben Sie", "dass Sie"); a capital "Sie"
after a colon is "they" or "it" ("…: Sie endet mitten in den Daten")."""


def test_german_says_du() -> None:
    """The player is "du", as in the rulebook: Qt's dialogs said "Geben Sie einen Wert ein"."""
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("de") if FORMAL_DE.search(text)]
    assert bad == [], "\n".join(bad)
    assert FORMAL_DE.search("Bitte geben Sie einen Wert ein")
    assert not FORMAL_DE.search("die Datei ist abgeschnitten: Sie endet mitten in den Daten")


# ------------------------------------------------------------------ Thai and Japanese

THAI = r"[\u0e00-\u0e7f]"
CJK = r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]"


@pytest.mark.parametrize("language", ["th", "ja"])
def test_the_access_key_comes_before_the_colon(language: str) -> None:
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts(language)
           if re.search(r"[:：]\s*\(&\w\)|\s\(&\w\)", text)]
    assert bad == [], "\n".join(bad)


def test_thai_separates_its_words_with_spaces_not_commas() -> None:
    bad = [f"[{ctx}] {text!r}" for ctx, _source, text in texts("th")
           if re.search(rf"{THAI}\u200b?[,;] \u200b?{THAI}", text)]
    assert bad == [], "\n".join(bad)


def soft_breaks(markdown: str, script_chars: str) -> list[str]:
    """The line breaks inside a paragraph of ``markdown`` with a letter of ``script_chars``
    on both sides: Markdown shows each as a space."""
    found = []
    lines = markdown.splitlines()
    for before, after in itertools.pairwise(lines):
        first = after.lstrip()
        if not before.strip() or not first or re.match(r"(#|!\[|\||```|>|[-*+] |\d+[.)] )",
                                                        first):
            continue
        if before.lstrip().startswith(("#", "|", "```")):
            continue
        if re.search(f"{script_chars}[*_]*$", before.rstrip()) and \
                re.match(f"[*_]*{script_chars}", first):
            found.append(f"…{before.rstrip()[-15:]} / {first[:15]}…")
    return found


@pytest.mark.parametrize("language, letters", [("th", THAI), ("ja", CJK)])
def test_no_line_break_inside_a_phrase(language: str, letters: str) -> None:
    bad = [f"{name}: {b!r}" for name, doc in documents(language) for b in soft_breaks(doc, letters)]
    assert bad == [], "\n".join(bad)


def test_thai_paragraphs_are_one_line() -> None:
    """A Thai paragraph continued on the next line shows a space there, which Thai reads as
    the end of a clause: every paragraph and list item is one line."""
    bad = []
    for name, doc in documents("th"):
        lines = doc.splitlines()
        for n, (before, after) in enumerate(itertools.pairwise(lines), 1):
            if before.strip() and after.strip() and not before.lstrip().startswith(
                    ("#", "|", "```")) and not re.match(r"\s*(#|!\[|\||```)", after):
                if not re.match(r"\s*([-*+]|\d+[.)]) ", after):
                    bad.append(f"{name}:{n}: {before.strip()[-20:]!r} / {after.strip()[:20]!r}")
    assert bad == [], "\n".join(bad)


def test_the_soft_break_check_sees_them() -> None:
    thai = "ปริศนาที่ไข\nสำเร็จ\n\n## หัวข้อ\n\nบรรทัดเดียว\n- รายการ\n"
    assert soft_breaks(thai, THAI) == ["…ปริศนาที่ไข / สำเร็จ…"]
    assert soft_breaks("完成した\nパズル\n\nひとつ\n\nHello\nworld\n", CJK) == ["…完成した / パズル…"]


# ------------------------------------------------------------------ every language's tool bars


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[None]:
    yield
    install_translators(qapp, "en")


@pytest.mark.parametrize("language", sorted({"en", *script.languages()}))
def test_no_two_buttons_of_a_tool_bar_say_the_same(qapp: QApplication, qtbot: object,
                                                   tmp_path: Path, english_after: None,
                                                   language: str) -> None:
    """During a master action or Finishing Touches the table's tool bar shows Undo, Confirm
    (with the phase's words) and Cancel side by side: each must say something else, as must
    the editor's buttons."""
    from app.table.window import GameWindow
    from editor.window import EditorWindow

    assert install_translators(qapp, language) == language
    game = GameWindow(Settings.at_path(str(tmp_path / "settings.ini")), autosave=False)
    editor = EditorWindow()
    for window in (game, editor):
        qtbot.addWidget(window)  # type: ignore[attr-defined]
    translate = QCoreApplication.translate
    bad = []
    for window in (game, editor):
        for bar in window.findChildren(QToolBar):
            words = [without_mnemonic(a.iconText()) for a in bar.actions()
                     if not a.isSeparator() and a.iconText()]
            if bar is getattr(game, "turn_bar", None) or bar.objectName() == "turnToolBar":
                words += [without_mnemonic(translate("WindowMenus", "&Confirm master action")),
                          without_mnemonic(translate("WindowMenus", "&Done (Finishing Touches)"))]
            twice = sorted({w for w in words if words.count(w) > 1})
            if twice:
                bad.append(f"{type(window).__name__} {bar.objectName()}: {twice}")
    editor.stack.setClean()
    assert bad == [], f"{language}: {bad}"
