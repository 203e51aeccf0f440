"""The words of the input in use: under touch, the prompts say "tap" where the mouse's say
"click", and the buttons drop the key that stands for them ("Undo" rather than "Undo
(Ctrl+Z)"): there is no keyboard on the table. While a game controller is in use they name its
buttons instead (``controller_words``).

``said(message)`` takes the English message (marked with ``N_`` where it is written) and
gives it translated, in the words of the input in use.
"""

from __future__ import annotations

from ...i18n import N_, _
from . import mode
from .controller_words import CONTROLLER_WORDS

#: the mouse and keyboard's words -> touch's
TOUCH: dict[str, str] = {
    # the banner, step by step
    N_("Drag your tile onto a glowing spot (R rotates)"): N_(
        "Tap a glowing spot for your tile, or drag it there"
    ),
    N_("Click a glowing tile for the second gold ingot"): N_(
        "Tap a glowing tile for the second gold ingot"
    ),
    N_("Click a glowing tile to take a gold ingot from it"): N_(
        "Tap a glowing tile to take a gold ingot from it"
    ),
    N_("Press Enter or End turn when you are done"): N_("Tap End turn when you are done"),
    N_("Place a figure, click your abbot to take it back, or skip"): N_(
        "Place a figure, tap your abbot to take it back, or skip"
    ),
    # beside the tile and the figure spots on the board
    N_("Click again or press Enter to place"): N_("Tap it to turn it, Place to put it down"),
    N_("Click to place a meeple"): N_("Tap to place a meeple"),
    N_("Click to place a monk"): N_("Tap to place a monk"),
    N_("Click to place a farmer"): N_("Tap to place a farmer"),
    N_("Click to place your abbot"): N_("Tap to place your abbot"),
    N_("Click to place your large meeple"): N_("Tap to place your large meeple"),
    N_("Click to place your builder"): N_("Tap to place your builder"),
    N_("Click to place your pig"): N_("Tap to place your pig"),
    N_("Click to score this one first"): N_("Tap to score this one first"),
    N_("Click to close"): N_("Tap to close"),
    N_("Space or click: skip to the results"): N_("Tap to skip to the results"),
    # buttons
    N_("Rotate  (R)"): N_("Rotate"),
    N_("Use abbot (B)"): N_("Use abbot"),
    N_("Abbot: on (B)"): N_("Abbot: on"),
    N_("Which figure? (B)"): N_("Which figure?"),
    N_("Undo (Ctrl+Z)"): N_("Undo"),
    N_("Skip figure (Space)"): N_("Skip figure"),
    N_("Skip (Space)"): N_("Skip"),
    N_("Hint (H)"): N_("Hint"),
    N_("End turn (Enter)"): N_("End turn"),
    N_("Tiles (T)"): N_("Tiles"),
    # screens
    N_("Arrow keys or Tab to choose  ·  Enter to select  ·  F1 rules  ·  F11 full screen"): N_(
        "Tap a button to choose"
    ),
    N_("Tab moves  ·  Left/Right change  ·  Enter chooses  ·  Esc goes back"): N_(
        "Tap the arrows to change a choice  ·  tap a name to type it"
    ),
    N_("Press any key or click to return to the menu  ·  speed: keys 1-4 or + / -"): N_(
        "Tap to return to the menu"
    ),
    N_("Scroll with the wheel or the arrow keys  ·  Esc or F1 to close"): N_(
        "Swipe up or down to read on  ·  tap beside the card to close"
    ),
    N_("Press Enter (or click here) to go back to the lessons"): N_(
        "Tap here to go back to the lessons"
    ),
    N_("The lesson is done: press Enter to go back to the lessons."): N_(
        "The lesson is done: tap the card to go back to the lessons."
    ),
    N_(
        "Right spot, but it fits another way too: hold it there and press R until "
        "it lies the way the lesson asks, then let go."
    ): N_(
        "Right spot, but it fits another way too: tap the tile until it lies the way the "
        "lesson asks, then tap Place."
    ),
    # the lessons' own words (their maps write them)
    N_("Click the glowing spot on the road of your new tile."): N_(
        "Tap the glowing spot on the road of your new tile."
    ),
    N_("Click the grass above the road on your new tile."): N_(
        "Tap the grass above the road on your new tile."
    ),
    N_("Click the green field above the road to lay your meeple down as a farmer."): N_(
        "Tap the green field above the road to lay your meeple down as a farmer."
    ),
    N_("Click the road on the gold tile to put your meeple on it."): N_(
        "Tap the road on the gold tile to put your meeple on it."
    ),
    N_("Click the road on the gold tile."): N_("Tap the road on the gold tile."),
    N_("Click the road on the tile you just placed."): N_(
        "Tap the road on the tile you just placed."
    ),
    N_("Click the tile the yellow arrow points at."): N_(
        "Tap the tile the yellow arrow points at."
    ),
    N_("Click your abbot on the monastery to take it back."): N_(
        "Tap your abbot on the monastery to take it back."
    ),
    N_("Now click the road on your new tile to put a meeple on it. The road is now yours!"): N_(
        "Now tap the road on your new tile to put a meeple on it. The road is now yours!"
    ),
    N_("Press End turn (or Enter)."): N_("Tap End turn."),
    N_("Press End turn (or Enter). Then Robin plays."): N_("Tap End turn. Then Robin plays."),
    N_("Press Finish lesson (or Enter)."): N_("Tap Finish lesson."),
    N_("Your road is finished! Press Skip figure (or Space) and watch it score."): N_(
        "Your road is finished! Tap Skip figure and watch it score."
    ),
    N_("Press Use abbot (or B) and click the monastery: your abbot lives there now."): N_(
        "Tap Use abbot, then the monastery: your abbot lives there now."
    ),
    N_("Press Use abbot (or B), then click the monastery."): N_(
        "Tap Use abbot, then the monastery."
    ),
    N_("Put a meeple on the road: click the glowing spot on the road."): N_(
        "Put a meeple on the road: tap the glowing spot on the road."
    ),
    N_("Press Skip figure (or Space)."): N_("Tap Skip figure."),
    N_(
        "Robin has a meeple in the cathedral city. Press Large meeple (or B), then click the "
        "city on your new tile: your large meeple counts as two!"
    ): N_(
        "Robin has a meeple in the cathedral city. Tap Large meeple, then the city on your new "
        "tile: your large meeple counts as two!"
    ),
    N_("Press Large meeple (or B) first, then click the city on your new tile."): N_(
        "Tap Large meeple first, then the city on your new tile."
    ),
    N_("The cathedral city is finished! Press Skip figure (or Space) and watch it score."): N_(
        "The cathedral city is finished! Tap Skip figure and watch it score."
    ),
    N_(
        "Your builder goes beside your meeple. With Builder chosen, click the road on your "
        "new tile."
    ): N_(
        "Your builder goes beside your meeple. With Builder chosen, tap the road on your new tile."
    ),
    N_("Press Builder (or B), then click the road on your new tile."): N_(
        "Tap Builder, then the road on your new tile."
    ),
    N_(
        "Your farmer lies in the field above the road. Press Pig (or B), then click the grass "
        "above the road on your new tile."
    ): N_(
        "Your farmer lies in the field above the road. Tap Pig, then the grass above the road "
        "on your new tile."
    ),
    N_("Press Pig (or B) first, then click the grass above the road on your new tile."): N_(
        "Tap Pig first, then the grass above the road on your new tile."
    ),
    N_("Press End turn (or Enter): your builder gives you a second tile."): N_(
        "Tap End turn: your builder gives you a second tile."
    ),
}


def said(message: str) -> str:
    """``message`` (English, as marked) translated, in touch's words while a finger is in
    use and in the controller's while a controller is ("" stays "")."""
    if not message:
        return ""
    if mode.is_touch():
        message = TOUCH.get(message, message)
    elif mode.is_controller():
        message = CONTROLLER_WORDS.get(message, message)
    return _(message)
