"""What the game says while a game controller is in use: its buttons' names in the prompts, and
the table of what each control does (shown in Settings and on the rules card)."""

from __future__ import annotations

from ...i18n import N_

#: the control, what it does (the order a family reads them in)
CONTROLLER_ROWS: tuple[tuple[str, str], ...] = (
    (N_("D-pad or left stick"), N_("move between the choices")),
    ("A", N_("choose; a second A places")),
    ("B", N_("no figure, close, go back")),
    ("X", N_("turn the tile; meeple or abbot")),
    ("Y", N_("a hint from the computer")),
    (N_("Right stick"), N_("move the board")),
    (N_("LB  ·  RB"), N_("undo  ·  end the turn")),
    (N_("LT  ·  RT"), N_("zoom out  ·  zoom in")),
    (N_("Start"), N_("pause menu")),
    (N_("Back (Select)"), N_("the tiles left in the bag")),
)

#: the words for the mouse and keys, and the words instead while a controller is in use
CONTROLLER_WORDS: dict[str, str] = {
    N_("Drag your tile onto a glowing spot (R rotates)"): N_(
        "Choose a glowing spot with the D-pad, X turns the tile, A places it"
    ),
    N_("Click a glowing tile for the second gold ingot"): N_(
        "Choose a glowing tile with the D-pad and press A for the second gold ingot"
    ),
    N_("Place a figure on your new tile, or skip"): N_(
        "Choose a spot with the D-pad and press A, or B to place no figure"
    ),
    N_("Place a figure, click your abbot to take it back, or skip"): N_(
        "Choose a spot or your abbot with the D-pad and press A, or B to place no figure"
    ),
    N_("Click a glowing tile to take a gold ingot from it"): N_(
        "D-pad: pick a glowing tile, A takes a gold ingot from it"
    ),
    N_("Press Enter or End turn when you are done"): N_("Press A or RB when you are done"),
    N_("Click again or press Enter to place"): N_("Press A to place"),
    N_("Press Enter to take your abbot back"): N_("Press A to take your abbot back"),
    N_("Press Enter to place a meeple"): N_("Press A to place a meeple"),
    N_("Press Enter to place a monk"): N_("Press A to place a monk"),
    N_("Press Enter to place a farmer"): N_("Press A to place a farmer"),
    N_("Press Enter to place your abbot"): N_("Press A to place your abbot"),
    N_("Press Enter to place your large meeple"): N_("Press A to place your large meeple"),
    N_("Press Enter to place your builder"): N_("Press A to place your builder"),
    N_("Press Enter to place your pig"): N_("Press A to place your pig"),
    N_("Use abbot (B)"): N_("Use abbot (X)"),
    N_("Abbot: on (B)"): N_("Abbot: on (X)"),
    N_("Which figure? (B)"): N_("Which figure? (X)"),
    N_("Undo (Ctrl+Z)"): N_("Undo (LB)"),
    N_("Skip figure (Space)"): N_("Skip figure (B)"),
    N_("Skip (Space)"): N_("Skip (B)"),
    N_("Hint (H)"): N_("Hint (Y)"),
    N_("End turn (Enter)"): N_("End turn (A)"),
    N_("Arrow keys or Tab to choose  ·  Enter to select  ·  F1 rules  ·  F11 full screen"): N_(
        "D-pad to choose  ·  A to select  ·  B to go back"
    ),
    N_("Not counting the tile being placed  ·  T or Esc to close"): N_(
        "Not counting the tile being placed  ·  Back or B to close"
    ),
    N_("Esc to close"): N_("B to close"),
    N_("Scroll with the wheel or the arrow keys  ·  Esc or F1 to close"): N_(
        "Scroll with the D-pad  ·  B to close"
    ),
    N_("Keys"): N_("Buttons"),
    N_("Menu"): N_("Menu (Start)"),
    N_("Tiles (T)"): N_("Tiles (Back)"),
    N_("Rotate  (R)"): N_("Rotate  (X)"),
    N_("Left / Right: a move back or forward"): N_("D-pad left / right: a move back or forward"),
    N_("Ctrl + Left / Right: a whole turn"): N_("D-pad up / down: the buttons below"),
    N_("Home / End: the first or last move"): N_("A: press the button with the ring"),
    N_("Space: play or pause"): N_("Left stick held: move on and on"),
    N_("Esc: back"): N_("B: back"),
}
