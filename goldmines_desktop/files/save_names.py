"""Save names: what a save may be called, so that its name is a file name on every system (no
reserved word, no character a file system refuses, nothing invisible), and a player's name made
fit for one. The messages are for the player.
"""

from __future__ import annotations

import re

from ..engine import draws_nothing

MAX_SAVE_NAME = 80  # characters in a save's name (its file name without ".json")
UNSAFE_CHARACTERS = '<>:"/\\|?*'
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
    """Whether ``text[index]`` may be in a save name: a space, or what a player's name may
    hold by the engine's one rule of characters that draw nothing (a zero-width joiner only
    inside an emoji); no control character, tab or line break."""
    char = text[index]
    if char == " ":
        return True
    # what draws_nothing lets through and is not printable is a joiner inside an emoji
    return not draws_nothing(text, index) and (char.isprintable() or char == "\u200d")


def file_safe(text: str) -> str:
    """A player's name made fit for a save name: only characters ``check_save_name`` takes
    (tabs and line breaks become spaces), and no dot or space at either end."""
    text = re.sub(r"\s+", " ", text)
    kept = "".join(
        c for i, c in enumerate(text) if c not in UNSAFE_CHARACTERS and name_character(text, i)
    )
    return re.sub(r" +", " ", kept).strip(" .")
