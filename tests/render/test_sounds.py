"""The synthesised sound effects and the Audio wrapper (headless: SDL's dummy audio driver)."""

from __future__ import annotations

import io
import os

import pytest

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from array import array  # noqa: E402
from collections.abc import Iterator  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import pygame  # noqa: E402

from goldmines_desktop.tools import make_sounds  # noqa: E402
from goldmines_desktop.ui import audio as audio_module  # noqa: E402
from goldmines_desktop.ui.audio import (  # noqa: E402
    SOUND_NAMES,
    Audio,
    sound_for_event,
    turn_sound,
)

SOUNDS_DIR = Path(__file__).resolve().parents[2] / "sounds"

# (min, max) duration in seconds
DURATIONS = {name: (0.03, 1.5) for name in make_sounds.SOUNDS}
DURATIONS["game_end"] = (1.0, 2.5)


@pytest.fixture(scope="module")
def rendered() -> dict[str, bytes]:
    return {name: make_sounds.render(name) for name in make_sounds.SOUNDS}


def _read(data: bytes) -> tuple[Any, list[float]]:
    with wave.open(io.BytesIO(data), "rb") as wav:
        params = wav.getparams()
        pcm = array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        pcm.byteswap()
    return params, [s / 32768.0 for s in pcm]


# ---------------------------------------------------------------------------- generator


def test_generator_and_audio_agree_on_the_names() -> None:
    assert tuple(make_sounds.SOUNDS) == SOUND_NAMES


@pytest.mark.slow
def test_generator_is_deterministic(rendered: dict[str, bytes]) -> None:
    for name, data in rendered.items():
        assert make_sounds.render(name) == data, name


@pytest.mark.parametrize("name", list(make_sounds.SOUNDS))
def test_each_sound_is_a_clean_soft_mono_wav(name: str, rendered: dict[str, bytes]) -> None:
    params, values = _read(rendered[name])
    assert params.nchannels == 1
    assert params.sampwidth == 2
    assert params.framerate == 44100
    low, high = DURATIONS[name]
    assert low <= params.nframes / params.framerate <= high
    peak = max(abs(v) for v in values)
    rms = math.sqrt(sum(v * v for v in values) / len(values))
    assert 0.2 < peak < 0.85  # audible, never clipping
    assert rms > 0.01  # not silent
    assert abs(sum(values) / len(values)) < 0.005  # no DC offset
    # faded in and out: starts and ends at silence
    assert abs(values[0]) < 0.01 and abs(values[-1]) < 0.01


def test_the_sounds_differ(rendered: dict[str, bytes]) -> None:
    assert len(set(rendered.values())) == len(rendered)


@pytest.mark.slow
def test_committed_sounds_match_the_generator(tmp_path: Path, rendered: dict[str, bytes]) -> None:
    written = make_sounds.write_all(tmp_path)
    assert sorted(p.name for p in written) == sorted(f"{n}.wav" for n in make_sounds.SOUNDS)
    for path in written:
        committed = SOUNDS_DIR / path.name
        assert committed.is_file(), f"{committed} missing: run python -m {make_sounds.__name__}"
        assert committed.read_bytes() == path.read_bytes() == rendered[path.stem], (
            f"{path.name} is stale: run python -m {make_sounds.__name__}"
        )


@pytest.mark.slow
def test_command_line_writes_into_out_dir(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert make_sounds.main(["--out", str(tmp_path / "fx")]) == 0
    assert {p.stem for p in (tmp_path / "fx").glob("*.wav")} == set(make_sounds.SOUNDS)
    assert "game_end.wav" in capsys.readouterr().out


# ---------------------------------------------------------------------------- events


def test_sound_for_event() -> None:
    assert sound_for_event("TilePlaced") == "tile_placed"
    assert sound_for_event("FigurePlaced") == "meeple_placed"
    assert sound_for_event("GoldPlaced") == "ingot_drop"
    assert sound_for_event("GoldTaken") == "gold_taken"
    assert sound_for_event("FeatureScored", 4) == "score_small"
    assert sound_for_event("FeatureScored", 7) == "score_small"
    assert sound_for_event("FeatureScored", 8) == "score_big"
    assert sound_for_event("FeatureScored", 20) == "score_big"
    assert sound_for_event("GameOver") == "game_end"
    assert sound_for_event("TileDrawn") is None
    for name in ("TilePlaced", "FigurePlaced", "GoldPlaced", "GoldTaken", "GameOver"):
        assert sound_for_event(name) in SOUND_NAMES


def test_traders_and_builders_have_their_own_sounds() -> None:
    """The builder's double turn (earned with the tile, and as the second part begins) and
    goods taken each sound their own, unlike gold's clinks or the next player's turn."""
    assert sound_for_event("SecondPartEarned") == "double_turn"
    assert sound_for_event("SecondPartStarted") == "double_turn"
    assert sound_for_event("GoodsTaken") == "goods_taken"
    assert {"double_turn", "goods_taken"} <= set(SOUND_NAMES)
    assert turn_sound(["TurnEnded", "SecondPartStarted", "TileDrawn"]) == "double_turn"
    assert turn_sound(["TurnEnded", "TileDrawn"]) == "turn"
    assert turn_sound([]) == "turn"


# ---------------------------------------------------------------------------- Audio


@pytest.fixture
def no_mixer() -> Iterator[None]:
    """Start every Audio test with the mixer shut, and shut it again afterwards."""
    pygame.mixer.quit()
    yield
    pygame.mixer.quit()


def test_audio_plays_with_the_dummy_driver(no_mixer: None) -> None:
    audio = Audio(volume=0.5)
    assert audio.available and not audio.silent
    assert audio.loaded == frozenset(SOUND_NAMES)
    assert audio.play("tile_placed")
    assert audio.play_event("FeatureScored", 12)
    assert not audio.play("no_such_sound")
    assert not audio.play(None)
    audio.close()
    assert pygame.mixer.get_init() is None
    assert not audio.play("click")


def test_volume_and_mute(no_mixer: None) -> None:
    audio = Audio(volume=0.5)
    assert audio.volume == 0.5
    audio.volume = 1.7
    assert audio.volume == 1.0
    audio.volume = -3
    assert audio.volume == 0.0
    assert not audio.play("click")  # volume 0: nothing to hear
    audio.volume = float("nan")
    assert audio.volume == 0.0
    audio.volume = 0.25
    assert audio.volume == 0.25
    assert not audio.muted
    assert audio.toggle_mute() is True
    assert audio.muted and audio.silent
    assert not audio.play("click")
    assert audio.toggle_mute() is False
    assert audio.play("click")
    audio.close()


def test_audio_is_silent_when_the_mixer_fails(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_init(*args: object, **kwargs: object) -> None:
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    audio = Audio()
    assert not audio.available and audio.silent
    assert audio.loaded == frozenset()
    for name in SOUND_NAMES:
        assert audio.play(name) is False
    assert audio.play_event("GameOver") is False
    audio.volume = 0.3
    assert audio.volume == 0.3
    audio.toggle_mute()
    audio.close()


def test_audio_is_silent_when_the_mixer_module_is_missing(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def missing(*args: object, **kwargs: object) -> None:
        raise NotImplementedError("mixer module not available")

    monkeypatch.setattr(pygame.mixer, "get_init", missing)
    audio = Audio()
    assert not audio.available
    assert audio.play("click") is False


def test_audio_skips_sounds_that_fail_to_load(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_sound = pygame.mixer.Sound

    def picky(path: str) -> pygame.mixer.Sound:
        if "turn" in Path(path).name:
            raise pygame.error("corrupt file")
        return real_sound(path)

    monkeypatch.setattr(pygame.mixer, "Sound", picky)
    audio = Audio()
    assert audio.available
    assert "turn" not in audio.loaded and "click" in audio.loaded
    assert audio.play("turn") is False
    assert audio.play("click") is True
    audio.close()


def test_audio_survives_a_missing_sounds_folder(
    no_mixer: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    def nowhere(*parts: str) -> Path:
        raise FileNotFoundError("the game's sounds/ folder is missing")

    monkeypatch.setattr(audio_module, "sound_path", nowhere)
    audio = Audio()
    assert audio.loaded == frozenset()
    assert audio.play("tile_placed") is False
    audio.close()


def test_disabled_audio_never_touches_the_mixer(no_mixer: None) -> None:
    audio = Audio(enabled=False)
    assert not audio.available
    assert pygame.mixer.get_init() is None
    assert audio.play("click") is False
