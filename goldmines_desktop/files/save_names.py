"""Save names: what a save may be called, so that its name is a file name on every system (no
reserved word, no character a file system refuses, nothing invisible), and a player's name made
fit for one. The messages are for the player.
"""

from __future__ import annotations

import re

MAX_SAVE_NAME = 80  # characters in a save's name (its file name without ".json")
UNSAFE_CHARACTERS = '<>:"/\\|?*'
ZERO_WIDTH_JOINER = "\u200d"  # joins emoji into one picture (a family, a flag)
RESERVED_NAMES = frozenset(
    ["CON", "PRN", "AUX", "NUL"] + [f"{p}{n}" for p in ("COM", "LPT") for n in range(1, 10)]
)


class SaveNameError(ValueError):
    """A save name that cannot be a file name; the message is for the player."""


def check_save_name(name: str) -> str:
    """The name as it will be saved (trimmed); SaveNameError saying what is wrong with it."""
    name = name.strip()
    if not name:
        raise SaveNameError("Type a name for the save.")
    if len(name) > MAX_SAVE_NAME:
        raise SaveNameError(f"The name is too long (at most {MAX_SAVE_NAME} characters).")
    bad = sorted({c for c in name if c in UNSAFE_CHARACTERS})
    if bad:
        shown = " ".join(bad)
        raise SaveNameError(f"A save name cannot contain these characters: {shown}")
    if any(not name_character(name, i) for i in range(len(name))):
        raise SaveNameError(
            "A save name cannot contain invisible characters (tabs, line breaks, "
            "zero-width spaces...)."
        )
    if name.endswith("."):
        raise SaveNameError("A save name cannot end with a dot.")
    if name.startswith("."):
        raise SaveNameError("A save name cannot start with a dot.")
    if name.split(".")[0].strip().upper() in RESERVED_NAMES:
        raise SaveNameError(f"“{name}” is a name the system keeps for itself; choose another.")
    if len(f"{name}.json".encode()) > 250:
        raise SaveNameError("The name is too long for a file name.")
    return name


def name_character(text: str, index: int) -> bool:
    """Whether ``text[index]`` may be in a save name: a visible character or a space, or a
    zero-width joiner between two visible characters (an emoji made of several, a family)."""
    char = text[index]
    if char.isprintable():
        return True
    if char != ZERO_WIDTH_JOINER or not 0 < index < len(text) - 1:
        return False
    return not text[index - 1].isspace() and not text[index + 1].isspace()


def file_safe(text: str) -> str:
    """A player's name made fit for a save name: only characters ``check_save_name`` takes
    (tabs and line breaks become spaces), and no dot or space at either end."""
    text = re.sub(r"\s+", " ", text)
    kept = "".join(
        c for i, c in enumerate(text) if c not in UNSAFE_CHARACTERS and name_character(text, i)
    )
    return re.sub(r" +", " ", kept).strip(" .")
