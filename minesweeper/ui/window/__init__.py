"""The Tk window: `presenter` holds its logic (tested without a display), `overlay` the odds
colours, `board` the scrolling canvas of cells, `gui` the thin Tk widgets around it, and
`headless` draws it on a private X display for screenshots and tests."""
