"""The journey's hall rules: what each hall adds to the shelf, as pure data and pure helpers.

Every hall of the Reise brings one rule of its own; later halls keep it in
their mix, the Kuppelsaal combines them:

* Eingangshalle – Lesezeichen: a tile with a red bookmark counts double.
* Lesesaal – Kettenbücher: a chained tile cannot be laid; a word that uses
  one of its neighbours breaks the chain (goal ``chains``).
* Kartenzimmer – Landkarten: a rolled map is no letter; words beneath it let
  it sink, in one of the two lowest rows it is collected (goal ``maps``).
* Archiv – Staub: a dusty tile only goes into words of 5 letters or more.
* Turmzimmer – Lunten: a tile with a fuse counts down with every move; laid
  in a word it is defused, at 0 it turns into Glut.
* Kellergewölbe – Kerzenlicht: the top rows lie in the dark; their tiles
  cannot be seen or laid until they slide into the light (embers and maps
  glow and are always seen).
* Rara-Kabinett – Rara: tiles worth 25 points or more carry a seal, come
  more often and count for a goal of their own (goal ``rare_letters``).
* Kuppelsaal – everything together.

Marks live in ``BuchGame.marks`` (tile id -> ``TileMark``); a level asks for a
number of each and refills top the number up again, so a rule stays present
for the whole level.  All randomness comes from the round's rng, and only
when the level has the rule, so levels without rules play exactly as before.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass

from game.buch.tiles import LETTER_VALUES

RARE_VALUE = 25
RARE_TOKENS = frozenset(t for t, v in LETTER_VALUES.items() if v >= RARE_VALUE)
RARE_BOOST = {t: 1.8 for t in RARE_TOKENS}
DUST_MIN_LETTERS = 5
BOOKMARK_FACTOR = 2
MAPS_AT_ONCE = 2
MAP_FLOOR_ROW = 6  # 0-based: a map that reaches one of the two lowest rows is collected
DEFAULT_FUSE_MOVES = 6


class MarkKind(enum.Enum):
    """What lies on a tile besides its letter and kind."""

    BOOKMARK = "bookmark"
    CHAIN = "chain"
    MAP = "map"
    DUST = "dust"
    FUSE = "fuse"


@dataclass(frozen=True)
class TileMark:
    """A mark on one tile; ``count`` is the fuse's moves left (0 for other marks)."""

    kind: MarkKind
    count: int = 0

    @property
    def blocks(self) -> bool:
        """Whether the tile cannot be laid at all while it carries this mark."""
        return self.kind in (MarkKind.CHAIN, MarkKind.MAP)


@dataclass(frozen=True)
class HallRule:
    """The rule a hall introduces: its name, the map card text and the one sentence before its first level."""

    hall: int
    title: str
    card: str
    sentence: str
    icon: str


HALL_RULES: tuple[HallRule, ...] = (
    HallRule(0, "Lesezeichen", "Steine mit rotem Lesezeichen zählen im Wort doppelt.",
             "Neu in der Eingangshalle: Ein Stein mit rotem Lesezeichen zählt im Wort doppelt – bau ihn ein!",
             "bookmark"),
    HallRule(1, "Kettenbücher", "Angekettete Steine lassen sich nicht legen. Ein Wort über einen Nachbarn sprengt die Kette.",
             "Neu im Lesesaal: Angekettete Steine kannst du erst legen, wenn ein Wort einen ihrer Nachbarn verwendet – "
             "dann fällt die Kette.", "lock"),
    HallRule(2, "Landkarten", "Landkarten sind keine Buchstaben: Lege Wörter darunter – in den zwei untersten Reihen sammelst du sie ein.",
             "Neu im Kartenzimmer: Eine Landkarte ist kein Buchstabe – leg Wörter unter sie, bis sie in eine der zwei "
             "untersten Reihen rutscht, dann gehört sie dir.", "map"),
    HallRule(3, "Staub", "Verstaubte Steine gehen nur in Wörter mit mindestens 5 Buchstaben.",
             "Neu im Archiv: Ein verstaubter Stein geht nur in ein Wort mit mindestens 5 Buchstaben.", "dust"),
    HallRule(4, "Lunten", "Ein Stein mit Lunte zählt mit jedem Zug herunter – bei 0 wird er zu Glut.",
             "Neu im Turmzimmer: Die Zahl auf der Lunte sinkt mit jedem Zug; leg den Stein vorher in ein Wort, "
             "sonst wird er bei 0 zu Glut.", "flame"),
    HallRule(5, "Kerzenlicht", "Die Kerze erhellt nur den unteren Teil des Regals. Steine im Dunkeln kommen erst im Licht ins Spiel.",
             "Neu im Kellergewölbe: Die Kerze erhellt nur den unteren Teil des Regals – Steine im Dunkeln siehst und "
             "legst du erst, wenn sie ins Licht rutschen.", "candle"),
    HallRule(6, "Rara", "Seltene Buchstaben (ab 25 Punkten) tragen ein Siegel, kommen öfter und sind ein eigenes Ziel.",
             "Neu im Rara-Kabinett: Seltene Buchstaben ab 25 Punkten tragen ein Siegel – sammle sie in deinen Wörtern.",
             "seal"),
    HallRule(7, "Alles zusammen", "Unter der Kuppel kommt alles zusammen: Lesezeichen, Ketten, Karten, Staub, Lunten, Dunkel und Rara.",
             "Im Kuppelsaal kommt alles zusammen, was du auf der Reise gelernt hast – Lesezeichen, Ketten, Karten, "
             "Staub, Lunten, Dunkel und seltene Buchstaben.", "star"),
)


#: why a hall rule refused a word (``WordEval.reason``) -> what Bruno says about it
RULE_REASONS: dict[str, str] = {
    "Angekettet": "Der Stein ist angekettet – leg erst ein Wort neben ihn.",
    "Landkarte ist kein Buchstabe": "Die Landkarte ist kein Buchstabe – leg Wörter unter sie.",
    f"Staub: erst ab {DUST_MIN_LETTERS} Buchstaben": f"Der verstaubte Stein will ein Wort mit mindestens {DUST_MIN_LETTERS} Buchstaben.",
    "Im Dunkeln": "Im Dunkeln kann ich nichts lesen – nimm die Steine im Kerzenlicht.",
}


def hall_rule(hall_index: int) -> HallRule:
    """The rule hall ``hall_index`` (0-based) introduces."""
    return HALL_RULES[hall_index]


def is_rare(token: str) -> bool:
    """Whether a token counts as a rare letter (worth 25 points or more)."""
    return token in RARE_TOKENS


def mark_text(mark: TileMark) -> str:
    """German name of a mark, for logs and tests."""
    return {
        MarkKind.BOOKMARK: "Lesezeichen", MarkKind.CHAIN: "Kette", MarkKind.MAP: "Landkarte",
        MarkKind.DUST: "Staub", MarkKind.FUSE: f"Lunte ({mark.count})",
    }[mark.kind]
