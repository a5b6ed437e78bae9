"""Der Spielcenter: one server for every install's lists, each result replayed and checked.

Pure Python: the server imports the engines (``game.setzer``, ``game.buch``) and the
lexicon, never pygame or a scene.
"""
