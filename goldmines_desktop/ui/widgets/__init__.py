"""The building blocks every screen draws with: controls, text input, focus, theme, art, panels,
the kinds' names and the players' tokens. Nothing here imports a screen, the board or the HUD."""
