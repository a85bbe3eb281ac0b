"""The async HTTP front: SSE streams on asyncio (aiohttp), every other request to the Flask app via a WSGI bridge."""
from services.streams.app import create_front, front_factory

__all__ = ["create_front", "front_factory"]
