"""Sound effects synthesised with numpy (no recordings): type clack, chimes, timer, ember crackle.

Silent and crash-free when the mixer cannot start; muted by the sound setting and by calm mode.
"""
from __future__ import annotations

import logging
from enum import Enum

import pygame

from game.lazy_numpy import np  # numpy loads on first use, not before the title

log = logging.getLogger(__name__)


class Sfx(Enum):
    """The effects."""

    CLACK = "clack"  # a wooden letter set on the sheet
    CHIME = "chime"  # points scored
    TICK = "tick"  # clock tick
    WARNING = "warning"  # time is nearly up
    CRACKLE = "crackle"  # ember burns
    WORD = "word"  # a word found (Buch)
    TAP = "tap"  # a button press
    ERROR = "error"  # invalid word / action


def _env(n: int, attack: float, rate: int, decay: float) -> np.ndarray:
    t = np.arange(n) / rate
    a = np.clip(t / max(1e-4, attack), 0, 1)
    return a * np.exp(-t / decay)


def synthesise(kind: Sfx, rate: int = 44100, seed: int = 1) -> np.ndarray:
    """Mono float samples (-1..1) of one effect; deterministic."""
    rng = np.random.default_rng(seed)

    def tone(freq: float, dur: float, decay: float, attack: float = 0.002, partials=((1, 1.0),)) -> np.ndarray:
        n = int(rate * dur)
        t = np.arange(n) / rate
        wave = sum(amp * np.sin(2 * np.pi * freq * mult * t) for mult, amp in partials)
        return wave * _env(n, attack, rate, decay)

    if kind is Sfx.CLACK:
        n = int(rate * 0.09)
        noise = rng.normal(0, 1, n) * _env(n, 0.0005, rate, 0.006)
        body = tone(820, 0.09, 0.018, 0.0005, ((1, 0.8), (2.7, 0.35), (5.1, 0.12)))
        out = noise * 0.5 + body
    elif kind is Sfx.CHIME:
        a = tone(1318.5, 0.9, 0.28, 0.003, ((1, 1.0), (2.01, 0.3), (3.0, 0.12)))
        b = tone(1975.5, 0.9, 0.32, 0.003, ((1, 0.8), (2.0, 0.2)))
        delay = int(rate * 0.07)
        b = np.concatenate([np.zeros(delay), b])[: len(a)]
        out = a * 0.6 + b * 0.5
    elif kind is Sfx.TICK:
        out = tone(1600, 0.03, 0.006, 0.0005, ((1, 1.0), (2.4, 0.4)))
    elif kind is Sfx.WARNING:
        beep = tone(880, 0.12, 0.09, 0.004, ((1, 1.0), (2, 0.25)))
        gap = np.zeros(int(rate * 0.06))
        out = np.concatenate([beep, gap, beep])
    elif kind is Sfx.CRACKLE:
        n = int(rate * 0.7)
        out = np.zeros(n)
        for _ in range(38):
            pos = int(rng.uniform(0, n - 400))
            ln = int(rng.uniform(40, 380))
            amp = rng.uniform(0.2, 1.0)
            out[pos:pos + ln] += rng.normal(0, amp, ln) * np.exp(-np.arange(ln) / (ln / 4))
        out += rng.normal(0, 0.03, n) * _env(n, 0.05, rate, 0.4)
    elif kind is Sfx.WORD:
        notes = (659.3, 784.0, 1046.5)
        parts = []
        for i, f in enumerate(notes):
            t = tone(f, 0.35, 0.12, 0.004, ((1, 1.0), (2, 0.2)))
            parts.append(np.concatenate([np.zeros(int(rate * 0.06 * i)), t]))
        length = max(len(p) for p in parts)
        out = sum(np.pad(p, (0, length - len(p))) for p in parts)
    elif kind is Sfx.TAP:
        out = tone(1200, 0.035, 0.008, 0.0005, ((1, 0.6), (3.1, 0.2))) + rng.normal(0, 0.15, int(rate * 0.035)) * _env(int(rate * 0.035), 0.0003, rate, 0.003)
    else:  # ERROR
        out = tone(196, 0.22, 0.09, 0.004, ((1, 1.0), (1.5, 0.5), (2, 0.3)))
    out = np.asarray(out, np.float64)
    peak = float(np.max(np.abs(out))) or 1.0
    fade = min(len(out), int(rate * 0.004))
    if fade:
        out[-fade:] *= np.linspace(1, 0, fade)
    return out / peak * 0.85


class Audio:
    """Plays the effects; every call is a no-op when the mixer is unavailable or sound is off."""

    def __init__(self, enabled: bool = True, volume: float = 0.8) -> None:
        self.enabled = enabled
        self.volume = volume
        self.available = False
        self._sounds: dict[Sfx, object] = {}
        self.played: list[Sfx] = []  # what was asked for (tests, headless runs)
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self.available = bool(pygame.mixer.get_init())
        except pygame.error as err:  # no audio device: stay silent
            log.info("Kein Ton verfügbar: %s", err)
            self.available = False

    def _sound(self, kind: Sfx):
        snd = self._sounds.get(kind)
        if snd is None:
            rate, size, channels = pygame.mixer.get_init()
            mono = synthesise(kind, rate)
            bits = abs(size)
            if size < 0 or bits == 32:
                samples = (mono * (2 ** (bits - 1) - 1)).astype(np.int16 if bits == 16 else np.int32 if bits == 32 else np.int8)
            else:
                samples = ((mono * 0.5 + 0.5) * (2 ** bits - 1)).astype(np.uint16 if bits == 16 else np.uint8)
            arr = np.repeat(samples[:, None], channels, axis=1) if channels > 1 else samples
            snd = pygame.sndarray.make_sound(np.ascontiguousarray(arr))
            self._sounds[kind] = snd
        return snd

    def play(self, kind: Sfx) -> None:
        """Play an effect (ignored when muted or silent)."""
        self.played.append(kind)
        if len(self.played) > 200:
            del self.played[:100]
        if not (self.enabled and self.available):
            return
        try:
            snd = self._sound(kind)
            snd.set_volume(self.volume)
            snd.play()
        except (pygame.error, ValueError) as err:  # a broken device or format must never stop the game
            log.warning("Ton %s nicht abspielbar: %s", kind.value, err)
            self.available = False
