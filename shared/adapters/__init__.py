"""Adapters: the SQL store, notifications and queues behind the service's ports."""
