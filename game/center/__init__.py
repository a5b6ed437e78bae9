"""The game's Spielcenter client: HTTP on a worker thread, an offline outbox, seeds in stock (no pygame).

httpx comes with the extra ``speedsetzer[center]``; only ``attach`` (``--center URL``) and the client need it, so
the game itself starts and plays offline without it.
"""
