"""What a name may hold: players' names, a game's name, the names sent over the network.

The policy (docs/formats.md, "Names") follows Unicode's guidance for text shown as a name
(UTS #39, *Unicode Security Mechanisms*, and UAX #31, *Identifiers*, section 2.3 on format
controls) and what the game's languages need:

- every visible character: letters and marks of every script, digits, punctuation, symbols,
  emoji with their variation selectors and modifiers, and spaces of every kind (an ideographic
  space between a Japanese family and given name);
- four invisible characters that ordinary text of some scripts needs: U+200B ZERO WIDTH SPACE
  (where a line may break between words; Thai, Lao, Khmer and Burmese put no spaces between
  words), U+2060 WORD JOINER (where it must not), U+200C ZERO WIDTH NON-JOINER and U+200D ZERO
  WIDTH JOINER (they change how letters join in Persian, Arabic and Indic scripts, and build
  emoji sequences such as 👩‍💻). UAX #31 allows the joiners inside identifiers in context;
  here they are plain text, so they are allowed anywhere but at the ends;
- nothing else that is invisible or moves text about: control characters (tab, newline...),
  the bidirectional embeddings, overrides, isolates and marks (U+202A-U+202E, U+2066-U+2069,
  U+200E, U+200F, U+061C), which can show a name in another order than it is written (the
  "Trojan Source" trick), the byte order mark, the soft hyphen, tag characters (which can
  carry hidden ASCII), line and paragraph separators, private-use, unassigned code points and
  lone surrogates.

Two names that differ only by invisible characters, case or Unicode form are the same player's
(:func:`name_key`), so an invisible character cannot make a second "Ann".

Ids (a piece's ``I3``, a puzzle's ``W12``) are stricter: printable characters only
(``str.isprintable``), no space, nothing invisible.
"""

from __future__ import annotations

import unicodedata

NAME_INVISIBLES = frozenset("\u200b\u200c\u200d\u2060")
"""The invisible characters a name may hold (see the module's documentation)."""

_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_ENDS = " " + "".join(sorted(NAME_INVISIBLES))


def name_character_ok(ch: str) -> bool:
    """Whether a name may hold the character ``ch``."""
    return ch in NAME_INVISIBLES or unicodedata.category(ch) not in _REFUSED_CATEGORIES


def refused_characters(text: str) -> str:
    """The characters of ``text`` a name may not hold, each once, in order."""
    return "".join(dict.fromkeys(ch for ch in text if not name_character_ok(ch)))


def valid_name(text: str) -> bool:
    """Whether ``text`` holds only what a name may hold (it may be empty)."""
    return all(name_character_ok(ch) for ch in text)


def clean_name_text(text: str, limit: int) -> str:
    """``text`` made a name: the characters a name may not hold are left out (line breaks and
    tabs become spaces), every run of white space becomes one space, the ends lose their spaces
    and invisible characters, and it is cut to ``limit`` characters."""
    kept = []
    for ch in text:
        if ch in "\t\n\r" or unicodedata.category(ch) in ("Zs", "Zl", "Zp"):
            kept.append(" ")
        elif name_character_ok(ch):
            kept.append(ch)
    return " ".join("".join(kept).split())[:limit].strip(_ENDS)


def name_key(text: str) -> str:
    """What two names must share to be the same person's: the name without its invisible
    characters, compatibility-normalised and case-folded (Unicode's NFKC_Casefold in spirit:
    ``"Zoe\u0308"`` and ``"ZOË"``, a full-width ``"Ａｎｎ"`` and ``"ann"``, ``"B\u200bo"`` and
    ``"Bo"`` are one name). Letters of another script that look alike (a Cyrillic ``а``) stay
    apart."""
    visible = "".join(ch for ch in text if ch not in NAME_INVISIBLES)
    folded = unicodedata.normalize("NFKC", visible).casefold()
    return unicodedata.normalize("NFKC", folded)
