"""Input layer: pygame events become named actions in one place."""
