"""Survival Tabletop: post-apocalyptic survival board games with their rules enforced."""

__version__ = "0.1.0"    # the one place the version is written; pyproject.toml reads it from here
