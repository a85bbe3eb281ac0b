"""The public HTTP API (Flask, JSON, under /v1). `create_app` builds it; nothing connects at import."""
from services.api.app import create_app

__all__ = ["create_app"]
