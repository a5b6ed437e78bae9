"""The rules of both games, summarised in our own words (shown in Spielregeln)."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Kind(Enum):
    """Block types of the rules text."""

    HEADING = "h"
    PARAGRAPH = "p"
    BULLET = "b"


@dataclass(frozen=True)
class Block:
    """One heading, paragraph or bullet point."""

    kind: Kind
    text: str


def _parse(source: str) -> list[Block]:
    blocks = []
    for line in source.strip().splitlines():
        line = line.strip()
        if not line:
            continue
        if line.startswith("# "):
            blocks.append(Block(Kind.HEADING, line[2:]))
        elif line.startswith("- "):
            blocks.append(Block(Kind.BULLET, line[2:]))
        else:
            blocks.append(Block(Kind.PARAGRAPH, line))
    return blocks


SETZER = _parse("""
Leipzig, Graphisches Viertel, 1928: Du arbeitest als Setzer. Auf deinem Winkelhaken stehen sieben Holzlettern mit Wertzahlen, und auf dem Druckbogen (15 × 15 Felder) entstehen daraus Wörter, die sich wie im Kreuzworträtsel kreuzen. Ein bis vier Spieler, Menschen und Computer gemischt.
# Dein Zug
- Lege eine oder mehrere Lettern in eine einzige Zeile oder Spalte. Zwischen ihnen darf keine Lücke bleiben – schon liegende Lettern dürfen die Reihe aber füllen.
- Das erste Wort führt über den Stern in der Mitte und hat mindestens zwei Buchstaben. Jedes spätere Wort muss an Lettern anstoßen, die schon liegen.
- Jedes Wort, das dabei neu entsteht – auch quer –, muss in der Wortliste stehen.
- Danach füllst du aus dem Letternkasten wieder auf sieben auf.
- Du kannst stattdessen Lettern tauschen oder passen; der Zug ist dann vorbei.
# Punkte
- Ein Wort bringt die Summe seiner Wertzahlen. Gezählt werden das gelegte Wort und alle neuen Querwörter.
- Farbige Felder wirken nur in dem Zug, in dem sie belegt werden: hellblau verdoppelt eine Letter, preußischblau verdreifacht sie, rosa (auch der Stern) verdoppelt das Wort, zinnoberrot verdreifacht es.
- Wer in einem Zug alle sieben Lettern loswird, erhält 50 Punkte obendrauf.
- Ein Joker (Stern, ohne Wert) steht für einen Buchstaben deiner Wahl und behält ihn bis zum Schluss. Auf dem Bogen erscheint er als rote, hohle Letter.
# Lettern und Wörter
- Ä, Ö und Ü sind eigene Lettern. Ein ß gibt es nicht: Man setzt SS (STRASSE).
- Es gelten Wörter mit 2 bis 15 Buchstaben samt aller Beugungen. Namen, Orte, Abkürzungen und Wörter mit Bindestrich oder Apostroph zählen nicht.
- Am Tisch wählt ihr: alle rund 590 000 Wortformen (Turnierliste) oder nur die rund 64 000 gängigen. Im Reiter Nachschlagen lässt sich jedes Wort prüfen, sofern die Tischregel das erlaubt.
# Wortprüfung
- Hilfsbereit: Ein unbekanntes Wort wird genannt, du legst einfach neu.
- Streng: Ein unbekanntes Wort kostet den Zug, die Lettern kommen zurück.
- Anfechten (nur unter Menschen): Das Wort bleibt zunächst liegen. Zehn Sekunden lang kann jemand Einspruch erheben – zu Recht, dann zählt der Zug nicht; zu Unrecht, dann verliert der Einsprecher 5 Punkte.
# Schluss
- Ist der Kasten leer und legt jemand seine letzte Letter, endet die Partie. Die anderen verlieren den Wert ihrer restlichen Lettern, der Schnellste bekommt diese Summe gutgeschrieben.
- Die Partie endet auch, wenn alle Spieler zweimal nacheinander nichts gelegt haben. Dann zieht jeder seinen Rest ab.
- In die Bestenliste gehen ein Drittel der Punkte plus ein Platzbonus von 30, 15 oder 5.
# Tagesbrett
Zehn Züge allein, ohne Gegner. Heute bekommen alle dieselben Lettern in derselben Reihenfolge – was du daraus machst, entscheidet, wie es weitergeht. Gezählt werden die Zugpunkte, der Rest wird nicht abgezogen. Du darfst beliebig oft spielen; deine beste Runde kommt in die Tagesliste. Um Mitternacht gibt es neue Lettern.
# Bedienung
- Ziehe eine Letter auf ein Feld oder tippe erst die Letter, dann das Feld an. Eine noch nicht gewertete Letter holst du durch Antippen zurück.
- Mit der Tastatur: Feld anklicken (ein zweiter Klick wechselt → und ↓), Buchstaben tippen, Rücktaste, Enter zum Setzen, Esc räumt ab.
- Unter dem Bogen steht schon vor dem Setzen, welche Wörter entstehen und was sie bringen.
""")

BUCH = _parse("""
In der alten Stadtbibliothek liegt ein aufgeschlagenes Folio mit 56 Buchstabensteinen in sieben Spalten; jede zweite Spalte sitzt eine halbe Höhe tiefer. Aus benachbarten Steinen bildest du deutsche Wörter und fütterst damit Bruno, den Bücherwurm.
# Wörter bilden
- Streiche mit Finger oder Maus über Steine, die sich berühren – waagrecht, senkrecht oder schräg. Lässt du bei einem gültigen Wort los, ist es abgegeben.
- Du kannst die Steine auch einzeln antippen und den letzten noch einmal antippen (oder Abgeben, Enter, die Wortleiste). Tippst du einen Stein mitten im Wort an, wird das Wort bis dort gekürzt.
- Ein Wort hat mindestens drei Buchstaben, jeder Stein zählt einmal. Qu ist ein Stein und zählt als zwei Buchstaben.
- Verbrauchte Steine verschwinden, die übrigen rutschen nach unten, von oben kommt Nachschub.
# Punkte
- Jeder Stein hat einen Wert (klein unten rechts). Die Summe wird mit einem Faktor für die Länge malgenommen: ×1 bis vier Buchstaben (vier: ×1,5), dann ×2, ×2,5, ×3, ×4 … bis ×8 ab zwölf Buchstaben.
- Bonussteine im Wort erhöhen den Wert: Leinen (grün) +25 %, Goldschnitt +50 %, Bergkristall +100 %. Lange Wörter erzeugen neue Bonussteine – 5 oder 6 Buchstaben Leinen, 7 oder 8 Goldschnitt, ab 9 Bergkristall, der außerdem alle Glut in seiner Spalte löscht.
# Glut
- Kurze Wörter schlagen Funken: drei Buchstaben +2, vier +1, ab fünf Buchstaben geht einer zurück. Mischen kostet 3 Funken. Die Kerze neben Bruno zeigt den Stand.
- Ist die Kerze heruntergebrannt, fällt ein Glutstein ins Regal. Nach jedem Wort ohne ihn frisst er den Stein unter sich und sinkt tiefer.
- Baust du die Glut in ein Wort ein, ist sie gelöscht und bringt 50 Punkte extra.
- Ab Reihe 6 warnt Bruno. Liegt die Glut ganz unten und du legst noch ein Wort ohne sie, fängt das Regal Feuer – die Runde ist vorbei.
- Alle acht Wörter steigt die Stufe, und die Kerze brennt schneller ab.
# Mischen und Hinweis
- Mischen ordnet alle Steine außer der Glut neu. Findet Bruno kein gängiges Wort mehr, ist das Mischen gratis.
- Ein Hinweis (in Endlos und Reise, drei pro Partie) lässt ein gutes Wort Stein für Stein aufleuchten. Das Wort direkt danach erzeugt keinen Bonusstein.
# Spielarten
- 3 Minuten: Jede Runde neue Buchstaben, mit Glut, auf Zeit. Dein bestes Ergebnis zählt für die Bestenliste.
- Tagesrätsel: Ein Brett für alle, 20 Wörter, keine Uhr, keine Glut, zweimal Mischen. Irgendwo steckt das Tageswort mit sieben Buchstaben – nur sein Anfang ist verraten, es bringt +500. Jeder gelöste Tag verlängert deine Serie.
- Endlos: Ohne Uhr, bis die Glut das Regal erreicht oder du die Runde im Menü beendest. Mit der Zeit fällt mehr Glut, und die Kerze brennt schneller.
- Reise: 40 Level in 8 Sälen, jedes mit ein oder zwei Zielen und begrenzten Zügen. Je mehr Züge übrig bleiben, desto mehr Sterne (bis drei).
# Ansicht
Sonne oder Mond oben in der Leiste wechseln zwischen der Bibliothek bei Nacht und dem hellen Lesesaal am Tag; dieselbe Wahl gibt es in den Einstellungen.
""")

TABS = (("setzer", "Speedsetzer", SETZER), ("buch", "Speedbuch", BUCH))
