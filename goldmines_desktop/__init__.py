"""Gold Mines: Carcassonne with The Abbot and The Gold Mines, for pass-and-play."""

__version__ = "0.1.0"
