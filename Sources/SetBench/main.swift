// set-bench: benchmarks of the rasterizer and the table (filled in with the Raster issue).
print("usage: set-bench scene --width W --height H --cards N --frames F [--png PATH]")
