"""XCSP3."""
