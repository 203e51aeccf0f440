"""Input devices turned into the game's one vocabulary of actions (mouse and keys, touch, game
controller)."""
