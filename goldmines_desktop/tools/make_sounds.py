"""Synthesise the game's sound effects into ``sounds/`` (16-bit mono 44.1 kHz WAV files).

Pure standard library: sine partials, band-passed noise and envelopes, mixed in floating point,
cleaned of DC, faded in and out, normalised to a soft peak and written with :mod:`wave`.
Every random source is seeded, so each run writes the same bytes::

    python -m goldmines_desktop.tools.make_sounds            # into the repo's sounds/ folder
    python -m goldmines_desktop.tools.make_sounds --out DIR  # anywhere else
"""

from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path

from goldmines_desktop.files.safe_paths import write_bytes_atomic

RATE = 44100
TAU = 2.0 * math.pi
DEFAULT_OUT = Path(__file__).resolve().parents[2] / "sounds"

Buffer = list[float]


# --------------------------------------------------------------------------- building blocks


def _n(seconds: float) -> int:
    return int(round(seconds * RATE))


def _envelope(t: float, attack: float, decay: float) -> float:
    """Raised-cosine attack over ``attack`` seconds, then exponential decay (time constant)."""
    level = math.exp(-t / decay) if decay > 0 else 1.0
    if t < attack:
        level *= 0.5 - 0.5 * math.cos(math.pi * t / attack)
    return level


def tone(
    freq: float,
    seconds: float,
    *,
    decay: float,
    attack: float = 0.002,
    partials: Sequence[tuple[float, float, float]] = ((1.0, 1.0, 1.0),),
    glide_to: float | None = None,
    glide_time: float = 0.05,
    vibrato: tuple[float, float] = (0.0, 0.0),
) -> Buffer:
    """A struck or blown tone.

    ``partials`` holds (frequency ratio, amplitude, decay factor) triples: each partial decays
    with time constant ``decay * factor``. The fundamental may glide exponentially from ``freq``
    to ``glide_to`` over ``glide_time`` seconds; ``vibrato`` is (rate Hz, depth as a fraction).
    """
    out: Buffer = []
    phase = 0.0
    vib_rate, vib_depth = vibrato
    for i in range(_n(seconds)):
        t = i / RATE
        f = freq
        if glide_to is not None:
            k = min(t / glide_time, 1.0)
            f = freq * (glide_to / freq) ** k
        if vib_depth:
            # vibrato fades in so the attack stays clean
            f *= 1.0 + vib_depth * min(t / 0.15, 1.0) * math.sin(TAU * vib_rate * t)
        value = 0.0
        for ratio, amp, factor in partials:
            if ratio * f < RATE * 0.45:
                value += amp * _envelope(t, attack, decay * factor) * math.sin(ratio * phase)
        out.append(value)
        phase += TAU * f / RATE
    return _fade_tail(out, 0.005)


def _fade_tail(samples: Buffer, seconds: float) -> Buffer:
    """Raised-cosine fade over the last ``seconds`` so a cut-off tail never clicks."""
    n = min(_n(seconds), len(samples) // 4)
    for i in range(n):
        samples[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n)
    return samples


def _biquad(
    samples: Iterable[float], b: tuple[float, float, float], a: tuple[float, float]
) -> Buffer:
    b0, b1, b2 = b
    a1, a2 = a
    x1 = x2 = y1 = y2 = 0.0
    out: Buffer = []
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1 = x1, x
        y2, y1 = y1, y
        out.append(y)
    return out


def bandpass(samples: Iterable[float], centre: float, q: float) -> Buffer:
    """RBJ band-pass biquad with 0 dB peak gain."""
    w0 = TAU * centre / RATE
    alpha = math.sin(w0) / (2.0 * q)
    a0 = 1.0 + alpha
    return _biquad(
        samples,
        (alpha / a0, 0.0, -alpha / a0),
        (-2.0 * math.cos(w0) / a0, (1.0 - alpha) / a0),
    )


def lowpass(samples: Iterable[float], cutoff: float, q: float = 0.707) -> Buffer:
    """RBJ low-pass biquad."""
    w0 = TAU * cutoff / RATE
    alpha = math.sin(w0) / (2.0 * q)
    cos_w0 = math.cos(w0)
    a0 = 1.0 + alpha
    return _biquad(
        samples,
        ((1.0 - cos_w0) / 2.0 / a0, (1.0 - cos_w0) / a0, (1.0 - cos_w0) / 2.0 / a0),
        (-2.0 * cos_w0 / a0, (1.0 - alpha) / a0),
    )


def noise_burst(
    rng: random.Random, seconds: float, *, decay: float, centre: float, q: float
) -> Buffer:
    """White noise through a band-pass filter, shaped by a very short envelope."""
    raw = [rng.uniform(-1.0, 1.0) * _envelope(i / RATE, 0.0005, decay) for i in range(_n(seconds))]
    # two passes make the band narrower and the click rounder
    return _fade_tail(bandpass(bandpass(raw, centre, q), centre, q), 0.003)


def unit(samples: Buffer) -> Buffer:
    """Scale to a peak of 1.0 so components can be mixed by their gains."""
    peak = max((abs(s) for s in samples), default=0.0)
    return [s / peak for s in samples] if peak else samples


def mix(seconds: float, *parts: tuple[float, float, Buffer]) -> Buffer:
    """Sum (start time, gain, samples) parts into a buffer ``seconds`` long."""
    out = [0.0] * _n(seconds)
    for start, gain, samples in parts:
        offset = _n(start)
        for i, s in enumerate(samples[: max(len(out) - offset, 0)]):
            out[offset + i] += gain * s
    return out


def finish(
    samples: Buffer, *, peak: float, fade_in: float = 0.001, fade_out: float = 0.02
) -> Buffer:
    """Remove DC, fade both ends to silence and normalise to ``peak`` (fraction of full scale)."""
    # one-pole DC blocker (cut-off about 20 Hz)
    r = 1.0 - TAU * 20.0 / RATE
    out: Buffer = []
    x1 = y1 = 0.0
    for x in samples:
        y = x - x1 + r * y1
        x1, y1 = x, y
        out.append(y)
    # remove what the filter leaves of the mean over this short buffer
    mean = sum(out) / len(out)
    out = [s - mean for s in out]
    n_in, n_out = max(_n(fade_in), 1), max(_n(fade_out), 1)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    top = max(abs(s) for s in out)
    return [s * peak / top for s in out]


# --------------------------------------------------------------------------- the sounds

# pitch helpers (equal temperament, A4 = 440 Hz)
C4, E4, G4 = 261.63, 329.63, 392.00
C5, E5, G5, A5 = 523.25, 659.26, 783.99, 880.00
C6 = 1046.50

# struck chime: fundamental, octave, twelfth and a faint inharmonic "strike" partial
CHIME = ((1.0, 1.0, 1.0), (2.0, 0.28, 0.5), (3.0, 0.1, 0.25), (4.17, 0.05, 0.08))
# mellow mallet (marimba-like: strong fundamental, the 4th partial short-lived)
MALLET = ((1.0, 1.0, 1.0), (3.93, 0.18, 0.12), (9.2, 0.04, 0.05))
# soft brass-like tone for the fanfare
HORN = ((1.0, 1.0, 1.0), (2.0, 0.5, 1.0), (3.0, 0.3, 1.0), (4.0, 0.16, 1.0), (5.0, 0.08, 1.0))


def tile_placed(rng: random.Random) -> Buffer:
    """Wooden clack: a low pitch-dropping thump, two short wood modes and a noise click."""
    thump = tone(150.0, 0.35, decay=0.07, attack=0.002, glide_to=72.0, glide_time=0.08)
    body = tone(410.0, 0.2, decay=0.03, attack=0.001, partials=((1.0, 1.0, 1.0), (2.63, 0.5, 0.6)))
    click = noise_burst(rng, 0.05, decay=0.006, centre=2400.0, q=1.4)
    return finish(
        mix(0.4, (0.0, 1.0, unit(thump)), (0.0, 0.45, unit(body)), (0.0, 0.55, unit(click))),
        peak=0.7,
        fade_out=0.05,
    )


def meeple_placed(rng: random.Random) -> Buffer:
    """Lighter wooden tock: a higher hollow knock with little low end."""
    knock = tone(
        640.0,
        0.22,
        decay=0.028,
        attack=0.001,
        partials=((1.0, 1.0, 1.0), (2.41, 0.35, 0.5)),
        glide_to=590.0,
        glide_time=0.03,
    )
    low = tone(230.0, 0.15, decay=0.025, attack=0.002)
    click = noise_burst(rng, 0.03, decay=0.003, centre=3600.0, q=1.6)
    return finish(
        mix(0.25, (0.0, 1.0, unit(knock)), (0.0, 0.3, unit(low)), (0.0, 0.35, unit(click))),
        peak=0.6,
        fade_out=0.04,
    )


# free-free bar modes: a dull metal ingot
BAR = ((1.0, 1.0, 1.0), (2.756, 0.6, 0.55), (5.404, 0.32, 0.3), (8.933, 0.15, 0.18))
# thin plate modes: a brighter coin-like ring
PLATE = ((1.0, 1.0, 1.0), (1.594, 0.55, 0.7), (2.136, 0.4, 0.45), (3.653, 0.2, 0.25))


def ingot_drop(rng: random.Random) -> Buffer:
    """A gold bar set down: a soft thud, a clink and a smaller bounce."""
    clink = unit(tone(1320.0, 0.9, decay=0.22, attack=0.0008, partials=BAR))
    thud = tone(180.0, 0.12, decay=0.025, attack=0.002)
    tick = noise_burst(rng, 0.02, decay=0.002, centre=5200.0, q=1.2)
    return finish(
        mix(
            1.0,
            (0.0, 1.0, clink),
            (0.0, 0.35, unit(thud)),
            (0.0, 0.3, unit(tick)),
            (0.105, 0.38, clink),
        ),
        peak=0.55,
        fade_out=0.15,
    )


def gold_taken(rng: random.Random) -> Buffer:
    """Gold picked up: two bright rising clinks, no thud."""
    first = tone(2090.0, 0.7, decay=0.16, attack=0.0008, partials=PLATE)
    second = tone(2640.0, 0.7, decay=0.18, attack=0.0008, partials=PLATE)
    tick = noise_burst(rng, 0.015, decay=0.0015, centre=6500.0, q=1.5)
    return finish(
        mix(0.8, (0.0, 0.85, unit(first)), (0.0, 0.2, unit(tick)), (0.075, 1.0, unit(second))),
        peak=0.55,
        fade_out=0.12,
    )


def score_small(rng: random.Random) -> Buffer:
    """Rising two-note chime (G5 then C6)."""
    low = tone(G5, 0.95, decay=0.32, attack=0.004, partials=CHIME)
    high = tone(C6, 0.85, decay=0.32, attack=0.004, partials=CHIME)
    return finish(mix(1.0, (0.0, 0.8, unit(low)), (0.13, 1.0, unit(high))), peak=0.6, fade_out=0.15)


def score_big(rng: random.Random) -> Buffer:
    """Fuller chime: a C major arpeggio settling into a chord over a soft low C."""
    notes = [(0.0, C5), (0.09, E5), (0.18, G5), (0.27, C6)]
    parts = [
        (start, 0.75, unit(tone(f, 1.4 - start, decay=0.45, attack=0.004, partials=CHIME)))
        for start, f in notes
    ]
    pad = tone(C4, 1.13, decay=0.5, attack=0.03, partials=((1.0, 1.0, 1.0), (2.0, 0.3, 0.6)))
    return finish(mix(1.4, *parts, (0.27, 0.45, unit(pad))), peak=0.65, fade_out=0.25)


def _horn_note(freq: float, seconds: float, release: float = 0.05) -> Buffer:
    note = tone(
        freq, seconds, decay=1.2, attack=0.018, partials=HORN, vibrato=(5.0, 0.004 * seconds)
    )
    n_rel = _n(release)
    for i in range(min(n_rel, len(note))):
        note[-1 - i] *= i / n_rel
    return lowpass(note, 3200.0)


def game_end(rng: random.Random) -> Buffer:
    """Short fanfare: four quick horn notes, then a held C major chord (2.2 s)."""
    melody = [(0.0, 0.13, C5), (0.15, 0.13, E5), (0.30, 0.13, G5), (0.45, 0.20, E5)]
    parts = [(start, 0.8, unit(_horn_note(f, length))) for start, length, f in melody]
    chord_start, chord_len = 0.68, 1.5
    for f, gain in ((C5, 0.5), (E5, 0.42), (G5, 0.42), (C6, 0.55), (C4, 0.4)):
        parts.append((chord_start, gain, unit(_horn_note(f, chord_len, release=0.35))))
    return finish(mix(2.2, *parts), peak=0.7, fade_out=0.05)


def click(rng: random.Random) -> Buffer:
    """Soft UI click."""
    blip = tone(
        1500.0, 0.06, decay=0.006, attack=0.0008, partials=((1.0, 1.0, 1.0), (2.1, 0.3, 0.5))
    )
    tick = noise_burst(rng, 0.02, decay=0.002, centre=4000.0, q=1.4)
    return finish(
        mix(0.06, (0.0, 1.0, unit(blip)), (0.0, 0.25, unit(tick))), peak=0.4, fade_out=0.01
    )


def turn(rng: random.Random) -> Buffer:
    """Gentle "your turn" notification: a soft mallet falling A5 -> E5."""
    first = tone(A5, 0.8, decay=0.28, attack=0.012, partials=MALLET)
    second = tone(E5, 0.7, decay=0.3, attack=0.012, partials=MALLET)
    return finish(
        mix(0.9, (0.0, 0.85, unit(first)), (0.17, 1.0, unit(second))), peak=0.5, fade_out=0.15
    )


def double_turn(rng: random.Random) -> Buffer:
    """A second part of the turn (the builder's double turn): "once more!", two quick equal
    mallet notes and a brighter chime a fourth above."""
    knock = unit(tone(G5, 0.35, decay=0.08, attack=0.004, partials=MALLET))
    high = tone(C6, 0.75, decay=0.26, attack=0.005, partials=CHIME)
    tick = noise_burst(rng, 0.02, decay=0.002, centre=3000.0, q=1.4)
    return finish(
        mix(
            1.0,
            (0.0, 0.7, knock),
            (0.0, 0.15, unit(tick)),
            (0.11, 0.7, knock),
            (0.24, 1.0, unit(high)),
        ),
        peak=0.55,
        fade_out=0.15,
    )


def goods_taken(rng: random.Random) -> Buffer:
    """Goods tokens gathered: three light wooden taps climbing as they stack, then a soft
    warm mallet third (no metal: that is gold's)."""
    taps = []
    for k, freq in enumerate((880.0, 990.0, 1110.0)):
        tap = tone(
            freq, 0.12, decay=0.018, attack=0.001, partials=((1.0, 1.0, 1.0), (2.52, 0.3, 0.5))
        )
        click = noise_burst(rng, 0.02, decay=0.002, centre=2800.0 + 300.0 * k, q=1.5)
        taps += [(0.07 * k, 0.8, unit(tap)), (0.07 * k, 0.25, unit(click))]
    low = tone(E5, 0.6, decay=0.2, attack=0.01, partials=MALLET)
    high = tone(G5, 0.6, decay=0.2, attack=0.01, partials=MALLET)
    return finish(
        mix(0.85, *taps, (0.22, 0.55, unit(low)), (0.22, 0.45, unit(high))),
        peak=0.5,
        fade_out=0.12,
    )


# name -> (generator, noise seed)
SOUNDS: dict[str, tuple[Callable[[random.Random], Buffer], int]] = {
    "tile_placed": (tile_placed, 1101),
    "meeple_placed": (meeple_placed, 1102),
    "ingot_drop": (ingot_drop, 1103),
    "gold_taken": (gold_taken, 1104),
    "score_small": (score_small, 1105),
    "score_big": (score_big, 1106),
    "game_end": (game_end, 1107),
    "click": (click, 1108),
    "turn": (turn, 1109),
    "double_turn": (double_turn, 1110),
    "goods_taken": (goods_taken, 1111),
}


# --------------------------------------------------------------------------- output


def samples(name: str) -> Buffer:
    """The float samples (-1.0 .. 1.0) of one sound."""
    generate, seed = SOUNDS[name]
    return generate(random.Random(seed))


def to_wav(values: Sequence[float]) -> bytes:
    """Encode float samples as a 16-bit mono 44.1 kHz WAV file."""
    pcm = array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in values))
    if sys.byteorder == "big":
        pcm.byteswap()
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm.tobytes())
    return buffer.getvalue()


def render(name: str) -> bytes:
    """The complete WAV file of one sound."""
    return to_wav(samples(name))


def write_all(out_dir: Path) -> list[Path]:
    """Write every sound as ``<name>.wav`` into ``out_dir``; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = out_dir / f"{name}.wav"
        write_bytes_atomic(path, render(name), shared=True)
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=DEFAULT_OUT, help=f"output folder (default: {DEFAULT_OUT})"
    )
    args = parser.parse_args(argv)
    for path in write_all(args.out):
        with wave.open(str(path), "rb") as wav:
            seconds = wav.getnframes() / wav.getframerate()
        print(f"{path}  {seconds:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
