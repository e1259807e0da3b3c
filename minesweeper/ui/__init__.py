"""The front ends: what a person runs and sees.

`cli` (the ``minesweeper`` command and its subcommands; `options` their argument types,
`cli_ai` the ``hint`` and ``bench`` subcommands), `terminal` (the command prompt and its
commands), `window` (the Tk window: a presenter tested without a display, the AI co-pilot,
the odds overlay, thin Tk widgets, the headless screenshot helper), and `view` (glyphs and
text boards shared by both). This room may import every other; nothing imports it.
"""
