"""Render the README's screenshot: a 3-player game in progress, drawn by the real game window.

``python -m goldmines_desktop.tools.make_screenshot [--out docs/screenshot.png]`` plays a seeded
game with the ``normal`` computer player for a number of turns, opens the game scene off-screen
at 1280x800 and saves one frame.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"


def game_in_progress(turns: int, seed: int):  # type: ignore[no-untyped-def]
    """A seeded 3-player game with ``turns`` turns played by the normal computer player."""
    from ..ai import make_player
    from ..catalogue import load_catalogue
    from ..engine import PlayerSetup, Setup, apply, new_game

    setup = Setup(
        (PlayerSetup("Ann", "red"), PlayerSetup("Bob", "blue"), PlayerSetup("Cleo", "green"))
    )
    state = new_game(setup, load_catalogue(), seed=seed)
    player = make_player("normal", seed)
    while state.turn < turns and not state.finished:
        state, _ = apply(state, player.choose(state))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--turns", type=int, default=24)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from ..ui.app import App
    from ..ui.audio import Audio
    from ..ui.settings import Settings

    state = game_in_progress(args.turns, args.seed)
    app = App(settings=Settings(), audio=Audio(enabled=False))
    try:
        app.start_game(state)
        app.run(240)  # let the turn banner fade and the camera settle
        args.out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.screen, str(args.out))
    finally:
        app.close()
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
