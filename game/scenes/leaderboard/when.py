"""Dates on the lists screen in German: "Sa 19.12. · 20:05", "14.–20. Dezember 2026" (no pygame)."""
from __future__ import annotations

import datetime

WEEKDAYS = ("Mo", "Di", "Mi", "Do", "Fr", "Sa", "So")
MONTHS = ("Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
          "November", "Dezember")


def short_when(moment: datetime.datetime) -> str:
    """Weekday, day and month, time: "Sa 19.12. · 20:05"."""
    return f"{WEEKDAYS[moment.weekday()]} {moment.day:02d}.{moment.month:02d}. · {moment:%H:%M}"


def when_from_stamp(stamp: float | None) -> str:
    """A Unix time (the Spielcenter's) in local time as ``short_when``; "" without one."""
    if stamp is None:
        return ""
    return short_when(datetime.datetime.fromtimestamp(stamp))


def when_from_text(text: str | None) -> str:
    """An ISO time from the store ("2026-11-29T12:00:00") as ``short_when``; a bare date as "So 29.11."."""
    if not text:
        return ""
    try:
        if len(text) <= 10:
            day = datetime.date.fromisoformat(text)
            return f"{WEEKDAYS[day.weekday()]} {day.day:02d}.{day.month:02d}."
        return short_when(datetime.datetime.fromisoformat(text))
    except ValueError:
        return ""


def long_day(day: datetime.date) -> str:
    """ "19. Dezember 2026"."""
    return f"{day.day}. {MONTHS[day.month - 1]} {day.year}"


def day_range(first: datetime.date, last: datetime.date) -> str:
    """ "14.–20. Dezember 2026", "28. Dezember 2026 – 3. Januar 2027", one day as "19. Dezember 2026"."""
    if first == last:
        return long_day(first)
    if (first.year, first.month) == (last.year, last.month):
        return f"{first.day}.–{long_day(last)}"
    if first.year == last.year:
        return f"{first.day}. {MONTHS[first.month - 1]} – {long_day(last)}"
    return f"{long_day(first)} – {long_day(last)}"
