"""Celery workers: thin tasks around the application service."""
