"""Headless subcommands of ``project-l``."""
