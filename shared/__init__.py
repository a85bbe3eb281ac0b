"""Seraph's core: the pure engine contract, the games, and the application layer around them."""
