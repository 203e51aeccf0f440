"""What the new-game screen holds while the players choose, and the checks before a game starts.

Plain data, no pygame: the seats (name, colour, player type) and the options, the problems that
stop a game from starting (in words for the players), the ``Setup`` they turn into, and the copy
remembered in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...engine import (
    COLORS,
    FIELD_POINT_CHOICES,
    FIELD_POINTS,
    PlayerSetup,
    RecordError,
    Setup,
    check_record_setup,
    is_printable_name,
    name_problem,
    parse_options,
    seed_from_text,
)
from ...i18n import N_, _
from ...wording import listing, sentence_start
from .seat_help import FULL_HELP, SeatHelp
from .seat_help import KINDS as HELP_KINDS

MIN_SEATS, MAX_SEATS = 2, 6
NAME_LENGTH = 20
SEED_LENGTH = 10  # digits: well inside what a record holds (names.MAX_DIGITS)
# The choices' words are marked for the catalogue and drawn through ``_``.
KINDS = (
    ("human", N_("Human")),
    ("ai:easy", N_("Computer · easy")),
    ("ai:normal", N_("Computer · normal")),
    ("ai:hard", N_("Computer · hard")),
)
GOLD_SHARING_CHOICES = (("edition3", N_("3rd edition")), ("round_robin", N_("1st edition")))
# The fields, one choice for the two house rules (``farmers``, ``field_points``): the usual
# rule, fields worth 2 a city, or no farmers at all (young children). Key: "3", "2", "off".
FIELD_CHOICES = (("3", N_("3 per city")), ("2", N_("2 per city")), ("off", N_("No farmers")))
# The options that are a switch, each remembered as true or false (anything else in the
# settings is not one: the switch keeps its default).
SWITCHES = ("goldmines", "abbot", "river", "farmers", "inns_cathedrals", "traders_builders")
# The players' colours as a sentence says them ("Seats 1 and 2 are both red").
COLOUR_WORDS = {
    "red": N_("red"),
    "blue": N_("blue"),
    "green": N_("green"),
    "yellow": N_("yellow"),
    "black": N_("black"),
    "pink": N_("pink"),
}
# A human seat's help, one choice for the three kinds (hint, worth tooltips, glow): the key
# spells which are on ("hwg": all of them, "---": none).
HELP_CHOICES = (
    ("hwg", N_("All help")),
    ("-wg", N_("No hint")),
    ("h-g", N_("No tooltips")),
    ("hw-", N_("No glow")),
    ("h--", N_("Hint only")),
    ("-w-", N_("Tooltips only")),
    ("--g", N_("Glow only")),
    ("---", N_("No help")),
)
# Friendly names for computer seats, a few per level (names, so not translated): each seat
# takes the first its level has that no other seat uses.
COMPUTER_NAMES = {
    "easy": ("Pip", "Tilly", "Bo", "Nell", "Finn", "Lotte"),
    "normal": ("Robin", "Greta", "Hugo", "Mara", "Otto", "Lena"),
    "hard": ("Ada", "Magnus", "Vera", "Konrad", "Iris", "Bruno"),
}


def help_key(chosen: SeatHelp) -> str:
    """The ``HELP_CHOICES`` key of a seat's help."""
    return "".join(kind[0] if getattr(chosen, kind) else "-" for kind in HELP_KINDS)


def help_from_key(key: str) -> SeatHelp:
    return SeatHelp(*(letter != "-" for letter in key[: len(HELP_KINDS)]))


@dataclass
class SeatDraft:
    """One seat as the screen holds it while the players choose."""

    name: str
    color: str
    kind: str = "human"
    help: SeatHelp = FULL_HELP  # a human's help (remembered by name in the settings)


def colour_word(colour: str) -> str:
    """A player's colour in the player's language, as inside a sentence ("red")."""
    return _(COLOUR_WORDS[colour]) if colour in COLOUR_WORDS else colour


def colour_name(colour: str) -> str:
    """A player's colour on its own, as a choice shows it ("Red")."""
    word = colour_word(colour)
    return word[:1].upper() + word[1:]


def _default_seats() -> list[SeatDraft]:
    return [SeatDraft(_seat_name(1), "red"), SeatDraft(_seat_name(2), "blue")]


def _seat_name(number: int) -> str:
    """The name a new seat starts with: "Player 3"."""
    return _("Player {number}").format(number=number)


@dataclass
class SetupDraft:
    """Everything on the screen, checked by ``problems`` and turned into a ``Setup``."""

    seats: list[SeatDraft] = field(default_factory=_default_seats)
    goldmines: bool = True
    abbot: bool = True
    gold_distribution: str = "edition3"
    river: bool = False
    farmers: bool = True  # the house rules: no farmers, or fields worth 2 a city
    field_points: int = FIELD_POINTS
    inns_cathedrals: bool = False
    traders_builders: bool = False
    seed: str = ""

    def problems(self) -> list[str]:
        """What stops a game from starting, in words for the players (empty when fine).

        The last check is the record reader's own (``check_record_setup``), so a game started
        here always writes an autosave the game can read back."""
        found = [
            _("Seat {number} needs a name").format(number=i)
            for i, s in enumerate(self.seats, 1)
            if not s.name.strip()
        ]
        found += self.typing_problems()
        found += _clashes([s.color for s in self.seats], _same_colour)
        found += _clashes([s.name.strip().casefold() for s in self.seats], _same_name)
        if not found:
            try:
                check_record_setup(self.to_setup(), self.seed_value(), _seat_words)
            except RecordError as err:
                found.append(sentence_start(str(err)))
        return found

    def typing_problems(self) -> list[str]:
        """The problems to show as soon as they are typed: a name the game cannot draw or keep
        (an invisible character, no letter at all), a shuffle number it cannot use."""
        found = []
        for number, seat in enumerate(self.seats, 1):
            name = seat.name.strip()
            problem = name_problem(name, _seat_words(number - 1)) if name else None
            if problem is not None:
                found.append(sentence_start(problem))
        if self.seed:
            try:
                seed_from_text(self.seed)
            except ValueError as err:
                found.append(sentence_start(str(err)))
        return found

    def to_setup(self) -> Setup:
        players = tuple(PlayerSetup(s.name.strip(), s.color, s.kind) for s in self.seats)
        options = parse_options(
            {
                "goldmines": self.goldmines,
                "abbot": self.abbot,
                "gold_distribution": self.gold_distribution,
                "river": self.river,
                "farmers": self.farmers,
                "field_points": self.field_points,
                "inns_cathedrals": self.inns_cathedrals,
                "traders_builders": self.traders_builders,
            }
        )
        return Setup(players, options)

    @property
    def fields(self) -> str:
        """The ``FIELD_CHOICES`` key of the house rules chosen."""
        return "off" if not self.farmers else str(self.field_points)

    @fields.setter
    def fields(self, key: str) -> None:
        self.farmers = key != "off"
        self.field_points = int(key) if key in ("2", "3") else FIELD_POINTS

    def seed_value(self) -> int | None:
        """The typed shuffle number, or None for a fresh shuffle (also when it is not one:
        ``problems`` says so before a game starts)."""
        try:
            return seed_from_text(self.seed) if self.seed else None
        except ValueError:
            return None

    def add_seat(self) -> None:
        """A new human seat with the first free colour and a name no other seat has."""
        used = {s.color for s in self.seats}
        colour = next((c for c in COLORS if c not in used), COLORS[0])
        self.seats.append(SeatDraft(self.new_seat_name(), colour))

    def new_seat_name(self) -> str:
        """``Player N`` for seat N (the third seat gets "Player 3"), or, when another seat
        already has that name, the next number whose name is free."""
        taken = {s.name.strip().casefold() for s in self.seats}
        number = len(self.seats) + 1
        while _seat_name(number).casefold() in taken:
            number += 1
        return _seat_name(number)

    def remove_seat(self, index: int) -> bool:
        """Take seat ``index`` away (any seat, while more than two are left)."""
        if len(self.seats) <= MIN_SEATS or not 0 <= index < len(self.seats):
            return False
        del self.seats[index]
        return True

    def set_kind(self, index: int, kind: str) -> None:
        """Seat ``index`` becomes ``kind``; a computer seat with a seat's default name (or
        another level's computer name) gets a name of its level, and a seat that stops being
        a computer gets a "Player N" name back."""
        seat = self.seats[index]
        was_default = _is_default_name(seat.name)
        seat.kind = kind
        if not was_default:
            return
        level = kind.split(":", 1)[1] if kind.startswith("ai:") else None
        seat.name = self.computer_name(index, level) if level else self._player_name(index)

    def computer_name(self, index: int, level: str) -> str:
        """The first name of ``level``'s list that no other seat has, starting at the seat's
        place in the list so two computer seats of one level differ."""
        names = COMPUTER_NAMES.get(level, COMPUTER_NAMES["normal"])
        taken = {s.name.strip().casefold() for i, s in enumerate(self.seats) if i != index}
        turned = names[index % len(names) :] + names[: index % len(names)]
        return next((n for n in turned if n.casefold() not in taken), _seat_name(index + 1))

    def _player_name(self, index: int) -> str:
        taken = {s.name.strip().casefold() for i, s in enumerate(self.seats) if i != index}
        number = index + 1
        while _seat_name(number).casefold() in taken:
            number += 1
        return _seat_name(number)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-able copy for the settings (the seed is not kept: each game is fresh)."""
        return {
            "players": [{"name": s.name, "color": s.color, "kind": s.kind} for s in self.seats],
            "options": {
                "goldmines": self.goldmines,
                "abbot": self.abbot,
                "gold_distribution": self.gold_distribution,
                "river": self.river,
                "farmers": self.farmers,
                "field_points": self.field_points,
                "inns_cathedrals": self.inns_cathedrals,
                "traders_builders": self.traders_builders,
            },
        }

    @classmethod
    def from_dict(cls, data: object) -> SetupDraft:
        """The remembered choices; anything missing or malformed falls back to the default."""
        draft = cls()
        if not isinstance(data, dict):
            return draft
        players = data.get("players")
        seats = (
            [s for s in map(_seat_from, players) if s is not None]
            if isinstance(players, list)
            else []
        )
        if MIN_SEATS <= len(seats) <= MAX_SEATS:
            draft.seats = seats
        options = data.get("options")
        if isinstance(options, dict):
            for name in SWITCHES:
                if isinstance(options.get(name), bool):
                    setattr(draft, name, options[name])
            points = options.get("field_points")
            if type(points) is int and points in FIELD_POINT_CHOICES:
                draft.field_points = points
            if _is_one_of(options.get("gold_distribution"), dict(GOLD_SHARING_CHOICES)):
                draft.gold_distribution = options["gold_distribution"]
        return draft


def _seat_from(data: object) -> SeatDraft | None:
    if not isinstance(data, dict):
        return None
    name, colour, kind = data.get("name"), data.get("color"), data.get("kind", "human")
    if not isinstance(name, str) or not is_printable_name(name):
        return None  # (an invisible character stays: the screen shows it is refused)
    if colour not in COLORS or not _is_one_of(kind, dict(KINDS)):
        return None
    return SeatDraft(name[:NAME_LENGTH], colour, kind)


def _is_default_name(name: str) -> bool:
    """A name the screen gave (a "Player N" or a computer's), not one a player typed."""
    name = name.strip()
    if any(name in names for names in COMPUTER_NAMES.values()):
        return True
    words = _seat_name(0).split("0")
    return (
        len(words) == 2
        and name.startswith(words[0])
        and name.endswith(words[1])
        and name[len(words[0]) : len(name) - len(words[1]) or None].isdigit()
    )


def _is_one_of(value: object, choices: dict[str, str]) -> bool:
    """``value in choices`` for any JSON value (a list or an object is not hashable)."""
    return isinstance(value, str) and value in choices


def _clashes(values: list[str], sentence: Callable[[str, list[str]], str]) -> list[str]:
    """``Seats 1 and 3 are both red`` for every value two or more seats share;
    ``sentence(value, seats)`` says what the seats have in common."""
    found = []
    for value in dict.fromkeys(values):
        seats = [str(i) for i, v in enumerate(values, 1) if v == value]
        if value and len(seats) > 1:
            found.append(sentence(value, seats))
    return found


def _same_colour(colour: str, seats: list[str]) -> str:
    if len(seats) == 2:
        words = _("Seats {seats} are both {colour}")
    else:
        words = _("Seats {seats} are all {colour}")
    return words.format(seats=listing(seats), colour=colour_word(colour))


def _same_name(name: str, seats: list[str]) -> str:
    return _("Seats {seats} have the same name").format(seats=listing(seats))


def _seat_words(index: int) -> str:
    """How a problem names seat ``index`` (from 0): "Seat 1"."""
    return _("Seat {number}").format(number=index + 1)
