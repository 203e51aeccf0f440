"""The load screen: the saved games, newest first, each with a little picture of its board,
its players and scores and how far it got.

The list comes from one scan of the saves folder, so the screen shows at once however many
saves there are; each row's details come from the save's header, or from replaying it on a
background thread (``saves.list_saves``). A file that cannot be read (bad JSON, a bad move, a
dangling link, a FIFO, ...) stays in the list, marked as damaged, and choosing it only shows a
message. A saves folder that cannot be opened shows a message too. A save is replayed in full
when it is chosen; its turn so far comes with it, so Undo still works.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import saves
from ..engine.records import RecordError
from ..save_list import SaveFile
from .save_rows import SaveListScene

if TYPE_CHECKING:
    from .scene import Host


class LoadScene(SaveListScene):
    """The saved games, newest first; a click (or Enter) loads one, Esc goes back."""

    title = "Load a game"
    empty = "No saved games yet."

    def __init__(self, app: Host) -> None:
        games, message = saves.list_saves()
        super().__init__(app, games, message)
        self.resized(app.screen.get_size())

    def choose(self, file: SaveFile) -> None:
        """Load a save; a bad file only shows a message."""
        try:
            game = saves.resume(file.path)
        except RecordError as err:
            self.message = f"“{saves.printable(file.path.name)}” could not be loaded: {err}"
            return
        self.app.open_game(game.state, turn=game.turn)

    def left(self) -> None:
        self.games.close()
