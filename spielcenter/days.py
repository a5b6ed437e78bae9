"""The server's calendar: today, this week, and the day's seeds (the same for everyone)."""
from __future__ import annotations

import datetime
from zoneinfo import ZoneInfo

from game.buch.daily import daily_seed as buch_daily_seed
from game.setzer.daily import daily_seed as setzer_daily_seed


def today(tz: str, now: float) -> datetime.date:
    """The calendar date at ``now`` (Unix time) in the server's time zone."""
    return datetime.datetime.fromtimestamp(now, ZoneInfo(tz)).date()


def period_range(period: str, day: datetime.date) -> tuple[datetime.date, datetime.date]:
    """First and last day of ``heute`` / ``woche`` (Monday to Sunday) / ``immer``."""
    if period == "heute":
        return day, day
    if period == "woche":
        monday = day - datetime.timedelta(days=day.weekday())
        return monday, monday + datetime.timedelta(days=6)
    return datetime.date(2000, 1, 1), datetime.date(9999, 12, 31)


def day_seeds(day: datetime.date) -> dict[str, int]:
    """The Tagesbrett and Tagesrätsel seeds of ``day`` (the engines derive them from the date)."""
    return {"tagesbrett": setzer_daily_seed(day), "tagesraetsel": buch_daily_seed(day)}


def daily_date_open(record_day: datetime.date, server_day: datetime.date) -> bool:
    """A daily board counts from the day before to the day after the server's date (time zones, midnight)."""
    return abs((record_day - server_day).days) <= 1
