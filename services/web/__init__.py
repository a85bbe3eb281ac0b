"""The web client (issue 21): the lobby and the table under /play/, plain ES modules served as static files."""
from services.web.pages import bp

__all__ = ["bp"]
