"""Message dialog for errors and confirmations."""
from game.scenes.message.scene import MessageScene

__all__ = ["MessageScene"]
