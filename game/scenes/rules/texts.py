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
- Alles, was du in einem Zug setzt, steht in einer Zeile oder in einer Spalte, lückenlos – Lettern, die schon auf dem Bogen liegen, dürfen die Reihe ergänzen.
- Der Eröffnungszug bedeckt den Stern in der Mitte, das Wort ist zwei Buchstaben lang oder länger. Später muss jeder Zug an den liegenden Satz anschließen.
- Jedes Wort, das dabei neu entsteht – auch quer –, muss in der Wortliste stehen.
- Danach füllst du aus dem Letternkasten wieder auf sieben auf.
- Du kannst stattdessen Lettern tauschen oder passen; der Zug ist dann vorbei.
# Punkte
- Ein Wort bringt die Summe seiner Wertzahlen. Gezählt werden das gelegte Wort und alle neuen Querwörter.
- Ein farbiges Feld zählt einmal, nämlich beim Belegen: Hellblau macht den Letternwert doppelt, Preußischblau dreifach, Rosa (auch der Stern) das ganze Wort doppelt, Zinnoberrot dreifach.
- Wer in einem Zug alle sieben Lettern loswird, erhält 50 Punkte obendrauf.
- Ein Joker (Stern, ohne Wert) steht für einen Buchstaben deiner Wahl und behält ihn bis zum Schluss. Auf dem Bogen liegt er als Holzletter mit rotem, hohlem Buchstaben, ohne Wertzahl.
# Lettern und Wörter
- Für Ä, Ö und Ü gibt es eigene Holzlettern. Statt ß setzt man zwei S (STRASSE).
- Erlaubt ist jede gebeugte Form, von zwei bis fünfzehn Buchstaben. Eigennamen, Ortsnamen, Kürzel sowie Wörter mit Bindestrich oder Apostroph sind tabu.
- Am Tisch wählt ihr: alle rund 590 000 Wortformen (Turnierliste) oder nur die rund 64 000 gängigen. Im Reiter Nachschlagen lässt sich jedes Wort prüfen, sofern die Tischregel das erlaubt.
# Wortprüfung
- Hilfsbereit: Ein unbekanntes Wort wird genannt, du legst einfach neu.
- Streng: Wer ein unbekanntes Wort legt, hat seinen Zug verloren und nimmt die Lettern wieder auf.
- Anfechten (nur unter Menschen): Das Wort bleibt zunächst liegen. Zehn Sekunden lang kann jeder andere Mensch Einspruch erheben – zu Recht, dann zählt der Zug nicht; zu Unrecht, dann kostet es den Zweifler 5 Punkte. Die Frist gilt für alle, bis sie um ist oder alle „Kein Einspruch“ getippt haben; wer als Nächster setzt, lässt das Wort damit gelten.
# Schluss
- Wer bei leerem Kasten seine letzte Letter setzt, beendet die Partie. Die anderen verlieren den Wert ihrer restlichen Lettern, der Schnellste bekommt diese Summe gutgeschrieben.
- Die Partie endet auch, wenn alle Spieler zweimal nacheinander nichts gelegt haben. Dann zieht jeder seinen Rest ab.
- In die Bestenliste gehen ein Drittel der Punkte plus ein Platzbonus von 30, 15 oder 5. Gewertet (Bestenliste und Elo) wird nur mit mindestens einem Gegner, Computer oder Mensch, und mit Wortprüfung.
# Tagesbrett
Zehn Züge allein, ohne Gegner. Der Kasten liefert heute allen die gleiche Folge von Lettern – was du daraus machst, entscheidet, wie es weitergeht. Gezählt werden die Zugpunkte, der Rest wird nicht abgezogen. Du darfst beliebig oft spielen; deine beste Runde kommt in die Tagesliste. Nach Mitternacht beginnt ein neues Tagesbrett.
# Bedienung
- Ziehe eine Letter auf ein Feld oder tippe erst die Letter, dann das Feld an. Eine noch nicht gewertete Letter holst du durch Antippen zurück.
- Mit der Tastatur: Feld anklicken (ein zweiter Klick wechselt → und ↓), Buchstaben tippen, Rücktaste, Enter zum Setzen, Esc räumt ab.
- Die Zeile unter dem Bogen zeigt schon beim Legen die entstehenden Wörter samt Punkten.
- Pause und Einstellungen halten die Bedenkzeit an. Beim Tauschen und bei der Wahl des Joker-Buchstabens läuft sie weiter und steht im Fenster.
- In ungewerteten Partien allein gegen den Computer legt dir die Glühbirne (Tipp) den Zug des starken Computers bereit; im Verlauf steht dieser Zug dann mit „Tipp“. In gewerteten Partien und im Tagesbrett ist sie aus.
""")

BUCH = _parse("""
In der alten Stadtbibliothek liegt ein aufgeschlagenes Folio: 56 Buchstabensteine in sieben Spalten nebeneinander, jede zweite um eine halbe Steinhöhe versetzt. Aus benachbarten Steinen bildest du deutsche Wörter und fütterst damit Bruno, den Bücherwurm.
# Wörter bilden
- Streiche mit Finger oder Maus über Steine, die sich berühren – waagrecht, senkrecht oder schräg. Ist das Wort gültig, genügt Loslassen, und es zählt.
- Du kannst die Steine auch einzeln antippen und den letzten noch einmal antippen (oder Abgeben, Enter, die Wortleiste). Tippst du einen Stein mitten im Wort an, wird das Wort bis dort gekürzt.
- Ein Wort hat mindestens drei Buchstaben, jeder Stein zählt einmal. Der Stein Qu steht für zwei Buchstaben.
- Benutzte Steine werden herausgenommen; was darüber liegt, sackt nach, und oben fallen neue Steine nach.
# Punkte
- Die kleine Zahl auf jedem Stein ist sein Wert. Die Summe wächst mit der Wortlänge: drei Buchstaben ×1, vier ×1,5, fünf ×2, sechs ×2,5, sieben ×3, acht ×4 und so weiter bis ×8 ab zwölf.
- Bonussteine im Wort erhöhen den Wert: Leinen (grün) +25 %, Goldschnitt +50 %, Bergkristall +100 %. Lange Wörter erzeugen neue Bonussteine – 5 oder 6 Buchstaben Leinen, 7 oder 8 Goldschnitt, ab 9 Bergkristall, der zudem jede Glut darüber und darunter erstickt.
# Glut
- Kurze Wörter schlagen Funken: drei Buchstaben +2, vier +1, ab fünf Buchstaben geht einer zurück. Mischen kostet 3 Funken. Die Kerze neben Bruno zeigt den Stand.
- Ist die Kerze heruntergebrannt, landet ein glühender Stein auf dem Brett. Jedes Wort, das ihn auslässt, lässt ihn den Stein darunter verbrennen und eine Reihe tiefer rutschen.
- Verwendest du die Glut in einem Wort, ist sie aus der Welt – und du erhältst 50 Zusatzpunkte.
- Ab Reihe 6 warnt Bruno. Erreicht die Glut den Boden und das nächste Wort lässt sie wieder aus, brennt das Regal – dann endet die Runde.
- Alle acht Wörter steigt die Stufe, und die Kerze brennt schneller ab.
# Mischen und Hinweis
- Beim Mischen bekommen alle Steine neue Plätze, nur die Glut bleibt liegen. Findet Bruno kein gängiges Wort mehr, ist das Mischen gratis.
- Ein Hinweis (in Endlos und Reise, drei pro Partie) lässt ein gutes Wort Stein für Stein aufleuchten. Das Wort direkt danach erzeugt keinen Bonusstein.
# Spielarten
- 3 Minuten: Jede Runde neue Buchstaben, mit Glut, auf Zeit. Dein bestes Ergebnis zählt für die Bestenliste.
- Tagesrätsel: Ein Brett für alle, 20 Wörter, keine Uhr, keine Glut, zweimal Mischen. Irgendwo steckt das Tageswort mit sieben Buchstaben – nur sein Anfang ist verraten, es bringt +500. Jeder gelöste Tag verlängert deine Serie. Nach der ersten Runde des Tages ist das Wort aufgelöst: Jede weitere Runde bringt kein +500, kein Lesezeichen und keine Serie. Jede Spalte bekommt heute für alle denselben Nachschub; in der Tagesliste zählt deine beste Runde.
- Endlos: Ohne Uhr, so lange, bis das Regal brennt oder du im Menü aufhörst. Mit der Zeit fällt mehr Glut, und die Kerze brennt schneller.
- Reise: 40 Level in 8 Sälen, jedes mit ein oder zwei Zielen und begrenzten Zügen. Je mehr Züge übrig bleiben, desto mehr Sterne (bis drei).
- Jeder Saal bringt eine neue Regel, die in den späteren Sälen bleibt: Lesezeichen zählen doppelt (Eingangshalle), Ketten fallen erst, wenn ein Wort einen Nachbarn verwendet (Lesesaal), Landkarten bringst du mit Wörtern darunter nach unten (Kartenzimmer), Staub nimmt nur Wörter ab 5 Buchstaben (Archiv), Lunten werden bei 0 zu Glut (Turmzimmer), im Dunkeln liegt, was die Kerze nicht erhellt (Kellergewölbe), seltene Buchstaben tragen ein Siegel (Rara-Kabinett). Im Kuppelsaal kommt alles zusammen.
# Ansicht
Sonne oder Mond oben in der Leiste wechseln zwischen der Bibliothek bei Nacht und dem hellen Lesesaal am Tag; dieselbe Wahl gibt es in den Einstellungen.
""")

TABS = (("setzer", "Speedsetzer", SETZER), ("buch", "Speedbuch", BUCH))
