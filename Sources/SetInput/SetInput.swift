// The SetInput module; see ../shared/DESIGN.md for its place in the data flow.
