"""Ristikontra: the Finnish partnership card game, built for screen-reader users."""

__version__ = "0.1.0"
