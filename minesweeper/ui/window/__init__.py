"""The Tk window: `presenter` holds its logic (tested without a display), `copilot` the AI
player's ticks, `overlay` the odds colours, `gui` the thin Tk widgets, and `headless` draws
it on a private X display for screenshots and tests."""
