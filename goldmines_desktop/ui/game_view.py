"""What the board in play shows each frame, on top of the game state.

The board with its animations and step highlights, the panels (whose title, hint and step
buttons are worked out here from the step of the turn), a short notice that fades by itself,
the demo strip in the demo, and the shape of the mouse cursor. Everything here only reads the
scene; it never changes the game or the input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import highlights, theme
from .hud import HudView
from .panels import blit_text, draw_panel

if TYPE_CHECKING:
    from .game_scene import GameScene

STEP_WORDS = {
    "tile": "Drag your tile onto a glowing spot (R rotates)",
    "gold": "Click a glowing tile for the second gold ingot",
    "figure": "Place a figure on your new tile, or skip",
    "score": "Choose which completed feature scores first",
    "take_gold": "Click a glowing tile to take a gold ingot from it",
    "end_turn": "Press Enter or End turn when you are done",
    "over": "The game is over",
}


def draw(surface: pygame.Surface, scene: GameScene) -> None:
    """The whole frame of the board in play, bottom layer first."""
    scene.board.draw(surface, scene.state, scene.last_tile, scene.animator.hidden())
    if scene.final_events:
        scene.board.draw_leftovers(surface, scene.state, scene.final_events)
    scene.animator.draw(surface, scene)
    highlights.draw_step(surface, scene)
    scene.hud.draw(surface, hud_view(scene))
    highlights.draw_late(surface, scene)
    if scene.notice_left > 0 and scene.notice:
        _draw_notice(surface, scene.notice, scene.hud.free_area())
    if scene.demo is not None:
        scene.demo.draw(surface, scene.state)


def hud_view(scene: GameScene) -> HudView:
    """What the panels show this frame."""
    state, step, turn = scene.state, scene.step, scene.input
    name = state.players[scene.acting].name
    title = f"{name}'s turn" if step != "take_gold" else f"{name} takes gold"
    if step == "over":
        title = "Game over"
    return HudView(
        state=state,
        acting=scene.acting,
        title=title,
        hint=_hint(scene),
        step=step,
        rotation=turn.rotation,
        hand_hidden=turn.dragging,
        buttons=_step_buttons(scene),
        pressed=frozenset({"abbot"}) if turn.abbot_mode else frozenset(),
        log=scene.log.last(8),
        pointer=turn.pointer,
        computer=turn.locked,
        turn_banner=scene.turn_banner if step == "tile" else 0.0,
        # until the results screen counts the final scoring up, show the totals before it
        scores=state.history[-1] if scene.final_events and state.history else (),
    )


def _hint(scene: GameScene) -> str:
    step = scene.step
    level = scene.computer.level(scene.acting)
    if level is not None and step != "over":
        return f"The computer ({level}) is playing"
    if step == "end_turn" and scene.state.finished:
        return "That was the last tile! See the final scores."
    if step == "figure" and scene.input.return_abbot_move() is not None:
        return "Place a figure, click your abbot to take it back, or skip"
    return STEP_WORDS[step]


def _step_buttons(scene: GameScene) -> dict[str, str]:
    step, turn = scene.step, scene.input
    buttons: dict[str, str] = {}
    if turn.locked:
        return buttons  # nothing to press while a computer player plays
    if step == "figure" and turn.abbot_possible():
        buttons["abbot"] = "Abbot: on (B)" if turn.abbot_mode else "Use abbot (B)"
    if scene.turn_states:
        buttons["undo"] = "Undo (Ctrl+Z)"
    if step == "figure":
        buttons["skip"] = "Skip figure (Space)"
    if step == "end_turn":
        buttons["end_turn"] = "See final scores" if scene.state.finished else "End turn (Enter)"
    return buttons


def _draw_notice(
    surface: pygame.Surface, text: str, area: tuple[float, float, float, float]
) -> None:
    """A parchment pill at the top of the board area."""
    image = theme.text(text, 22, theme.INK, "semibold")
    rect = image.get_rect().inflate(40, 20)
    rect.midtop = (round(area[0] + area[2] / 2), round(area[1]) + 4)
    draw_panel(surface, rect, 14)
    blit_text(surface, text, 22, rect.center, theme.INK, "semibold", "center")


def pointer_cursor(scene: GameScene) -> int:
    """A hand over things to pick up or press, a move cross while dragging the board."""
    turn, point = scene.input, scene.input.pointer
    if turn.press is not None and turn.panned:
        return pygame.SYSTEM_CURSOR_SIZEALL
    if (
        turn.dragging
        or scene.hud.button_at(point) is not None
        or (scene.step == "tile" and scene.hud.layout.hand_tile.collidepoint(point))
    ):
        return pygame.SYSTEM_CURSOR_HAND
    return pygame.SYSTEM_CURSOR_ARROW
