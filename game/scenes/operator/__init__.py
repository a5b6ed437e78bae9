"""Kiosk operator: PIN pad, operator panel, and the kiosk driver the app installs."""
