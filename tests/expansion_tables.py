"""The tile tables of Inns & Cathedrals and Traders & Builders (3rd edition, 2021), transcribed
from the rules, for the tests that check the catalogue and the engine against them.

The rows are written the way the rules' tables write them: a city as its edges joined by ``+``
("N+W") followed by its marks, a road as its edges followed by ``inn`` when it has one, a field
as its half-edges (``inner`` for a field touching no edge) with the cities it touches.
"""

from __future__ import annotations

from dataclasses import dataclass

from goldmines_desktop.engine import GOODS


@dataclass(frozen=True)
class Row:
    """One line of a rules table."""

    edges: str  # N E S W
    cities: tuple[str, ...] = ()  # "N+W pennant", "N+E+S+W cathedral", "E+W wine"
    roads: tuple[str, ...] = ()  # "W S inn", "E"
    fields: tuple[tuple[str, tuple[str, ...]], ...] = ()  # ("En Es", ("N",)), ("inner", ...)
    other: str = ""  # "monastery", "garden" or "bridge"
    count: int = 1


NW, EW = ("N+W",), ("E+W",)
INNS_CATHEDRALS: dict[str, Row] = {
    "IC_A": Row("FFRR", roads=("W S inn",), fields=(("Wn Nw Ne En Es Se", ()), ("Sw Ws", ()))),
    "IC_B": Row(
        "FRFR",
        roads=("W E inn",),
        fields=(("Wn Nw Ne En", ()), ("Es Se Sw Ws", ())),
        other="garden",
    ),
    "IC_C": Row(
        "FRRR",
        roads=("E inn", "S", "W"),
        fields=(("Wn Nw Ne En", ()), ("Ws Sw", ()), ("Es Se", ())),
    ),
    "IC_D": Row(
        "FRFR",
        roads=("W", "E"),
        fields=(("Wn Nw Ne En", ()), ("Es Se Sw Ws", ())),
        other="monastery",
    ),
    "IC_E": Row(
        "RRRR", roads=("N W", "S E"), fields=(("Nw Wn", ()), ("Se Es", ()), ("Ne En Sw Ws", ()))
    ),
    "IC_F": Row("CRFC", cities=NW, roads=("E",), fields=(("En", NW), ("Es Se Sw", NW))),
    "IC_G": Row("CFFF", cities=("N",), fields=(("En Es", ("N",)), ("Se Sw Ws Wn", ("N",)))),
    "IC_H": Row(
        "CCCC",
        cities=("N", "E", "S", "W"),
        fields=(("inner", ("N", "E", "S", "W")),),
        other="garden",
    ),
    "IC_I": Row(
        "CRCR",
        cities=("N", "S"),
        roads=("W", "E"),
        fields=(("En", ("N",)), ("Wn", ("N",)), ("Es", ("S",)), ("Ws", ("S",))),
    ),
    "IC_J": Row(
        "CFRF", cities=("N",), roads=("S",), fields=(("Ws Wn Sw", ("N",)), ("En Es Se", ("N",)))
    ),
    "IC_K": Row("CCCC", cities=("N+E+S+W cathedral",), count=2),
    "IC_L": Row(
        "CRRC", cities=("N+W pennant",), roads=("E S inn",), fields=(("Sw En", NW), ("Es Se", ()))
    ),
    "IC_M": Row(
        "CFRR", cities=("N",), roads=("W S inn",), fields=(("Wn En Es Se", ("N",)), ("Sw Ws", ()))
    ),
    "IC_N": Row("CFRC", cities=NW, roads=("S inn",), fields=(("Sw", NW), ("Se En Es", NW))),
    "IC_O": Row("CCFC", cities=("N", "E", "W"), fields=(("Se Sw", ("N", "E", "W")),)),
    "IC_P": Row("CFCC", cities=("N+W pennant", "S"), fields=(("En Es", ("N+W", "S")),)),
    "IC_Q": Row(
        "RCRC",
        cities=("E+W pennant",),
        roads=("N", "S"),
        fields=(("Nw", EW), ("Ne", EW), ("Se", EW), ("Sw", EW)),
    ),
}
TRADERS_BUILDERS: dict[str, Row] = {
    "TB_A": Row(
        "CRFF", cities=("N",), roads=("E",), fields=(("En", ("N",)), ("Es Se Sw Ws Wn", ("N",)))
    ),
    "TB_B": Row(
        "RRRR",
        roads=("N S", "W E"),
        fields=(("Wn Nw", ()), ("Ne En", ()), ("Es Se", ()), ("Sw Ws", ())),
        other="bridge",
    ),
    "TB_C": Row(
        "CFRR",
        cities=("N",),
        roads=("W", "S"),
        fields=(("Wn", ("N",)), ("Ws Sw", ()), ("En Es Se", ("N",))),
    ),
    "TB_D": Row(
        "CRCC", cities=("N+W grain", "S"), roads=("E",), fields=(("En", NW), ("Es", ("N+W", "S")))
    ),
    "TB_E": Row(
        "FCRC", cities=("E+W grain",), roads=("S",), fields=(("Nw Ne", EW), ("Sw", EW), ("Se", EW))
    ),
    "TB_F": Row("CFRC", cities=("N+W grain",), roads=("S",), fields=(("Sw", NW), ("Se En Es", NW))),
    "TB_G": Row("CFFC", cities=("N+W grain",), fields=(("En Es Se Sw", NW),)),
    "TB_H": Row("CCFC", cities=("N+E+W grain",), fields=(("Se Sw", ("N+E+W",)),)),
    "TB_I": Row(
        "CFRC", cities=("N+W grain",), roads=("S",), fields=(("Sw", NW), ("Se", NW), ("En Es", NW))
    ),
    "TB_J": Row(
        "FRRR",
        roads=("E", "S", "W"),
        fields=(("Wn Nw Ne En", ()), ("Es Se", ()), ("Ws Sw", ())),
        other="monastery",
    ),
    "TB_K": Row(
        "CRFC",
        cities=("N+W cloth",),
        roads=("E",),
        fields=(("En", NW), ("Es Se Sw", NW)),
        other="garden",
    ),
    "TB_L": Row(
        "CRCC", cities=("N+W cloth", "S"), roads=("E",), fields=(("En", NW), ("Es", ("N+W", "S")))
    ),
    "TB_M": Row("FCCC", cities=("E+W cloth", "S"), fields=(("Nw Ne", EW), ("inner", ("E+W", "S")))),
    "TB_N": Row("CCCC", cities=("N+W cloth", "E", "S"), fields=(("inner", ("N+W", "E", "S")),)),
    "TB_O": Row(
        "CRRC",
        cities=("N+W cloth",),
        roads=("E", "S"),
        fields=(("En", NW), ("Es", NW), ("Se", NW), ("Sw", NW)),
    ),
    "TB_P": Row("FCCC", cities=("E+W wine", "S"), fields=(("Nw Ne", EW), ("inner", ("E+W", "S")))),
    "TB_Q": Row("CFFC", cities=("N+W wine",), fields=(("En Es Se Sw", NW),)),
    "TB_R": Row(
        "CRFC", cities=("N+W wine",), roads=("E",), fields=(("En", NW), ("Es", NW), ("Se Sw", NW))
    ),
    "TB_S": Row(
        "CCRC",
        cities=("N+E+W wine",),
        roads=("S",),
        fields=(("Se", ("N+E+W",)), ("Sw", ("N+E+W",))),
    ),
    "TB_T": Row("FCFC", cities=("E+W wine",), fields=(("Nw Ne", EW), ("Se Sw", EW))),
    "TB_U": Row(
        "CRRC",
        cities=("N+W wine",),
        roads=("E", "S"),
        fields=(("En", NW), ("Es Se", NW), ("Sw", NW)),
        other="garden",
    ),
    "TB_V": Row(
        "FCRC", cities=("E+W wine",), roads=("S",), fields=(("Nw Ne", EW), ("Sw", EW), ("Se", EW))
    ),
    "TB_W": Row(
        "RCRC",
        cities=("E+W wine",),
        roads=("N", "S"),
        fields=(("Nw", EW), ("Ne", EW), ("Se", EW), ("Sw", EW)),
    ),
    "TB_X": Row("CCCC", cities=("N+W wine", "E+S"), fields=(("inner", ("N+W", "E+S")),)),
}
BOX = dict.fromkeys(INNS_CATHEDRALS, "inns_cathedrals") | dict.fromkeys(
    TRADERS_BUILDERS, "traders_builders"
)
TABLE = INNS_CATHEDRALS | TRADERS_BUILDERS

City = tuple[frozenset[str], int, bool, str]  # edges, pennants, cathedral, goods
Road = tuple[frozenset[str], bool]  # edges, inn
Field = tuple[frozenset[str], frozenset[frozenset[str]]]  # half-edges, touched cities' edges


def city_of(text: str) -> City:
    name, *marks = text.split()
    goods = [m for m in marks if m in GOODS]
    return (
        frozenset(name.split("+")),
        marks.count("pennant"),
        "cathedral" in marks,
        "".join(goods),
    )


def field_of(half_edges: str, cities: tuple[str, ...]) -> Field:
    edges = frozenset() if half_edges == "inner" else frozenset(half_edges.split())
    return (edges, frozenset(frozenset(c.split("+")) for c in cities))
