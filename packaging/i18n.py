"""Update and compile the interface translations.

    python packaging/i18n.py              # update every .ts from the code, then compile .qm
    python packaging/i18n.py --add fr     # start a new language: resources/translations/...fr.ts
    python packaging/i18n.py --check      # exit 1 if a .ts or .qm is out of date or unfinished

``pyside6-lupdate`` reads the translatable strings of every ``.py`` file under ``app/`` and
``editor/`` (``self.tr("...")`` in classes, ``QCoreApplication.translate("Context", "...")``
and ``QT_TRANSLATE_NOOP("Context", "...")`` elsewhere) into
``resources/translations/project_l_<lang>.ts``, keeping the translations already made and
dropping strings the code no longer has. Translators edit the ``.ts`` files with Qt Linguist
(``pyside6-linguist``) or any XML editor; ``pyside6-lrelease`` then compiles each into the
``.qm`` file that the programs load (``app/i18n.py``).

English is the source language, but Qt's ``%n`` plurals need a translation even there:
``"%n point(s)"`` must read "1 point" and "2 points". ``project_l_en.ts`` therefore holds the
plural messages only (``lupdate -pluralonly``), with the English singular and plural of each;
it is checked like the others and compiled to ``project_l_en.qm``, which ``app/i18n.py`` loads
under every language (a translation that lacks a phrase falls back to the English forms). A new
plural gets its forms from the source's "(s)" ("%n point(s)" -> "%n point" / "%n points");
edit the file where English says it otherwise ("They stay" -> "It stays"): hand-made forms stay.

Both tools come with PySide6 (the project's venv has them).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TRANSLATIONS = ROOT / "resources" / "translations"
SOURCE_DIRS = ("app", "editor")
PREFIX = "project_l_"
SOURCE_LANGUAGE = "en"
"""The language of the code's strings: its ``.ts`` holds only the plural forms."""


def tool(name: str) -> str:
    """The path of a PySide6 tool (``lupdate``, ``lrelease``): next to this Python, else on
    PATH.

    :raises FileNotFoundError: when PySide6's tools are not installed.
    """
    exe = f"pyside6-{name}"
    bindir = Path(sys.executable).parent
    for candidate in (bindir / exe, bindir / f"{exe}.exe"):
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(exe)
    if found:
        return found
    raise FileNotFoundError(f"{exe} not found: install PySide6 in this Python")


def source_files(root: Path = ROOT) -> list[Path]:
    """Every Python file whose strings may be translated, in a stable order."""
    out: list[Path] = []
    for folder in SOURCE_DIRS:
        out += (p for p in (root / folder).rglob("*.py") if "__pycache__" not in p.parts)
    return sorted(out)


def ts_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    """The translation source of ``language``."""
    return folder / f"{PREFIX}{language}.ts"


def qm_path(ts: Path) -> Path:
    """The compiled file next to a ``.ts`` file."""
    return ts.with_suffix(".qm")


def languages(folder: Path = TRANSLATIONS) -> list[str]:
    """The languages translated from English (a ``.ts`` file of every string), sorted; the
    source language's plural file is not one of them (see :func:`ts_files`)."""
    return sorted(code for code in (p.stem[len(PREFIX):] for p in folder.glob(f"{PREFIX}*.ts"))
                  if code != SOURCE_LANGUAGE)


def ts_files(folder: Path = TRANSLATIONS) -> list[Path]:
    """Every ``.ts`` file: the English plurals first, then each translation."""
    return [ts_path(SOURCE_LANGUAGE, folder), *(ts_path(lang, folder) for lang in languages(folder))]


def _run(args: Sequence[str]) -> str:
    done = subprocess.run(list(args), capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{Path(args[0]).name} failed:\n{done.stdout}{done.stderr}")
    return done.stdout + done.stderr


def lupdate(ts_files: Iterable[Path], sources: Sequence[Path] | None = None,
            root: Path = ROOT, plural_only: bool = False) -> str:
    """Merge the code's strings into ``ts_files`` (created if missing); returns lupdate's
    report. Locations are written relative to each file; strings gone from the code are
    dropped; ``plural_only`` keeps only the ``%n`` messages (the English file)."""
    files = [str(p.relative_to(root)) if p.is_relative_to(root) else str(p)
             for p in (sources if sources is not None else source_files(root))]
    ts = [str(p) for p in ts_files]
    # a list file keeps the command line short on Windows
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False, encoding="utf-8") as lst:
        lst.write("\n".join(files) + "\n")
    try:
        cwd = os.getcwd()
        os.chdir(root)
        try:
            return _run([tool("lupdate"), "-no-obsolete", "-locations", "relative",
                         "-source-language", SOURCE_LANGUAGE,
                         *(["-pluralonly"] if plural_only else []), f"@{lst.name}", "-ts", *ts])
        finally:
            os.chdir(cwd)
    finally:
        os.unlink(lst.name)


def lrelease(ts: Path, qm: Path | None = None) -> Path:
    """Compile ``ts`` into ``qm`` (default: next to it); unfinished entries stay English."""
    out = qm if qm is not None else qm_path(ts)
    _run([tool("lrelease"), "-nounfinished", str(ts), "-qm", str(out)])
    return out


# ------------------------------------------------------------------ reading .ts files


@dataclass(frozen=True, slots=True)
class Message:
    """One entry of a ``.ts`` file."""

    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type: "" (done), "unfinished", "vanished", "obsolete"
    translations: tuple[str, ...]  # one, or one per plural form

    @property
    def key(self) -> tuple[str, str, str]:
        """What identifies the message: context, source and disambiguation."""
        return self.context, self.source, self.comment


def read_ts(path: Path) -> list[Message]:
    """The messages of a ``.ts`` file."""
    out: list[Message] = []
    for ctx in ET.parse(path).getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            forms = tr.findall("numerusform") if tr is not None else []
            texts = tuple(f.text or "" for f in forms) if forms else (
                (tr.text or "",) if tr is not None else ("",))
            out.append(Message(
                context=name,
                source=msg.findtext("source") or "",
                comment=msg.findtext("comment") or "",
                numerus=msg.get("numerus") == "yes",
                kind=(tr.get("type") or "") if tr is not None else "unfinished",
                translations=texts,
            ))
    return out


_PLACEHOLDER = re.compile(r"%(?:\d+|n)|\{[a-z_]+(?:![rsa])?\}")


def problems(messages: Iterable[Message]) -> list[str]:
    """What is wrong with a language's translations: unfinished, empty, obsolete or vanished
    entries (a string the code no longer has), and placeholders (%1, %n, {name}) that differ
    from the source's."""
    out: list[str] = []
    for m in messages:
        where = f"{m.context}: {m.source!r}"
        if m.kind in ("vanished", "obsolete"):
            out.append(f"{m.kind}: {where}")
            continue
        if m.kind == "unfinished":
            out.append(f"unfinished: {where}")
            continue
        if any(not t.strip() for t in m.translations) and m.source.strip():
            out.append(f"empty: {where}")
            continue
        want = sorted(set(_PLACEHOLDER.findall(m.source)))
        for i, t in enumerate(m.translations):
            have = sorted(set(_PLACEHOLDER.findall(t)))
            # the first (singular) form may say "one" instead of %n; the others show the count
            if have != want and not (
                    m.numerus and i == 0 and [p for p in want if p != "%n"] == have):
                out.append(f"placeholders {have} instead of {want}: {where}")
                break
    return out


# ------------------------------------------------------------------ the English plurals


def english_forms(source: str) -> tuple[str, str]:
    """The English singular and plural of a ``%n`` source written the project's way:
    "%n point(s)" -> ("%n point", "%n points")."""
    return source.replace("(s)", ""), source.replace("(s)", "s")


def fill_english(ts: Path) -> int:
    """Give every unfinished message of the English plural file its two forms by
    :func:`english_forms`; returns how many. Forms set by hand (a finished message: "They
    stay" -> "It stays") are kept."""
    tree = ET.parse(ts)
    done = 0
    for msg in tree.getroot().iter("message"):
        tr = msg.find("translation")
        if tr is None or tr.get("type") != "unfinished" or msg.get("numerus") != "yes":
            continue
        for child in list(tr):
            tr.remove(child)
        tr.text = "\n            "
        for i, form in enumerate(english_forms(msg.findtext("source") or "")):
            e = ET.SubElement(tr, "numerusform")
            e.text = form
            e.tail = "\n            " if i == 0 else "\n        "
        del tr.attrib["type"]
        done += 1
    if done:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        text = ts.read_text(encoding="utf-8")
        if "<!DOCTYPE TS>" not in text:
            ts.write_text(text.replace("?>\n", "?>\n<!DOCTYPE TS>\n", 1), encoding="utf-8")
    return done


# ------------------------------------------------------------------ the steps


def update(langs: Sequence[str], folder: Path = TRANSLATIONS) -> None:
    """Update the ``.ts`` files of ``langs`` and the English plurals from the code and compile
    them."""
    translated = [ts_path(lang, folder) for lang in langs if lang != SOURCE_LANGUAGE]
    if translated:
        print(lupdate(translated).strip())
    english = ts_path(SOURCE_LANGUAGE, folder)
    print(lupdate([english], plural_only=True).strip())
    filled = fill_english(english)
    if filled:
        print(f"{filled} new English plural(s) in {english.name}: \"%n point(s)\" made "
              "\"%n point\" / \"%n points\"; correct any that English says otherwise")
    for lang in [SOURCE_LANGUAGE, *(x for x in langs if x != SOURCE_LANGUAGE)]:
        qm = lrelease(ts_path(lang, folder))
        print(f"compiled {qm.relative_to(ROOT) if qm.is_relative_to(ROOT) else qm}")


def check(folder: Path = TRANSLATIONS) -> list[str]:
    """What is out of date: strings the code has that a ``.ts`` lacks (or the reverse), a
    ``.qm`` that differs from its ``.ts`` compiled now, unfinished translations."""
    out: list[str] = []
    langs = [SOURCE_LANGUAGE, *languages(folder)]
    with tempfile.TemporaryDirectory() as tmp:
        fresh = Path(tmp) / f"{PREFIX}xx.ts"
        lupdate([fresh])
        every = read_ts(fresh)
        for lang in langs:
            want = {m.key for m in every if m.numerus or lang != SOURCE_LANGUAGE}
            ts = ts_path(lang, folder)
            if not ts.is_file():
                out.append(f"{lang}: {ts.name} is missing: run python packaging/i18n.py")
                continue
            messages = read_ts(ts)
            have = {m.key for m in messages if m.kind not in ("vanished", "obsolete")}
            out += [f"{lang}: missing {k[0]}: {k[1]!r}" for k in sorted(want - have)]
            out += [f"{lang}: no longer in the code {k[0]}: {k[1]!r}"
                    for k in sorted(have - want)]
            out += [f"{lang}: {p}" for p in problems(messages)]
            built = lrelease(ts, Path(tmp) / f"{lang}.qm")
            shipped = qm_path(ts)
            if not shipped.is_file() or shipped.read_bytes() != built.read_bytes():
                out.append(f"{lang}: {shipped.name} is not compiled from {ts.name}")
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: update (default), ``--add LANG`` or ``--check``."""
    p = argparse.ArgumentParser(description="Update and compile the interface translations.")
    p.add_argument("--add", metavar="LANG", help="start a translation (e.g. fr, pt_BR)")
    p.add_argument("--check", action="store_true", help="only report what is out of date")
    args = p.parse_args(argv)
    if args.check:
        found = check()
        for line in found:
            print(line)
        print("translations up to date" if not found else f"{len(found)} problem(s)")
        return 1 if found else 0
    langs = languages()
    if args.add:
        if not re.fullmatch(r"[a-z]{2,3}(_[A-Z]{2})?", args.add):
            p.error(f"not a language code: {args.add!r} (e.g. fr, pt_BR)")
        if args.add != SOURCE_LANGUAGE and args.add not in langs:
            langs.append(args.add)
    update(langs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
