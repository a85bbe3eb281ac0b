"""Application layer: commands in, events out, around the pure engine."""
