"""Angel Fury's in-turn step stack (shared.engine.stack): its registry and the module-level names its modules use.

Decisions outside the turn order (the character choice; battle-card windows after each roll; the defender's
casualties, retreat, Ambush and Disappear) use the shared.engine.decisions queue in state["pending"], which is
served before the stack.
"""
from __future__ import annotations

from shared.engine.stack import Step, StepRegistry, new_id, pop, push, push_seq, top

REGISTRY = StepRegistry()
#: kind -> Step; each module registers its kinds at import (game.py imports them all)
STEPS = REGISTRY.steps
register = REGISTRY.register
run_automatic = REGISTRY.run_automatic
open_decision = REGISTRY.open_decision
active_seats = REGISTRY.active_seats

__all__ = ["Step", "STEPS", "REGISTRY", "register", "run_automatic", "open_decision", "active_seats",
           "new_id", "pop", "push", "push_seq", "top"]
