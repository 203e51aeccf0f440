"""Development tools that (re)generate the game's data files."""
