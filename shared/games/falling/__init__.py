"""Falling (2-4 players, and solo against Danda); the entry point `seraph.games: falling` names FallingGame."""
