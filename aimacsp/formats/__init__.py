"""Reading and writing the formats other solvers use: XCSP3 (`aimacsp.formats.xcsp3`)."""
