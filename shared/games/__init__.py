"""Every game package; importing this registers them all."""
