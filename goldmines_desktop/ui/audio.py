"""Sound effects: a small wrapper round ``pygame.mixer`` that never takes the game down.

If the mixer cannot start (no sound card, no audio driver, pygame built without the mixer) or a
file is missing, :class:`Audio` falls back to silent mode and :meth:`Audio.play` does nothing.
The WAV files are synthesised by ``goldmines_desktop.tools.make_sounds``.
"""

from __future__ import annotations

import contextlib
import logging
import math
from collections.abc import Iterable
from typing import Any

import pygame

from goldmines_desktop.files.resources import sound_path

log = logging.getLogger(__name__)

SOUND_NAMES: tuple[str, ...] = (
    "tile_placed",
    "meeple_placed",
    "ingot_drop",
    "gold_taken",
    "score_small",
    "score_big",
    "game_end",
    "click",
    "turn",
    "double_turn",
    "goods_taken",
)

#: a scored feature worth at least this many points gets the fuller chime
BIG_SCORE = 8

_EVENT_SOUNDS: dict[str, str] = {
    "TilePlaced": "tile_placed",
    "FigurePlaced": "meeple_placed",
    "GoldPlaced": "ingot_drop",
    "GoldTaken": "gold_taken",
    "GameOver": "game_end",
    # Traders & Builders: the builder's tile earns a second part, and the part begins
    "SecondPartEarned": "double_turn",
    "SecondPartStarted": "double_turn",
    "GoodsTaken": "goods_taken",
}

# what a missing or broken mixer raises: pygame.error from SDL, NotImplementedError from
# pygame's stand-in for a module it was built without, OSError/ValueError from odd drivers
_MIXER_ERRORS: tuple[type[BaseException], ...] = (
    pygame.error,
    NotImplementedError,
    OSError,
    ValueError,
    AttributeError,
)


def sound_for_event(event_name: str, points: int = 0) -> str | None:
    """The sound to play for an engine event (by its class name), or None for no sound."""
    if event_name == "FeatureScored":
        return "score_big" if points >= BIG_SCORE else "score_small"
    return _EVENT_SOUNDS.get(event_name)


def turn_sound(event_names: Iterable[str]) -> str:
    """What ending a turn sounds like (by the class names of its events): the double turn's
    sound when the same player goes on with a second part, else the next player's turn."""
    return "double_turn" if "SecondPartStarted" in event_names else "turn"


class Audio:
    """Loads the game's sound effects once and plays them by name.

    ``Audio(enabled=False)`` (or any failure to start the mixer) gives a silent instance with the
    same interface, so callers never need to check.
    """

    def __init__(self, volume: float = 0.8, muted: bool = False, enabled: bool = True) -> None:
        self._volume = _clamp(volume)
        self.muted = muted
        self._sounds: dict[str, Any] = {}
        self._owns_mixer = False
        self.available = enabled and self._start_mixer()
        if self.available:
            self._load_all()

    # ------------------------------------------------------------------ set-up

    def _start_mixer(self) -> bool:
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
                self._owns_mixer = True
            return pygame.mixer.get_init() is not None
        except _MIXER_ERRORS as exc:
            log.info("sound disabled: the mixer did not start (%s)", exc)
            return False

    def _load_all(self) -> None:
        for name in SOUND_NAMES:
            try:
                sound = pygame.mixer.Sound(str(sound_path(f"{name}.wav")))
                sound.set_volume(self._volume)
            except _MIXER_ERRORS as exc:  # includes FileNotFoundError (an OSError)
                log.warning("sound %r not loaded: %s", name, exc)
                continue
            self._sounds[name] = sound

    def close(self) -> None:
        """Stop every sound and shut the mixer down if this instance started it."""
        self.stop()
        self._sounds.clear()
        if self._owns_mixer:
            with contextlib.suppress(*_MIXER_ERRORS):
                pygame.mixer.quit()
            self._owns_mixer = False
        self.available = False

    # ------------------------------------------------------------------ playing

    @property
    def silent(self) -> bool:
        """True when nothing can be heard: no mixer, or muted."""
        return self.muted or not self.available

    @property
    def loaded(self) -> frozenset[str]:
        """Names of the sounds that loaded."""
        return frozenset(self._sounds)

    def play(self, name: str | None) -> bool:
        """Play a sound by name; returns whether it started. Unknown names are ignored."""
        if name is None or self.silent or self._volume <= 0.0:
            return False
        sound = self._sounds.get(name)
        if sound is None:
            return False
        try:
            sound.set_volume(self._volume)
            sound.play()
        except _MIXER_ERRORS as exc:
            log.debug("sound %r could not play: %s", name, exc)
            return False
        return True

    def play_event(self, event_name: str, points: int = 0) -> bool:
        """Play the sound that goes with an engine event, if any."""
        return self.play(sound_for_event(event_name, points))

    def stop(self) -> None:
        """Cut off every sound this instance is playing."""
        for sound in self._sounds.values():
            with contextlib.suppress(*_MIXER_ERRORS):
                sound.stop()

    # ------------------------------------------------------------------ settings

    @property
    def volume(self) -> float:
        """Effect volume, 0.0 (silent) to 1.0 (full); values outside are clamped."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        for sound in self._sounds.values():
            with contextlib.suppress(*_MIXER_ERRORS):
                sound.set_volume(self._volume)

    def toggle_mute(self) -> bool:
        """Mute or unmute (the M key); returns the new ``muted`` state."""
        self.muted = not self.muted
        if self.muted:
            self.stop()
        return self.muted


def _clamp(value: float) -> float:
    value = float(value)
    if math.isnan(value):
        return 0.0
    return min(max(value, 0.0), 1.0)
