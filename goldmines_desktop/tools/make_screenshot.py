"""Render screenshots with the real game window, off-screen.

``python -m goldmines_desktop.tools.make_screenshot [--out docs/screenshot.png]`` plays a seeded
game with the ``normal`` computer player for a number of turns, opens the game scene at 1280x800
and saves one frame: the README's picture.

``python -m goldmines_desktop.tools.make_screenshot --all [--folder docs/screenshots]
[--lang de]`` saves, at 1024x600, 1280x800 and 1920x1080: the main menu (offering Continue), the
new-game screen, a game in progress after ``--turns`` turns (its log rebuilt as after
Continue), a lesson's step, the final scoring on the board, the demo, the replay viewer of a
finished game with the coach's review beside it, and the family records; then the game in its
figure step with the interface at 150%, the settings card and the rules card at 1024x600; as
``<screen>-<width>x<height>.png``: the pictures to look at before a change to the layout is
called done. ``--lang`` shoots them in that language (nl, de, fr). The coach reviews the game
with a light budget (``screen_shots.COACH_BUDGET``) so the pictures take minutes, not hours.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import Any

from ..render.png_files import save_png

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshot.png"
FOLDER = Path(__file__).resolve().parents[2] / "docs" / "screenshots"
SIZES = ((1024, 600), (1280, 800), (1920, 1080))
FRAMES = 240  # let the turn banner fade and the camera settle


def _quiet_drivers() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def shoot(size: tuple[int, int], screen: str, state: Any, path: Path, ui_scale: float) -> None:
    """Open ``screen`` ("menu", "setup", "game" for ``state``, "settings" or "rules" over it,
    or one of ``screen_shots.OPENERS``) in a window of ``size`` and save a frame to ``path``."""

    from ..ui.app import App
    from ..ui.audio import Audio
    from ..ui.settings import Settings
    from .screen_shots import OPENERS

    app = App(size, settings=Settings(ui_scale=ui_scale), audio=Audio(enabled=False))
    try:
        if screen in OPENERS:
            OPENERS[screen](app, state)
        elif screen in ("game", "settings", "rules"):
            app.show("game", state)
            app.run(FRAMES)
        else:
            app.show(screen)  # type: ignore[arg-type]
        if screen in ("settings", "rules"):
            app.open(screen)  # type: ignore[arg-type]
        app.run(3)
        path.parent.mkdir(parents=True, exist_ok=True)
        save_png(app.screen, path)
    finally:
        app.close()


def shoot_all(folder: Path, turns: int, seed: int) -> list[Path]:
    """Every screen at every size (the data folder is a temporary one: no autosave is
    touched)."""
    import tempfile

    from ..engine import PlaceTile, apply, legal_moves
    from ..files import saves
    from .screen_shots import seeded_game

    state, _before = seeded_game(seed, turns)
    placing = next(m for m in legal_moves(state) if isinstance(m, PlaceTile))
    figure_step, _ = apply(state, placing)  # the step card and its buttons show
    finished, before = seeded_game(seed)
    screens: dict[str, Any] = {"menu": state, "setup": state, "game": state, "lesson": None}
    screens |= {"final": (finished, before), "demo": None, "watch": finished, "family": finished}
    shots = [(size, screen, 1.0, shown) for size in SIZES for screen, shown in screens.items()]
    shots.append(((1280, 800), "game", 1.5, figure_step))
    shots.append(((1024, 600), "settings", 1.0, state))
    shots.append(((1024, 600), "rules", 1.0, state))
    written = []
    with tempfile.TemporaryDirectory() as data:
        os.environ["GOLDMINES_DATA_DIR"] = data
        saves.write_autosave(state)  # the menu offers Continue
        for size, screen, scale, shown in shots:
            zoom = "" if scale == 1.0 else f"-{round(scale * 100)}pct"
            path = folder / f"{screen}-{size[0]}x{size[1]}{zoom}.png"
            shoot(size, screen, shown, path, scale)
            written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--all", action="store_true", help="every screen at every size")
    parser.add_argument("--folder", type=Path, default=FOLDER)
    parser.add_argument("--turns", type=int, default=30)
    parser.add_argument("--lang", default="en", help="en, nl, de or fr")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    _quiet_drivers()
    from .. import i18n

    i18n.set_language(args.lang)
    if args.all:
        for path in shoot_all(args.folder, args.turns, args.seed):
            print(f"wrote {path}")
        return

    from ..ui.app import App
    from ..ui.audio import Audio
    from ..ui.settings import Settings
    from .screen_shots import seeded_game

    state, _before = seeded_game(args.seed, args.turns)
    app = App(settings=Settings(), audio=Audio(enabled=False))
    try:
        app.show("game", state)
        app.run(FRAMES)
        args.out.parent.mkdir(parents=True, exist_ok=True)
        save_png(app.screen, args.out)
    finally:
        app.close()
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
