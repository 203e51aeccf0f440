"""The board in play: its view and camera, the turn's input and controls, highlights,
animations, the final scoring on the board, and the demo's game."""
