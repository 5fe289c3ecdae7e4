"""Data of the computer players: the hard player's learned evaluation (value_model.json, made by
bench/train_value.py; see app/ai/learned.py and docs/ai.md)."""
