"""Processes built on the shared core: the HTTP API (services.api) and the command line."""
