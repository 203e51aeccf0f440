"""Everything the game draws with its own code: colours, tile art, figures and tokens.

``palette`` holds the colours; ``shapes`` turns a ``TileDef`` into geometry in unit tile
coordinates; ``tileart`` paints that geometry and ``masks`` rasterises the very same geometry
into one mask per segment, so the pictures and the rules can never disagree. ``figures`` draws
meeples, abbots and gold ingots. Everything is cached per tile kind, rotation and size.
"""
